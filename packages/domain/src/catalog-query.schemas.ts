/**
 * The shop's catalogue query strings (the HTTP edge): pages, product lists, search, best sellers, feedback and
 * categories, and the parsers the other query schemas share. The limits, messages and answers are in
 * catalog.schemas.ts; each schema and its inferred type share one name.
 */
import { z } from 'zod';
import { PRODUCT_ORDERINGS } from './catalog.constants';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_LIMIT,
  DEFAULT_BEST_SELLERS_LIMIT,
  SEARCH_QUERY_MAX_LENGTH,
  QUERY_MESSAGES,
} from './catalog.schemas';

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
