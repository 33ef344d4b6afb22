// Bank transfer: the VietQR for what is still owed (the payment screen and the order mail), confirmed by SePay's
// webhook for money into the shop's own account.
import { PAYMENT_MESSAGES, type SepayPaymentResponse } from '@shop/domain/payment.schemas';
import { orderIdInTransferContent, transferContent } from '@shop/domain/payment.rules';
import type { ShopSettingsValues } from '@shop/domain/settings.schemas';
import type { FastifyBaseLogger } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { type Config, paymentMethods } from '../../config';
import type { AuthUser } from '../../http/auth-guard';
import type { OrderRow, TransferInstructions } from '../orders/orders.service';
import { type PayableOrder, PaymentError } from './payment-orders';
import { type Delivery, type WebhookLedger, parseJson } from './payment-webhooks';
import { qrImageDataUrl, qrImageGif, vietQrPayload } from './vietqr';

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

/** Compares two secrets in time independent of where they differ (and of their lengths). */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

interface Deps {
  config: Pick<Config, 'sepayApiKey' | 'missingPaymentSettings'>;
  /** The shop's details: the bank account on the VietQR is the admin's setting, else env. */
  shopDetails: () => Promise<ShopSettingsValues>;
  payableOrder: PayableOrder;
  ledger: WebhookLedger;
  log: FastifyBaseLogger;
}

export function createSepayPayments({ config, shopDetails, payableOrder, ledger, log }: Deps) {
  const offered = paymentMethods(config);

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

  return {
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

    /** The VietQR of what is still owed, as the payment screen shows it (the counter's receipt); undefined when off. */
    async transferQrUrl(row: OrderRow): Promise<string | undefined> {
      if (!offered.includes('sepay')) return undefined;
      return qrImageDataUrl((await transfer(row)).payload);
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
        await ledger.settle(delivery, 'invalid');
        log.warn({ issues: parsed.error?.issues.slice(0, 5) }, 'sepay webhook unreadable');
        throw new PaymentError(400, 'Dữ liệu webhook không hợp lệ.');
      }
      const t = parsed.data;
      const externalId = String(t.id);
      // Only money into the shop's own account is the shop's. Still a 2xx, like the other
      // deliveries that credit nothing, so SePay stops retrying; the stored delivery says why.
      const accountNo = (await shopDetails()).account_no;
      if (!accountNo || t.accountNumber?.trim() !== accountNo.trim()) {
        log.warn({ externalId }, 'sepay webhook for another account: not credited');
        return ledger.settle(delivery, 'wrong_account', { externalId });
      }
      if (t.transferType !== 'in') return ledger.settle(delivery, 'ignored', { externalId });
      const orderId = orderIdInTransferContent(t.content ?? '') ?? orderIdInTransferContent(t.code ?? '');
      if (orderId === null) return ledger.settle(delivery, 'unmatched', { externalId });
      return ledger.credit(delivery, { externalId, orderId, amount: t.transferAmount, gateway: t.gateway ?? null });
    },
  };
}
