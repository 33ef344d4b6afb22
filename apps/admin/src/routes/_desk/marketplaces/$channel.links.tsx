import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { MarketplaceLinksPage } from '../../../features/marketplaces/marketplace-links-page';
import { LinksSearch, channelOf } from '../../../features/marketplaces/marketplaces-search';
import { marketplacesQueries } from '../../../features/marketplaces/marketplaces.queries';
import { prefetchForStaff } from '../../../lib/session';

export const Route = createFileRoute('/_desk/marketplaces/$channel/links')({
  params: {
    parse: ({ channel }) => {
      const known = channelOf(channel);
      if (!known) throw notFound();
      return { channel: known };
    },
    stringify: ({ channel }) => ({ channel }),
  },
  validateSearch: LinksSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    prefetchForStaff(context.queryClient, marketplacesQueries.links(params.channel, deps), 'admin'),
  head: () => ({ meta: [{ title: 'Liên kết sản phẩm — Sàn TMĐT — Quản trị' }] }),
  component: LinksRoute,
});

function LinksRoute() {
  const { channel } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  // Any filter sends the list back to its first page; only paging keeps `page`.
  const onChange = useCallback(
    (patch: Partial<LinksSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, page: undefined, ...patch }), replace: !('page' in patch) }),
    [navigate],
  );
  return <MarketplaceLinksPage channel={channel} search={search} onChange={onChange} />;
}
