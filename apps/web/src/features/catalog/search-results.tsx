import type { ProductSummary } from '@shop/domain/catalog.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pagination } from '../../components/ui/pagination';
import { catalogQueries } from './catalog.queries';
import { ListingSkeleton } from './listing-skeleton';
import { SEARCH_PAGE_SIZE } from './listing-search';
import { ProductGrid } from './product-card';

/** spec 2 §8 search texts. */
export const SEARCH_TEXTS = {
  failed: 'Không thể tìm kiếm sản phẩm. Vui lòng thử lại sau.',
  malformed: 'Lỗi hiển thị sản phẩm tìm kiếm. Vui lòng thử lại sau.',
  empty: 'Không tìm thấy sản phẩm',
} as const;

type SearchPage = { count: number; results: ProductSummary[] };

function isProductLike(item: unknown): boolean {
  const p = item as { id?: unknown; name?: unknown } | null;
  return typeof p === 'object' && p !== null && typeof p.id === 'number' && typeof p.name === 'string';
}

/**
 * The search answer is `{count, results}` or a plain array (spec 2 §7); an array holds every result, so it is paged
 * here. Anything else, or results that are not products, is malformed: null.
 */
export function readSearchPage(body: unknown, page: number): SearchPage | null {
  if (Array.isArray(body)) {
    if (!body.every(isProductLike)) return null;
    const start = (page - 1) * SEARCH_PAGE_SIZE;
    return { count: body.length, results: body.slice(start, start + SEARCH_PAGE_SIZE) as ProductSummary[] };
  }
  const page_ = body as { count?: unknown; results?: unknown } | null;
  if (typeof page_ !== 'object' || page_ === null) return null;
  const { count, results } = page_;
  if (typeof count !== 'number' || !Array.isArray(results) || !results.every(isProductLike)) return null;
  return { count, results: results as ProductSummary[] };
}

function Message({ tone = 'plain', children }: { tone?: 'plain' | 'error'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={`rounded-lg border px-4 py-10 text-center ${
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-700'
          : 'border-dashed border-gray-300 bg-white text-gray-700'
      }`}
    >
      {children}
    </div>
  );
}

interface SearchResultsProps {
  q: string;
  page: number;
  onPageChange: (page: number) => void;
  /** The address of a page of these results (its links work without script). */
  pageHref: (page: number) => string;
}

/**
 * The results of /search (spec 2 §2, §8): 12 per page with numbered pagination, nothing for an empty query, and the
 * spec's texts for a failure, a malformed answer and no results. The previous results stay, dimmed, while the next
 * ones load.
 */
export function SearchResults({ q, page, onPageChange, pageHref }: SearchResultsProps) {
  const term = q.trim();
  const query = useQuery({
    ...catalogQueries.search(term, page, SEARCH_PAGE_SIZE),
    select: (body) => readSearchPage(body as unknown, page),
    placeholderData: keepPreviousData,
  });

  // spec 2 §2: an empty query shows no results.
  if (term === '') {
    return (
      <Message>
        <p>Nhập tên sản phẩm vào ô tìm kiếm để bắt đầu.</p>
      </Message>
    );
  }
  if (query.isError) return <SearchFailed onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <ListingSkeleton view="grid" />;
  if (query.data === null) {
    return (
      <Message tone="error">
        <p className="font-medium">{SEARCH_TEXTS.malformed}</p>
      </Message>
    );
  }

  const { count, results } = query.data;
  const loadingNext = query.isPlaceholderData;
  if (count === 0 || results.length === 0) {
    return (
      <Message>
        <h2 className="text-lg font-semibold text-gray-900">{SEARCH_TEXTS.empty}</h2>
        <p className="mt-2">{`Không tìm thấy sản phẩm cho "${term}"`}</p>
        <p className="mt-1 text-sm text-gray-500">Hãy thử tìm kiếm sản phẩm khác</p>
      </Message>
    );
  }
  return (
    <div aria-busy={loadingNext}>
      <p className="mb-4 min-h-5 text-sm text-gray-700" aria-live="polite">
        {/* The count belongs to the results on screen, which are the previous query's while the next loads. */}
        {loadingNext ? 'Đang tìm...' : `Tìm thấy ${count} sản phẩm cho "${term}"`}
      </p>
      <div className={`transition-opacity ${loadingNext ? 'opacity-60' : ''}`}>
        <ProductGrid products={results} eagerCount={2} />
      </div>
      <Pagination
        page={page}
        totalPages={Math.ceil(count / SEARCH_PAGE_SIZE)}
        onPageChange={onPageChange}
        hrefOf={pageHref}
      />
    </div>
  );
}

function SearchFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Message tone="error">
      <p className="font-medium">{SEARCH_TEXTS.failed}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 rounded bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700"
      >
        Thử lại
      </button>
    </Message>
  );
}
