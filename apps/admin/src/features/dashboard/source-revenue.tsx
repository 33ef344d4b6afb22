import type { StatsResponse } from '@shop/domain/admin-stats.schemas';
import { ORDER_SOURCE_LABELS } from '@shop/domain/order-source';
import { Link } from '@tanstack/react-router';
import { formatVnd } from '../../lib/format';
import { Panel } from '../../components/panel';

/**
 * Revenue and orders per channel (the shop's website, phone, Zalo, Facebook, the counter, other, Shopee and TikTok
 * Shop: every ORDER_SOURCES entry the API sends, named by ORDER_SOURCE_LABELS), each a bar of its
 * share of the range's revenue and a link to the desk filtered by that channel and the same days.
 */
export function SourceRevenue({
  rows,
  range,
}: {
  rows: StatsResponse['by_source'];
  range: { date_from: string; date_to: string };
}) {
  const total = rows.reduce((sum, r) => sum + r.revenue, 0);
  return (
    <Panel title="Doanh thu theo kênh bán">
      <table className="w-full text-sm">
        <caption className="sr-only">Doanh thu và số đơn theo kênh bán</caption>
        <thead className="text-left text-xs text-gray-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              Kênh
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              Đơn
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              Doanh thu
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((r) => {
            const share = total > 0 ? Math.round((r.revenue / total) * 100) : 0;
            return (
              <tr key={r.source}>
                <th scope="row" className="px-4 py-2 text-left font-normal">
                  <Link
                    to="/orders"
                    search={{ source: r.source, ...range }}
                    className="text-brand-800 underline-offset-2 hover:underline"
                  >
                    {ORDER_SOURCE_LABELS[r.source]}
                  </Link>
                  <div aria-hidden="true" className="mt-1 h-1.5 rounded bg-gray-100">
                    <div className="h-1.5 rounded bg-brand-600" style={{ width: `${share}%` }} />
                  </div>
                </th>
                <td className="px-4 py-2 text-right tabular-nums">{r.orders.toLocaleString('vi-VN')}</td>
                <td className="px-4 py-2 text-right whitespace-nowrap tabular-nums">
                  {formatVnd(r.revenue)}
                  <span className="ml-1 text-xs text-gray-500">({share}%)</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Panel>
  );
}
