import type {
  Category,
  Product,
  ProductPage,
  ProductSummary,
  PromotionList,
  StoreLocation,
} from '@shop/domain/catalog.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { type ProductListParams, queryKeys } from '../../lib/query-keys';

function toQuery(params: Record<string, string | number | boolean | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') q.set(key, String(value));
  return q.toString();
}

/** Banner and store answers may be an array or `{results}` (spec 1 §2). */
function resultsOf<T>(body: T[] | { results: T[] }): T[] {
  if (Array.isArray(body)) return body;
  if (body && Array.isArray(body.results)) return body.results;
  throw new Error('Unexpected response');
}

const HOUR = 3_600_000;

/** Most related products shown (4–8 of the same category). */
export const RELATED_LIMIT = 8;

/** `GET /api/promotions/public`: the active promotions anyone may see (the support centre, checkout's vouchers). */
export function fetchPublicPromotions(signal?: AbortSignal): Promise<PromotionList> {
  return api<PromotionList>('/api/promotions/public', { signal });
}

function productsQuery(params: ProductListParams) {
  return queryOptions({
    queryKey: queryKeys.catalog.products(params),
    queryFn: () => api<ProductPage>(`/api/products/?${toQuery({ ...params })}`),
  });
}

/** Query options of every catalogue call (spec 1 §7, spec 2 §7); keys start with 'catalog'. */
export const catalogQueries = {
  categoryTree: () =>
    queryOptions({
      queryKey: queryKeys.catalog.categoryHierarchy,
      queryFn: () => api<Category[]>('/api/categories/hierarchy/'),
      staleTime: HOUR,
    }),
  products: productsQuery,
  /** 'Sản phẩm liên quan' of a product page: the first products of its category (related-products.tsx). */
  related: (categoryId: number) => productsQuery({ category_id: categoryId, page: 1, page_size: RELATED_LIMIT }),
  product: (id: number) =>
    queryOptions({ queryKey: queryKeys.catalog.product(id), queryFn: () => api<Product>(`/api/products/${id}`) }),
  featured: () =>
    queryOptions({
      queryKey: queryKeys.catalog.featured,
      queryFn: () => api<ProductSummary[]>('/api/products/featured/'),
    }),
  bestSellers: (limit = 12) =>
    queryOptions({
      queryKey: queryKeys.catalog.bestSellers(limit),
      queryFn: () => api<ProductSummary[]>(`/api/products/best_sellers/?limit=${limit}`),
    }),
  promotional: (limit = 9) =>
    queryOptions({
      queryKey: queryKeys.catalog.promotional(limit),
      queryFn: () => api<ProductSummary[]>(`/api/products/promotional/?limit=${limit}`),
    }),
  newest: (pageSize = 9) =>
    queryOptions({
      queryKey: queryKeys.catalog.products({ ordering: 'newest', page: 1, page_size: pageSize }),
      queryFn: () => api<ProductPage>(`/api/products/?ordering=newest&page=1&page_size=${pageSize}`),
    }),
  search: (q: string, page: number, pageSize = 12) =>
    queryOptions({
      queryKey: queryKeys.catalog.search(q, page, pageSize),
      queryFn: ({ signal }) =>
        api<ProductPage>(`/api/products/search/?${toQuery({ q, page, page_size: pageSize })}`, { signal }),
      enabled: q.trim() !== '',
    }),
  storeLocations: () =>
    queryOptions({
      queryKey: queryKeys.catalog.storeLocations,
      queryFn: async () =>
        resultsOf(await api<StoreLocation[] | { results: StoreLocation[] }>('/api/store-locations/')),
    }),
  publicPromotions: () =>
    queryOptions({
      queryKey: queryKeys.catalog.publicPromotions,
      queryFn: ({ signal }) => fetchPublicPromotions(signal),
    }),
};
