/**
 * Where an order came from (DESIGN §12), declared once for the database enum, the schemas and both apps: `web` is
 * the shop's own checkout; staff enter the others from the back office.
 */
export const ORDER_SOURCES = ['web', 'phone', 'zalo', 'facebook', 'store', 'other', 'shopee', 'tiktok'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** The channels staff take orders from (a staff order is never `web`). */
export const STAFF_ORDER_SOURCES = [
  'phone',
  'zalo',
  'facebook',
  'store',
  'other',
] as const satisfies readonly OrderSource[];
export type StaffOrderSource = (typeof STAFF_ORDER_SOURCES)[number];

export const ORDER_SOURCE_LABELS: Record<OrderSource, string> = {
  web: 'Website',
  phone: 'Điện thoại',
  zalo: 'Zalo',
  facebook: 'Facebook',
  store: 'Tại quầy',
  other: 'Khác',
  shopee: 'Shopee',
  tiktok: 'TikTok Shop',
};

/** A counter sale: handed over at the shop, so no address and no shipping fee. */
export function isCounterSale(source: OrderSource): boolean {
  return source === 'store';
}

/**
 * The marketplaces whose orders are imported (DESIGN §16): an order's `source` names its marketplace, and its
 * `marketplace_order_id` the marketplace's own id (Shopee order_sn, TikTok order id).
 */
export const MARKETPLACE_CHANNELS = ['shopee', 'tiktok'] as const satisfies readonly OrderSource[];
export type MarketplaceChannel = (typeof MARKETPLACE_CHANNELS)[number];

export function isMarketplaceSource(source: OrderSource): source is MarketplaceChannel {
  return (MARKETPLACE_CHANNELS as readonly string[]).includes(source);
}
