// Shopee Open Platform v2's wire (DESIGN §16), apart from the calls that use it (shopee-provider.ts): the call and push
// signatures, the readers of its loosely typed JSON, and its answers' shapes mapped to the provider's.
import { createHmac } from 'node:crypto';
import { type Json, arrayOf, num, objectOf, signedPush, text } from './marketplace-json';
import {
  MarketplaceApiError,
  type MarketplaceItem,
  type MarketplaceOrder,
  type MarketplaceOrderLine,
  type TokenGrant,
  type WebhookHint,
} from './marketplace-provider';

/** The parts of a call's sign base string, in Shopee's order; `accessToken` and `shopId` only for a shop call. */
export interface ShopeeSignParts {
  partnerId: number | string;
  path: string;
  timestamp: number;
  accessToken?: string;
  shopId?: string | number;
}

/** sign = hex(HMAC-SHA256(partner_key, partner_id + path + timestamp [+ access_token + shop_id])). */
export function shopeeSign(partnerKey: string, p: ShopeeSignParts): string {
  const base = `${p.partnerId}${p.path}${p.timestamp}${p.accessToken ?? ''}${p.shopId ?? ''}`;
  return createHmac('sha256', partnerKey).update(base).digest('hex');
}

/** A push's Authorization header: hex(HMAC-SHA256(partner_key, <the URL Shopee called> + '|' + <raw body>)). */
export function shopeePushSignature(partnerKey: string, url: string, rawBody: string): string {
  return createHmac('sha256', partnerKey).update(`${url}|${rawBody}`).digest('hex');
}

/** A refresh token lives 30 days (Shopee does not say so in the answer). */
const REFRESH_TTL_MS = 30 * 86_400_000;

/** Shopee's ids: 0 means "no model". */
const modelOf = (v: unknown): string | null => (num(v) ? text(v) : null);
const externalIdOf = (itemId: string, modelId: string | null) => (modelId ? `${itemId}:${modelId}` : itemId);

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The token calls' answer (at the top level) as a grant. */
export function grantOf(json: Json): TokenGrant {
  const accessToken = text(json.access_token);
  const refreshToken = text(json.refresh_token);
  if (!accessToken || !refreshToken) throw new MarketplaceApiError('Shopee: no token in the answer', 'no_token');
  return {
    accessToken,
    accessExpiresAt: new Date(Date.now() + num(json.expire_in) * 1000),
    refreshToken,
    refreshExpiresAt: new Date(Date.now() + REFRESH_TTL_MS),
  };
}

function lineOf(item: Json, skuOfItem: Map<string, Json>): MarketplaceOrderLine {
  const itemId = text(item.item_id);
  const modelId = modelOf(item.model_id);
  const modelName = text(item.model_name);
  return {
    externalId: externalIdOf(itemId, modelId),
    itemId,
    modelId,
    sku: text(item.model_sku) || text(item.item_sku) || text(skuOfItem.get(itemId)?.item_sku),
    name: modelName ? `${text(item.item_name)} (${modelName})` : text(item.item_name),
    quantity: num(item.model_quantity_purchased),
    unitPrice: Math.round(num(item.model_discounted_price)),
  };
}

/**
 * One of get_order_detail's orders; `skuOfItem` the base info of items whose SKU the order leaves out, `tracking` the
 * parcel number read apart.
 */
export function orderOf(
  o: Json,
  skuOfItem: Map<string, Json>,
  tracking: MarketplaceOrder['tracking'],
): MarketplaceOrder {
  const address = objectOf(o.recipient_address);
  const recipient = { name: text(address.name), phone: text(address.phone), address: text(address.full_address) };
  return {
    id: text(o.order_sn),
    status: text(o.order_status).toUpperCase(),
    createdAt: new Date(num(o.create_time) * 1000),
    updatedAt: new Date(num(o.update_time) * 1000),
    buyer: text(o.buyer_username) || recipient.name,
    recipient,
    lines: arrayOf(o.item_list).map((item) => lineOf(item, skuOfItem)),
    total: Math.round(num(o.total_amount)),
    cod: o.cod === true,
    tracking,
  };
}

/** An item without models as the one sellable unit, from its base info. */
export function plainItemOf(itemId: string, base: Json): MarketplaceItem {
  const name = text(base.item_name);
  return { externalId: itemId, itemId, modelId: null, warehouseId: null, name, sku: text(base.item_sku) };
}

/** get_model_list's answer for an item: its models as sellable units, named by their tier options. */
export function modelItemsOf(itemId: string, base: Json, models: Json): MarketplaceItem[] {
  const tiers = arrayOf(models.tier_variation);
  return arrayOf(models.model).map((m) => {
    const options = (Array.isArray(m.tier_index) ? (m.tier_index as number[]) : []).map((index, tier) =>
      text(arrayOf(tiers[tier]?.option_list)[index]?.option),
    );
    const modelId = text(m.model_id);
    const label = options.filter(Boolean).join(', ');
    return {
      externalId: externalIdOf(itemId, modelId),
      itemId,
      modelId,
      warehouseId: null,
      name: label ? `${text(base.item_name)} (${label})` : text(base.item_name),
      sku: text(m.model_sku),
    };
  });
}

/** A push, if its signature is the partner key's: which shop, and for an order's status move which order. */
export function readShopeePush(
  partnerKey: string,
  url: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): WebhookHint | null {
  const body = signedPush(rawBody, headers, shopeePushSignature(partnerKey, url, rawBody));
  if (!body) return null;
  const shopId = text(body.shop_id);
  if (!shopId) return null;
  // Code 3: an order's status moved ({ordersn, status}); every other push is not about an order.
  if (num(body.code) !== 3) return { shopId, orderId: null, status: null };
  const data = objectOf(body.data);
  const orderId = text(data.ordersn);
  return { shopId, orderId: orderId || null, status: text(data.status).toUpperCase() || null };
}
