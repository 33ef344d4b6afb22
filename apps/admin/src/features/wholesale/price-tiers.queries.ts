/**
 * A product's quantity prices (DESIGN §13, `/api/admin/products/{id}/price-tiers/`): every tier, for everyone and for
 * each group. The product's tier editor reads and writes them; a staff order prices its lines for the buyer with them.
 */
import type { PriceTier } from '@shop/domain/wholesale.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const priceTiersQuery = (productId: number) =>
  queryOptions({
    queryKey: ['admin', 'products', 'price-tiers', productId],
    queryFn: ({ signal }) => api<PriceTier[]>(`/api/admin/products/${productId}/price-tiers/`, { signal }),
    staleTime: 30_000,
  });
