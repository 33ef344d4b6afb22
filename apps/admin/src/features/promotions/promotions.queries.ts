/**
 * The voucher pages' calls (`/api/admin/promotions/…`). Keys start with `['admin', 'promotions']`; a write puts the
 * voucher it got back into the cache and marks the lists stale.
 */
import type {
  AdminPromotionDetail,
  AdminPromotionPage,
  PromotionInput,
  PromotionUpdate,
} from '@shop/domain/admin-promotions.schemas';
import { type QueryClient, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../lib/api';
import type { PromotionsSearch } from './promotions-search';

const PROMOTIONS = ['admin', 'promotions'] as const;

export const promotionsQueries = {
  list: (search: PromotionsSearch) =>
    queryOptions({
      queryKey: [...PROMOTIONS, 'list', search],
      queryFn: ({ signal }) => api<AdminPromotionPage>(`/api/admin/promotions/${toQuery(search)}`, { signal }),
      placeholderData: keepPreviousData,
    }),

  detail: (id: number) =>
    queryOptions({
      queryKey: [...PROMOTIONS, 'detail', id],
      queryFn: ({ signal }) => api<AdminPromotionDetail>(`/api/admin/promotions/${id}/`, { signal }),
    }),
};

export function promotionChanged(queryClient: QueryClient, promotion: AdminPromotionDetail) {
  queryClient.setQueryData(promotionsQueries.detail(promotion.id).queryKey, promotion);
  void queryClient.invalidateQueries({ queryKey: [...PROMOTIONS, 'list'] });
}

export const promotionWrites = {
  create: (body: PromotionInput) => api<AdminPromotionDetail>('/api/admin/promotions/', { method: 'POST', json: body }),
  update: (id: number, body: PromotionUpdate) =>
    api<AdminPromotionDetail>(`/api/admin/promotions/${id}/`, { method: 'PATCH', json: body }),
  /** Delete only deactivates (the server keeps a used voucher for its orders). */
  deactivate: (id: number) => api<AdminPromotionDetail>(`/api/admin/promotions/${id}/`, { method: 'DELETE' }),
};
