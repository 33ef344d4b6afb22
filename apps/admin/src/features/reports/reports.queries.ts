/**
 * The reports (`GET /api/admin/reports/…`, DESIGN §17) and their CSV files (`?format=csv`). Read-only: figures that
 * change with every order, so they are asked again when the page is opened, not polled.
 */
import type {
  ProfitGrouping,
  ProfitReport,
  ReceivablesAgeingReport,
  SellerOrder,
  SellersReport,
  StockValueReport,
} from '@shop/domain/admin-reports.schemas';
import { shopDay } from '@shop/domain/shop-time';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiBlob, toQuery } from '../../lib/api';
import { saveFile } from '../../lib/save-file';
import type { ReportDays } from './reports-search';

/** How many best and slowest sellers the page lists (the CSV gives the same). */
export const SELLERS_SHOWN = 10;

const report = <T>(path: string, params: Record<string, string | number | undefined>, signal: AbortSignal) =>
  api<T>(`/api/admin/reports/${path}/${toQuery(params)}`, { signal });

export const reportsQueries = {
  profit: (days: ReportDays, group_by: ProfitGrouping) =>
    queryOptions({
      queryKey: ['admin', 'reports', 'profit', group_by, days],
      queryFn: ({ signal }) => report<ProfitReport>('profit', { ...days, group_by }, signal),
      placeholderData: keepPreviousData,
    }),
  sellers: (days: ReportDays, order: SellerOrder) =>
    queryOptions({
      queryKey: ['admin', 'reports', 'sellers', order, days],
      queryFn: ({ signal }) => report<SellersReport>('sellers', { ...days, order, limit: SELLERS_SHOWN }, signal),
      placeholderData: keepPreviousData,
    }),
  stockValue: () =>
    queryOptions({
      queryKey: ['admin', 'reports', 'stock-value'],
      queryFn: ({ signal }) => report<StockValueReport>('stock-value', {}, signal),
    }),
  ageing: () =>
    queryOptions({
      queryKey: ['admin', 'reports', 'receivables-ageing'],
      queryFn: ({ signal }) => report<ReceivablesAgeingReport>('receivables-ageing', {}, signal),
    }),
};

/** A report's CSV, as the server writes it (BOM included), saved as `<name>_<from>_<to>.csv` or `<name>_<today>.csv`. */
export async function downloadReport(
  path: string,
  params: Record<string, string | number | undefined>,
  name: string,
): Promise<void> {
  const blob = await apiBlob(`/api/admin/reports/${path}/${toQuery({ ...params, format: 'csv' })}`);
  const suffix = params.date_from && params.date_to ? `${params.date_from}_${params.date_to}` : shopDay(new Date());
  saveFile(blob, `${name}_${suffix}.csv`);
}
