/**
 * How an order stands with its payment, on the order pages (spec 2 §4 'Payment'): a bank transfer or online
 * payment counts only when it is paid and the shop has the money; until then 'Đang chờ thanh toán' and a way back
 * to the payment screen while the order can still be paid.
 */
import type { Order } from '@shop/domain/order-response.schemas';
import { paymentStatusLabel } from '@shop/domain/order-status';
import { isPaymentComplete } from '@shop/domain/payment.rules';
import { Link } from '@tanstack/react-router';

type PaymentView = Pick<Order, 'id' | 'status' | 'payment_method' | 'payment_status' | 'company_payment_received'>;

export const PAYMENT_STATUS_TEXTS = {
  paid: 'Đã thanh toán',
  waiting: 'Đang chờ thanh toán',
  unpaid: 'Chưa thanh toán',
  payNow: 'Thanh toán ngay',
} as const;

/** Paid on the shop's payment screens: a bank transfer (QR) or PayOS; never cash, nor an account with the shop. */
const paidOnline = (order: PaymentView) => order.payment_method === 'sepay' || order.payment_method === 'payos';

/** An online payment that hasn't arrived yet, on an order that can still be paid. */
export function awaitsOnlinePayment(order: PaymentView): boolean {
  return paidOnline(order) && order.status === 'pending' && !isPaymentComplete(order);
}

/** Money the shop is giving back, or gave back: 'Chờ hoàn tiền', 'Đã hoàn tiền'. */
function isRefund(order: PaymentView): boolean {
  return order.payment_status === 'refund_due' || order.payment_status === 'refunded';
}

export function paymentStatusText(order: PaymentView): string {
  if (isRefund(order)) return paymentStatusLabel(order.payment_status);
  if (isPaymentComplete(order)) return PAYMENT_STATUS_TEXTS.paid;
  return paidOnline(order) ? PAYMENT_STATUS_TEXTS.waiting : PAYMENT_STATUS_TEXTS.unpaid;
}

export function PaymentStatusBadge({ order }: { order: PaymentView }) {
  const complete = isPaymentComplete(order) || order.payment_status === 'refunded';
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${complete ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-800'}`}
    >
      {paymentStatusText(order)}
    </span>
  );
}

/** The way back to the order's payment screen: the QR for a bank transfer, the payment page for PayOS. */
export function PayNowLink({ order, className }: { order: PaymentView; className?: string }) {
  if (!awaitsOnlinePayment(order)) return null;
  const params = { orderId: String(order.id) };
  const style = className ?? 'rounded-md bg-brand-700 px-5 py-2.5 text-center font-semibold text-white';
  return order.payment_method === 'sepay' ? (
    <Link to="/payment/sepay/$orderId" params={params} className={style}>
      {PAYMENT_STATUS_TEXTS.payNow}
    </Link>
  ) : (
    <Link to="/payment/$orderId" params={params} className={style}>
      {PAYMENT_STATUS_TEXTS.payNow}
    </Link>
  );
}
