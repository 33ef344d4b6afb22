import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CustomersPage } from '../../../features/customers/customers-page';
import { CustomersSearch } from '../../../features/customers/customers-search';
import { customersQueries } from '../../../features/customers/customers.queries';
import { prefetchForStaff } from '../../../lib/session';

export const Route = createFileRoute('/_desk/customers/')({
  validateSearch: CustomersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchForStaff(context.queryClient, customersQueries.list(deps)),
  head: () => ({ meta: [{ title: 'Khách hàng — Quản trị' }] }),
  component: CustomersRoute,
});

function CustomersRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  // Any filter sends the list back to its first page; only paging keeps `page`.
  const onChange = useCallback(
    (patch: Partial<CustomersSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, page: undefined, ...patch }), replace: !('page' in patch) }),
    [navigate],
  );
  return <CustomersPage search={search} onChange={onChange} />;
}
