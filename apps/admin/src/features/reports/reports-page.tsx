/**
 * `/admin/reports` (DESIGN §17): gross profit over a range (per day of delivery and per channel), best and slowest
 * sellers over the same range, the stock's value per location today and receivables ageing to today; each table as a
 * CSV file. Every figure is the server's (`GET /api/admin/reports/…`).
 */
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/list-states';
import { ApiError } from '../../lib/api';
import { dayLabel } from '../../lib/day-label';
import { AgeingTable } from './ageing-table';
import { ProfitByChannel, ProfitByDay } from './profit-section';
import { ReportRangePicker } from './report-range-picker';
import { type ReportsSearch, reportDays } from './reports-search';
import { reportsQueries } from './reports.queries';
import { SellersTable } from './sellers-table';
import { StockValueTable } from './stock-value-table';

export function ReportsPage({ search }: { search: ReportsSearch }) {
  const days = reportDays(search);
  // The profit by day answers the range it covers (a custom range may leave a day out), and refuses a bad one.
  const profit = useQuery(reportsQueries.profit(days, 'day'));
  const rangeErrors = profit.error instanceof ApiError && profit.error.status === 400 ? profit.error.fieldErrors : {};
  const shown = profit.error ? undefined : profit.data;
  const badRange = Object.keys(rangeErrors).length > 0;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Báo cáo</h1>
          <p className="mt-1 min-h-5 text-sm text-gray-600" aria-live="polite">
            {shown && `Từ ${dayLabel(shown.date_from, 'long')} đến ${dayLabel(shown.date_to, 'long')}`}
            {profit.isFetching && shown ? ' · Đang cập nhật…' : ''}
          </p>
        </div>
        <ReportRangePicker
          search={search}
          shown={shown && { date_from: shown.date_from, date_to: shown.date_to }}
          fieldErrors={rangeErrors}
        />
      </div>

      {badRange ? (
        <EmptyState title={profit.error!.message}>Vui lòng chọn lại khoảng thời gian.</EmptyState>
      ) : (
        <>
          <ProfitByDay days={days} />
          <ProfitByChannel days={days} />
          <div className="grid gap-4 lg:grid-cols-2">
            <SellersTable days={days} order="best" />
            <SellersTable days={days} order="slowest" />
          </div>
        </>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <StockValueTable />
        <AgeingTable />
      </div>
    </div>
  );
}
