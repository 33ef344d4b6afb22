/**
 * The catalogue's calls for the product pages (`/api/admin/products/…`, `/api/admin/categories/`). Keys start with
 * `['admin', 'products']`; a write puts the product it got back into the cache and marks the lists stale.
 */
import type {
  AdminCategory,
  AdminProductDetail,
  AdminProductPage,
  ProductInput,
  ProductUpdate,
} from '@shop/domain/admin-catalog.schemas';
import { shopDay } from '@shop/domain/shop-time';
import { type QueryClient, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../lib/api';
import type { ProductsSearch } from './products-search';

const PRODUCTS = ['admin', 'products'] as const;

export const productsQueries = {
  list: (search: ProductsSearch) =>
    queryOptions({
      queryKey: [...PRODUCTS, 'list', search],
      queryFn: ({ signal }) => api<AdminProductPage>(`/api/admin/products/${toQuery(search)}`, { signal }),
      placeholderData: keepPreviousData,
    }),

  detail: (id: number) =>
    queryOptions({
      queryKey: [...PRODUCTS, 'detail', id],
      queryFn: ({ signal }) => api<AdminProductDetail>(`/api/admin/products/${id}/`, { signal }),
    }),

  /** The whole tree, hidden categories included (for the category choices). */
  categories: () =>
    queryOptions({
      queryKey: ['admin', 'categories', 'tree'],
      queryFn: ({ signal }) => api<AdminCategory[]>('/api/admin/categories/', { signal }),
      staleTime: 60_000,
    }),
};

export function productChanged(queryClient: QueryClient, product: AdminProductDetail) {
  queryClient.setQueryData(productsQueries.detail(product.id).queryKey, product);
  void queryClient.invalidateQueries({ queryKey: [...PRODUCTS, 'list'] });
}

export const productWrites = {
  create: (body: ProductInput) => api<AdminProductDetail>('/api/admin/products/', { method: 'POST', json: body }),
  update: (id: number, body: ProductUpdate) =>
    api<AdminProductDetail>(`/api/admin/products/${id}/`, { method: 'PATCH', json: body }),
  /** Delete only deactivates (DESIGN §8). No body and no content type: Fastify refuses an empty JSON body. */
  deactivate: (id: number) => api<AdminProductDetail>(`/api/admin/products/${id}/`, { method: 'DELETE' }),
};

/**
 * The export with the list's filters, every page. It needs the bearer token, so it goes through `api` (which renews
 * the token) and is saved from memory. `text()` drops the file's BOM; it is put back so Excel reads UTF-8.
 */
export async function downloadProductsCsv(search: ProductsSearch): Promise<void> {
  const { page: _page, ...filters } = search;
  const csv = await api<string>(`/api/admin/products/export.csv${toQuery(filters)}`);
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `san-pham-${shopDay(new Date())}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
