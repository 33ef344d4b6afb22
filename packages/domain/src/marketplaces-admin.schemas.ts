/**
 * The back office's marketplace contracts (DESIGN §16): each marketplace's state, its settings, the links between its
 * items and the catalogue, and the labels of what the desk is told about marketplace orders. Shared by the server's
 * `/api/admin/marketplaces/…` routes and the admin app; each schema and its inferred type share one name.
 */
import { z } from 'zod';
import { IsoDateTime } from './admin.schemas';
import { INT4_MAX } from './admin-catalog.rules';
import { MARKETPLACE_CHANNELS, type MarketplaceChannel } from './order-source';
import { ORDER_ATTENTIONS, ORDER_ATTENTION_HINTS, ORDER_ATTENTION_LABELS } from './owner-day.schemas';

export const MARKETPLACE_MESSAGES = {
  bufferInvalid: 'Số lượng giữ lại phải là số nguyên không âm.',
  locationInvalid: 'Vui lòng chọn kho hợp lệ.',
} as const;
const M = MARKETPLACE_MESSAGES;

/** The most a buffer may hold back: far above any shelf, still an int4. */
export const STOCK_BUFFER_MAX = 1_000_000;

/** The keys a marketplace needs in the server's environment (DESIGN §16 Config): without them it is off. */
export const MARKETPLACE_KEYS: Record<MarketplaceChannel, readonly string[]> = {
  shopee: ['SHOPEE_PARTNER_ID', 'SHOPEE_PARTNER_KEY'],
  tiktok: ['TIKTOK_APP_KEY', 'TIKTOK_APP_SECRET'],
};

/**
 * `GET /api/admin/marketplaces/`: one per marketplace. `enabled`: its keys are set; `linked`: a shop authorised us
 * (its tokens are kept); `token_expires_at` is the access token's; `last_error` the last call's failure, if any.
 */
export const MarketplaceState = z.object({
  channel: z.enum(MARKETPLACE_CHANNELS),
  enabled: z.boolean(),
  linked: z.boolean(),
  shop_id: z.string().nullable(),
  shop_name: z.string().nullable(),
  token_expires_at: IsoDateTime.nullable(),
  last_sync_at: IsoDateTime.nullable(),
  last_error: z.string().nullable(),
});
export type MarketplaceState = z.infer<typeof MarketplaceState>;

/** `POST …/{channel}/connect/`: the signed authorisation URL to open. */
export const MarketplaceConnect = z.object({ url: z.string() });
export type MarketplaceConnect = z.infer<typeof MarketplaceConnect>;

/** `POST …/{channel}/sync/`: the orders the pull created or changed. */
export const MarketplaceSyncResult = z.object({ orders: z.int().min(0) });
export type MarketplaceSyncResult = z.infer<typeof MarketplaceSyncResult>;

/**
 * `GET|PATCH …/{channel}/settings/`: the location whose stock the marketplace's orders take and whose available
 * figure is pushed out (null: the shop's default), and how many units to hold back from what is pushed.
 */
export const MarketplaceSettings = z.object({
  location: z.int({ error: M.locationInvalid }).min(1, M.locationInvalid).max(INT4_MAX, M.locationInvalid).nullable(),
  stock_buffer: z
    .int({ error: M.bufferInvalid })
    .min(0, { error: M.bufferInvalid })
    .max(STOCK_BUFFER_MAX, { error: M.bufferInvalid }),
});
export type MarketplaceSettings = z.infer<typeof MarketplaceSettings>;

export const MarketplaceSettingsPatch = MarketplaceSettings.partial();
export type MarketplaceSettingsPatch = z.infer<typeof MarketplaceSettingsPatch>;

const Named = z.object({ id: z.int().positive(), name: z.string() });

/**
 * One sellable unit of a marketplace (a Shopee item or model, a TikTok SKU) and what it sells here: `product` and
 * `variant` (null while unlinked), linked by SKU or by hand; the last stock figure the marketplace accepted, when,
 * and why the last push failed.
 */
export const MarketplaceLink = z.object({
  external_id: z.string(),
  item_id: z.string(),
  model_id: z.string().nullable(),
  name: z.string(),
  sku: z.string(),
  product: Named.nullable(),
  variant: Named.nullable(),
  linked_by: z.enum(['sku', 'hand']).nullable(),
  pushed_stock: z.int().nullable(),
  pushed_at: IsoDateTime.nullable(),
  push_error: z.string().nullable(),
});
export type MarketplaceLink = z.infer<typeof MarketplaceLink>;

/** `GET …/{channel}/links/?linked=true|false&search=&page=&page_size=`: a page of units. */
export const MarketplaceLinkPage = z.object({ count: z.int().min(0), results: z.array(MarketplaceLink) });
export type MarketplaceLinkPage = z.infer<typeof MarketplaceLinkPage>;

