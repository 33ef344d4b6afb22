import type { Product } from '@shop/domain/catalog.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export const catalogQueries = {
  featured: () =>
    queryOptions({ queryKey: ['catalog', 'featured'], queryFn: () => api<Product[]>('/api/products/featured/') }),
  newest: (pageSize = 8) =>
    queryOptions({
      queryKey: ['catalog', 'products', { ordering: 'newest', pageSize }],
      queryFn: () => api<Page<Product>>(`/api/products/?ordering=newest&page=1&page_size=${pageSize}`),
    }),
};
