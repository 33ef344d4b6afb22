/**
 * The catalogue's calls for the product pages (`/api/admin/products/…`, `/api/admin/categories/`). Keys start with
 * `['admin', 'products']`; a write puts the product it got back into the cache and marks the lists stale.
 */
import type {
  AdminProductDetail,
  AdminProductPage,
  ProductInput,
  ProductUpdate,
} from '@shop/domain/admin-catalog.schemas';
import type { PriceTier, PriceTierInput } from '@shop/domain/wholesale.schemas';
import { type QueryClient, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../lib/api';
import { categoryTreeQuery } from '../categories';
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
  categories: categoryTreeQuery,
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
  /** The product's quantity prices, saved as the whole list (read with wholesale's `priceTiersQuery`). */
  priceTiers: (id: number, tiers: PriceTierInput[]) =>
    api<PriceTier[]>(`/api/admin/products/${id}/price-tiers/`, { method: 'PUT', json: tiers }),
};
