/**
 * The wholesale calls (DESIGN §13): the customer groups (`/api/admin/customer-groups/`), and a product's quantity
 * prices (`/api/admin/products/{id}/price-tiers/`), every tier for everyone and for each group. The product's tier
 * editor reads (and saves, with the product's writes) them; a staff order prices its lines for the buyer with them.
 */
import type { CustomerGroup, CustomerGroupInput, PriceTier } from '@shop/domain/wholesale.schemas';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

const GROUPS = ['admin', 'customer-groups'] as const;

export const customerGroupsQuery = () =>
  queryOptions({
    queryKey: GROUPS,
    queryFn: ({ signal }) => api<CustomerGroup[]>('/api/admin/customer-groups/', { signal }),
  });

/** After a group was saved or deleted, or a write was refused: the list again. */
export const customerGroupsChanged = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: GROUPS });

export const customerGroupWrites = {
  save: (group: CustomerGroup | null, body: CustomerGroupInput) =>
    group
      ? api<CustomerGroup>(`/api/admin/customer-groups/${group.id}/`, { method: 'PATCH', json: body })
      : api<CustomerGroup>('/api/admin/customer-groups/', { method: 'POST', json: body }),
  remove: (id: number) => api<null>(`/api/admin/customer-groups/${id}/`, { method: 'DELETE' }),
};

export const priceTiersQuery = (productId: number) =>
  queryOptions({
    queryKey: ['admin', 'products', 'price-tiers', productId],
    queryFn: ({ signal }) => api<PriceTier[]>(`/api/admin/products/${productId}/price-tiers/`, { signal }),
    staleTime: 30_000,
  });
