import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SearchForm } from '../../features/catalog/search-form';
import { catalogQueries } from '../../features/catalog/catalog.queries';
import { SEARCH_PAGE_SIZE } from '../../features/catalog/listing-search';
import { SearchResults } from '../../features/catalog/search-results';
import { awaitOnServer } from '../../lib/preload';
import { positiveInt, text } from '../../lib/search-params';
import { pageHead } from '../../lib/seo';

/** Longest search text kept (the API's SEARCH_QUERY_MAX_LENGTH). */
const MAX_QUERY_LENGTH = 200;

/**
 * `/search?q=&page=` (spec 2 §2: q defaults to empty). The router's JSON search parser reads ?q=123 as a number,
 * so numbers are taken back as text; a bad page is dropped rather than failing the page.
 */
function readSearchParams(search: Record<string, unknown>): { q: string; page?: number | undefined } {
  return { q: text(search.q, MAX_QUERY_LENGTH), page: positiveInt(search.page) };
}

export const Route = createFileRoute('/_shop/search')({
  validateSearch: readSearchParams,
  loaderDeps: ({ search }) => ({ q: search.q.trim(), page: search.page ?? 1 }),
  // spec 2 §2: an empty query asks nothing (a prefetch would ignore the query's `enabled`).
  loader: ({ context, deps }) =>
    deps.q === ''
      ? undefined
      : awaitOnServer([context.queryClient.prefetchQuery(catalogQueries.search(deps.q, deps.page, SEARCH_PAGE_SIZE))]),
  head: ({ match }) => {
    const q = match.search.q.trim();
    if (!q) return pageHead('Tìm kiếm', 'Tìm kiếm nguyên liệu pha chế, dụng cụ và máy móc.');
    const head = pageHead(`Tìm kiếm: ${q}`, `Kết quả tìm kiếm "${q}" tại Trà Sữa Nguyên Liệu.`);
    // A results page is a query's answer, not a page of the shop: search engines follow its links but keep it out.
    return { meta: [...head.meta, { name: 'robots', content: 'noindex, follow' }] };
  },
  component: SearchPage,
});

function SearchPage() {
  const { q, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const onSearch = useCallback(
    (text: string, replace: boolean) => void navigate({ search: { q: text, page: undefined }, replace }),
    [navigate],
  );
  return (
    <div className="space-y-5">
      <h1 className="text-xl font-bold text-brand-800 sm:text-2xl">Tìm kiếm sản phẩm</h1>
      <SearchForm q={q} onSearch={onSearch} />
      <SearchResults
        q={q}
        page={page ?? 1}
        onPageChange={(p) => void navigate({ search: (prev) => ({ ...prev, page: p > 1 ? p : undefined }) })}
        pageHref={(p) => router.buildLocation({ to: '/search', search: { q, page: p > 1 ? p : undefined } }).href}
      />
    </div>
  );
}
