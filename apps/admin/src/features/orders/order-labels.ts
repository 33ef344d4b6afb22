/**
 * How the desk names statuses, moves and payment states. Staff need the two "Đang xử lý" steps apart, so the
 * accounting step takes the tracker's label (spec 2 §4); everything else is the domain's label.
 */
import type { DeliveryMethod } from '@shop/domain/locations.rules';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@shop/domain/order-status';
import { paymentStatusLabel } from '../../lib/format';

export { deskStatusLabel } from '../../lib/format';

/** The button that makes each move of the status table. */
export const MOVE_LABELS: Record<OrderStatus, string> = {
  pending: 'Chờ xác nhận',
  accounting_processing: 'Xác nhận đơn',
  processing: 'Chuyển sang xử lý',
  ready_for_pickup: 'Sẵn sàng để nhận',
  shipped: 'Giao cho vận chuyển',
  delivered: 'Đã giao hàng',
  cancelled: 'Hủy đơn',
  returned: 'Ghi nhận trả hàng',
};

/** The button of a move for this order: a pickup's delivered is the shopper collecting it (DESIGN §15). */
export function moveLabel(status: OrderStatus, order: { delivery_method: DeliveryMethod }): string {
  return status === 'delivered' && order.delivery_method === 'pickup' ? 'Khách đã nhận hàng' : MOVE_LABELS[status];
}

/** Shorter than the shopper's wording, for a table column. */
export const METHOD_SHORT_LABELS: Record<PaymentMethod, string> = {
  cash: 'COD',
  sepay: 'Chuyển khoản',
  payos: 'PayOS',
  marketplace: 'Sàn',
  on_account: 'Công nợ',
};

export const STATUS_TONES: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  accounting_processing: 'bg-sky-100 text-sky-900',
  processing: 'bg-indigo-100 text-indigo-900',
  ready_for_pickup: 'bg-teal-100 text-teal-900',
  shipped: 'bg-violet-100 text-violet-900',
  delivered: 'bg-brand-100 text-brand-800',
  cancelled: 'bg-gray-200 text-gray-700',
  returned: 'bg-rose-100 text-rose-900',
};

export const PAYMENT_TONES: Record<PaymentStatus, string> = {
  unpaid: 'bg-gray-100 text-gray-700',
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-brand-100 text-brand-800',
  failed: 'bg-red-100 text-red-800',
  refund_due: 'bg-orange-100 text-orange-900',
  refunded: 'bg-slate-200 text-slate-800',
};

export { paymentStatusLabel };
