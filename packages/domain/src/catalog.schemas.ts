/**
 * Catalogue contracts shared by the server's routes and the web app (STYLE §4 "contracts once"):
 * the response shapes of DESIGN §3; the query strings of the catalogue endpoints (spec 1 §7) are in catalog-query.schemas.ts.
 * Each schema and its inferred type share one name.
 */
import { z } from 'zod';
import { BANNER_STATUSES, STORE_STATUSES } from './catalog.constants';

// ---------------------------------------------------------------------------------------------------------------
// Limits and messages
// ---------------------------------------------------------------------------------------------------------------

/** spec 1 §9: listing shows 12 products per page. */
export const DEFAULT_PAGE_SIZE = 12;
/** DESIGN §3: page_size ≤ 100. Larger values are clamped, as DRF's `max_page_size` does. */
export const MAX_PAGE_SIZE = 100;
/** Upper bound of the `limit` parameters (best sellers, feedback). */
export const MAX_LIMIT = 100;
/** Best sellers returned when no `limit` is given. */
export const DEFAULT_BEST_SELLERS_LIMIT = 12;
/** Longest search text accepted, after trimming. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** Vietnamese messages of the query schemas (DESIGN §2: messages a shopper may see are Vietnamese). */
export const QUERY_MESSAGES = {
  positiveInt: 'Giá trị phải là số nguyên dương.',
  limit: `Giá trị phải là số nguyên từ 1 đến ${MAX_LIMIT}.`,
  boolean: 'Giá trị phải là true hoặc false.',
  ordering: 'Cách sắp xếp không hợp lệ.',
  searchText: 'Từ khóa tìm kiếm không hợp lệ.',
  searchTooLong: `Từ khóa tìm kiếm không được dài quá ${SEARCH_QUERY_MAX_LENGTH} ký tự.`,
  date: 'Ngày không hợp lệ (định dạng YYYY-MM-DD).',
  dateRange: 'Ngày kết thúc không được trước ngày bắt đầu.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Responses (DESIGN §3)
// ---------------------------------------------------------------------------------------------------------------

const Id = z.int().positive();
/** Money is integer dong (DESIGN §1). */
const Dong = z.int().min(0);
const Quantity = z.int().min(0);
/** null means no limit (spec 1 §5). */
const CartLimit = z.int().positive().nullable();
const IsoDateTime = z.iso.datetime({ offset: true });

/** A quantity price the shopper can get (DESIGN §13): `Mua từ 5: 120.000 ₫`. */
const QuantityPrice = z.object({ min_quantity: z.int().positive(), price: z.int().positive() });

export const Variant = z.object({
  id: Id,
  product: Id,
  name: z.string(),
  unit: z.string(),
  sku: z.string(),
  price: Dong,
  discount_price: Dong.nullable(),
  stock: Quantity,
  is_active: z.boolean(),
  images: z.array(z.string()),
  main_image: z.string(),
  max_quantities_in_cart: CartLimit,
  /** Sold in packs of this many (DESIGN §13). */
  order_multiple: z.int().positive().optional(),
  /** The detail answer's quantity prices for this shopper (everyone's, plus their group's). */
  price_tiers: z.array(QuantityPrice).optional(),
});
export type Variant = z.infer<typeof Variant>;

export const Product = z.object({
  id: Id,
  name: z.string(),
  slug: z.string(),
  /** May be empty: the web shows a placeholder (spec 1 §3 'thumbnail'). */
  image_url: z.string(),
  /** Photo URL → alt text, for the product's photo and its variants' (staff write them; empty for most). */
  image_alts: z.record(z.string(), z.string()),
  price: Dong,
  discount_price: Dong.nullable(),
  stock: Quantity,
  is_active: z.boolean(),
  category: Id,
  category_name: z.string(),
  description: z.string(),
  specifications: z.string(),
  unit: z.string(),
  /** Kilograms. */
  weight: z.number().min(0),
  variants: z.array(Variant),
  total_quantity_sold: Quantity,
  created_at: IsoDateTime,
  max_quantities_in_cart: CartLimit,
  order_multiple: z.int().positive().optional(),
  price_tiers: z.array(QuantityPrice).optional(),
});
export type Product = z.infer<typeof Product>;

/**
 * A product in a list (listing, search, home sections): everything but the long description, which only the
 * detail page shows (spec 2 §3 'Product (list)'). Keeps list pages light.
 */
export const ProductSummary = Product.omit({ description: true, price_tiers: true });
export type ProductSummary = z.infer<typeof ProductSummary>;

export const Category = z.object({
  id: Id,
  name: z.string(),
  slug: z.string(),
  image_url: z.string(),
  parent: Id.nullable(),
  top_level: z.boolean(),
  // zod 4 recursion through a getter; `hierarchy` nests the whole tree, flat lists send [].
  get children(): z.ZodArray<typeof Category> {
    return z.array(Category);
  },
});
export type Category = z.infer<typeof Category>;

export const Banner = z.object({
  id: Id,
  image_url: z.string(),
  link: z.string(),
  status: z.enum(BANNER_STATUSES),
  created_at: IsoDateTime,
});
export type Banner = z.infer<typeof Banner>;

export const Feedback = z.object({
  id: Id,
  name: z.string(),
  feedback: z.string(),
  avatar_url: z.string().nullable(),
  /** Beyond DESIGN §3: who they are ('' for none) and their stars, 1–5. */
  role: z.string(),
  rating: z.int().min(1).max(5),
});
export type Feedback = z.infer<typeof Feedback>;

/** `GET /api/feedback/` answers `{count, results}` (DESIGN §7). */
export const FeedbackList = z.object({ count: z.int().min(0), results: z.array(Feedback) });
export type FeedbackList = z.infer<typeof FeedbackList>;

export const StoreLocation = z.object({
  id: Id,
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  status: z.enum(STORE_STATUSES),
  status_display: z.string(),
});
export type StoreLocation = z.infer<typeof StoreLocation>;

export const Promotion = z.object({
  id: Id,
  code: z.string(),
  /** Empty when the shop wrote none; see promotionDescription() for the fallback. */
  description: z.string(),
  image_url: z.string(),
  /** A percentage (0–100) when is_percentage, else dong; 0 and not a percentage is free shipping. */
  value: z.int().min(0),
  is_percentage: z.boolean(),
  min_purchase_amount: Dong,
  is_active: z.boolean(),
  usage_limit_per_user: z.int().positive().nullable(),
  /** DESIGN §8's voucher rules: a percentage's cap (dong), uses over all shoppers, the window (ISO-8601). */
  max_discount: z.int().positive().nullable(),
  usage_limit: z.int().positive().nullable(),
  starts_at: z.iso.datetime({ offset: true }).nullable(),
  ends_at: z.iso.datetime({ offset: true }).nullable(),
  can_user_use: z.boolean(),
});
export type Promotion = z.infer<typeof Promotion>;

/** `GET /api/promotions` and `/api/promotions/public` answer `{results}`, not paged (DESIGN §7). */
export const PromotionList = z.object({ results: z.array(Promotion) });
export type PromotionList = z.infer<typeof PromotionList>;

/** A DRF-style page (DESIGN §2): `next`/`previous` are the URLs of the neighbouring pages, or null. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.int().min(0),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export const ProductPage = paginated(ProductSummary);
export type ProductPage = z.infer<typeof ProductPage>;
