// PayOS: the order's payment link (reused while PayOS says it is pending, else the next one), confirmed by PayOS's
// signed webhook. A link PayOS can't make cancels the order (spec 2 §4).
import { isGuestPlaceholderEmail } from '@shop/domain/order.schemas';
import { RELEASED_STATUSES } from '@shop/domain/order-status';
import { PAYMENT_MESSAGES, type PayosPaymentResponse } from '@shop/domain/payment.schemas';
import { transferContent } from '@shop/domain/payment.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import type { OrdersService } from '../orders/orders.service';
import { type PayableOrder, PaymentError } from './payment-orders';
import { type Delivery, type WebhookLedger, parseJson } from './payment-webhooks';
import * as repo from './payments.repo';
import {
  MAX_LINK_ATTEMPTS,
  PayosError,
  PayosWebhook,
  createPaymentLink,
  isPayosSignatureValid,
  orderIdOfPayosCode,
  payosOrderCode,
  paymentLinkStatus,
} from './payos';
import type { PayosLinksService } from './payos-links.service';

/** A link being created this long without an answer is taken as abandoned (PayOS is given 10 s). */
const STALE_CLAIM_MS = 30_000;

interface Deps {
  db: Db;
  config: Pick<Config, 'payos' | 'publicUrl'>;
  orders: Pick<OrdersService, 'visibleOrder' | 'cancelUnpaid'>;
  payosLinks: PayosLinksService;
  payableOrder: PayableOrder;
  ledger: WebhookLedger;
  log: FastifyBaseLogger;
}

export function createPayosPayments({ db, config, orders, payosLinks, payableOrder, ledger, log }: Deps) {
  return {
    /**
     * `POST /api/orders/{id}/payos-payment/`: the order's PayOS link, reused while PayOS says it is pending; after
     * the shopper cancelled it (or it expired), a new one under the next orderCode. Amount, description and URLs come from the server. When PayOS can't make the
     * link, the order is cancelled (its stock and voucher come back) and the shopper is told (spec 2 §4).
     */
    async createPayosLink(user: AuthUser, id: number): Promise<PayosPaymentResponse> {
      const row = await payableOrder(user, id, 'payos');
      // requireMethod (in payableOrder) has checked that all three are set.
      const { baseUrl, clientId, apiKey, checksumKey } = config.payos;
      const payos = { baseUrl, clientId: clientId!, apiKey: apiKey!, checksumKey: checksumKey! };

      const current = await repo.findPayosLink(db, id);
      if (current?.checkoutUrl) {
        const status = await paymentLinkStatus(payos, current.orderCode).catch((error: unknown) => {
          // PayOS can't say right now: the link it gave is the best answer.
          log.warn({ err: error, orderId: id }, 'PayOS link status unknown; reusing the link');
          return 'PENDING';
        });
        if (status === 'PENDING' || status === 'PROCESSING') return { checkoutUrl: current.checkoutUrl };
        // Paid at PayOS: its webhook is on its way and will mark the order.
        if (status === 'PAID') throw new PaymentError(409, PAYMENT_MESSAGES.alreadyPaid);
      } else if (current && Date.now() - current.createdAt.getTime() < STALE_CLAIM_MS) {
        throw new PaymentError(409, PAYMENT_MESSAGES.linkBeingCreated);
      }
      // No link yet, or the last one was cancelled, expired or abandoned: the next code.
      const attempt = current ? current.attempt + 1 : 0;
      if (attempt > MAX_LINK_ATTEMPTS) throw new PaymentError(409, PAYMENT_MESSAGES.orderNotPayable);
      const orderCode = payosOrderCode(id, attempt);
      const claimed = current
        ? await repo.claimNextPayosLink(db, current, orderCode, row.finalTotal)
        : await repo.claimFirstPayosLink(db, id, orderCode, row.finalTotal);
      if (!claimed) throw new PaymentError(409, PAYMENT_MESSAGES.linkBeingCreated);
      try {
        const link = await createPaymentLink(payos, {
          orderCode,
          amount: row.finalTotal,
          description: transferContent(id),
          returnUrl: `${config.publicUrl}/order-success/${id}`,
          cancelUrl: `${config.publicUrl}/payment/${id}`,
          buyerName: row.recipientName || undefined,
          buyerEmail: isGuestPlaceholderEmail(row.email) ? undefined : row.email,
          buyerPhone: row.phoneNumber,
        });
        await repo.savePayosLink(db, id, link);
        // The order may have been cancelled while PayOS was asked (its cancel found no link to close): close it now.
        const now = await orders.visibleOrder(user, id);
        if (RELEASED_STATUSES.includes(now.status)) {
          await payosLinks.cancelOpenLink(id);
          throw new PaymentError(409, PAYMENT_MESSAGES.orderNotPayable);
        }
        return { checkoutUrl: link.checkoutUrl };
      } catch (error) {
        if (!(error instanceof PayosError)) throw error;
        log.error({ err: error, orderId: id }, 'PayOS payment link failed; cancelling the order');
        await repo.deletePayosLink(db, id);
        await orders.cancelUnpaid(id);
        throw new PaymentError(502, PAYMENT_MESSAGES.linkFailed);
      }
    },

    /**
     * `POST /api/webhooks/payos`: only a body whose `data` carries PayOS's signature (checksum key) is taken.
     * Paid (`code` 00) for the whole total marks the order paid; a replay changes nothing. PayOS's own test
     * delivery (an order that isn't ours) is answered 2xx so the webhook URL can be confirmed.
     */
    async payosWebhook(body: string) {
      const json = parseJson(body);
      const parsed = PayosWebhook.safeParse(json);
      const data = (json as { data?: Record<string, unknown> } | undefined)?.data;
      const checksumKey = config.payos.checksumKey;
      if (
        !parsed.success ||
        !data ||
        !checksumKey ||
        !isPayosSignatureValid(data, parsed.data.signature, checksumKey)
      ) {
        log.warn({ readable: parsed.success }, 'payos webhook refused: unreadable or wrong signature');
        throw new PaymentError(parsed.success ? 401 : 400, PAYMENT_MESSAGES.unauthorized);
      }
      const w = parsed.data;
      const externalId = w.data.reference || w.data.paymentLinkId || `${w.data.orderCode}`;
      const delivery: Delivery = { provider: 'payos', body };
      if (w.code !== '00' || w.data.code !== '00') return ledger.settle(delivery, 'ignored', { externalId });
      const orderId = orderIdOfPayosCode(w.data.orderCode);
      return ledger.credit(delivery, { externalId, orderId, amount: w.data.amount, gateway: null });
    },
  };
}
