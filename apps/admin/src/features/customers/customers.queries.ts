/**
 * The customers' calls (DESIGN §12, `/api/admin/customers/…`). Keys start with `['admin', 'customers']`; a write puts
 * the customer it got back into the cache and marks the lists stale.
 */
import type { AdminCustomerDetail, AdminCustomerPage, AdminCustomerPatch } from '@shop/domain/admin-customers.schemas';
import { type QueryClient, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../lib/api';
import type { CustomersSearch } from './customers-search';

const CUSTOMERS = ['admin', 'customers'] as const;

/** How many matches the order form's phone box offers. */
const LOOKUP_SIZE = 5;

export const customersQueries = {
  list: (search: CustomersSearch) =>
    queryOptions({
      queryKey: [...CUSTOMERS, 'list', search],
      queryFn: ({ signal }) => api<AdminCustomerPage>(`/api/admin/customers/${toQuery(search)}`, { signal }),
      placeholderData: keepPreviousData,
    }),

  /** The few customers whose phone, name or e-mail matches what is being typed (the order form). */
  lookup: (text: string) =>
    queryOptions({
      queryKey: [...CUSTOMERS, 'lookup', text],
      queryFn: ({ signal }) =>
        api<AdminCustomerPage>(`/api/admin/customers/${toQuery({ search: text, page_size: LOOKUP_SIZE })}`, {
          signal,
        }),
      enabled: text.length >= 3,
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
}

export const customerWrites = {
  update: (id: number, body: AdminCustomerPatch) =>
    api<AdminCustomerDetail>(`/api/admin/customers/${id}/`, { method: 'PATCH', json: body }),
};
