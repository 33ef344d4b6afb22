/**
 * The back office's stock ledger (DESIGN §8): a staff adjustment of a product's or a variant's stock, the ledger's
 * lines and its query. The reasons are in admin-stock.rules.ts, the messages in admin-catalog.rules.ts; each schema
 * and its inferred type share one name.
 */
import { z } from 'zod';
import { CATALOG_ADMIN_MESSAGES as M, STOCK_DELTA_MAX, STOCK_NOTE_MAX_LENGTH } from './admin-catalog.rules';
import { STAFF_STOCK_REASONS, STOCK_REASONS, stockReasonIssue } from './admin-stock.rules';
import { Id, text } from './admin-catalog-fields.schemas';
import { Actor, optionalId, pageField, pageSizeField } from './admin.schemas';
import { QUERY_MESSAGES, paginated } from './catalog.schemas';

/**
 * `POST /api/admin/products/{id}/stock/`: add or take units of the product's own stock, or of one of its variants.
 * Received goods are positive, damaged goods negative, a correction either.
 */
export const StockAdjustment = z
  .object({
    delta: z
      .int({ error: M.deltaInvalid })
      .min(-STOCK_DELTA_MAX, { error: M.deltaInvalid })
      .max(STOCK_DELTA_MAX, { error: M.deltaInvalid })
      .refine((n) => n !== 0, M.deltaInvalid),
    reason: z.enum(STAFF_STOCK_REASONS, { error: M.reasonInvalid }),
    variant: Id.nullish().transform((v) => v ?? null),
    /** Where the units are counted (DESIGN §15); the first location when left out. */
    location: Id.nullish().transform((v) => v ?? null),
    note: text(STOCK_NOTE_MAX_LENGTH)
      .nullish()
      .transform((v) => v ?? ''),
  })
  .superRefine((v, ctx) => {
    const issue = stockReasonIssue(v.reason, v.delta);
    if (issue) ctx.addIssue({ code: 'custom', path: ['delta'], message: issue });
  });
export type StockAdjustment = z.infer<typeof StockAdjustment>;

/** One line of the ledger: who, when, which stock, the change, why, and the stock it left. */
export const StockMovement = z.object({
  id: z.int().positive(),
  product: z.int().positive(),
  variant: z.int().positive().nullable(),
  /** The variant's name when the row was read (null: the product's own stock). */
  variant_name: z.string().nullable(),
  delta: z.int(),
  reason: z.enum(STOCK_REASONS),
  reason_display: z.string(),
  /** The available stock it left at its location. */
  stock_after: z.int().min(0),
  location: z.int().positive(),
  /** null: the shop itself (an order, a cancellation), or an account since deleted. */
  actor: Actor.nullable(),
  order: z.int().positive().nullable(),
  /** The same as `order` (kept for the screens written before locations). */
  order_id: z.int().positive().nullable(),
  /** The transfer or the stocktake the line belongs to (DESIGN §15). */
  transfer: z.int().positive().nullable(),
  count: z.int().positive().nullable(),
  note: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type StockMovement = z.infer<typeof StockMovement>;

export const StockMovementPage = paginated(StockMovement);
export type StockMovementPage = z.infer<typeof StockMovementPage>;

/** `GET /api/admin/products/{id}/stock/`: newest first; `variant` keeps one variant's lines. */
export const StockLedgerQuery = z.object({
  page: pageField,
  page_size: pageSizeField,
  variant: optionalId(QUERY_MESSAGES.positiveInt),
  location: optionalId(QUERY_MESSAGES.positiveInt),
});
export type StockLedgerQuery = z.infer<typeof StockLedgerQuery>;

/** The adjustment's answer: the available stock now at its location, and its ledger line. */
export const StockAdjustmentResult = z.object({ stock: z.int().min(0), movement: StockMovement });
export type StockAdjustmentResult = z.infer<typeof StockAdjustmentResult>;
