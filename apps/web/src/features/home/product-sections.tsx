import type { ProductSummary } from '@shop/domain/catalog.schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { catalogQueries, ProductCard, ProductGrid } from '../catalog';
import { BEST_SELLERS_LIMIT, NEW_PRODUCTS_LIMIT, PROMOTION_LIMIT } from './home.queries';

/** spec 2 §7: the new-products component shows 8 of the 9 it fetches. */
export const NEW_PRODUCTS_SHOWN = 8;

/** spec 2 §8: product section failures. */
export const PRODUCTS_ERROR = 'Không thể tải sản phẩm. Vui lòng thử lại sau.';
export const BEST_SELLERS_ERROR = 'Không thể tải sản phẩm bán chạy. Vui lòng thử lại sau.';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';
// A swipeable row: all nine promotions fit on any width without an orphan last row.
const ROW =
  'grid snap-x snap-mandatory auto-cols-[calc((100%-0.75rem)/2)] grid-flow-col gap-3 overflow-x-auto overscroll-x-contain pb-2 sm:auto-cols-[calc((100%-1.5rem)/3)] lg:auto-cols-[calc((100%-2.25rem)/4)]';

/** A card-sized placeholder: same box as ProductCard, so the grid does not move when products arrive. */
function ProductCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white">
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-1 h-5 w-1/2" />
      </div>
    </div>
  );
}

const VIEW_ALL = 'shrink-0 text-sm font-medium text-brand-700 hover:underline';

type SectionQuery = {
  isPending: boolean;
  isError: boolean;
  data: ProductSummary[] | undefined;
  refetch: () => unknown;
};

/** The frame of a home product section: heading, optional 'see all' link, and the loading/error/empty/loaded states. */
function ProductSection({
  id,
  title,
  link,
  query,
  errorText,
  skeletons,
  layout = 'grid',
  emptyText = 'Chưa có sản phẩm nào.',
}: {
  id: string;
  title: string;
  link?: ReactNode;
  query: SectionQuery;
  errorText: string;
  skeletons: number;
  layout?: 'grid' | 'row';
  emptyText?: string;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-xl font-bold text-brand-800">
          {title}
        </h2>
        {link}
      </div>
      <SectionBody query={query} errorText={errorText} skeletons={skeletons} layout={layout} emptyText={emptyText} />
    </section>
  );
}

/** A section's content: placeholders while loading, the error with 'Thử lại', the empty text, or the products. */
function SectionBody({
  query,
  errorText,
  skeletons,
  layout,
  emptyText,
}: {
  query: SectionQuery;
  errorText: string;
  skeletons: number;
  layout: 'grid' | 'row';
  emptyText: string;
}) {
  if (query.isPending) {
    return (
      <div className={layout === 'row' ? ROW : GRID} aria-busy="true">
        <span className="sr-only">Đang tải sản phẩm...</span>
        {Array.from({ length: skeletons }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-center">
        <p className="text-red-700">{errorText}</p>
        <button
          type="button"
          onClick={() => query.refetch()}
          className="mt-3 rounded border border-red-300 bg-white px-3 py-1.5 text-sm text-red-700 hover:bg-red-100"
        >
          Thử lại
        </button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return <p className="rounded-lg bg-white p-4 text-center text-gray-500">{emptyText}</p>;
  }
  if (layout === 'row') {
    return (
      <div className={`${ROW} [&>a]:snap-start`}>
        {query.data.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    );
  }
  return <ProductGrid products={query.data} />;
}

/** spec 2 §7: 'Khuyến mãi', up to 9 promotional products; the whole section is hidden when there are none. */
export function PromotionSection() {
  const query = useQuery(catalogQueries.promotional(PROMOTION_LIMIT));
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <ProductSection
      id="khuyen-mai"
      title="Khuyến mãi"
      layout="row"
      skeletons={4}
      query={{
        isPending: query.isPending,
        isError: query.isError,
        data: query.data?.slice(0, PROMOTION_LIMIT),
        refetch: query.refetch,
      }}
      errorText={PRODUCTS_ERROR}
      link={
        <Link to="/products" search={{ promotion: true }} className={VIEW_ALL}>
          Xem tất cả<span className="sr-only"> sản phẩm khuyến mãi</span> ›
        </Link>
      }
    />
  );
}

/** spec 2 §7: best sellers, 12 by default. */
export function BestSellersSection() {
  const query = useQuery(catalogQueries.bestSellers(BEST_SELLERS_LIMIT));
  return (
    <ProductSection
      id="ban-chay"
      title="Sản phẩm bán chạy"
      skeletons={8}
      query={{ isPending: query.isPending, isError: query.isError, data: query.data, refetch: query.refetch }}
      errorText={BEST_SELLERS_ERROR}
    />
  );
}

/** spec 2 §7 and DESIGN §7: the newest products (9 fetched, 8 shown), linking to the listing sorted by newest. */
export function NewProductsSection() {
  const query = useQuery(catalogQueries.newest(NEW_PRODUCTS_LIMIT));
  return (
    <ProductSection
      id="san-pham-moi"
      title="Sản phẩm mới"
      skeletons={NEW_PRODUCTS_SHOWN}
      query={{
        isPending: query.isPending,
        isError: query.isError,
        data: query.data?.results.slice(0, NEW_PRODUCTS_SHOWN),
        refetch: query.refetch,
      }}
      errorText={PRODUCTS_ERROR}
      link={
        <Link to="/products" search={{ ordering: 'newest' }} className={VIEW_ALL}>
          Xem tất cả<span className="sr-only"> sản phẩm mới</span> ›
        </Link>
      }
    />
  );
}
