// Order mails as jobs: written in the transaction of the event that causes them, one per event (the key
// `order:<id>:<event>`), sent by whichever instance takes the job; and the back office's view of them.
import { randomUUID } from 'node:crypto';
import type { OrderMail } from '@shop/domain/admin-orders.schemas';
import { isGuestPlaceholderEmail } from '@shop/domain/order.schemas';
import { refundAmount } from '@shop/domain/order-edit.rules';
import type { OrderStatus } from '@shop/domain/order-status';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { NotFoundError } from '../../http/errors';
import {
  type JobRow,
  type JobSpec,
  PermanentJobError,
  deliveredAt,
  deliveryStatus,
  enqueue,
} from '../../lib/job-queue';
import type { Mailer } from '../../lib/mailer';
import {
  ORDER_MAIL_EVENTS,
  type OrderMailEvent,
  type TransferInstructions,
  orderMailSubject,
  renderOrderMail,
} from './order-mails';
import { shapeOrders } from './order-answers';
import { queueInvoiceIfDue } from './order-invoicing';
import * as repo from './orders.repo';
import { enqueueOrderZalo } from '../zalo/zalo.service';

export const ORDER_MAIL_JOB = 'order.mail';
/** A mail is tried for about a day and a half (30 s doubling to an hour) before it is marked failed. */
const MAIL_MAX_ATTEMPTS = 12;

