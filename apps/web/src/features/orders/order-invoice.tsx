import { E_INVOICE_STATUS_LABELS } from '@shop/domain/vat-invoice.rules';
import type { Order } from '@shop/domain/order-response.schemas';
import { useState } from 'react';
import { getAccessToken } from '../../lib/api-client';
import { toast } from '../../lib/toast';

/** Downloads the e-invoice's PDF with the shopper's token (a plain link would carry none). */
async function downloadPdf(orderId: number) {
  const token = getAccessToken();
  const res = await fetch(`/api/orders/${orderId}/invoice.pdf`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`invoice ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `hoa-don-${orderId}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The order page's VAT invoice (DESIGN §13): the company it is made out to, the e-invoice's state and, once issued,
 * its number and the PDF. Nothing for an order with neither a request nor an invoice.
 */
export function OrderInvoice({ order }: { order: Order }) {
  const [busy, setBusy] = useState(false);
  const invoice = order.invoice;
  if (!invoice || (invoice.status === 'none' && !invoice.tax_code)) return null;
  const download = async () => {
    setBusy(true);
    try {
      await downloadPdf(order.id);
    } catch {
      toast.error('Chưa tải được hóa đơn, vui lòng thử lại sau.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="invoice-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="invoice-heading" className="mb-3 font-semibold">
        Hóa đơn VAT
      </h2>
      <dl className="space-y-1 text-sm">
        {invoice.company_name && (
          <p>
            {invoice.company_name} · MST {invoice.tax_code}
          </p>
        )}
        <p>
          Trạng thái: {E_INVOICE_STATUS_LABELS[invoice.status]}
          {invoice.number ? ` · Số ${invoice.number}` : ''}
        </p>
      </dl>
      {invoice.status === 'issued' && (
        <button
          type="button"
          onClick={() => void download()}
          disabled={busy}
          className="mt-3 rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {busy ? 'Đang tải…' : 'Tải hóa đơn (PDF)'}
        </button>
      )}
    </section>
  );
}
