import type {
  Banner,
  Category,
  FeedbackList,
  Product,
  ProductPage,
  ProductSummary,
  PromotionList,
  StoreLocation,
} from '@shop/domain/catalog.schemas';
import type { ProductOrdering } from '@shop/domain/catalog.constants';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** Listing parameters as the /products route keeps them in the address bar. */
export interface ProductListParams {
  category_id?: number | undefined;
  page: number;
  page_size: number;
  ordering?: ProductOrdering | undefined;
  promotion?: boolean | undefined;
}

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

/** Query options of every catalogue call (spec 1 §7, spec 2 §7); keys start with 'catalog'. */
export const catalogQueries = {
  categoryTree: () =>
    queryOptions({
      queryKey: ['catalog', 'categories', 'hierarchy'],
      queryFn: () => api<Category[]>('/api/categories/hierarchy/'),
      staleTime: HOUR,
    }),
  products: (params: ProductListParams) =>
    queryOptions({
      queryKey: ['catalog', 'products', params],
      queryFn: () => api<ProductPage>(`/api/products/?${toQuery({ ...params })}`),
    }),
  product: (id: number) =>
    queryOptions({ queryKey: ['catalog', 'product', id], queryFn: () => api<Product>(`/api/products/${id}`) }),
  featured: () =>
    queryOptions({
      queryKey: ['catalog', 'featured'],
      queryFn: () => api<ProductSummary[]>('/api/products/featured/'),
    }),
  bestSellers: (limit = 12) =>
    queryOptions({
      queryKey: ['catalog', 'best-sellers', limit],
      queryFn: () => api<ProductSummary[]>(`/api/products/best_sellers/?limit=${limit}`),
    }),
  promotional: (limit = 9) =>
    queryOptions({
      queryKey: ['catalog', 'promotional', limit],
      queryFn: () => api<ProductSummary[]>(`/api/products/promotional/?limit=${limit}`),
    }),
  newest: (pageSize = 9) =>
    queryOptions({
      queryKey: ['catalog', 'products', { ordering: 'newest', page: 1, page_size: pageSize }],
      queryFn: () => api<ProductPage>(`/api/products/?ordering=newest&page=1&page_size=${pageSize}`),
    }),
  search: (q: string, page: number, pageSize = 12) =>
    queryOptions({
      queryKey: ['catalog', 'search', q, page, pageSize],
      queryFn: ({ signal }) =>
        api<ProductPage>(`/api/products/search/?${toQuery({ q, page, page_size: pageSize })}`, { signal }),
      enabled: q.trim() !== '',
    }),
  banners: () =>
    queryOptions({
      queryKey: ['catalog', 'banners'],
      queryFn: async () => resultsOf(await api<Banner[] | { results: Banner[] }>('/api/banners/')),
    }),
  feedback: (limit = 20) =>
    queryOptions({
      queryKey: ['catalog', 'feedback', limit],
      queryFn: () => api<FeedbackList>(`/api/feedback/?limit=${limit}`),
    }),
  storeLocations: () =>
    queryOptions({
      queryKey: ['catalog', 'store-locations'],
      queryFn: async () =>
        resultsOf(await api<StoreLocation[] | { results: StoreLocation[] }>('/api/store-locations/')),
    }),
  publicPromotions: () =>
    queryOptions({
      queryKey: ['catalog', 'promotions', 'public'],
      queryFn: () => api<PromotionList>('/api/promotions/public'),
    }),
};