/** The shopper's mail for a status an order moves to; the other moves send none. */
export const STATUS_MAIL: Partial<Record<OrderStatus, OrderMailEvent>> = {
  accounting_processing: 'confirmed',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

const MailPayload = z.object({
  orderId: z.number().int(),
  event: z.enum(ORDER_MAIL_EVENTS),
  to: z.string(),
  subject: z.string(),
  reason: z.string().optional(),
  resendOf: z.number().int().optional(),
});
type MailPayload = z.infer<typeof MailPayload>;

const orderRef = (orderId: number) => `order:${orderId}`;

/**
 * Writes the order's `event` mail as a job in the caller's transaction, once per event. The shopper's mails go to
 * the order's address unless it is a guest's placeholder (DESIGN §7); the shop's notice to `shopEmail`, if any.
 */
export async function enqueueOrderMail(
  tx: DbOrTx,
  order: Pick<repo.OrderRow, 'id' | 'email' | 'finalTotal'>,
  event: OrderMailEvent,
  opts: OrderMailOptions = {},
): Promise<void> {
  // The shopper's Zalo message goes with the mail's event (DESIGN §14's events), also when a guest's placeholder
  // address gets no mail.
  if (event !== 'shop_notice' && event !== 'edited') await enqueueOrderZalo(tx, order.id, event, opts);
  const job = orderMailJob(order, event, opts);
  if (job) await enqueue(tx, job);
  // Every way an order becomes delivered or paid tells the shopper here: the moment its e-invoice may fall due.
  if (event === 'delivered' || event === 'paid') await queueInvoiceIfDue(tx, order.id);
}

export interface OrderMailOptions {
  reason?: string | null | undefined;
  shopEmail?: string | undefined;
  /** For an event that may happen again (an edit): makes each one's key its own (the order's version). */
  keySuffix?: string | undefined;
}

/** The job {@link enqueueOrderMail} writes; null when the mail has nobody to go to. */
export function orderMailJob(
  order: Pick<repo.OrderRow, 'id' | 'email' | 'finalTotal'>,
  event: OrderMailEvent,
  opts: OrderMailOptions = {},
): JobSpec | null {
  const to = event === 'shop_notice' ? opts.shopEmail : order.email;
  if (!to || isGuestPlaceholderEmail(to)) return null;
  const payload: MailPayload = {
    orderId: order.id,
    event,
    to,
    subject: orderMailSubject(event, { id: order.id, final_total: order.finalTotal }),
    ...(opts.reason ? { reason: opts.reason } : {}),
  };
  return {
    kind: ORDER_MAIL_JOB,
    key: `${orderRef(order.id)}:${event}${opts.keySuffix ? `:${opts.keySuffix}` : ''}`,
    ref: orderRef(order.id),
    payload,
    maxAttempts: MAIL_MAX_ATTEMPTS,
  };
}

function toOrderMail(job: JobRow): OrderMail {
  const payload = MailPayload.parse(job.payload);
  return {
    id: job.id,
    event: payload.event,
    to: payload.to,
    subject: payload.subject,
    status: deliveryStatus(job),
    attempts: job.attempts,
    last_error: job.lastError,
    resend_of: payload.resendOf ?? null,
    created_at: job.createdAt.toISOString(),
    sent_at: deliveredAt(job),
  };
}

interface Deps {
  db: Db;
  mailer: Mailer;
  /** The bank transfer still owed on an unpaid bank-transfer order (undefined when bank transfer is off). */
  transferInstructions: (order: repo.OrderRow) => Promise<TransferInstructions | undefined>;
  /** The shop's name and hotline as an admin set them; the mailer's, from env, without. */
  shopDetails?: () => Promise<{ shop_name: string; hotline: string }>;
}

export function createOrderMailService({ db, mailer, transferInstructions, shopDetails }: Deps) {
  const messageHost = new URL(mailer.shop.publicUrl).hostname || 'localhost';

  return {
    /** The job handler: makes the mail from the order as it is now and sends it (or keeps it without SMTP_URL). */
    async send(job: JobRow): Promise<void> {
      const payload = MailPayload.parse(job.payload);
      const row = await repo.findOrderRow(db, payload.orderId);
      if (!row) throw new PermanentJobError(`order ${payload.orderId} no longer exists`);
      const [order] = await shapeOrders(db, [row]);
      const owesTransfer =
        payload.event === 'placed' && row.paymentMethod === 'sepay' && row.paymentStatus === 'unpaid';
      const details = await shopDetails?.();
      const shop = details ? { ...mailer.shop, name: details.shop_name, hotline: details.hotline } : mailer.shop;
      const mail = await renderOrderMail(shop, {
        event: payload.event,
        to: payload.to,
        order: order!,
        recipientName: row.recipientName,
        reason: payload.reason,
        ...(row.paymentStatus === 'refund_due' ? { refundAmount: refundAmount(row) } : {}),
        paymentExpiresAt: row.paymentExpiresAt,
        transfer: owesTransfer ? await transferInstructions(row) : undefined,
        messageId: `<order-mail-${job.id}@${messageHost}>`,
      });
      await mailer.sendMail(mail);
    },

    /** The order's mails, oldest first (the back office). */
    async list(orderId: number): Promise<OrderMail[]> {
      const rows = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.ref, orderRef(orderId)), eq(jobs.kind, ORDER_MAIL_JOB)))
        .orderBy(asc(jobs.createdAt), asc(jobs.id));
      return rows.map(toOrderMail);
    },

    /**
     * Queues the mail again under a fresh key (the event's own key is spent), in the caller's transaction so the
     * staff member's audit row commits with it. 404 for a mail that isn't this order's.
     */
    async resend(tx: DbOrTx, orderId: number, mailId: number): Promise<OrderMail> {
      const [original] = await tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, mailId), eq(jobs.ref, orderRef(orderId)), eq(jobs.kind, ORDER_MAIL_JOB)));
      if (!original) throw new NotFoundError('Không tìm thấy email này của đơn hàng.');
      const payload: MailPayload = { ...MailPayload.parse(original.payload), resendOf: original.id };
      const key = `${orderRef(orderId)}:${payload.event}:resend:${randomUUID()}`;
      await enqueue(tx, { kind: ORDER_MAIL_JOB, key, ref: orderRef(orderId), payload, maxAttempts: MAIL_MAX_ATTEMPTS });
      const [job] = await tx.select().from(jobs).where(eq(jobs.key, key));
      return toOrderMail(job!);
    },
  };
}

export type OrderMailService = ReturnType<typeof createOrderMailService>;
