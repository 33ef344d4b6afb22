/**
 * The e-invoice as it would be made now (DESIGN §13), before it is: the buyer, each line with its net amount and
 * VAT (a discount line subtracted), the totals per rate and the grand total, which equals the order's final total.
 * Read from the very body the shop would send to SInvoice (`GET /api/admin/orders/{id}/invoice/preview/`).
 */
import type { InvoicePreview } from '@shop/domain/invoice.schemas';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../components/dialog';
import { formatVnd } from '../../lib/format';
import { invoicesQueries } from './invoices.queries';

/** A net unit price may carry decimals (SInvoice takes two); money elsewhere is whole dong. */
const unitPrice = (n: number) => n.toLocaleString('vi-VN', { maximumFractionDigits: 2 });

export function InvoicePreviewDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const preview = useQuery(invoicesQueries.preview(orderId));
  return (
    <Dialog side title="Xem trước hóa đơn điện tử" subtitle={`Đơn hàng #${orderId}`} onClose={onClose}>
      {preview.data ? (
        <PreviewBody p={preview.data} />
      ) : (
        <p role={preview.error ? 'alert' : 'status'} className="text-sm text-gray-600">
          {preview.error ? preview.error.message : 'Đang tải…'}
        </p>
      )}
    </Dialog>
  );
}

function PreviewBody({ p }: { p: InvoicePreview }) {
  return (
    <div className="space-y-4 text-sm">
      <PreviewBuyer p={p} />
      <PreviewLines lines={p.lines} />
      <PreviewTotals p={p} />
      {p.total_with_tax !== p.final_total && (
        <p role="alert" className="text-red-700">
          Tổng hóa đơn khác tổng đơn hàng ({formatVnd(p.final_total)}).
        </p>
      )}
    </div>
  );
}

/** The company it is made out to, or the shopper (who does not get it), and how the order is paid. */
function PreviewBuyer({ p }: { p: InvoicePreview }) {
  const b = p.buyer;
  return (
    <section aria-label="Người mua" className="space-y-1">
      <h3 className="font-semibold">Người mua</h3>
      {b.gets_invoice ? (
        <p>
          {b.legal_name} · MST <span className="tabular-nums">{b.tax_code}</span>
          <span className="block text-gray-600">
            {b.address} · {b.email}
          </span>
        </p>
      ) : (
        <p>
          {b.name} <span className="block text-gray-600">Xuất cho người mua, không gửi hóa đơn cho khách.</span>
        </p>
      )}
      <p className="text-gray-600">
        Thanh toán: {p.payment_method_name} · {p.paid ? 'Đã thanh toán' : 'Chưa thanh toán'}
      </p>
    </section>
  );
}

const LINE_HEADINGS = [
  { label: 'Hàng hóa, dịch vụ', className: 'py-2 pr-2' },
  { label: 'SL × Đơn giá', className: 'px-2 py-2 text-right' },
  { label: 'Thành tiền', className: 'px-2 py-2 text-right' },
  { label: 'Thuế GTGT', className: 'py-2 pl-2 text-right' },
];

function PreviewLines({ lines }: { lines: InvoicePreview['lines'] }) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left">
        <caption className="sr-only">Các dòng hóa đơn</caption>
        <thead className="text-xs text-gray-600 uppercase">
          <tr>
            {LINE_HEADINGS.map((h) => (
              <th key={h.label} scope="col" className={h.className}>
                {h.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {lines.map((l) => (
            <tr key={l.line_number} className={l.is_discount ? 'text-red-800' : ''}>
              <td className="py-2 pr-2">
                {l.name}
                {l.is_discount && <span className="block text-xs">Chiết khấu (trừ vào tổng)</span>}
              </td>
              <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">
                {l.quantity} {l.unit} × {unitPrice(l.unit_price)}
              </td>
              <td className="px-2 py-2 text-right tabular-nums">
                {l.is_discount ? '−' : ''}
                {formatVnd(l.amount_without_tax)}
              </td>
              <td className="py-2 pl-2 text-right whitespace-nowrap tabular-nums">
                {l.vat_rate}% · {l.is_discount ? '−' : ''}
                {formatVnd(l.tax_amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The totals per VAT rate, then the invoice's: goods, tax and what is paid. */
function PreviewTotals({ p }: { p: InvoicePreview }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-gray-200 pt-3 tabular-nums">
      {p.breakdowns.map((r) => (
        <div key={r.vat_rate} className="contents">
          <dt className="text-gray-600">
            Thuế suất {r.vat_rate}%: tiền hàng {formatVnd(r.taxable_amount)}, thuế
          </dt>
          <dd className="text-right">{formatVnd(r.tax_amount)}</dd>
        </div>
      ))}
      <dt>Cộng tiền hàng</dt>
      <dd className="text-right">{formatVnd(p.total_without_tax)}</dd>
      <dt>Tiền thuế GTGT</dt>
      <dd className="text-right">{formatVnd(p.total_tax)}</dd>
      <dt className="font-semibold">Tổng thanh toán</dt>
      <dd className="text-right font-semibold">{formatVnd(p.total_with_tax)}</dd>
    </dl>
  );
}
