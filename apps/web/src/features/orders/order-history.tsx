/**
 * The account's order history tab (spec 1 §2 Account: 10 per page): each order with its id, date, status, item
 * count and total, linking to its detail.
 */
import { formatVnd } from '@shop/domain/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { MY_ORDERS_PAGE_SIZE } from '../../lib/order-schemas';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-client';
import { formatOrderTime, ordersQueries } from './orders.queries';
import { statusLabelOf } from './pickup-store';

export const HISTORY_TEXTS = {
  loadFailed: 'Không thể lấy danh sách đơn hàng',
  exception: 'Đã xảy ra lỗi khi tải đơn hàng',
  empty: 'Bạn chưa có đơn hàng nào.',
} as const;

export function OrderHistory() {
  const [page, setPage] = useState(1);
  const orders = useQuery({ ...ordersQueries.mine(page), placeholderData: keepPreviousData });

  if (orders.isPending) {
    return (
      <ul className="space-y-3" aria-busy="true" aria-label="Đang tải đơn hàng">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i}>
            <Skeleton className="h-24 w-full" />
          </li>
        ))}
      </ul>
    );
  }
  if (orders.isError) {
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        <p>
          {orders.error instanceof ApiError && orders.error.status > 0
            ? HISTORY_TEXTS.loadFailed
            : HISTORY_TEXTS.exception}
        </p>
        <button type="button" className="mt-2 font-semibold underline" onClick={() => void orders.refetch()}>
          Thử lại
        </button>
      </div>
    );
  }
  const { results, count } = orders.data;
  if (count === 0) {
    return (
      <div className="py-10 text-center">
        <p className="text-gray-600">{HISTORY_TEXTS.empty}</p>
        <Link
          to="/products"
          className="mt-4 inline-block rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white"
        >
          Tiếp tục mua sắm
        </Link>
      </div>
    );
  }
  return (
    <div>
      <ul className={`space-y-3 ${orders.isPlaceholderData ? 'opacity-60' : ''}`}>
        {results.map((order) => {
          const placed = formatOrderTime(order.created_at);
          const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
          return (
            <li key={order.id}>
              <Link
                to="/account/orders/$orderId"
                params={{ orderId: String(order.id) }}
                className="block rounded-lg border border-gray-200 bg-white p-4 hover:border-brand-700"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">Đơn hàng #{order.id}</span>
                  <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                    {statusLabelOf(order)}
                  </span>
                </div>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-gray-600">
                  <span>
                    {placed.date} · {units} sản phẩm
                  </span>
                  <span className="font-semibold text-red-600">{formatVnd(order.final_total)}</span>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
      <Pagination
        page={page}
        totalPages={Math.max(1, Math.ceil(count / MY_ORDERS_PAGE_SIZE))}
        onPageChange={(next) => {
          setPage(next);
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
