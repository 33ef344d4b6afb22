import type { PaymentRecord } from '@shop/domain/admin.schemas';
import { CHECKOUT_MESSAGES, isGuestPlaceholderEmail } from '@shop/domain/order.schemas';
import { type PaymentMethod, RELEASED_STATUSES } from '@shop/domain/order-status';
import { PAYMENT_MESSAGES, type PayosPaymentResponse, type SepayPaymentResponse } from '@shop/domain/payment.schemas';
import {
  type CreditOutcome,
  type PaymentState,
  creditPayment,
  isPaymentComplete,
  orderIdInTransferContent,
  transferContent,
} from '@shop/domain/payment.rules';
import { findInvalidText } from '@shop/domain/text.rules';
import type { FastifyBaseLogger } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ShopSettingsValues } from '@shop/domain/settings.schemas';
import { type Config, paymentMethods } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../../http/auth-guard';
import type { OrderRow, OrdersService, TransferInstructions } from '../orders/orders.service';
import type { PayosLinksService } from './payos-links.service';
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
import * as repo from './payments.repo';
import { qrImageDataUrl, qrImageGif, vietQrPayload } from './vietqr';

/** A payment call that failed: `{success:false, error}` as the spec's client reads it, plus DESIGN §2's `detail`. */
export class PaymentError extends AppError {
  override toBody() {
    return { success: false, error: this.message, detail: this.message };
  }
}

/** A link being created this long without an answer is taken as abandoned (PayOS is given 10 s). */
const STALE_CLAIM_MS = 30_000;

/** SePay's webhook body (docs.sepay.vn 'Tích hợp WebHooks'); unknown fields are kept in the stored body only. */
const SepayWebhook = z.looseObject({
  id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/)]),
  gateway: z.string().max(100).nullish(),
  transactionDate: z.string().nullish(),
  accountNumber: z.string().nullish(),
  code: z.string().nullish(),
  content: z.string().max(2000).nullish(),
  transferType: z.enum(['in', 'out']),
  transferAmount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  referenceCode: z.string().nullish(),
  description: z.string().nullish(),
});

/**
 * What became of a webhook delivery (kept in payment_webhooks.outcome): credited as paid, overpaid, partial or
 * refund_due (money for a cancelled order), or not credited: duplicate, unmatched, ignored (not incoming money),
 * wrong_account (a transfer into another account than SHOP_ACCOUNT_NO), invalid.
 */
type Outcome = CreditOutcome | 'duplicate' | 'unmatched' | 'ignored' | 'wrong_account' | 'invalid';

/** A webhook as it arrived. */
interface Delivery {
  provider: 'sepay' | 'payos';
  body: string;
}

/**
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

/** Compares two secrets in time independent of where they differ (and of their lengths). */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

interface Deps {
  db: Db;
  config: Pick<Config, 'sepayApiKey' | 'payos' | 'publicUrl' | 'missingPaymentSettings'>;
  /** The shop's details: the bank account on the VietQR is the admin's setting, else env (issue 14). */
  shopDetails: () => Promise<ShopSettingsValues>;
  orders: OrdersService;
  payosLinks: PayosLinksService;
  log: FastifyBaseLogger;
}

/**
 * Payments (DESIGN §4): the bank-transfer QR confirmed by SePay's webhook, and PayOS payment links confirmed by
 * PayOS's signed webhook. Only a provider's authenticated webhook ever marks an order paid.
 */
