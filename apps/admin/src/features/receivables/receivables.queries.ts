/**
 * The receivables' calls (công nợ, DESIGN §17): the list (`/api/admin/receivables/`), a customer's account, payments
 * and statement (`/api/admin/customers/{id}/…`). Keys start with `['admin', 'receivables']`; a payment marks the
 * customer's account, the list and the orders it paid stale.
 */
import type {
  CustomerAccount,
  CustomerPayment,
  CustomerPaymentRequest,
  ReceivablesPage,
  Statement,
} from '@shop/domain/receivables.schemas';
import { type QueryClient, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiBlob, toQuery } from '../../lib/api';
import type { ReceivablesSearch, StatementSearch } from './receivables-search';

const RECEIVABLES = ['admin', 'receivables'] as const;

export const receivablesQueries = {
  list: (search: ReceivablesSearch) =>
    queryOptions({
      queryKey: [...RECEIVABLES, 'list', search],
      queryFn: ({ signal }) => api<ReceivablesPage>(`/api/admin/receivables/${toQuery(search)}`, { signal }),
      placeholderData: keepPreviousData,
    }),

  /** The customer's terms in force and where their account stands (the customer page, the order form's credit). */
  account: (customerId: number) =>
    queryOptions({
      queryKey: [...RECEIVABLES, 'account', customerId],
      queryFn: ({ signal }) => api<CustomerAccount>(`/api/admin/customers/${customerId}/account/`, { signal }),
      staleTime: 10_000,
    }),

  statement: (customerId: number, range: StatementSearch) =>
    queryOptions({
      queryKey: [...RECEIVABLES, 'statement', customerId, range],
      queryFn: ({ signal }) =>
        api<Statement>(`/api/admin/customers/${customerId}/statement/${toQuery(range)}`, { signal }),
      placeholderData: keepPreviousData,
    }),
};

/** After a payment, or the customer's terms changed: their account, statement and the list again. */
export function receivablesChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: RECEIVABLES });
  // The orders a payment paid show it.
  void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
}

export const receivableWrites = {
  pay: (customerId: number, body: CustomerPaymentRequest) =>
    api<CustomerPayment>(`/api/admin/customers/${customerId}/payments/`, { method: 'POST', json: body }),
};

/** The statement as the server writes it (BOM included, for Excel), saved as a download. */
export async function downloadStatementCsv(customerId: number, range: { date_from: string; date_to: string }) {
  const blob = await apiBlob(`/api/admin/customers/${customerId}/statement/${toQuery({ ...range, format: 'csv' })}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `cong-no-${customerId}-${range.date_from}-${range.date_to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
