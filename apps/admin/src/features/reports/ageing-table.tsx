/**
 * Receivables ageing (công nợ): what each customer's unpaid on-account orders still owe, by days past their due date,
 * most overdue first, with the totals. Not tied to the page's range: it is counted to today.
 */
import {
  AGEING_BUCKETS,
  AGEING_BUCKET_LABELS,
  AGEING_MAX_LIMIT,
  type ReceivablesAgeingReport,
} from '@shop/domain/admin-reports.schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptyState, ErrorState, TableSkeleton } from '../../components/list-states';
import { Panel } from '../../components/panel';
import { formatVnd } from '../../lib/format';
import { CsvButton } from './csv-button';
import { reportsQueries } from './reports.queries';

const NUMBER = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';
const SHORT: Record<(typeof AGEING_BUCKETS)[number], string> = {
  not_due: 'Chưa đến hạn',
  days_0_30: '0–30 ngày',
  days_31_60: '31–60 ngày',
  days_61_90: '61–90 ngày',
  days_over_90: 'Trên 90 ngày',
};

function Amounts({ figures }: { figures: Omit<ReceivablesAgeingReport['totals'], 'orders'> }) {
  return (
    <>
      {AGEING_BUCKETS.map((b) => (
        <td key={b} className={`${NUMBER} ${b === 'days_over_90' && figures[b] > 0 ? 'text-red-700' : ''}`}>
          {figures[b] > 0 ? formatVnd(figures[b]) : '—'}
        </td>
      ))}
      <td className={`${NUMBER} font-semibold`}>{formatVnd(figures.total)}</td>
    </>
  );
}

export function AgeingTable() {
  const ageing = useQuery(reportsQueries.ageing());
  return (
    <Panel
      title="Tuổi nợ phải thu"
      aside={
        <CsvButton
          path="receivables-ageing"
          params={{ limit: AGEING_MAX_LIMIT }}
          name="tuoi-no"
          label="tuổi nợ phải thu"
        />
      }
    >
      {ageing.error ? (
        <ErrorState message={ageing.error.message} onRetry={() => void ageing.refetch()} />
      ) : !ageing.data ? (
        <TableSkeleton rows={3} columns={7} />
      ) : ageing.data.rows.length === 0 ? (
        <EmptyState title="Không có khách hàng nào đang nợ." />
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">
              Công nợ còn lại của từng khách hàng theo số ngày quá hạn, tính đến hôm nay
            </caption>
            <thead className="bg-gray-50 text-xs text-gray-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Khách hàng
                </th>
                {AGEING_BUCKETS.map((b) => (
                  <th key={b} scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                    <abbr title={AGEING_BUCKET_LABELS[b]} className="no-underline">
                      {SHORT[b]}
                    </abbr>
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                  Tổng nợ
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {ageing.data.rows.map((r) => (
                <tr key={r.customer.id ?? 'deleted'}>
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {r.customer.id === null ? (
                      r.customer.name
                    ) : (
                      <Link
                        to="/customers/$customerId"
                        params={{ customerId: r.customer.id }}
                        className="text-brand-800 underline-offset-2 hover:underline"
                      >
                        {r.customer.name}
                      </Link>
                    )}
                    <span className="block text-xs text-gray-500">
                      {r.orders} đơn{r.customer.phone ? ` · ${r.customer.phone}` : ''}
                    </span>
                  </th>
                  <Amounts figures={r} />
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-gray-200 font-semibold">
              <tr>
                <th scope="row" className="px-3 py-2 text-left">
                  Tổng cộng
                </th>
                <Amounts figures={ageing.data.totals} />
              </tr>
            </tfoot>
          </table>
          {ageing.data.customers > ageing.data.rows.length && (
            <p className="border-t border-gray-100 px-3 py-2 text-xs text-gray-600">
              {ageing.data.rows.length} trong {ageing.data.customers.toLocaleString('vi-VN')} khách hàng đang nợ, quá
              hạn nhiều nhất trước; tải CSV để xem tất cả. Dòng tổng cộng tính mọi khách hàng.
            </p>
          )}
        </div>
      )}
    </Panel>
  );
}
