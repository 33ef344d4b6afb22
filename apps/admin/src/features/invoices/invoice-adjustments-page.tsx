/**
 * Returned orders whose e-invoice was issued (DESIGN §13): each needs an adjustment (or replacement) invoice made at
 * SInvoice, newest return first.
 */
import type { InvoiceAdjustment } from '@shop/domain/invoice.schemas';
import { formatVnd } from '@shop/domain/money';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../lib/format';
import { invoicesQueries } from './invoices.queries';

export function InvoiceAdjustmentsPage() {
  const list = useQuery(invoicesQueries.adjustments());
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-xl font-semibold">Hóa đơn cần điều chỉnh</h1>
        <p className="mt-1 text-sm text-gray-600">
          Đơn hàng đã hoàn trả nhưng đã xuất hóa đơn điện tử: cần lập hóa đơn điều chỉnh trên SInvoice.
        </p>
      </div>
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        {!list.data ? (
          <p className="p-4 text-sm text-gray-600">{list.error?.message ?? 'Đang tải…'}</p>
        ) : list.data.length === 0 ? (
          <p className="p-4 text-sm text-gray-600">Không có hóa đơn nào cần điều chỉnh.</p>
        ) : (
          <AdjustmentsTable adjustments={list.data} />
        )}
      </div>
    </div>
  );
}

const HEADINGS = ['Đơn hàng', 'Số hóa đơn', 'Ngày xuất', 'Hoàn trả lúc', 'Người mua', 'Tổng tiền'];

function AdjustmentsTable({ adjustments }: { adjustments: InvoiceAdjustment[] }) {
  return (
    <table className="min-w-full text-left text-sm">
      <caption className="sr-only">Hóa đơn cần điều chỉnh</caption>
      <thead className="bg-gray-50 text-xs text-gray-600 uppercase">
        <tr>
          {HEADINGS.map((h) => (
            <th key={h} scope="col" className="px-3 py-2 font-semibold">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-200">
        {adjustments.map((a) => (
          <tr key={a.order_id}>
            <td className="px-3 py-2">
              <Link to="/orders/$orderId" params={{ orderId: a.order_id }} className="text-brand-700 hover:underline">
                #{a.order_id}
              </Link>
            </td>
            <td className="px-3 py-2">
              {a.number} ({a.series})
            </td>
            <td className="px-3 py-2">{a.issued_at ? formatDateTime(a.issued_at) : ''}</td>
            <td className="px-3 py-2">{a.returned_at ? formatDateTime(a.returned_at) : ''}</td>
            <td className="px-3 py-2">{a.company_name ?? 'Khách lẻ'}</td>
            <td className="px-3 py-2 tabular-nums">{formatVnd(a.final_total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
