// Orders' side of the order mails (DESIGN §10): the job handler that makes each mail from the order as it is now and
// sends it, and the back office's view of them and its resend. The mails are queued by notifications' notifyOrder.
import { randomUUID } from 'node:crypto';
import type { OrderMail } from '@shop/domain/admin-orders.schemas';
import { refundAmount } from '@shop/domain/order-edit.rules';
import type { OrderStatus } from '@shop/domain/order-status';
import type { Db, DbOrTx } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import {
  type JobRow,
  PermanentJobError,
  deliveredAt,
  deliveryStatus,
  findJob,
  jobsOf,
  requeue,
} from '../../lib/job-queue';
import { type Mailer, messageIdOf } from '../../lib/mailer';
import { ORDER_MAIL_JOB, OrderMailPayload, type OrderEvent, orderRef } from '../notifications/notifications.service';
import { type TransferInstructions, renderOrderMail } from './order-mails';
import { shapeOrders } from './order-answers';
import * as repo from './orders.repo';

/** What the shopper is told when an order moves to a status; the other moves tell nothing. */
export const STATUS_EVENT: Partial<Record<OrderStatus, OrderEvent>> = {
  accounting_processing: 'confirmed',
  shipped: 'shipped',
  ready_for_pickup: 'ready_for_pickup',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

function toOrderMail(job: JobRow): OrderMail {
  const payload = OrderMailPayload.parse(job.payload);
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
  /** How long a pickup waits at its store (PICKUP_HOLD_DAYS), said in its "ready" mail. */
  pickupHoldDays?: number;
}

export function createOrderMailService({ db, mailer, transferInstructions, shopDetails, pickupHoldDays }: Deps) {
  return {
    /** The job handler: makes the mail from the order as it is now and sends it (or keeps it without SMTP_URL). */
    async send(job: JobRow): Promise<void> {
      const payload = OrderMailPayload.parse(job.payload);
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
        messageId: messageIdOf(mailer.shop, `order-mail-${job.id}`),
        pickupHoldDays,
        returned: payload.returned,
      });
      await mailer.sendMail(mail);
    },

    /** The order's mails, oldest first (the back office). */
    async list(orderId: number): Promise<OrderMail[]> {
      return (await jobsOf(db, orderRef(orderId), ORDER_MAIL_JOB)).map(toOrderMail);
    },

    /**
     * Queues the mail again under a fresh key (the event's own key is spent), in the caller's transaction so the
     * staff member's audit row commits with it. 404 for a mail that isn't this order's.
     */
    async resend(tx: DbOrTx, orderId: number, mailId: number): Promise<OrderMail> {
      const original = await findJob(tx, mailId, orderRef(orderId), ORDER_MAIL_JOB);
      if (!original) throw new NotFoundError('Không tìm thấy email này của đơn hàng.');
      const { event } = OrderMailPayload.parse(original.payload);
      return toOrderMail(await requeue(tx, original, `${orderRef(orderId)}:${event}:resend:${randomUUID()}`));
    },
  };
}

export type OrderMailService = ReturnType<typeof createOrderMailService>;
