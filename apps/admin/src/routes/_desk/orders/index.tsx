import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { OrdersDesk } from '../../../features/orders/orders-desk';
import { OrdersSearch } from '../../../features/orders/orders-search';
import { ordersQueries } from '../../../features/orders/orders.queries';
import { prefetchForStaff } from '../../../lib/session';

export const Route = createFileRoute('/_desk/orders/')({
  validateSearch: OrdersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchForStaff(context.queryClient, ordersQueries.list(deps)),
  head: () => ({ meta: [{ title: 'Đơn hàng — Quản trị' }] }),
  component: OrdersPage,
});

function OrdersPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  // Any filter sends the list back to its first page; only paging keeps `page`.
  const onChange = useCallback(
    (patch: Partial<OrdersSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, page: undefined, ...patch }), replace: !('page' in patch) }),
    [navigate],
  );
  return <OrdersDesk search={search} onChange={onChange} />;
}
