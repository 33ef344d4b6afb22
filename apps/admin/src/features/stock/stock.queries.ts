/**
 * The stock ledger's calls (`/api/admin/products/{id}/stock/`) and the product it belongs to. An
 * adjustment marks that product's ledger and the product stale (its stock changed), and the product lists.
 */
import { ADMIN_PAGE_SIZE } from '@shop/domain/admin.schemas';
import type { StockAdjustment, StockAdjustmentResult, StockMovementPage } from '@shop/domain/admin-stock.schemas';
import { type QueryClient, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../lib/api';
import { productsQueries } from '../products';
import type { StockSearch } from './stock-search';

const PRODUCTS = ['admin', 'products'] as const;

export const stockQueries = {
  product: productsQueries.detail,

  ledger: (id: number, search: StockSearch) =>
    queryOptions({
      queryKey: [...PRODUCTS, 'stock', id, search],
      queryFn: ({ signal }) =>
        api<StockMovementPage>(
          `/api/admin/products/${id}/stock/${toQuery({ ...search, page_size: ADMIN_PAGE_SIZE })}`,
          {
            signal,
          },
        ),
      placeholderData: keepPreviousData,
    }),
};

export const adjustStock = (id: number, input: StockAdjustment) =>
  api<StockAdjustmentResult>(`/api/admin/products/${id}/stock/`, { method: 'POST', json: input });

/** After an adjustment (or a 409 that says the stock moved meanwhile): the product and its ledger again. */
export function stockChanged(queryClient: QueryClient, id: number) {
  void queryClient.invalidateQueries({ queryKey: [...PRODUCTS, 'detail', id] });
  void queryClient.invalidateQueries({ queryKey: [...PRODUCTS, 'stock', id] });
  void queryClient.invalidateQueries({ queryKey: [...PRODUCTS, 'list'] });
}
