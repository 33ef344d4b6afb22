/**
 * Products ranked by what they sold (the dashboard's top 10, the reports' best and slowest sellers): rank, product,
 * units and their money, in the order given (the server ranks them); a plain table, no paging or sorting of its own.
 */
import type { ReactNode } from 'react';
import { formatVnd } from '../lib/format';

export interface RankedProduct {
  key: string | number;
  /** The product's name, or a link to it. */
  name: ReactNode;
  units: number;
  /** Dong. */
  money: number;
}

export function RankedProductsTable({
  caption,
  moneyHeading,
  rows,
}: {
  caption: string;
  moneyHeading: string;
  rows: RankedProduct[];
}) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
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
              {moneyHeading}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((r, i) => (
            <tr key={r.key}>
              <td className="px-3 py-2 text-gray-500 tabular-nums">{i + 1}</td>
              <td className="px-3 py-2">{r.name}</td>
              <td className="px-3 py-2 text-right tabular-nums">{r.units.toLocaleString('vi-VN')}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatVnd(r.money)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
