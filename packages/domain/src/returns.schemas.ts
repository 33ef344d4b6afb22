/**
 * Returns and refunds by line (DESIGN §17): staff's requests, the return and refund as the admin order answer and
 * the return's 201 show them, the shopper's view of them, and the 409 that names the broken limit. Rules and
 * messages are in returns.rules.ts; each schema and its inferred type share one name.
 */
import { z } from 'zod';
import { strictId } from './order.schemas';
import { E_INVOICE_STATUSES } from './vat-invoice.rules';
import {
  REFUND_METHODS,
  REFUND_REFERENCE_MAX_LENGTH,
  RETURN_LIMITS,
  RETURN_LINES_MAX,
  RETURN_MESSAGES as M,
  RETURN_REASON_MAX_LENGTH,
} from './returns.rules';

const INT4_MAX = 2_147_483_647;
const Id = z.int().positive();
const Dong = z.int().min(0);
const IsoDateTime = z.iso.datetime({ offset: true });

/** What staff give back: an amount in dong, how, and the bank or card reference (optional). */
export const RefundInput = z.object({
  amount: z
    .int({ error: M.amountInvalid })
    .min(1, { error: M.amountInvalid })
    .max(INT4_MAX, { error: M.amountInvalid }),
  method: z.enum(REFUND_METHODS, { error: M.methodInvalid }),
  reference: z
    .string({ error: M.referenceTooLong })
    .trim()
    .max(REFUND_REFERENCE_MAX_LENGTH, M.referenceTooLong)
    .nullish()
    .transform((v) => v ?? ''),
});
export type RefundInput = z.infer<typeof RefundInput>;

/** One line taken back: the order's line, how many units, and whether they go back on the shelf. */
export const ReturnLineRequest = z.object({
  order_item: strictId(M.lineInvalid),
  quantity: z
    .int({ error: M.quantityInvalid })
    .min(1, { error: M.quantityInvalid })
    .max(INT4_MAX, { error: M.quantityInvalid }),
  restock: z.boolean({ error: M.restockInvalid }),
});
export type ReturnLineRequest = z.infer<typeof ReturnLineRequest>;

/**
 * `POST /api/admin/orders/{id}/returns/`: the lines, where restocked lines go back (default: the order's fulfilment
 * location), why, and the money given back with it (optional).
 */
export const ReturnRequest = z
  .object({
    lines: z
      .array(ReturnLineRequest, { error: M.linesRequired })
      .min(1, M.linesRequired)
      .max(RETURN_LINES_MAX, M.linesTooMany),
    location: strictId(M.locationUnknown)
      .nullish()
      .transform((v) => v ?? null),
    reason: z
      .string({ error: M.reasonRequired })
      .trim()
      .min(1, M.reasonRequired)
      .max(RETURN_REASON_MAX_LENGTH, M.reasonTooLong),
    refund: RefundInput.nullish().transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.lines.forEach((l, i) => {
      if (seen.has(l.order_item))
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'order_item'], message: M.lineTwice });
      seen.add(l.order_item);
    });
  });
export type ReturnRequest = z.infer<typeof ReturnRequest>;

/** `POST /api/admin/orders/{id}/refunds/`: money given back without goods coming back. */
export const OrderRefundRequest = RefundInput;
export type OrderRefundRequest = z.infer<typeof OrderRefundRequest>;

/** A refund as staff see it. */
export const OrderRefund = z.object({
  id: Id,
  amount: Dong,
  method: z.enum(REFUND_METHODS),
  /** REFUND_METHOD_LABELS. */
  method_display: z.string(),
  reference: z.string(),
  /** The return it came with; null for a refund on its own. */
  return: Id.nullable(),
  created_at: IsoDateTime,
});
export type OrderRefund = z.infer<typeof OrderRefund>;

export const OrderReturnLine = z.object({
  order_item: Id,
  /** The line's product and variant as sold. */
  name: z.string(),
  quantity: z.int().positive(),
  restock: z.boolean(),
});
export type OrderReturnLine = z.infer<typeof OrderReturnLine>;

/** The adjustment e-invoice a return on an invoiced order issues (DESIGN §17). */
export const ReturnInvoiceAdjustment = z.object({
  status: z.enum(E_INVOICE_STATUSES),
  number: z.string().nullable(),
  error: z.string().nullable(),
});
export type ReturnInvoiceAdjustment = z.infer<typeof ReturnInvoiceAdjustment>;

/** A return as staff see it, on the admin order answer and in the return's 201. */
export const OrderReturn = z.object({
  id: Id,
  created_at: IsoDateTime,
  reason: z.string(),
  /** Where restocked lines went back; null when none was restocked. */
  location: z.object({ id: Id, name: z.string() }).nullable(),
  lines: z.array(OrderReturnLine),
  refund: OrderRefund.nullable(),
  /** The staff order given in exchange (its `exchange_for` named this return). */
  exchange_order: Id.nullable(),
  /** Null when the order had no issued e-invoice when the goods came back. */
  invoice_adjustment: ReturnInvoiceAdjustment.nullable(),
});
export type OrderReturn = z.infer<typeof OrderReturn>;

/**
 * `POST /api/admin/orders/{id}/returns/` → 201: the return, how many units went back on the shelf, and what it credited
 * to the customer's account (an on_account order's goods value; 0 for other orders, and for a return that took back
 * the whole order, which leaves the account instead).
 */
export const ReturnCreated = OrderReturn.extend({ restocked: z.int().min(0), credited: z.int().min(0) });
export type ReturnCreated = z.infer<typeof ReturnCreated>;

/** On a staff order made in exchange: the return and the order it came from. */
export const ExchangeOf = z.object({ return: Id, order: Id });
export type ExchangeOf = z.infer<typeof ExchangeOf>;

/** What the shopper sees of a return: when, and which lines came back (no staff reason, no location). */
export const PublicOrderReturn = z.object({
  id: Id,
  created_at: IsoDateTime,
  lines: z.array(OrderReturnLine.omit({ restock: true })),
});
export type PublicOrderReturn = z.infer<typeof PublicOrderReturn>;

/** What the shopper sees of a refund: how much, how, when. */
export const PublicRefund = OrderRefund.pick({ amount: true, method: true, method_display: true, created_at: true });
export type PublicRefund = z.infer<typeof PublicRefund>;

/** A 409 of a return or a refund: the Vietnamese message, the limit broken, and the line it broke on (if one). */
export const ReturnLimitBody = z.object({
  detail: z.string(),
  limit: z.enum(RETURN_LIMITS),
  order_item: Id.nullable(),
});
export type ReturnLimitBody = z.infer<typeof ReturnLimitBody>;
