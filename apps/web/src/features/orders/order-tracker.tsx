/**
 * The lookup result's status (spec 2 §2 'Order lookup', §4 'Order statuses'): a status text, a 4-step tracker
 * (pending, processing, shipped, delivered; accounting_processing counts as processing and is labelled
 * 'Đang xử lý (kế toán)'), or one terminal badge for a cancelled or returned order. A pickup in store (DESIGN §15)
 * waits at its store instead of being shipped, and is collected there.
 */
import { PICKUP_COLLECTED_LABEL } from '@shop/domain/locations.rules';
import type { Order } from '@shop/domain/order-response.schemas';
import { ORDER_STATUS_LABELS, type OrderStatus, TRACKER_ACCOUNTING_LABEL } from '@shop/domain/order-status';

const STEPS = ['pending', 'processing', 'shipped', 'delivered'] as const;
const PICKUP_STEPS = ['pending', 'processing', 'ready_for_pickup', 'delivered'] as const;

/** spec 2 §4: the status text covers pending, processing, shipped, delivered and cancelled only. */
export const TRACKING_STATUS_TEXT: Partial<Record<OrderStatus, string>> = {
  pending: 'Đơn hàng của bạn đang chờ xác nhận.',
  accounting_processing: 'Đơn hàng của bạn đang được xử lý.',
  processing: 'Đơn hàng của bạn đang được xử lý.',
  shipped: 'Đơn hàng của bạn đang được giao.',
  delivered: 'Đơn hàng của bạn đã được giao thành công.',
  cancelled: 'Đơn hàng của bạn đã bị hủy.',
};

/** What a pickup's statuses say where they differ from a delivery's. */
export const PICKUP_STATUS_TEXT: Partial<Record<OrderStatus, string>> = {
  ready_for_pickup: 'Đơn hàng của bạn đã sẵn sàng. Mời bạn đến cửa hàng để nhận hàng.',
  delivered: 'Bạn đã nhận đơn hàng tại cửa hàng.',
};

/** The status text of the order, as a delivery or as a pickup. */
export function trackingText(order: Pick<Order, 'status' | 'delivery_method'>): string | undefined {
  if (order.delivery_method === 'pickup') return PICKUP_STATUS_TEXT[order.status] ?? TRACKING_STATUS_TEXT[order.status];
  return TRACKING_STATUS_TEXT[order.status];
}

export const TERMINAL_BADGES: Partial<Record<OrderStatus, string>> = {
  cancelled: 'Đơn hàng đã bị hủy',
  returned: 'Đơn hàng đã được trả lại',
};

/** The label of a step of the tracker. */
function stepLabel(step: OrderStatus, status: OrderStatus, pickup: boolean): string {
  if (step === 'processing' && status === 'accounting_processing') return TRACKER_ACCOUNTING_LABEL;
  if (pickup && step === 'delivered') return PICKUP_COLLECTED_LABEL;
  return ORDER_STATUS_LABELS[step];
}

export function OrderTracker({ status, pickup = false }: { status: OrderStatus; pickup?: boolean }) {
  const badge = TERMINAL_BADGES[status];
  if (badge) {
    return (
      <p className="inline-flex rounded-full bg-red-100 px-4 py-1.5 text-sm font-semibold text-red-700">{badge}</p>
    );
  }
  const steps: readonly OrderStatus[] = pickup ? PICKUP_STEPS : STEPS;
  const current = steps.indexOf(status === 'accounting_processing' ? 'processing' : status);
  return (
    <ol className="grid grid-cols-4 gap-1" aria-label="Tiến trình đơn hàng">
      {steps.map((step, i) => {
        const done = i <= current;
        const label = stepLabel(step, status, pickup);
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
