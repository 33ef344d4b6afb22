// What the shop asks of a marketplace (DESIGN §16), one implementation per platform (shopee-provider.ts,
// tiktok-provider.ts, each with its wire format in *-wire.ts); the rest of the module knows only this.
import type { MarketplaceChannel } from '@shop/domain/order-source';

/** A linked shop as a shop call needs it. */
export interface ShopAuth {
  shopId: string;
  /** TikTok's shop_cipher; null for Shopee. */
  shopCipher: string | null;
  accessToken: string;
}

/** A token pair as the marketplace granted it. */
export interface TokenGrant {
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date | null;
}

/** A shop just authorised: its first tokens, its id, name and (TikTok) cipher. */
export interface LinkedShop extends TokenGrant {
  shopId: string;
  shopName: string;
  shopCipher: string | null;
}

/** The authorisation callback's query: Shopee sends `code` and `shop_id`, TikTok `code`. */
export interface CallbackParams {
  code: string;
  shopId?: string | undefined;
}

/** A marketplace's sellable unit (a Shopee item or model, a TikTok SKU). */
export interface MarketplaceItem {
  /** marketplace_links.external_id: Shopee `item_id:model_id` (`item_id` without models), TikTok `product_id:sku_id`. */
  externalId: string;
  itemId: string;
  modelId: string | null;
  /** TikTok's warehouse holding the SKU's inventory; null for Shopee. */
  warehouseId: string | null;
  name: string;
  /** The seller's SKU (Shopee model_sku, else item_sku; TikTok seller_sku); '' when unset. */
  sku: string;
}

export interface MarketplaceOrderLine {
  /** As MarketplaceItem.externalId. */
  externalId: string;
  itemId: string;
  modelId: string | null;
  sku: string;
  name: string;
  quantity: number;
  /** One unit's price as the marketplace sold it, in dong (after its discounts). TikTok's per-unit lines merged. */
  unitPrice: number;
}

export interface MarketplaceOrder {
  /** Shopee order_sn, TikTok order id. */
  id: string;
  /** The marketplace's status, upper-case (UNPAID, READY_TO_SHIP, AWAITING_SHIPMENT…). */
  status: string;
  createdAt: Date;
  updatedAt: Date;
  /** The buyer's marketplace name (Shopee buyer_username), else the recipient's. */
  buyer: string;
  recipient: { name: string; phone: string; address: string };
  lines: MarketplaceOrderLine[];
  /** What the buyer pays, in dong: the marketplace's total stands, not ours. */
  total: number;
  cod: boolean;
  /** The marketplace's own logistics, once it has a tracking number. */
  tracking: { number: string; carrier: string } | null;
}

export interface StockUpdate {
  externalId: string;
  itemId: string;
  modelId: string | null;
  warehouseId: string | null;
  quantity: number;
}

/** What a verified webhook says: an order whose status changed (a hint: the shop re-reads it), or something else. */
export interface WebhookHint {
  shopId: string;
  /** Null for an event that is not about an order (ignored). */
  orderId: string | null;
  status: string | null;
}

/** The marketplace refused the access token (expired or invalid): refresh and try once more. */
export class MarketplaceAuthError extends Error {}

/** The marketplace answered with an error (`code` is its error name or number). */
export class MarketplaceApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export interface MarketplaceProvider {
  readonly channel: MarketplaceChannel;
  /** The signed URL the admin opens to authorise the shop; the marketplace sends the seller back to `redirect`. */
  authorizeUrl(redirect: string): string;
  /** Trades the callback's code for the shop's first tokens, and reads its name (and TikTok's cipher). */
  connect(params: CallbackParams): Promise<LinkedShop>;
  /** A new pair for the refresh token, which stops working (the marketplace's rule): store it before use. */
  refresh(shop: { shopId: string; refreshToken: string }): Promise<TokenGrant>;
  /** The ids of orders updated in [from, to), every page, windows split as the platform requires. */
  listUpdatedOrders(auth: ShopAuth, from: Date, to: Date): Promise<string[]>;
  /** The orders, read in batches the platform allows. */
  getOrders(auth: ShopAuth, ids: string[]): Promise<MarketplaceOrder[]>;
  /** Every sellable unit in the shop. */
  listItems(auth: ShopAuth): Promise<MarketplaceItem[]>;
  /** Sets each unit's stock to `quantity`. */
  pushStock(auth: ShopAuth, updates: StockUpdate[]): Promise<void>;
  /**
   * A webhook checked against its signature (`url` is the webhook URL the marketplace called, `rawBody` the bytes
   * it sent); null when the signature is wrong or missing.
   */
  readWebhook(url: string, rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookHint | null;
}
