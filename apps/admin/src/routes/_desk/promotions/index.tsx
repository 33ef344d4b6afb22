import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PromotionList } from '../../../features/promotions/promotion-list';
import { PromotionsSearch } from '../../../features/promotions/promotions-search';
import { promotionsQueries } from '../../../features/promotions/promotions.queries';
import { prefetchForStaff } from '../../../lib/session';

export const Route = createFileRoute('/_desk/promotions/')({
  validateSearch: PromotionsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchForStaff(context.queryClient, promotionsQueries.list(deps)),
  head: () => ({ meta: [{ title: 'Mã giảm giá — Quản trị' }] }),
  component: PromotionsPage,
});

function PromotionsPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  // Any filter sends the list back to its first page; only paging keeps `page`.
  const onChange = useCallback(
    (patch: Partial<PromotionsSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, page: undefined, ...patch }), replace: !('page' in patch) }),
    [navigate],
  );
  return <PromotionList search={search} onChange={onChange} />;
}
