import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ReceivablesPage } from '../../features/receivables/receivables-page';
import { ReceivablesSearch } from '../../features/receivables/receivables-search';
import { receivablesQueries } from '../../features/receivables/receivables.queries';
import { prefetchForStaff } from '../../lib/session';

export const Route = createFileRoute('/_desk/receivables')({
  validateSearch: ReceivablesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchForStaff(context.queryClient, receivablesQueries.list(deps)),
  head: () => ({ meta: [{ title: 'Công nợ — Quản trị' }] }),
  component: ReceivablesRoute,
});

function ReceivablesRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  // Any filter sends the list back to its first page; only paging keeps `page`.
  const onChange = useCallback(
    (patch: Partial<ReceivablesSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, page: undefined, ...patch }), replace: !('page' in patch) }),
    [navigate],
  );
  return <ReceivablesPage search={search} onChange={onChange} />;
}