/** `PUT …/links/{external_id}/`: link to a product (and one of its variants), or unlink with nulls. */
export const MarketplaceLinkInput = z.object({
  product: z.int().positive().nullable(),
  variant: z.int().positive().nullable(),
});
export type MarketplaceLinkInput = z.infer<typeof MarketplaceLinkInput>;

/** `POST …/links/link-all/`: how many units linked by SKU. */
export const MarketplaceLinkAllResult = z.object({ linked: z.int().min(0) });
export type MarketplaceLinkAllResult = z.infer<typeof MarketplaceLinkAllResult>;

/**
 * What a marketplace order waits for staff on (DESIGN §16): the buyer asked to cancel (IN_CANCEL) or to return
 * (TO_RETURN), or a line names an item linked to nothing here. Labels for the desk and the dashboard.
 */
export const MARKETPLACE_ATTENTION_LABELS = {
  marketplace_cancel: 'Đơn sàn khách yêu cầu hủy',
  marketplace_return: 'Đơn sàn khách yêu cầu trả hàng',
  unlinked_lines: 'Đơn sàn có sản phẩm chưa liên kết',
} as const;
export const MARKETPLACE_ATTENTION_HINTS: Record<keyof typeof MARKETPLACE_ATTENTION_LABELS, string> = {
  marketplace_cancel: 'Xử lý yêu cầu hủy trên Shopee/TikTok Shop.',
  marketplace_return: 'Xử lý yêu cầu trả hàng trên sàn, rồi ghi nhận trả hàng.',
  unlinked_lines: 'Liên kết sản phẩm của sàn với sản phẩm của cửa hàng để trừ đúng kho.',
};

/**
 * Any attention kind the API names, in words: the desk's own (owner-day.schemas), the marketplaces' above, or, for a
 * kind this app doesn't know yet, its name as sent.
 */
export function attentionLabel(kind: string): string {
  return (
    (ORDER_ATTENTION_LABELS as Record<string, string>)[kind] ??
    (MARKETPLACE_ATTENTION_LABELS as Record<string, string>)[kind] ??
    kind
  );
}

export function attentionHint(kind: string): string {
  return (
    (ORDER_ATTENTION_HINTS as Record<string, string>)[kind] ??
    (MARKETPLACE_ATTENTION_HINTS as Record<string, string>)[kind] ??
    ''
  );
}

/** The kinds to list: the desk's own in their order, then any other the answer counts (the marketplaces'). */
export function attentionKinds(counts: Record<string, number>): string[] {
  const known: readonly string[] = ORDER_ATTENTIONS;
  return [...known, ...Object.keys(counts).filter((k) => !known.includes(k))];
}

/** A marketplace's order status (upper-case as read) in Vietnamese; null for one not listed here. */
const MARKETPLACE_STATUS_LABELS: Record<string, string> = {
  UNPAID: 'Chưa thanh toán',
  ON_HOLD: 'Đang tạm giữ',
  READY_TO_SHIP: 'Chờ giao hàng',
  PROCESSED: 'Đã xử lý',
  RETRY_SHIP: 'Giao lại',
  AWAITING_SHIPMENT: 'Chờ giao hàng',
  AWAITING_COLLECTION: 'Chờ đơn vị vận chuyển lấy',
  PARTIALLY_SHIPPING: 'Đang giao một phần',
  SHIPPED: 'Đang giao',
  IN_TRANSIT: 'Đang giao',
  TO_CONFIRM_RECEIVE: 'Chờ người mua xác nhận',
  DELIVERED: 'Đã giao',
  COMPLETED: 'Hoàn thành',
  IN_CANCEL: 'Người mua yêu cầu hủy',
  CANCEL: 'Đã hủy',
  CANCELLED: 'Đã hủy',
  TO_RETURN: 'Người mua yêu cầu trả hàng',
};

export function marketplaceStatusLabel(status: string): string | null {
  return MARKETPLACE_STATUS_LABELS[status.toUpperCase()] ?? null;
}

/**
 * A marketplace order's own fields on the admin order (DESIGN §16): the marketplace's order id (Shopee order_sn,
 * TikTok order id) and its status as last read. Optional: an answer of our own channels may leave them out.
 */
export const MarketplaceOrderFields = z.object({
  marketplace_order_id: z.string().nullable().optional(),
  marketplace_status: z.string().nullable().optional(),
});
export type MarketplaceOrderFields = z.infer<typeof MarketplaceOrderFields>;

/** The statuses the desk is asked to act on: the buyer wants to cancel, or to return. */
export const MARKETPLACE_STATUSES_TO_ACT_ON = ['IN_CANCEL', 'TO_RETURN'] as const;
