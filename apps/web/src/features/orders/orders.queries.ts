/** Query options of the order calls (spec 2 §7, DESIGN §3). Keys start with 'orders'. */
import type { Order, OrderLookupResponse, OrderPage } from '@shop/domain/order-response.schemas';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export const ordersQueries = {
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.orders.detail(id),
      queryFn: ({ signal }) => api<Order>(`/api/orders/${id}/`, { signal }),
      // A 404 (not found, or another shopper's order) won't change on a retry.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
    }),
  mine: (page: number) =>
    queryOptions({
      queryKey: queryKeys.orders.mine(page),
      queryFn: ({ signal }) => api<OrderPage>(`/api/orders/my_orders/?page=${page}`, { signal }),
      retry: 1,
    }),
  lookup: (orderId: string, email: string) =>
    queryOptions({
      queryKey: queryKeys.orders.lookup(orderId, email),
      queryFn: ({ signal }) =>
        api<OrderLookupResponse>(
          `/api/orders/lookup/?order_id=${encodeURIComponent(orderId)}&email=${encodeURIComponent(email)}`,
          { signal },
        ),
      retry: false,
    }),
};

/** When the order was placed, in the shop's time zone (DESIGN §1). */
export function formatOrderTime(iso: string): { time: string; date: string } {
  const d = new Date(iso);
  const tz = 'Asia/Ho_Chi_Minh';
  return {
    time: d.toLocaleTimeString('vi-VN', { timeZone: tz, hour: '2-digit', minute: '2-digit' }),
    date: d.toLocaleDateString('vi-VN', { timeZone: tz, day: '2-digit', month: '2-digit', year: 'numeric' }),
  };
}
