/**
 * The orders desk's contracts (DESIGN §8): the list's orderings and rows, an order as staff see it, and the
 * writes (edit, transition, bulk, mark paid, refund). The list's filters are in admin-order-query.schemas.ts. Each
 * schema and its inferred type share one name.
 */
import { z } from 'zod';
import {
  STAFF_NOTE_MAX_LENGTH,
  TRANSITION_NOTE_MAX_LENGTH,
  TRACKING_MAX_LENGTH,
  BULK_MAX_IDS,
  INT4_MAX,
  M,
  IsoDateTime,
  Dong,
  Actor,
} from './admin.schemas';
import { paginated } from './catalog.schemas';
import { Order, OrderItem } from './order-response.schemas';
import { ORDER_SOURCES } from './order-source';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order-status';
import { AuditEntry } from './admin-audit.schemas';
import { Shipment } from './carrier.schemas';
import { DELIVERY_METHODS } from './locations.rules';
import { ExchangeOf, OrderRefund, OrderReturn } from './returns.schemas';

// ---------------------------------------------------------------------------------------------------------------
// Orders desk
// ---------------------------------------------------------------------------------------------------------------

export const ADMIN_ORDER_ORDERINGS = ['-created_at', 'created_at', '-final_total', 'final_total'] as const;
export type AdminOrderOrdering = (typeof ADMIN_ORDER_ORDERINGS)[number];

/** A Shopee or TikTok order's own id and its status there as last read (DESIGN §16); null for our own channels. */
const MarketplaceFields = {
  marketplace_order_id: z.string().nullable(),
  marketplace_status: z.string().nullable(),
};

