import type { ProductOrdering } from '@shop/domain/catalog.constants';
import { pageRange } from '@shop/domain/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { catalogQueries } from './catalog.queries';
import { ProductCard, ProductGrid } from './product-card';
import { SortSelect } from './sort-select';
import { ListingSkeleton } from './listing-skeleton';
import { LISTING_PAGE_SIZE, type ListingView } from './listing-search';
import { ViewToggle } from './view-toggle';
import { type ProductListParams } from '../../lib/query-keys';

/** spec 1 §2 product listing. */
export const LISTING_EMPTY_TEXT = 'Không tìm thấy sản phẩm nào trong danh mục này';

interface ProductListingProps {
  params: ProductListParams;
  view: ListingView;
  /** The address of a page of this listing (its links work without script). */
  pageHref: (page: number) => string;
  /** The listing's parameters besides the order, kept when the sort form is sent without script. */
  keep: Record<string, string | number | boolean | undefined>;
  onPageChange: (page: number) => void;
  onOrderingChange: (ordering: ProductOrdering) => void;
  onViewChange: (view: ListingView) => void;
}

/**
 * The products of the listing with their toolbar ('Hiển thị X-Y trong N sản phẩm', sort, grid/list) and
 * pagination. While the next page loads the current one stays on screen, dimmed, so nothing jumps.
 */
export function ProductListing({
  params,
  view,
  onPageChange,
  onOrderingChange,
  onViewChange,
  pageHref,
  keep,
}: ProductListingProps) {
  const query = useQuery({ ...catalogQueries.products(params), placeholderData: keepPreviousData });
  const topRef = useRef<HTMLDivElement>(null);
  const data = query.data;
  const loadingNext = query.isPlaceholderData;

  const changePage = (page: number) => {
    onPageChange(page);
    // Bring the top of the list into view when the shopper has scrolled past it.
    const top = topRef.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  };

  const count = data?.count ?? 0;
  const { from, to } = pageRange(params.page, LISTING_PAGE_SIZE, count);
  const totalPages = Math.ceil(count / LISTING_PAGE_SIZE);

  return (
    <div ref={topRef} className="scroll-mt-24">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="min-h-5 text-sm text-gray-600" aria-live="polite">
          {data ? (
            `Hiển thị ${from}-${to} trong ${count} sản phẩm`
          ) : query.isPending ? (
            <Skeleton className="h-4 w-48" />
          ) : null}
        </p>
        <div className="flex items-center gap-3">
          <SortSelect value={params.ordering ?? 'featured'} onChange={onOrderingChange} keep={keep} />
          <ViewToggle view={view} onChange={onViewChange} />
        </div>
      </div>

      {query.isError && !data ? (
        <ListingError
          error={query.error}
          onRetry={() => void query.refetch()}
          onFirstPage={params.page > 1 ? () => changePage(1) : undefined}
        />
      ) : !data ? (
        <ListingSkeleton view={view} />
      ) : data.results.length === 0 ? (
        <ListingEmpty />
      ) : (
        <div className="relative" aria-busy={loadingNext}>
          {loadingNext && <LoadingBar />}
          <div className={`transition-opacity ${loadingNext ? 'opacity-60' : ''}`}>
            {view === 'grid' ? (
              <ProductGrid products={data.results} eagerCount={2} />
            ) : (
              <div className="grid gap-3 xl:grid-cols-2">
                {data.results.map((p, i) => (
                  <ProductCard key={p.id} product={p} layout="list" eager={i < 2} />
                ))}
              </div>
            )}
          </div>
          <Pagination page={params.page} totalPages={totalPages} onPageChange={changePage} hrefOf={pageHref} />
        </div>
      )}
    </div>
  );
}

function ListingEmpty() {
  return (
    <div className="rounded-lg border border-dashed border-gray-300 bg-white px-4 py-12 text-center">
      <p className="text-gray-700">{LISTING_EMPTY_TEXT}</p>
      <Link to="/products" className="mt-4 inline-block text-sm font-medium text-brand-700 underline">
        Xem tất cả sản phẩm
      </Link>
    </div>
  );
}

/** A thin bar over the products while the next page loads. */
function LoadingBar() {
  return (
    <div
      role="status"
      className="absolute inset-x-0 -top-2 z-10 h-1 overflow-hidden rounded bg-brand-100"
      aria-label="Đang tải..."
    >
      <div className="h-full w-1/3 animate-pulse rounded bg-brand-600" />
    </div>
  );
}

function ListingError({
  error,
  onRetry,
  onFirstPage,
}: {
  error: Error;
  onRetry: () => void;
  /** Offered past page 1: a page beyond the last one is an error of the API ('Trang không hợp lệ.'). */
  onFirstPage: (() => void) | undefined;
}) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-10 text-center">
      <p className="font-semibold text-red-700">Failed to load products</p>
      <p className="mt-1 text-sm text-red-700">{error.message}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="rounded bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          Thử lại
        </button>
        {onFirstPage && (
          <button
            type="button"
            onClick={onFirstPage}
            className="rounded border border-red-300 bg-white px-4 py-2 text-sm text-red-700 hover:bg-red-100"
          >
            Về trang đầu
          </button>
        )}
      </div>
    </div>
  );
}
