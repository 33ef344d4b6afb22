/**
 * The lookup result's status (spec 2 §2 'Order lookup', §4 'Order statuses'): a status text, a 4-step tracker
 * (pending, processing, shipped, delivered; accounting_processing counts as processing and is labelled
 * 'Đang xử lý (kế toán)'), or one terminal badge for a cancelled or returned order.
 */
import { ORDER_STATUS_LABELS, type OrderStatus, TRACKER_ACCOUNTING_LABEL } from '@shop/domain/order-status';

const STEPS = ['pending', 'processing', 'shipped', 'delivered'] as const;

/** spec 2 §4: the status text covers pending, processing, shipped, delivered and cancelled only. */
export const TRACKING_STATUS_TEXT: Partial<Record<OrderStatus, string>> = {
  pending: 'Đơn hàng của bạn đang chờ xác nhận.',
  accounting_processing: 'Đơn hàng của bạn đang được xử lý.',
  processing: 'Đơn hàng của bạn đang được xử lý.',
  shipped: 'Đơn hàng của bạn đang được giao.',
  delivered: 'Đơn hàng của bạn đã được giao thành công.',
  cancelled: 'Đơn hàng của bạn đã bị hủy.',
};

export const TERMINAL_BADGES: Partial<Record<OrderStatus, string>> = {
  cancelled: 'Đơn hàng đã bị hủy',
  returned: 'Đơn hàng đã được trả lại',
};

export function OrderTracker({ status }: { status: OrderStatus }) {
  const badge = TERMINAL_BADGES[status];
  if (badge) {
    return (
      <p className="inline-flex rounded-full bg-red-100 px-4 py-1.5 text-sm font-semibold text-red-700">{badge}</p>
    );
  }
  const current = STEPS.indexOf(status === 'accounting_processing' ? 'processing' : (status as (typeof STEPS)[number]));
  return (
    <ol className="grid grid-cols-4 gap-1" aria-label="Tiến trình đơn hàng">
      {STEPS.map((step, i) => {
        const done = i <= current;
        const label =
          step === 'processing' && status === 'accounting_processing'
            ? TRACKER_ACCOUNTING_LABEL
            : ORDER_STATUS_LABELS[step];
        return (
          <li
            key={step}
            className="relative flex flex-col items-center text-center"
            aria-current={i === current ? 'step' : undefined}
          >
            {i > 0 && (
              <span
                aria-hidden="true"
                className={`absolute top-4 right-1/2 h-0.5 w-full ${i <= current ? 'bg-brand-700' : 'bg-gray-200'}`}
              />
            )}
            <span
              className={`relative z-10 flex size-8 items-center justify-center rounded-full text-sm font-semibold ${done ? 'bg-brand-700 text-white' : 'bg-gray-200 text-gray-500'}`}
            >
              {i + 1}
            </span>
            <span className={`mt-2 text-xs sm:text-sm ${done ? 'font-medium text-gray-900' : 'text-gray-500'}`}>
              {label}
              {done && <span className="sr-only"> (đã qua)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