/** A row of the orders desk: the order's summary fields (DESIGN §3) and who it is for. */
export const AdminOrderSummary = z.object({
  id: z.int().positive(),
  status: z.enum(ORDER_STATUSES),
  status_display: z.string(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
  customer_name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  city: z.string(),
  district: z.string(),
  ward: z.string(),
  item_count: z.int().min(0),
  total_price: Dong,
  shipping_fee: Dong,
  discount: Dong,
  final_total: Dong,
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  company_payment_received: z.boolean(),
  amount_received: Dong,
  /** Where the order came from: `web` for the shop's checkout. */
  source: z.enum(ORDER_SOURCES),
  ...MarketplaceFields,
  tracking_number: z.string().nullable(),
  shipping_company: z.string().nullable(),
  delivery_method: z.enum(DELIVERY_METHODS),
  /** Where its stock is reserved: a pickup's store (null for an order placed before locations). */
  fulfilment_location: z.object({ id: z.int().positive(), name: z.string() }).nullable(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

/** Orders per status under the list's other filters (the desk's tabs), every status present. */
export const StatusCounts = z.record(z.enum(ORDER_STATUSES), z.int().min(0));
export type StatusCounts = z.infer<typeof StatusCounts>;

/**
 * `count_capped`: a search matched more orders than the desk counts (1,000): `count` is that limit, the pages stop
 * there, and `status_counts` is null.
 */
export const AdminOrderPage = paginated(AdminOrderSummary).extend({
  count_capped: z.boolean(),
  status_counts: StatusCounts.nullable(),
});
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

/** A status change as staff see it: who made it (null: the shopper or the shop itself) and why. */
export const AdminStatusEntry = z.object({
  status: z.enum(ORDER_STATUSES),
  status_display: z.string(),
  at: IsoDateTime,
  actor: Actor.nullable(),
  note: z.string().nullable(),
  /** `edit`: staff changed the order's lines, address or fee (the note says what); `status` stays as it was. */
  kind: z.enum(['status', 'edit']),
});
export type AdminStatusEntry = z.infer<typeof AdminStatusEntry>;

/** Money a provider reported for the order (a SePay transfer, a PayOS payment). */
export const PaymentRecord = z.object({
  id: z.int().positive(),
  provider: z.enum(['sepay', 'payos']),
  external_id: z.string(),
  amount: Dong,
  gateway: z.string().nullable(),
  created_at: IsoDateTime,
});
export type PaymentRecord = z.infer<typeof PaymentRecord>;

/** Where one of an order's mails is: waiting, being sent, waiting for a retry, sent, or given up. */
export const ORDER_MAIL_STATUSES = ['queued', 'sending', 'retrying', 'sent', 'failed'] as const;

/**
 * One mail of an order (`GET /api/admin/orders/{id}/mails/`): its event (`placed`, `paid`, `confirmed`, `shipped`,
 * `delivered`, `cancelled`, or `shop_notice` to the shop), recipient, subject and delivery state. Without SMTP_URL a
 * `sent` mail is one kept in the mail_outbox table. `last_error` says why the last try failed.
 */
export const OrderMail = z.object({
  id: z.int().positive(),
  event: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(ORDER_MAIL_STATUSES),
  attempts: z.int().nonnegative(),
  last_error: z.string().nullable(),
  /** A resend names the mail it repeats. */
  resend_of: z.int().positive().nullable(),
  created_at: IsoDateTime,
  sent_at: IsoDateTime.nullable(),
});
export type OrderMail = z.infer<typeof OrderMail>;

export const NOTIFICATION_CHANNELS = ['email', 'zalo'] as const;

/** One of an order's notifications (the admin order answer's `notifications`): a mail or a Zalo message. */
export const OrderNotification = z.object({
  /** The job's id: what a resend names. */
  id: z.int().positive(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  event: z.string(),
  /** The address or the 84… phone it goes to. */
  to: z.string(),
  status: z.enum(ORDER_MAIL_STATUSES),
  attempts: z.int().nonnegative(),
  /** Why the last try failed. */
  reason: z.string().nullable(),
  msg_id: z.string().nullable(),
  created_at: IsoDateTime,
  sent_at: IsoDateTime.nullable(),
});
export type OrderNotification = z.infer<typeof OrderNotification>;

/** `GET /api/admin/orders/{id}/`: the DESIGN §3 Order plus what staff need. */
export const AdminOrder = Order.extend({
  /** The lines, each with why staff set its price by hand (null: the catalogue's price). */
  items: z.array(OrderItem.extend({ price_reason: z.string().nullable() })),
  status_history: z.array(AdminStatusEntry),
  customer_name: z.string(),
  /** The account that placed it (null once deleted). */
  user_id: z.int().positive().nullable(),
  staff_note: z.string(),
  /** Where the order came from: `web` for the shop's checkout. */
  source: z.enum(ORDER_SOURCES),
  ...MarketplaceFields,
  /**
   * Recorded although its location lacked some of its units (DESIGN §15: a till's sale made offline whose stock was
   * gone when it arrived): the location's figures need a count.
   */
  stock_short: z.boolean(),
  /** Bumped by every staff edit (lines, address, fee); an edit sends it back and gets a 409 when another came first. */
  version: z.int().min(0),
  /** Money received above `final_total` (to give back), else 0. */
  refund_amount: Dong,
  /**
   * An on_account order's account (DESIGN §17): its customer's days to pay when it was placed, its due date (set at
   * delivery) and what the customer's payments have paid of it; null for every other method.
   */
  account: z
    .object({ payment_terms_days: z.int().min(0), due_at: IsoDateTime.nullable(), account_paid: Dong })
    .nullable()
    .optional(),
  payments: z.array(PaymentRecord),
  /** The order's mails, oldest first. */
  mails: z.array(OrderMail),
  /** The order's mails and Zalo messages together, oldest first (DESIGN §14). */
  notifications: z.array(OrderNotification),
  audit: z.array(AuditEntry),
  /** The live or last shipment with its COD state (DESIGN §11); null before one is made. */
  shipment: Shipment.nullable().optional(),
  /** Returns by line (DESIGN §17), oldest first, with their restock, refund and exchange order. */
  returns: z.array(OrderReturn),
  refunds: z.array(OrderRefund),
  /** What the shop received for the order (returns.rules receivedForRefund) and what may still be refunded. */
  received: Dong,
  refundable: Dong,
  /** A staff order made in exchange: the return it replaces goods for. */
  exchange_for: ExchangeOf.nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

const noteText = (max: number) =>
  z
    .string({ error: M.textInvalid })
    .trim()
    .max(max, M.textTooLong)
    .nullish()
    .transform((v) => v ?? '');

/**
 * The internal note's form (shoppers never see it). `PATCH /api/admin/orders/{id}/` takes it alone, or with the
 * order's edits: AdminOrderEdit in admin-order-edit.schemas.ts.
 */
export const AdminOrderPatch = z.object({
  staff_note: z.string({ error: M.textInvalid }).trim().max(STAFF_NOTE_MAX_LENGTH, M.textTooLong),
});
export type AdminOrderPatch = z.infer<typeof AdminOrderPatch>;

/** A cancel needs its reason (DESIGN §8). */
function cancelNeedsNote(v: { status?: unknown; note?: string }, ctx: z.RefinementCtx) {
  if (v.status === 'cancelled' && !v.note) {
    ctx.addIssue({ code: 'custom', message: M.cancelNeedsReason, path: ['note'] });
  }
}

/**
 * `POST /api/admin/orders/{id}/transition/`: a move of the domain's table. `shipped` may carry the carrier and the
 * tracking number, which the shopper then sees on the order.
 */
export const TransitionRequest = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: M.statusInvalid }),
    note: noteText(TRANSITION_NOTE_MAX_LENGTH),
    tracking_number: noteText(TRACKING_MAX_LENGTH),
    shipping_company: noteText(TRACKING_MAX_LENGTH),
  })
  .superRefine(cancelNeedsNote);
export type TransitionRequest = z.infer<typeof TransitionRequest>;

/** `POST /api/admin/orders/bulk-transition/`: one move for many orders, each in its own transaction. */
export const BulkTransitionRequest = z
  .object({
    ids: z
      .array(z.int({ error: M.orderIdInvalid }).min(1, M.orderIdInvalid).max(INT4_MAX, M.orderIdInvalid), {
        error: M.idsRequired,
      })
      .min(1, M.idsRequired)
      .max(BULK_MAX_IDS, M.idsTooMany),
    status: z.enum(ORDER_STATUSES, { error: M.statusInvalid }),
    note: noteText(TRANSITION_NOTE_MAX_LENGTH),
  })
  .superRefine(cancelNeedsNote);
export type BulkTransitionRequest = z.infer<typeof BulkTransitionRequest>;

/** Per order: moved, or the status code and message it would have answered alone. */
export const BulkTransitionResult = z.object({
  id: z.int().positive(),
  ok: z.boolean(),
  status_code: z.int(),
  status: z.enum(ORDER_STATUSES).optional(),
  detail: z.string().optional(),
});
export const BulkTransitionResponse = z.object({ results: z.array(BulkTransitionResult) });
export type BulkTransitionResponse = z.infer<typeof BulkTransitionResponse>;

/** `POST /api/admin/orders/{id}/mark-paid/`: cash collected on delivery, a transfer checked by hand. */
export const MarkPaidRequest = z.object({ note: noteText(TRANSITION_NOTE_MAX_LENGTH) });
export type MarkPaidRequest = z.infer<typeof MarkPaidRequest>;

/** `POST /api/admin/orders/{id}/refund/`: `refund_due` → `refunded`; `amount` defaults to what was received. */
export const RefundRequest = z.object({
  note: z
    .string({ error: M.refundNeedsNote })
    .trim()
    .min(1, M.refundNeedsNote)
    .max(TRANSITION_NOTE_MAX_LENGTH, M.textTooLong),
  amount: z
    .int({ error: M.amountInvalid })
    .min(1, { error: M.amountInvalid })
    .max(Number.MAX_SAFE_INTEGER, { error: M.amountInvalid })
    .nullish(),
});
export type RefundRequest = z.infer<typeof RefundRequest>;
