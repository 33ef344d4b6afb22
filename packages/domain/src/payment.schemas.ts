/** Payment calls of spec 2 §7 and DESIGN §4: bank-transfer QR (SePay) and PayOS payment links. */
import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './order-status';

/** `POST /api/orders/{id}/sepay-payment/`: what the QR screen shows. */
export const SepayPaymentData = z.object({
  /** The VietQR image, rendered by the server (a `data:image/svg+xml` URL: no outside service). */
  qr_url: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  /** The order's final_total, in dong. */
  amount: z.number().int(),
  /** The transfer content that names the order, e.g. `DH12345678`. */
  content: z.string(),
  order_id: z.number().int(),
  /**
   * When the order is cancelled if the money has not arrived (the order's `payment_expires_at`): the QR screen
   * counts down to it, so the countdown and the expiry agree, after a reload too.
   */
  payment_expires_at: z.string().nullable(),
});
export type SepayPaymentData = z.infer<typeof SepayPaymentData>;

export const SepayPaymentResponse = z.object({ success: z.literal(true), data: SepayPaymentData });
export type SepayPaymentResponse = z.infer<typeof SepayPaymentResponse>;

/** A payment call that failed: the spec's client reads `error`; `detail` keeps DESIGN §2's shape. */
export const PaymentErrorBody = z.object({ success: z.literal(false), error: z.string(), detail: z.string() });
export type PaymentErrorBody = z.infer<typeof PaymentErrorBody>;

/** `GET /api/orders/{id}/sepay-status/`. */
export const PaymentStatusResponse = z.object({
  payment_status: z.enum(PAYMENT_STATUSES),
  company_payment_received: z.boolean(),
  payment_method: z.enum(PAYMENT_METHODS),
});

/**
 * `POST /api/orders/{orderCode}/payos-payment/`: the spec's client may send description, productName, price,
 * returnUrl, cancelUrl and orderCode, or no body. All of it is ignored: amount, description and URLs come from the
 * server (a client must not choose what it pays or where PayOS sends the shopper).
 */
export const PayosPaymentRequest = z.looseObject({}).nullish();

export const PayosPaymentResponse = z.object({ checkoutUrl: z.string() });
export type PayosPaymentResponse = z.infer<typeof PayosPaymentResponse>;

/** What SePay's webhook and the PayOS webhook are answered with when the delivery was taken (2xx). */
export const WebhookAck = z.object({ success: z.literal(true) });

export const PAYMENT_MESSAGES = {
  orderNotPayable: 'Đơn hàng này không thể thanh toán trực tuyến.',
  alreadyPaid: 'Đơn hàng đã được thanh toán',
  linkFailed: 'Không thể tạo liên kết thanh toán. Đơn hàng đã được hủy, vui lòng đặt lại.',
  linkBeingCreated: 'Liên kết thanh toán đang được tạo, vui lòng thử lại sau giây lát.',
  unauthorized: 'Webhook không hợp lệ.',
} as const;
