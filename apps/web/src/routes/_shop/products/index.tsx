import { PRODUCT_ORDERINGS, type ProductOrdering } from '@shop/domain/catalog.constants';
import type { Category } from '@shop/domain/catalog.schemas';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { catalogQueries } from '../../../features/catalog/catalog.queries';
import { findCategory } from '../../../features/catalog/category-lookup';
import { CategoryTree } from '../../../features/catalog/category-tree';
import { LISTING_PAGE_SIZE, LISTING_VIEWS, type ListingView } from '../../../features/catalog/listing-search';
import { ProductListing } from '../../../features/catalog/product-listing';
import { awaitOnServer } from '../../../lib/preload';
import { oneOf, positiveInt, trueOnly } from '../../../lib/search-params';
import { pageHead, sharedPageHead } from '../../../lib/seo';
import { type ProductListParams } from '../../../lib/query-keys';

/**
 * The listing's address-bar state (spec 1 §2, DESIGN §3): category_id (alias category), page, ordering,
 * promotion=true and the view. The router's JSON search parser already turns '5' into 5 and 'true' into true.
 */
interface ProductsSearch {
  category_id?: number | undefined;
  category?: number | undefined;
  page?: number | undefined;
  ordering?: ProductOrdering | undefined;
  promotion?: true | undefined;
  view?: ListingView | undefined;
}

function readProductsSearch(search: Record<string, unknown>): ProductsSearch {
  return {
    category_id: positiveInt(search.category_id),
    category: positiveInt(search.category),
    page: positiveInt(search.page),
    ordering: oneOf(PRODUCT_ORDERINGS, search.ordering),
    promotion: trueOnly(search.promotion),
    view: oneOf(LISTING_VIEWS, search.view),
  };
}

const PROMOTION_TITLE = 'Khuyến mãi';
const ALL_TITLE = 'Tất cả sản phẩm';
const LISTING_DESCRIPTION =
  'Nguyên liệu pha chế trà sữa, trà trái cây, sinh tố, dụng cụ và máy móc: chọn theo danh mục, sắp xếp theo giá, giao hàng toàn quốc.';

/**
 * The listing's canonical address: what it lists (the category, the promotions, the page), not how it shows them
 * (order, view), as the sitemap writes it.
 */
