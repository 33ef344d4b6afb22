/** The count of new, unconfirmed orders beside "Đơn hàng" in the menu; refreshed every 30 s like the desk. */
import { useQuery } from '@tanstack/react-query';
import { ordersQueries } from './orders.queries';

export function NewOrdersBadge() {
  const { data: count } = useQuery(ordersQueries.pendingCount());
  // A live region that stays mounted, so that a count that arrives or changes is announced.
  return (
    <span role="status" className="ml-2">
      {count ? (
        <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
          <span aria-hidden>{count > 99 ? '99+' : count}</span>
          <span className="sr-only">{count} đơn mới chờ xác nhận</span>
        </span>
      ) : null}
    </span>
  );
}
