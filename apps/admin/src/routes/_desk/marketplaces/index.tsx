import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { MarketplacesPage } from '../../../features/marketplaces/marketplaces-page';
import { MarketplacesSearch } from '../../../features/marketplaces/marketplaces-search';
import { marketplacesQueries } from '../../../features/marketplaces/marketplaces.queries';
import { prefetchForStaff } from '../../../lib/session';

export const Route = createFileRoute('/_desk/marketplaces/')({
  validateSearch: MarketplacesSearch,
  loader: ({ context }) => prefetchForStaff(context.queryClient, marketplacesQueries.states(), 'admin'),
  head: () => ({ meta: [{ title: 'Sàn TMĐT — Quản trị' }] }),
  component: MarketplacesRoute,
});

function MarketplacesRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onToldReturn = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return <MarketplacesPage search={search} onToldReturn={onToldReturn} />;
}
