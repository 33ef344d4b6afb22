/**
 * Stock in every place it is kept (DESIGN §15), as the back office sees and moves it: the levels per product or
 * variant and location, a transfer between two locations, a stocktake at one. The messages are in locations.rules.ts;
 * each schema and its inferred type share one name.
 */
import { z } from 'zod';
import { STOCK_DELTA_MAX, STOCK_NOTE_MAX_LENGTH } from './admin-catalog.rules';
import { Id, text } from './admin-catalog-fields.schemas';
import {
  ADMIN_SEARCH_MAX_LENGTH,
  Actor,
  optionalId,
  optionalQueryText,
  pageField,
  pageSizeField,
} from './admin.schemas';
import { StatsQuery } from './admin-stats.schemas';
import { QUERY_MESSAGES, paginated } from './catalog.schemas';
import { blankToUndefined, optionalBoolean } from './catalog-query.schemas';
import { LOCATION_MESSAGES as M, STOCK_LINES_MAX } from './locations.rules';

// ---------------------------------------------------------------------------------------------------------------
// Levels
// ---------------------------------------------------------------------------------------------------------------

/** One product's own stock (`variant` null) or one variant's at one location. */
export const StockLevel = z.object({
  location: z.int().positive(),
  location_name: z.string(),
  product: z.int().positive(),
  product_name: z.string(),
  variant: z.int().positive().nullable(),
  variant_name: z.string().nullable(),
  /** The variant's SKU (a product's own stock has none). */
  sku: z.string().nullable(),
  on_hand: z.int().min(0),
  /** Held by placed orders not yet shipped or collected. */
  reserved: z.int().min(0),
  /** on_hand − reserved. */
  available: z.int().min(0),
  /** The product and (for a variant's stock) the variant are on sale. */
  is_active: z.boolean(),
});
export type StockLevel = z.infer<typeof StockLevel>;

export const StockLevelPage = paginated(StockLevel);
export type StockLevelPage = z.infer<typeof StockLevelPage>;

export const STOCK_LEVEL_ORDERINGS = [
  'name',
  '-name',
  'location',
  '-location',
  'on_hand',
  '-on_hand',
  'reserved',
  '-reserved',
  'available',
  '-available',
] as const;
export type StockLevelOrdering = (typeof STOCK_LEVEL_ORDERINGS)[number];

/**
 * `GET /api/admin/stock/?location=&search=&low=true&page=`: the levels, filtered, sorted and paged in SQL. `search`
 * finds words in the product's name or the variant's name or SKU; `low` keeps what is on sale with at most
 * `low_stock_threshold` available (as the dashboard counts it).
 */
export const StockLevelQuery = z.object({
  location: optionalId(QUERY_MESSAGES.positiveInt),
  search: optionalQueryText(ADMIN_SEARCH_MAX_LENGTH),
  low: optionalBoolean(),
  low_stock_threshold: StatsQuery.shape.low_stock_threshold,
  ordering: z.preprocess(
    blankToUndefined,
    z.enum(STOCK_LEVEL_ORDERINGS, { error: QUERY_MESSAGES.ordering }).default('name'),
  ),
  page: pageField,
  page_size: pageSizeField,
});
export type StockLevelQuery = z.infer<typeof StockLevelQuery>;

// ---------------------------------------------------------------------------------------------------------------
// Transfers and stocktakes
// ---------------------------------------------------------------------------------------------------------------

const variantField = Id.nullish().transform((v) => v ?? null);
const noteField = text(STOCK_NOTE_MAX_LENGTH)
  .nullish()
  .transform((v) => v ?? '');
const lines = <T extends z.ZodType>(line: T) =>
  z
    .array(line, { error: M.linesRequired })
    .min(1, { error: M.linesRequired })
    .max(STOCK_LINES_MAX, { error: M.tooManyLines(STOCK_LINES_MAX) });

/** Each product's own stock or variant once: the second line naming it is refused. */
function lineOnceIssue(v: { lines: { product: number; variant: number | null }[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  v.lines.forEach((l, i) => {
    const key = `${l.product}:${l.variant ?? 0}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'product'], message: M.lineTwice });
    seen.add(key);
  });
}

export const StockTransferLine = z.object({
  product: Id,
  variant: variantField,
  quantity: z.int({ error: M.quantityInvalid }).min(1, { error: M.quantityInvalid }).max(STOCK_DELTA_MAX, {
    error: M.quantityInvalid,
  }),
});
export type StockTransferLine = z.infer<typeof StockTransferLine>;

/**
 * `POST /api/admin/stock/transfers/`: units move from `from` to `to` at once, every line or none (409 naming the
 * line `from` lacks).
 */
export const StockTransferInput = z
  .object({ from: Id, to: Id, note: noteField, lines: lines(StockTransferLine) })
  .superRefine((v, ctx) => {
    if (v.from === v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: M.sameLocation });
    lineOnceIssue(v, ctx);
  });
export type StockTransferInput = z.infer<typeof StockTransferInput>;

/** An item as a transfer or a count shows it: ids and the names it had when read. */
const ItemNames = {
  product: z.int().positive(),
  product_name: z.string(),
  variant: z.int().positive().nullable(),
  variant_name: z.string().nullable(),
};

export const StockTransfer = z.object({
  id: z.int().positive(),
  from: z.int().positive(),
  from_name: z.string(),
  to: z.int().positive(),
  to_name: z.string(),
  note: z.string(),
  lines: z.array(z.object({ ...ItemNames, quantity: z.int().positive() })),
  /** null: an account since deleted. */
  actor: Actor.nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type StockTransfer = z.infer<typeof StockTransfer>;

export const StockTransferPage = paginated(StockTransfer);
export type StockTransferPage = z.infer<typeof StockTransferPage>;

/** `GET /api/admin/stock/transfers/?location=`: newest first; `location` keeps those from or to it. */
export const StockTransferQuery = z.object({
  location: optionalId(QUERY_MESSAGES.positiveInt),
  page: pageField,
  page_size: pageSizeField,
});
export type StockTransferQuery = z.infer<typeof StockTransferQuery>;

export const StockCountLine = z.object({
  product: Id,
  variant: variantField,
  counted: z.int({ error: M.countedInvalid }).min(0, { error: M.countedInvalid }).max(STOCK_DELTA_MAX, {
    error: M.countedInvalid,
  }),
});
export type StockCountLine = z.infer<typeof StockCountLine>;

/**
 * `POST /api/admin/stock/counts/`: a stocktake at one location. Each line's on hand becomes what was counted (never
 * below what placed orders hold there: 409 naming the line); the differences are ledger rows, carrying the note.
 */
export const StockCountInput = z
  .object({ location: Id, note: noteField, lines: lines(StockCountLine) })
  .superRefine(lineOnceIssue);
export type StockCountInput = z.infer<typeof StockCountInput>;

export const StockCount = z.object({
  id: z.int().positive(),
  location: z.int().positive(),
  location_name: z.string(),
  /** `before`: on hand when counted; `delta`: counted − before (0: it was right). */
  lines: z.array(z.object({ ...ItemNames, counted: z.int().min(0), before: z.int().min(0), delta: z.int() })),
  actor: Actor.nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type StockCount = z.infer<typeof StockCount>;
