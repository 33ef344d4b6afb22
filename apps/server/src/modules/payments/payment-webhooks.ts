// What the providers' webhooks share: the delivery stored with its outcome, and the credit of a transaction to its
// order under the order's lock, so two transfers add up exactly and a replay is a no-op.
import { type CreditOutcome, creditPayment } from '@shop/domain/payment.rules';
import { findInvalidText } from '@shop/domain/text.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type OrdersService, applyPaymentCredit, lockOrderForPayment } from '../orders/orders.service';
import * as repo from './payments.repo';

/**
 * What became of a webhook delivery (kept in payment_webhooks.outcome): credited as paid, overpaid, partial or
 * refund_due (money for a cancelled order), or not credited: duplicate, unmatched, ignored (not incoming money),
 * wrong_account (a transfer into another account than SHOP_ACCOUNT_NO), invalid.
 */
export type Outcome = CreditOutcome | 'duplicate' | 'unmatched' | 'ignored' | 'wrong_account' | 'invalid';

/** A webhook as it arrived. */
export interface Delivery {
  provider: 'sepay' | 'payos';
  body: string;
}

export /**
 * The body as JSON, or undefined when it isn't, or when a key or value holds text the database can't store (a
 * `\u0000` escape, a lone surrogate): the schema check that follows then refuses it.
 */
function parseJson(body: string): unknown {
  try {
    const json: unknown = JSON.parse(body);
    return findInvalidText(json).length ? undefined : json;
  } catch {
    return undefined;
  }
}

export function createWebhookLedger({
  db,
  orders,
  log,
}: {
  db: Db;
  orders: Pick<OrdersService, 'notifyPaid'>;
  log: FastifyBaseLogger;
}) {
  /** Stores the delivery and answers SePay/PayOS: 2xx `{success:true}` whatever it changed. */
  async function settle(delivery: Delivery, outcome: Outcome, ids: { externalId?: string; orderId?: number } = {}) {
    await repo.recordWebhook(db, { ...delivery, outcome, ...ids });
    log.info({ provider: delivery.provider, outcome, ...ids }, 'payment webhook');
    return { success: true as const };
  }

  /**
   * Credits a provider transaction to the order and stores the delivery, in one transaction: the order row is
   * locked (two transfers for one order add up exactly) and the transaction's unique key makes a replay a no-op.
   */
  async function credit(
    delivery: Delivery,
    tx: { externalId: string; orderId: number; amount: number; gateway: string | null },
  ) {
    const outcome = await db.transaction(async (t): Promise<Outcome> => {
      const decide = async (): Promise<Outcome> => {
        const order = await lockOrderForPayment(t, tx.orderId);
        if (!order) return 'unmatched';
        if (!(await repo.recordTransaction(t, { provider: delivery.provider, ...tx }))) return 'duplicate';
        // One rule for both providers: the sum received decides; a cancelled order never becomes paid.
        const credited = creditPayment(
          {
            status: order.status,
            payment_status: order.paymentStatus,
            amount_received: order.amountReceived,
            final_total: order.finalTotal,
          },
          tx.amount,
        );
        await applyPaymentCredit(t, order.id, {
          provider: delivery.provider,
          amountReceived: credited.amount_received,
          paymentStatus: credited.payment_status,
          becamePaid: credited.payment_status === 'paid' && order.paymentStatus !== 'paid',
          ...(delivery.provider === 'sepay'
            ? { sepayTransferAmount: order.sepayTransferAmount + tx.amount, gateway: tx.gateway }
            : {}),
        });
        if (credited.payment_status === 'paid' && order.paymentStatus !== 'paid') await orders.notifyPaid(t, order.id);
        if (credited.outcome === 'refund_due' || credited.outcome === 'overpaid') {
          log.warn(
            {
              provider: delivery.provider,
              orderId: order.id,
              status: order.status,
              amount: tx.amount,
              amountReceived: credited.amount_received,
              finalTotal: order.finalTotal,
            },
            credited.outcome === 'refund_due'
              ? 'payment for a cancelled order: refund due'
              : 'overpayment: the surplus is to be refunded',
          );
        }
        return credited.outcome;
      };
      const result = await decide();
      const orderId = result === 'unmatched' ? null : tx.orderId;
      await repo.recordWebhook(t, { ...delivery, outcome: result, externalId: tx.externalId, orderId });
      return result;
    });
    log.info(
      { provider: delivery.provider, outcome, externalId: tx.externalId, orderId: tx.orderId },
      'payment webhook',
    );
    return { success: true as const };
  }

  return { settle, credit };
}

export type WebhookLedger = ReturnType<typeof createWebhookLedger>;
