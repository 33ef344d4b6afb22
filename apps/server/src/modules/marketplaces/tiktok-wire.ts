// TikTok Shop's wire (DESIGN §16), apart from the calls that use it (tiktok-provider.ts): the request and push
// signatures, the readers of its loosely typed JSON, and its answers' shapes mapped to the provider's.
import { createHmac } from 'node:crypto';
import { type Json, arrayOf, objectOf, signedPush, text } from './marketplace-json';
import {
  MarketplaceApiError,
  type MarketplaceItem,
  type MarketplaceOrder,
  type MarketplaceOrderLine,
  type TokenGrant,
  type WebhookHint,
} from './marketplace-provider';

/**
 * TikTok's request signature: hex(HMAC-SHA256(app_secret, app_secret + path + <query params except sign and
 * access_token, sorted by key, each key + value> + <raw body> + app_secret)). The body is '' for a GET (and for a
 * multipart upload, which the shop never sends).
 */
export function tiktokSign(appSecret: string, path: string, query: Record<string, string>, body = ''): string {
  const params = Object.keys(query)
    .filter((key) => key !== 'sign' && key !== 'access_token')
    .sort()
    .map((key) => `${key}${query[key]}`)
    .join('');
  return createHmac('sha256', appSecret).update(`${appSecret}${path}${params}${body}${appSecret}`).digest('hex');
}

/** The push signature TikTok puts in a webhook's Authorization header: hex(HMAC-SHA256(app_secret, app_key + body)). */
export function tiktokWebhookSign(appKey: string, appSecret: string, rawBody: string): string {
  return createHmac('sha256', appSecret).update(`${appKey}${rawBody}`).digest('hex');
}

/** Unix seconds as a Date (TikTok sends its times and token expiries as unix seconds). */
const dateOf = (v: unknown): Date => new Date(Number(v ?? 0) * 1000);

/** TikTok's amounts are decimal strings ("150000", "150000.00"); dong has no minor unit, so rounded to an integer. */
export function dongOf(v: unknown): number {
  const n = Number(text(v) || 0);
  if (!Number.isFinite(n))
    throw new MarketplaceApiError(`TikTok sent an amount that is not a number: ${text(v)}`, 'amount');
  return Math.round(n);
}

/** The auth host's token answer as a grant. */
export function grantOf(data: Json): TokenGrant {
  const accessToken = text(data.access_token);
  const refreshToken = text(data.refresh_token);
  if (!accessToken || !refreshToken) throw new MarketplaceApiError('TikTok answered no token', 'token');
  // Both *_expire_in are the unix second the token expires (not a duration), as TikTok's token answers show.
  return {
    accessToken,
    accessExpiresAt: dateOf(data.access_token_expire_in),
    refreshToken,
    refreshExpiresAt: data.refresh_token_expire_in ? dateOf(data.refresh_token_expire_in) : null,
  };
}

/**
 * TikTok lists one line item per unit: merged into quantities per SKU and price (units of one SKU sold at different
 * prices, say one under a promotion, stay apart so that each line's price is exact).
 */
function linesOf(items: Json[]): MarketplaceOrderLine[] {
  const merged = new Map<string, MarketplaceOrderLine>();
  for (const item of items) {
    const itemId = text(item.product_id);
    const modelId = text(item.sku_id);
    const unitPrice = dongOf(item.sale_price);
    const key = `${itemId}:${modelId}:${unitPrice}`;
    const seen = merged.get(key);
    if (seen) {
      seen.quantity += 1;
      continue;
    }
    merged.set(key, {
      externalId: `${itemId}:${modelId}`,
      itemId,
      modelId,
      sku: text(item.seller_sku),
      name: [text(item.product_name), text(item.sku_name)].filter(Boolean).join(' - '),
      quantity: 1,
      unitPrice,
    });
  }
  return [...merged.values()];
}

/** One of the order detail's orders. */
export function orderOf(order: Json): MarketplaceOrder {
  const address = objectOf(order.recipient_address);
  const items = arrayOf(order.line_items);
  const trackingNumber =
    text(order.tracking_number) || text(items.find((i) => text(i.tracking_number))?.tracking_number);
  const carrier =
    text(order.shipping_provider) || text(items.find((i) => text(i.shipping_provider_name))?.shipping_provider_name);
  const recipient = {
    name: text(address.name),
    phone: text(address.phone_number),
    address: text(address.full_address),
  };
  return {
    id: text(order.id),
    status: text(order.status).toUpperCase(),
    createdAt: dateOf(order.create_time),
    updatedAt: dateOf(order.update_time),
    buyer: recipient.name,
    recipient,
    lines: linesOf(items),
    total: dongOf(objectOf(order.payment).total_amount),
    cod: order.is_cod === true,
    tracking: trackingNumber ? { number: trackingNumber, carrier } : null,
  };
}

/** A product of the product search as its SKUs, each a sellable unit. */
export function itemsOf(product: Json): MarketplaceItem[] {
  const itemId = text(product.id);
  return arrayOf(product.skus).map((sku) => {
    const modelId = text(sku.id);
    const warehouse = arrayOf(sku.inventory)[0];
    return {
      externalId: `${itemId}:${modelId}`,
      itemId,
      modelId,
      warehouseId: warehouse ? text(warehouse.warehouse_id) || null : null,
      name: text(product.title),
      sku: text(sku.seller_sku),
    };
  });
}

/** A push, if its signature is the app's: which shop, and for an order's status move which order. */
export function readTikTokPush(
  appKey: string,
  appSecret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): WebhookHint | null {
  const body = signedPush(rawBody, headers, tiktokWebhookSign(appKey, appSecret, rawBody));
  if (!body) return null;
  const shopId = text(body.shop_id);
  if (!shopId) return null;
  const data = objectOf(body.data);
  if (Number(body.type) !== 1 || !text(data.order_id)) return { shopId, orderId: null, status: null };
  return { shopId, orderId: text(data.order_id), status: text(data.order_status).toUpperCase() || null };
}
