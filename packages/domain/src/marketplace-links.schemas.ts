/**
 * A marketplace's products as the back office links them to ours (DESIGN §16): the list of its sellable units, each
 * linked by SKU or by hand to a product or variant, the stock last pushed there; and each marketplace's stock settings
 * (the location whose stock it sells, the buffer held back). Each schema and its inferred type share one name.
 */
import { z } from 'zod';
import { Id } from './admin-catalog-fields.schemas';
import { ADMIN_SEARCH_MAX_LENGTH, optionalQueryText, pageField, pageSizeField } from './admin.schemas';
import { paginated } from './catalog.schemas';
import { optionalBoolean } from './catalog-query.schemas';
import { MARKETPLACE_CHANNELS } from './order-source';

/** The most units held back from what a marketplace is told. */
export const STOCK_BUFFER_MAX = 1_000_000;

export const MARKETPLACE_LINK_MESSAGES = {
  channelInvalid: 'Sàn thương mại điện tử không hợp lệ.',
  linkNotFound: 'Không tìm thấy sản phẩm này trên sàn.',
  productNotFound: 'Không tìm thấy sản phẩm.',
  variantMissing: 'Phân loại không thuộc sản phẩm này.',
  variantRequired: 'Sản phẩm có phân loại: vui lòng chọn phân loại để liên kết.',
  variantWithoutProduct: 'Chọn sản phẩm trước khi chọn phân loại.',
  locationInvalid: 'Không tìm thấy kho hoặc cửa hàng này.',
  locationNotHolding: (name: string) => `${name} không giữ hàng: chọn một nơi có giữ hàng.`,
  bufferInvalid: `Số lượng giữ lại phải là số nguyên từ 0 đến ${STOCK_BUFFER_MAX}.`,
  notLinked: 'Chưa kết nối gian hàng trên sàn này.',
  off: 'Sàn này chưa được bật (chưa cấu hình khóa ứng dụng).',
  refreshFailed: (detail: string) => `Không đọc được danh sách sản phẩm từ sàn: ${detail}`,
} as const;
const M = MARKETPLACE_LINK_MESSAGES;

/** `{channel}` of `/api/admin/marketplaces/{shopee|tiktok}/…`. */
export const MarketplaceChannelParam = z.object({ channel: z.enum(MARKETPLACE_CHANNELS, { error: M.channelInvalid }) });
export type MarketplaceChannelParam = z.infer<typeof MarketplaceChannelParam>;

/** `{channel, external_id}` of `…/links/{external_id}/`. */
export const MarketplaceLinkParams = MarketplaceChannelParam.extend({
  external_id: z.string().trim().min(1, { error: M.linkNotFound }).max(200, { error: M.linkNotFound }),
});
export type MarketplaceLinkParams = z.infer<typeof MarketplaceLinkParams>;

/**
 * `GET …/links/?linked=true|false&search=&page=&page_size=`: the marketplace's units, filtered and paged in SQL,
 * `search` finding words in the unit's name or SKU.
 */
export const MarketplaceLinkQuery = z.object({
  linked: optionalBoolean(),
  search: optionalQueryText(ADMIN_SEARCH_MAX_LENGTH),
  page: pageField,
  page_size: pageSizeField,
});
export type MarketplaceLinkQuery = z.infer<typeof MarketplaceLinkQuery>;

const Named = z.object({ id: z.int().positive(), name: z.string() });

/** One sellable unit of the marketplace (a Shopee item or model, a TikTok SKU) and what it is linked to. */
export const MarketplaceLink = z.object({
  /** Shopee `item_id:model_id` (`item_id` without models), TikTok `product_id:sku_id`. */
  external_id: z.string(),
  item_id: z.string(),
  model_id: z.string().nullable(),
  name: z.string(),
  /** The seller's SKU on the marketplace; '' when unset. */
  sku: z.string(),
  product: Named.nullable(),
  variant: Named.nullable(),
  linked_by: z.enum(['sku', 'hand']).nullable(),
  /** The last figure the marketplace accepted; null before the first push. */
  pushed_stock: z.int().nullable(),
  pushed_at: z.string().nullable(),
  /** Why the last push failed; null when it worked. */
  push_error: z.string().nullable(),
  /** A change the marketplace has not been sent yet (a push is queued). */
  push_pending: z.boolean(),
});
export type MarketplaceLink = z.infer<typeof MarketplaceLink>;

export const MarketplaceLinkPage = paginated(MarketplaceLink);
export type MarketplaceLinkPage = z.infer<typeof MarketplaceLinkPage>;

/** `PUT …/links/{external_id}/`: link to a product (and its variant when it has variants); `product: null` unlinks. */
export const MarketplaceLinkInput = z
  .object({
    product: Id.nullable(),
    variant: Id.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.product === null && v.variant !== null) {
      ctx.addIssue({ code: 'custom', path: ['variant'], message: M.variantWithoutProduct });
    }
  });
export type MarketplaceLinkInput = z.infer<typeof MarketplaceLinkInput>;

/**
 * `POST …/links/refresh/`: units read from the marketplace, rows new to the list, rows of units it no longer lists
 * (removed), rows linked by their SKU.
 */
export const MarketplaceRefreshResult = z.object({
  items: z.int().min(0),
  created: z.int().min(0),
  removed: z.int().min(0),
  linked: z.int().min(0),
});
export type MarketplaceRefreshResult = z.infer<typeof MarketplaceRefreshResult>;

/** `POST …/links/link-all/` ("Liên kết tất cả theo SKU"): the rows it linked. */
export const MarketplaceLinkAllResult = z.object({ linked: z.int().min(0) });
export type MarketplaceLinkAllResult = z.infer<typeof MarketplaceLinkAllResult>;

/** `POST …/push-stock/`: the linked rows queued for a push. */
export const MarketplacePushResult = z.object({ queued: z.int().min(0) });
export type MarketplacePushResult = z.infer<typeof MarketplacePushResult>;

/**
 * `GET …/settings/`: where the marketplace's stock comes from and its orders take stock (`location` null: the shop's
 * default, the catalogue's selling location), the location that is in force now, and the buffer.
 */
export const MarketplaceSettings = z.object({
  channel: z.enum(MARKETPLACE_CHANNELS),
  location: z.int().positive().nullable(),
  /** The location in force: the one chosen while it exists and holds stock, else the default. */
  effective_location: z.int().positive(),
  effective_location_name: z.string(),
  /** Units held back: the marketplace is told available − buffer, never below 0. */
  stock_buffer: z.int().min(0),
});
export type MarketplaceSettings = z.infer<typeof MarketplaceSettings>;

/** `PATCH …/settings/`: the fields sent; `location: null` goes back to the default. */
export const MarketplaceSettingsPatch = z.object({
  location: Id.nullable().optional(),
  stock_buffer: z
    .int({ error: M.bufferInvalid })
    .min(0, { error: M.bufferInvalid })
    .max(STOCK_BUFFER_MAX, { error: M.bufferInvalid })
    .optional(),
});
export type MarketplaceSettingsPatch = z.infer<typeof MarketplaceSettingsPatch>;
