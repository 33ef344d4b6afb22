/** The stock's value today per location: units on hand × today's cost (the variant's, else the product's). */
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, TableSkeleton } from '../../components/list-states';
import { Panel } from '../../components/panel';
import { formatVnd } from '../../lib/format';
import { CsvButton } from './csv-button';
import { reportsQueries } from './reports.queries';

const NUMBER = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';

export function StockValueTable() {
  const stock = useQuery(reportsQueries.stockValue());
  const uncosted = stock.data?.rows.reduce((sum, r) => sum + r.uncosted_units, 0) ?? 0;
  return (
    <Panel
      title="Giá trị tồn kho hôm nay"
      aside={<CsvButton path="stock-value" name="gia-tri-ton-kho" label="giá trị tồn kho" />}
    >
      {stock.error ? (
        <ErrorState message={stock.error.message} onRetry={() => void stock.refetch()} />
      ) : !stock.data ? (
        <TableSkeleton rows={3} columns={3} />
      ) : stock.data.rows.length === 0 ? (
        <EmptyState title="Chưa có kho nào giữ hàng." />
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Số lượng tồn và giá trị tồn theo kho</caption>
            <thead className="bg-gray-50 text-xs text-gray-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Kho
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                  Số lượng tồn
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                  Giá trị tồn
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {stock.data.rows.map((r) => (
                <tr key={r.location.id}>
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {r.location.name}
                  </th>
                  <td className={NUMBER}>{r.units.toLocaleString('vi-VN')}</td>
                  <td className={NUMBER}>{formatVnd(r.value)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-gray-200 font-semibold">
              <tr>
                <th scope="row" className="px-3 py-2 text-left">
                  Tổng cộng
                </th>
                <td className={NUMBER}>{stock.data.rows.reduce((s, r) => s + r.units, 0).toLocaleString('vi-VN')}</td>
                <td className={NUMBER}>{formatVnd(stock.data.total)}</td>
              </tr>
            </tfoot>
          </table>
          {uncosted > 0 && (
            <p className="border-t border-gray-100 px-3 py-2 text-xs text-gray-600">
              {uncosted.toLocaleString('vi-VN')} sản phẩm tồn chưa có giá vốn: chưa tính vào giá trị tồn.
            </p>
          )}
        </div>
      )}
    </Panel>
  );
}
