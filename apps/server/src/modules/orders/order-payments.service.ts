// An order's side of its payment: the method the shopper chooses on the payment screens, the payment window an online
// method runs in and the job that cancels the order when it closes unpaid, and the 'payment received' mail.
import type { PaymentMethod } from '@shop/domain/order-status';
import { CHECKOUT_MESSAGES as M } from '@shop/domain/order.schemas';
import { RECEIVABLE_MESSAGES } from '@shop/domain/receivables.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { ConflictError, NotFoundError } from '../../http/errors';
import { type JobRow, type JobSpec, enqueue } from '../../lib/job-queue';
import { SYSTEM_CANCEL_REASONS } from './order-messages';
import { notifyOrder } from '../notifications/notifications.service';
import { queueInvoiceIfDue } from './order-invoicing';
import type { OrderStatusChanges } from './order-status.service';
import { openMissingPaymentWindows, setPaymentMethod } from './order-money.repo';
import * as repo from './orders.repo';

export const ORDER_EXPIRE_JOB = 'order.expire';

export const isOnlineMethod = (method: PaymentMethod) => method === 'sepay' || method === 'payos';

/** When an online payment chosen now runs out (ORDER_PAYMENT_TTL_MINUTES). */
export const paymentDeadline = (config: Pick<Config, 'orderPaymentTtlMinutes'>) =>
  new Date(Date.now() + config.orderPaymentTtlMinutes * 60_000);

/**
 * The job that cancels the order if its money hasn't come by `expiresAt`; one per payment window (the key names it),
 * so choosing an online method again after cash makes a new one.
 */
export function expiryJob(orderId: number, expiresAt: Date): JobSpec {
  return {
    kind: ORDER_EXPIRE_JOB,
    key: `order:${orderId}:expire:${Math.floor(expiresAt.getTime() / 1000)}`,
    ref: `order:${orderId}`,
    payload: { orderId },
    runAt: expiresAt,
    maxAttempts: 5,
  };
}

export function createOrderPayments({
  db,
  log,
  config,
  changeStatus,
}: {
  db: Db;
  log: FastifyBaseLogger;
  config: Pick<Config, 'orderPaymentTtlMinutes'>;
  changeStatus: OrderStatusChanges['changeStatus'];
}) {
  /** The expiry job of {@link expiryJob}, in the caller's transaction. */
  const enqueueExpiry = (tx: Tx, orderId: number, expiresAt: Date) => enqueue(tx, expiryJob(orderId, expiresAt));

  return {
    /**
     * The job of {@link expiryJob}: an online order still pending with no money against it at its deadline is
     * cancelled by the shop (stock and voucher use come back, the PayOS link is cancelled, the shopper is mailed).
     * Anything else (paid, moved on, switched to cash, a later deadline) is left alone.
     */
    async expireUnpaid(job: JobRow): Promise<void> {
      const orderId = Number(job.payload.orderId);
      const order = await repo.findOrderRow(db, orderId);
      if (!order) return;
      // Taken a little early (another instance's clock): try again once the deadline has passed here too.
      if (order.paymentExpiresAt && order.paymentExpiresAt.getTime() > Date.now() + 1000) {
        throw new Error('the payment window is still open');
      }
      const expired = await changeStatus(
        orderId,
        'cancelled',
        { kind: 'system' },
        {
          note: SYSTEM_CANCEL_REASONS.expired,
          onlyIf: (o) =>
            o.status === 'pending' &&
            o.paymentStatus === 'unpaid' &&
            o.amountReceived === 0 &&
            isOnlineMethod(o.paymentMethod) &&
            o.paymentExpiresAt !== null &&
            o.paymentExpiresAt.getTime() <= Date.now() + 1000,
        },
      );
      if (expired) log.info({ orderId }, 'unpaid online order expired: cancelled, stock returned');
    },

    /**
     * The payment screens' choice of method for an unpaid order (payments module). Choosing an online method starts
     * its payment window (and expiry job) unless one is running; cash ends it. Answers the order's row after.
     */
    async choosePaymentMethod(id: number, method: PaymentMethod): Promise<repo.OrderRow> {
      return db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, id);
        if (!order) throw new NotFoundError(M.orderNotFound);
        if (order.paymentStatus === 'paid') return order;
        // The customer pays it through their account with the shop (DESIGN §17), never by a method of their own.
        if (order.paymentMethod === 'on_account') throw new ConflictError(RECEIVABLE_MESSAGES.paysThroughAccount);
        const expiresAt = isOnlineMethod(method) ? (order.paymentExpiresAt ?? paymentDeadline(config)) : null;
        const after = await setPaymentMethod(tx, id, method, expiresAt);
        if (expiresAt && !order.paymentExpiresAt) await enqueueExpiry(tx, id, expiresAt);
        return after;
      });
    },

    /**
     * At start-up: an online order waiting for its money without a payment window (placed before this version)
     * gets one from now, and its expiry job. Every instance may run it; the keys keep one job per window.
     */
    async startMissingPaymentWindows(): Promise<number> {
      return db.transaction(async (tx) => {
        const started = await openMissingPaymentWindows(tx, paymentDeadline(config));
        for (const order of started) await enqueueExpiry(tx, order.id, order.paymentExpiresAt);
        return started.length;
      });
    },

    /** Tells the shopper the payment arrived (mail, Zalo), in the payment's transaction (payments' webhooks). */
    async notifyPaid(tx: Tx, id: number): Promise<void> {
      const order = await repo.findOrderRow(tx, id);
      if (!order) return;
      await notifyOrder(tx, order, 'paid');
      await queueInvoiceIfDue(tx, id);
    },
  };
}
