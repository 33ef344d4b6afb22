/**
 * Catalogue contracts shared by the server's routes and the web app (STYLE §4 "contracts once"):
 * the response shapes of DESIGN §3 and the query strings of the catalogue endpoints (spec 1 §7).
 * Each schema and its inferred type share one name.
 */
import { z } from 'zod';
import { BANNER_STATUSES, PRODUCT_ORDERINGS, STORE_STATUSES } from './catalog.constants';

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
});
export type Product = z.infer<typeof Product>;

/**
 * A product in a list (listing, search, home sections): everything but the long description, which only the
 * detail page shows (spec 2 §3 'Product (list)'). Keeps list pages light.
 */
export const ProductSummary = Product.omit({ description: true });
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

// ---------------------------------------------------------------------------------------------------------------
// Query strings (the HTTP edge)
// ---------------------------------------------------------------------------------------------------------------
// Values arrive as strings from the server's query parser, or already as numbers and booleans from the web
// router's JSON search parser, so both are accepted. A blank value counts as absent (`?category_id=` from a form
// means "no filter", `?page=` means page 1). Integers must be written as plain digits: z.coerce.number() would
// also take '0x10', '1e3', ' ' (→ 0) and `true`, which no client sends on purpose.

const INTEGER_TEXT = /^[+-]?\d+$/;

/** '12' → 12, '' → undefined; anything else is left for the number schema to reject. */
export function toQueryInt(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return INTEGER_TEXT.test(text) ? Number(text) : value;
}

/** 'true' → true, 'false' → false, '' → undefined. */
function toQueryBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  if (text === 'true') return true;
  if (text === 'false') return false;
  return value;
}

export function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** An integer ≥ 1; `z.int()` also rejects unsafe integers such as '99999999999999999999'. */
function positiveInt() {
  const error = QUERY_MESSAGES.positiveInt;
  return z.int({ error }).min(1, { error });
}

function limitInt() {
  const error = QUERY_MESSAGES.limit;
  return z.int({ error }).min(1, { error }).max(MAX_LIMIT, { error });
}

const optionalPositiveInt = () => z.preprocess(toQueryInt, positiveInt().optional());
/** An optional `true`/`false` query value ('' counts as absent). */
export const optionalBoolean = () =>
  z.preprocess(toQueryBoolean, z.boolean({ error: QUERY_MESSAGES.boolean }).optional());
const optionalDate = () => z.preprocess(blankToUndefined, z.iso.date({ error: QUERY_MESSAGES.date }).optional());

/** `page_size` of a paged list: `fallback` when absent; above {@link MAX_PAGE_SIZE} it is clamped, not rejected. */
export function pageSizeQuery(fallback: number) {
  return z.preprocess(
    toQueryInt,
    positiveInt()
      .default(fallback)
      .transform((size) => Math.min(size, MAX_PAGE_SIZE)),
  );
}

/** `?page=&page_size=` (DESIGN §2). page_size above {@link MAX_PAGE_SIZE} is clamped, not rejected. */
export const PageQuery = z.object({
  page: z.preprocess(toQueryInt, positiveInt().default(1)),
  page_size: pageSizeQuery(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuery>;

/**
 * `GET /api/products/` and `/api/products/by_category/` (DESIGN §3). `category` is the alias of `category_id`
 * (DESIGN §7); both are exposed and the server prefers `category_id` when both are sent.
 */
export const ProductListQuery = PageQuery.extend({
  category_id: optionalPositiveInt(),
  category: optionalPositiveInt(),
  ordering: z.preprocess(
    blankToUndefined,
    z.enum(PRODUCT_ORDERINGS, { error: QUERY_MESSAGES.ordering }).default('featured'),
  ),
  /** `promotion=true`: discounted products only. */
  promotion: optionalBoolean(),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

/** `GET /api/products/search/?q=` (spec 2 search, DESIGN §3). `q` is trimmed; empty means no search text. */
export const SearchQuery = PageQuery.extend({
  q: z.preprocess(
    // the router's JSON parser turns ?q=123 into a number
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string({ error: QUERY_MESSAGES.searchText })
      .trim()
      .max(SEARCH_QUERY_MAX_LENGTH, { error: QUERY_MESSAGES.searchTooLong })
      .default(''),
  ),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/**
 * `GET /api/products/best_sellers/?startDate=&endDate=&category=&limit=` (spec 1 §7). Dates are calendar days
 * (YYYY-MM-DD, real dates only: 2023-02-29 is rejected); an end before the start is rejected.
 */
export const BestSellersQuery = z
  .object({
    startDate: optionalDate(),
    endDate: optionalDate(),
    category: optionalPositiveInt(),
    limit: z.preprocess(toQueryInt, limitInt().default(DEFAULT_BEST_SELLERS_LIMIT)),
  })
  .refine((q) => q.startDate === undefined || q.endDate === undefined || q.startDate <= q.endDate, {
    error: QUERY_MESSAGES.dateRange,
    path: ['endDate'],
  });
export type BestSellersQuery = z.infer<typeof BestSellersQuery>;

/** `GET /api/feedback/?limit=` (spec 1 §7; the home asks for 20). Without a limit the server picks. */
export const FeedbackQuery = z.object({
  limit: z.preprocess(toQueryInt, limitInt().optional()),
});
export type FeedbackQuery = z.infer<typeof FeedbackQuery>;

/** `GET /api/categories/?top_level=true` or `?parent={id}` (spec 1 §7). */
export const CategoryListQuery = z.object({
  top_level: optionalBoolean(),
  parent: optionalPositiveInt(),
});
export type CategoryListQuery = z.infer<typeof CategoryListQuery>;