export function createPaymentsService({ db, config, shopDetails, orders, payosLinks, log }: Deps) {
  const offered = paymentMethods(config);

  function requireMethod(method: PaymentMethod) {
    if (!offered.includes(method)) throw new PaymentError(400, CHECKOUT_MESSAGES.paymentMethodUnavailable);
  }

  /** The order the shopper may pay now: theirs (else 404), not paid, not cancelled or returned, not free. */
  async function payableOrder(user: AuthUser, id: number, method: PaymentMethod): Promise<OrderRow> {
    requireMethod(method);
    const row = await orders.visibleOrder(user, id);
    if (isPaymentComplete(paymentState(row))) throw new PaymentError(409, PAYMENT_MESSAGES.alreadyPaid);
    if (RELEASED_STATUSES.includes(row.status) || row.finalTotal <= 0) {
      throw new PaymentError(409, PAYMENT_MESSAGES.orderNotPayable);
    }
    // The method the shopper pays with now; an online one runs on the clock of its payment window.
    const windowMissing = method !== 'cash' && !row.paymentExpiresAt;
    if (row.paymentMethod !== method || windowMissing) return orders.choosePaymentMethod(id, method);
    return row;
  }

  /** The VietQR transfer of what is still owed on the order (the QR screen and the order mail show the same). */
  async function transfer(row: OrderRow) {
    const bank = await shopDetails();
    // Bank transfer is offered only when env has an account (paymentMethods), so one of the two is there.
    const bin = bank.bank_bin!;
    const accountNumber = bank.account_no!;
    // Money already received counts: the QR asks for the rest, so the shopper doesn't pay twice.
    const amount = Math.max(row.finalTotal - row.amountReceived, 0);
    const content = transferContent(row.id);
    const payload = vietQrPayload({ bankBin: bin, accountNumber, amount, content });
    return {
      payload,
      bank_name: bank.bank_name ?? bin,
      account_number: accountNumber,
      account_name: bank.account_name ?? '',
      amount,
      content,
    };
  }

  function paymentState(row: OrderRow): PaymentState {
    return {
      payment_status: row.paymentStatus,
      company_payment_received: row.companyPaymentReceived,
      payment_method: row.paymentMethod,
    };
  }

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
        const order = await repo.lockOrderForPayment(t, tx.orderId);
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
        await repo.applyCredit(t, order.id, {
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

  return {
    /** Each SePay transfer and PayOS payment credited to the order, oldest first (staff's order page). */
    async paymentRecords(orderId: number): Promise<PaymentRecord[]> {
      const rows = await repo.listTransactionsOf(db, orderId);
      return rows.map((r) => ({
        id: r.id,
        provider: r.provider,
        external_id: r.externalId,
        amount: r.amount,
        gateway: r.gateway,
        created_at: r.createdAt.toISOString(),
      }));
    },

    /** `POST /api/orders/{id}/sepay-payment/`: the VietQR for what is still owed on the order. */
    async createSepayPayment(user: AuthUser, id: number): Promise<SepayPaymentResponse> {
      const row = await payableOrder(user, id, 'sepay');
      const { payload, ...details } = await transfer(row);
      return {
        success: true,
        data: {
          qr_url: qrImageDataUrl(payload),
          ...details,
          order_id: id,
          payment_expires_at: row.paymentExpiresAt?.toISOString() ?? null,
        },
      };
    },

    /** The order mail's transfer details and QR (a GIF: mail clients show no SVG); undefined when transfer is off. */
    async transferInstructions(row: OrderRow): Promise<TransferInstructions | undefined> {
      if (!offered.includes('sepay')) return undefined;
      const { payload, ...details } = await transfer(row);
      return { ...details, qrGif: qrImageGif(payload) };
    },

    /**
     * `POST /api/orders/{id}/cash-payment/`: on the payment page the shopper settles for cash on delivery instead
     * (the order keeps no online method it won't use).
     */
    async chooseCash(user: AuthUser, id: number): Promise<PaymentState> {
      const row = await payableOrder(user, id, 'cash');
      return { ...paymentState(row), payment_method: 'cash' };
    },

    /** `GET /api/orders/{id}/sepay-status/`, polled every 3 s by the payment screens. */
    async status(user: AuthUser, id: number): Promise<PaymentState> {
      return paymentState(await orders.visibleOrder(user, id));
    },

    /**
     * `POST /api/webhooks/sepay`: `Authorization: Apikey <SEPAY_API_KEY>`, compared in constant time. Transfers
     * naming an order add up; the order is paid once they cover its final total. Answers `{success:true}` to every
     * authenticated delivery it could read, replays included (SePay retries for about half an hour).
     */
    async sepayWebhook(authorization: string | undefined, body: string) {
      const key = /^Apikey\s+(.+)$/i.exec(authorization?.trim() ?? '')?.[1]?.trim();
      if (!config.sepayApiKey || !key || !sameSecret(key, config.sepayApiKey)) {
        log.warn({ hasKey: Boolean(key) }, 'sepay webhook refused: wrong or missing API key');
        throw new PaymentError(401, PAYMENT_MESSAGES.unauthorized);
      }
      const json = parseJson(body);
      const delivery: Delivery = { provider: 'sepay', body };
      const parsed = SepayWebhook.safeParse(json);
      if (!parsed.success) {
        await settle(delivery, 'invalid');
        log.warn({ issues: parsed.error?.issues.slice(0, 5) }, 'sepay webhook unreadable');
        throw new PaymentError(400, 'Dữ liệu webhook không hợp lệ.');
      }
      const t = parsed.data;
      const externalId = String(t.id);
      // Only money into the shop's own account is the shop's (issue 10 item 4). Still a 2xx, like the other
      // deliveries that credit nothing, so SePay stops retrying; the stored delivery says why.
      const accountNo = (await shopDetails()).account_no;
      if (!accountNo || t.accountNumber?.trim() !== accountNo.trim()) {
        log.warn({ externalId }, 'sepay webhook for another account: not credited');
        return settle(delivery, 'wrong_account', { externalId });
      }
      if (t.transferType !== 'in') return settle(delivery, 'ignored', { externalId });
      const orderId = orderIdInTransferContent(t.content ?? '') ?? orderIdInTransferContent(t.code ?? '');
      if (orderId === null) return settle(delivery, 'unmatched', { externalId });
      return credit(delivery, { externalId, orderId, amount: t.transferAmount, gateway: t.gateway ?? null });
    },

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
      if (w.code !== '00' || w.data.code !== '00') return settle(delivery, 'ignored', { externalId });
      const orderId = orderIdOfPayosCode(w.data.orderCode);
      return credit(delivery, { externalId, orderId, amount: w.data.amount, gateway: null });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
