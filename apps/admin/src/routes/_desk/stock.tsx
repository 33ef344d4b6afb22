import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { StockLevelsPage } from '../../features/stock/stock-levels-page';
import { StockLevelsSearch } from '../../features/stock/stock-levels-search';
import { stockQueries } from '../../features/stock/stock.queries';
import { prefetchForStaff } from '../../lib/session';

export const Route = createFileRoute('/_desk/stock')({
  validateSearch: StockLevelsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    prefetchForStaff(context.queryClient, stockQueries.locations());
    prefetchForStaff(context.queryClient, stockQueries.levels(deps));
  },
  head: () => ({ meta: [{ title: 'Tồn kho — Quản trị' }] }),
  component: StockRoute,
});

function StockRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  // Any filter sends the list back to its first page; only paging keeps `page`.
  const onChange = useCallback(
    (patch: Partial<StockLevelsSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, page: undefined, ...patch }), replace: !('page' in patch) }),
    [navigate],
  );
  return <StockLevelsPage search={search} onChange={onChange} />;
}
