/**
 * The customers' calls (DESIGN §12, `/api/admin/customers/…`). Keys start with `['admin', 'customers']`; a write puts
 * the customer it got back into the cache and marks the lists stale.
 */
import type {
  AdminCustomerCreate,
  AdminCustomerDetail,
  AdminCustomerMatches,
  AdminCustomerPage,
  AdminCustomerPatch,
} from '@shop/domain/admin-customers.schemas';
import { type QueryClient, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../lib/api';
import { receivablesChanged } from '../receivables';
import type { CustomersSearch } from './customers-search';

const CUSTOMERS = ['admin', 'customers'] as const;

export const customersQueries = {
  list: (search: CustomersSearch) =>
    queryOptions({
      queryKey: [...CUSTOMERS, 'list', search],
      queryFn: ({ signal }) => api<AdminCustomerPage>(`/api/admin/customers/${toQuery(search)}`, { signal }),
      placeholderData: keepPreviousData,
    }),

  /**
   * The customers a staff order for this phone and e-mail could be for, with what proves each (DESIGN §12; the order
   * form). Blank: not asked.
   */
  matches: (contact: { phone: string; email: string }) =>
    queryOptions({
      queryKey: [...CUSTOMERS, 'matches', contact],
      queryFn: ({ signal }) =>
        api<AdminCustomerMatches>(`/api/admin/customers/matches/${toQuery(contact)}`, { signal }),
      enabled: Boolean(contact.phone || contact.email),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),

  detail: (id: number) =>
    queryOptions({
      queryKey: [...CUSTOMERS, 'detail', id],
      queryFn: ({ signal }) => api<AdminCustomerDetail>(`/api/admin/customers/${id}/`, { signal }),
    }),
};

export function customerChanged(queryClient: QueryClient, customer: AdminCustomerDetail) {
  queryClient.setQueryData(customersQueries.detail(customer.id).queryKey, customer);
  void queryClient.invalidateQueries({ queryKey: [...CUSTOMERS, 'list'] });
  void queryClient.invalidateQueries({ queryKey: [...CUSTOMERS, 'matches'] });
  // Their terms or group decide their account's terms and limit.
  receivablesChanged(queryClient);
}

export const customerWrites = {
  create: (body: AdminCustomerCreate) =>
    api<AdminCustomerDetail>('/api/admin/customers/', { method: 'POST', json: body }),
  update: (id: number, body: AdminCustomerPatch) =>
    api<AdminCustomerDetail>(`/api/admin/customers/${id}/`, { method: 'PATCH', json: body }),
};
