/**
 * "Tạo đơn đổi hàng" (DESIGN §17: an exchange is a return plus a new staff order linked to it): the staff order form
 * prefilled from the order and its return, sent with `exchange_for`. A return that already has its exchange order, or
 * that isn't the order's, says so instead of a form the server would refuse.
 */
import { RETURN_MESSAGES } from '@shop/domain/returns.rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorState } from '../../components/list-states';
import { NewOrderForm } from './new-order-form';
import { exchangeDefaults } from './new-order-values';
import { ordersQueries } from './orders.queries';

export function ExchangeOrderForm({ orderId, returnId }: { orderId: number; returnId: number }) {
  const order = useQuery(ordersQueries.detail(orderId));
  if (order.error) return <ErrorState message={order.error.message} onRetry={() => void order.refetch()} />;
  if (!order.data) {
    return <div role="status" aria-label="Đang tải đơn hàng…" className="h-40 animate-pulse rounded-lg bg-gray-100" />;
  }
  const ret = order.data.returns.find((r) => r.id === returnId);
  if (!ret) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        {RETURN_MESSAGES.exchangeUnknown}
      </p>
    );
  }
  if (ret.exchange_order !== null) {
    return (
      <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        {RETURN_MESSAGES.exchangeTaken(ret.id, ret.exchange_order)}{' '}
        <Link to="/orders/$orderId" params={{ orderId: ret.exchange_order }} className="underline">
          Mở đơn #{ret.exchange_order}
        </Link>
      </p>
    );
  }
  return <NewOrderForm defaults={exchangeDefaults(order.data, ret)} />;
}
