import type { TopProduct } from '@shop/domain/admin-stats.schemas';
import { EmptyState } from '../../components/list-states';
import { formatVnd } from '../../lib/format';
import { Panel } from '../../components/panel';

/**
 * One of the two top-10 lists, in the server's order (by units or by revenue, computed in SQL): a plain table, no
 * paging or sorting of its own.
 */
export function TopProducts({ title, products }: { title: string; products: TopProduct[] }) {
  return (
    <Panel title={title}>
      {products.length === 0 ? (
        <EmptyState title="Chưa có sản phẩm nào được bán trong khoảng thời gian này." />
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-gray-50 text-xs text-gray-600 uppercase">
              <tr>
                <th scope="col" className="w-10 px-3 py-2 font-semibold">
                  #
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Sản phẩm
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                  Số lượng
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                  Doanh thu
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {products.map((p, i) => (
                <tr key={`${p.product_id ?? 'deleted'}-${p.name}`}>
                  <td className="px-3 py-2 text-gray-500 tabular-nums">{i + 1}</td>
                  <td className="px-3 py-2">{p.name}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{p.units.toLocaleString('vi-VN')}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatVnd(p.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