function canonicalSearch(params: ProductListParams): string {
  const query = new URLSearchParams();
  if (params.category_id !== undefined) query.set('category_id', String(params.category_id));
  if (params.promotion) query.set('promotion', 'true');
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

function listParams(search: ProductsSearch): ProductListParams {
  return {
    category_id: search.category_id,
    page: search.page ?? 1,
    page_size: LISTING_PAGE_SIZE,
    ordering: search.ordering,
    promotion: search.promotion || undefined,
  };
}

export const Route = createFileRoute('/_shop/products/')({
  validateSearch: readProductsSearch,
  // `category` is an alias (DESIGN §7): rewrite it to category_id so the address bar has one spelling.
  beforeLoad: ({ search }) => {
    if (search.category !== undefined) {
      const { category, ...rest } = search;
      throw redirect({
        to: '/products',
        search: { ...rest, category_id: rest.category_id ?? category },
        replace: true,
      });
    }
  },
  loaderDeps: ({ search }) => listParams(search),
  loader: async ({ context, deps }) => {
    // Not awaited in the browser: the page shows its skeleton, then keeps the previous page visible while the next
    // one loads. From the server the page comes complete.
    await awaitOnServer([
      context.queryClient.prefetchQuery(catalogQueries.products(deps)),
      context.queryClient.prefetchQuery(catalogQueries.categoryTree()),
    ]);
    const url = `${context.origin}/products${canonicalSearch(deps)}`;
    if (deps.category_id === undefined) return { title: deps.promotion ? PROMOTION_TITLE : ALL_TITLE, url };
    // The title names the category; a failed tree is only logged (spec 1 §8) and the page still opens.
    const name = await context.queryClient.ensureQueryData(catalogQueries.categoryTree()).then(
      (categories) => findCategory(categories, deps.category_id)?.name,
      (error: unknown) => void console.error('category tree', error),
    );
    return { title: name ?? 'Sản phẩm', url };
  },
  head: ({ loaderData }) => {
    const title = loaderData?.title ?? 'Sản phẩm';
    return loaderData
      ? sharedPageHead({ title, description: LISTING_DESCRIPTION, url: loaderData.url })
      : pageHead(title, LISTING_DESCRIPTION);
  },
  component: ProductsPage,
});

function ProductsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const params = listParams(search);
  const tree = useQuery(catalogQueries.categoryTree());

  const active = findCategory(tree.data ?? [], search.category_id);
  const title =
    search.category_id !== undefined
      ? (active?.name ?? (tree.isPending ? undefined : 'Sản phẩm'))
      : search.promotion
        ? PROMOTION_TITLE
        : ALL_TITLE;
  const router = useRouter();
  const pageHref = (page: number) =>
    router.buildLocation({ to: '/products', search: { ...search, page: page > 1 ? page : undefined } }).href;

  const setSearch = (patch: Partial<ProductsSearch>, options: { replace?: boolean } = {}) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), resetScroll: false, ...options });

  return (
    <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-6">
      <CategoryAside search={search} tree={tree} />

      <section aria-labelledby="listing-title" className="min-w-0">
        <h1 id="listing-title" className="mb-3 text-xl font-bold text-brand-800 sm:text-2xl">
          {title ?? <Skeleton className="inline-block h-7 w-48 align-middle" />}
        </h1>
        <ProductListing
          params={params}
          view={search.view ?? 'grid'}
          onPageChange={(page) => setSearch({ page: page > 1 ? page : undefined })}
          onOrderingChange={(ordering: ProductOrdering) =>
            setSearch({ ordering: ordering === 'featured' ? undefined : ordering, page: undefined })
          }
          pageHref={pageHref}
          keep={{ category_id: search.category_id, promotion: search.promotion, view: search.view }}
          onViewChange={(view: ListingView) =>
            setSearch({ view: view === 'grid' ? undefined : view }, { replace: true })
          }
        />
      </section>
    </div>
  );
}

/**
 * The category tree: a column on large screens, a panel that a button opens and closes on smaller ones (and that
 * closes again when a category is chosen).
 */
function CategoryAside({ search, tree }: { search: ProductsSearch; tree: UseQueryResult<Category[]> }) {
  const [treeOpen, setTreeOpen] = useState(false);
  const keep = { ordering: search.ordering, view: search.view };
  return (
    <aside aria-label="Danh mục sản phẩm" className="mb-4 lg:mb-0">
      <button
        type="button"
        className="flex w-full items-center justify-between rounded-lg border border-gray-200 bg-white px-4 py-2.5 text-sm font-medium lg:hidden"
        aria-expanded={treeOpen}
        aria-controls="category-panel"
        onClick={() => setTreeOpen((v) => !v)}
      >
        Danh mục sản phẩm
        <span aria-hidden="true">{treeOpen ? '−' : '+'}</span>
      </button>
      <div
        id="category-panel"
        className={`${treeOpen ? 'block' : 'hidden'} mt-2 rounded-lg border border-gray-200 bg-white p-2 lg:sticky lg:top-4 lg:mt-0 lg:block`}
      >
        <h2 className="hidden px-2 pb-2 pt-1 text-sm font-bold uppercase tracking-wide text-brand-800 lg:block">
          Danh mục
        </h2>
        {tree.data ? (
          <CategoryTree
            categories={tree.data}
            activeId={search.category_id}
            allActive={search.category_id === undefined && !search.promotion}
            keep={keep}
            onNavigate={() => setTreeOpen(false)}
          />
        ) : tree.isPending ? (
          <div className="space-y-2 p-2" aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-5 w-full" />
            ))}
          </div>
        ) : (
          // spec 1 §8: a failed category list is only logged; the listing itself still works.
          <CategoryTree categories={[]} activeId={undefined} allActive={search.category_id === undefined} keep={keep} />
        )}
      </div>
    </aside>
  );
}
