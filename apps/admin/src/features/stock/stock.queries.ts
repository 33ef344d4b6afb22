/**
 * The stock calls: a product's ledger (`/api/admin/products/{id}/stock/`) and the product it belongs to; the
 * locations (`/api/admin/locations/`), the levels per location, transfers and stocktakes (`/api/admin/stock/…`,
 * DESIGN §15). Any move marks the levels, the transfers and the products stale (their stock changed).
 */
import { ADMIN_PAGE_SIZE } from '@shop/domain/admin.schemas';
import type { StockAdjustment, StockAdjustmentResult, StockMovementPage } from '@shop/domain/admin-stock.schemas';
import type { AdminStoreLocation } from '@shop/domain/store-location.schemas';
import type {
  StockCount,
  StockCountInput,
  StockLevelPage,
  StockTransfer,
  StockTransferInput,
  StockTransferPage,
} from '@shop/domain/stock-locations.schemas';
import { type QueryClient, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../lib/api';
import { productsQueries } from '../products';
import type { StockLevelsSearch } from './stock-levels-search';
import type { StockSearch } from './stock-search';

const PRODUCTS = ['admin', 'products'] as const;
const STOCK = ['admin', 'stock'] as const;

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

  /** Every location, the first (lowest id) first. */
  locations: () =>
    queryOptions({
      queryKey: [...STOCK, 'locations'],
      queryFn: ({ signal }) => api<AdminStoreLocation[]>('/api/admin/locations/', { signal }),
      staleTime: 60_000,
    }),

  levels: (search: StockLevelsSearch & { page_size?: number }) =>
    queryOptions({
      queryKey: [...STOCK, 'levels', search],
      queryFn: ({ signal }) => api<StockLevelPage>(`/api/admin/stock/${toQuery(search)}`, { signal }),
      placeholderData: keepPreviousData,
    }),

  transfers: (location: number | undefined) =>
    queryOptions({
      queryKey: [...STOCK, 'transfers', location],
      queryFn: ({ signal }) =>
        api<StockTransferPage>(`/api/admin/stock/transfers/${toQuery({ location, page_size: 10 })}`, { signal }),
    }),
};

export const adjustStock = (id: number, input: StockAdjustment) =>
  api<StockAdjustmentResult>(`/api/admin/products/${id}/stock/`, { method: 'POST', json: input });

export const transferStock = (input: StockTransferInput) =>
  api<StockTransfer>('/api/admin/stock/transfers/', { method: 'POST', json: input });

export const countStock = (input: StockCountInput) =>
  api<StockCount>('/api/admin/stock/counts/', { method: 'POST', json: input });

/** After an adjustment (or a 409 that says the stock moved meanwhile): the product and its ledger again. */
export function stockChanged(queryClient: QueryClient, id: number) {
  void queryClient.invalidateQueries({ queryKey: [...PRODUCTS, 'detail', id] });
  void queryClient.invalidateQueries({ queryKey: [...PRODUCTS, 'stock', id] });
  void queryClient.invalidateQueries({ queryKey: [...PRODUCTS, 'list'] });
  void queryClient.invalidateQueries({ queryKey: [...STOCK, 'levels'] });
}

/** After a transfer or a stocktake (or a 409 that says the stock moved meanwhile): the levels and products again. */
export function levelsChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: [...STOCK, 'levels'] });
  void queryClient.invalidateQueries({ queryKey: [...STOCK, 'transfers'] });
  void queryClient.invalidateQueries({ queryKey: PRODUCTS });
}
