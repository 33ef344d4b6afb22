/**
 * Gross profit over the range (DESIGN §17): the totals, a chart per day of delivery, and a table per channel. Revenue
 * is the goods of delivered orders after discounts, without shipping fee or VAT; cost is each line's cost at the time
 * of sale, with the part that is today's cost standing in for an unknown one said apart.
 */
import type { ProfitFigures, ProfitReport } from '@shop/domain/admin-reports.schemas';
import { ORDER_SOURCE_LABELS, type OrderSource } from '@shop/domain/order-source';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { EmptyState, ErrorState, TableSkeleton } from '../../components/list-states';
import { Panel } from '../../components/panel';
import { dayLabel } from '../../lib/day-label';
import { formatVnd } from '../../lib/format';
import { CsvButton } from './csv-button';
import { type ReportDays } from './reports-search';
import { reportsQueries } from './reports.queries';

const ProfitChart = lazy(() => import('./profit-chart'));
const CHART_SKELETON = 'h-64 w-full animate-pulse rounded bg-gray-100';
const NUMBER = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';

const margin = (f: ProfitFigures) => (f.revenue > 0 ? `${((f.gross_profit / f.revenue) * 100).toFixed(1)}%` : '—');

export function ProfitSummary({ totals }: { totals: ProfitFigures }) {
  const cards = [
    {
      label: 'Doanh thu',
      value: formatVnd(totals.revenue),
      hint: `${totals.orders} đơn đã giao · không gồm phí ship, VAT`,
    },
    {
      label: 'Giá vốn',
      value: formatVnd(totals.cost),
      hint:
        totals.estimated_cost > 0
          ? `Trong đó ước tính theo giá vốn hiện tại: ${formatVnd(totals.estimated_cost)}`
          : 'Theo giá vốn lúc bán',
    },
    { label: 'Lợi nhuận gộp', value: formatVnd(totals.gross_profit), hint: `Biên lợi nhuận ${margin(totals)}` },
  ];
  return (
    <div className="space-y-2">
      <dl aria-live="polite" className="grid gap-3 sm:grid-cols-3">
        {cards.map((c) => (
          <div key={c.label} className="rounded-lg border border-gray-200 bg-white p-4">
            <dt className="text-sm text-gray-600">{c.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums">{c.value}</dd>
            <dd className="mt-1 text-xs text-gray-500">{c.hint}</dd>
          </div>
        ))}
      </dl>
      {totals.uncosted_units > 0 && (
        <p role="note" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {totals.uncosted_units.toLocaleString('vi-VN')} sản phẩm đã bán chưa có giá vốn: lợi nhuận gộp chưa trừ giá
          vốn của chúng. Nhập giá vốn ở trang sản phẩm để báo cáo tự cập nhật.
        </p>
      )}
    </div>
  );
}

/** The chart's text alternative: every day of the range. */
function DaysTable({ rows }: { rows: ProfitReport['rows'] }) {
  return (
    <table className="sr-only">
      <caption>Doanh thu, giá vốn và lợi nhuận gộp theo ngày giao</caption>
      <thead>
        <tr>
          <th scope="col">Ngày</th>
          <th scope="col">Đơn đã giao</th>
          <th scope="col">Doanh thu</th>
          <th scope="col">Giá vốn</th>
          <th scope="col">Lợi nhuận gộp</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{dayLabel(r.key, 'long')}</th>
            <td>{r.orders}</td>
            <td>{formatVnd(r.revenue)}</td>
            <td>{formatVnd(r.cost)}</td>
            <td>{formatVnd(r.gross_profit)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ProfitByDay({ days }: { days: ReportDays }) {
  const profit = useQuery(reportsQueries.profit(days, 'day'));
  const data = profit.error ? undefined : profit.data;
  return (
    <section aria-labelledby="profit-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="profit-title" className="text-lg font-semibold">
          Lợi nhuận gộp
        </h2>
        <CsvButton
          path="profit"
          params={{ ...days, group_by: 'day' }}
          name="loi-nhuan-theo-ngay"
          label="lợi nhuận theo ngày"
        />
      </div>
      {profit.error ? (
        <Panel title="Theo ngày giao">
          <ErrorState message={profit.error.message} onRetry={() => void profit.refetch()} />
        </Panel>
      ) : !data ? (
        <div role="status" aria-label="Đang tải…" className={CHART_SKELETON} />
      ) : (
        <>
          <ProfitSummary totals={data.totals} />
          <Panel title="Theo ngày giao">
            {data.totals.orders === 0 ? (
              <EmptyState title="Không có đơn nào được giao trong khoảng thời gian này." />
            ) : (
              <div className="p-4">
                <Suspense fallback={<div role="status" aria-label="Đang tải biểu đồ…" className={CHART_SKELETON} />}>
                  <ProfitChart rows={data.rows} />
                </Suspense>
                <DaysTable rows={data.rows} />
              </div>
            )}
          </Panel>
        </>
      )}
    </section>
  );
}

export function ProfitByChannel({ days }: { days: ReportDays }) {
  const profit = useQuery(reportsQueries.profit(days, 'channel'));
  const rows = profit.data?.rows.filter((r) => r.orders > 0 || r.revenue > 0 || r.cost > 0);
  return (
    <Panel
      title="Lợi nhuận theo kênh bán"
      aside={
        <CsvButton
          path="profit"
          params={{ ...days, group_by: 'channel' }}
          name="loi-nhuan-theo-kenh"
          label="lợi nhuận theo kênh bán"
        />
      }
    >
      {profit.error ? (
        <ErrorState message={profit.error.message} onRetry={() => void profit.refetch()} />
      ) : !profit.data || !rows ? (
        <TableSkeleton rows={4} columns={5} />
      ) : rows.length === 0 ? (
        <EmptyState title="Không có đơn nào được giao trong khoảng thời gian này." />
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Đơn đã giao, doanh thu, giá vốn và lợi nhuận gộp theo kênh bán</caption>
            <thead className="bg-gray-50 text-xs text-gray-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Kênh
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Đơn
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Doanh thu
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Giá vốn
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Lợi nhuận gộp
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Biên
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {rows.map((r) => (
                <ChannelRow key={r.key} label={ORDER_SOURCE_LABELS[r.key as OrderSource] ?? r.key} figures={r} />
              ))}
            </tbody>
            <tfoot className="border-t border-gray-200 font-semibold">
              <ChannelRow label="Tổng cộng" figures={profit.data.totals} />
            </tfoot>
          </table>
        </div>
      )}
    </Panel>
  );
}

function ChannelRow({ label, figures: f }: { label: string; figures: ProfitFigures }) {
  return (
    <tr>
      <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
        {label}
      </th>
      <td className={NUMBER}>{f.orders.toLocaleString('vi-VN')}</td>
      <td className={NUMBER}>{formatVnd(f.revenue)}</td>
      <td className={NUMBER}>
        {formatVnd(f.cost)}
        {f.estimated_cost > 0 && (
          <span className="block text-xs font-normal text-gray-500">ước tính {formatVnd(f.estimated_cost)}</span>
        )}
      </td>
      <td className={`${NUMBER} ${f.gross_profit < 0 ? 'text-red-700' : ''}`}>{formatVnd(f.gross_profit)}</td>
      <td className={NUMBER}>{margin(f)}</td>
    </tr>
  );
}
