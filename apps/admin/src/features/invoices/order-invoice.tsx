/**
 * The order's VAT e-invoice (DESIGN §13): the company it is made out to (or the shopper, who does not get it), its
 * state at SInvoice, number and series, the provider's reason when it failed, and a retry; a review of what it
 * carries before it is made, and its PDF once it is.
 */
import type { AdminOrderInvoice } from '@shop/domain/invoice.schemas';
import { E_INVOICE_STATUS_LABELS } from '@shop/domain/vat-invoice.rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/button';
import { formatDateTime } from '../../lib/format';
import { InvoicePreviewDialog } from './invoice-preview-dialog';
import { fetchInvoicePdf, invoiceWrites, invoicesQueries } from './invoices.queries';

const TONES: Record<AdminOrderInvoice['status'], string> = {
  none: 'bg-gray-100 text-gray-700',
  pending: 'bg-blue-50 text-blue-800',
  issued: 'bg-brand-100 text-brand-800',
  failed: 'bg-red-50 text-red-800',
};

/** How long the PDF's address stays valid: long enough for the tab to load it, and to save it from there. */
const PDF_URL_LIFETIME_MS = 5 * 60_000;

/**
 * Opens the invoice's PDF in a new tab: opened in the click itself (one opened after an await is blocked as a
 * pop-up), then given the file once the API answered: the call needs the staff token, which a plain link lacks.
 */
async function openInvoicePdf(orderId: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchInvoicePdf(orderId));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export function OrderInvoice({ orderId }: { orderId: number }) {
  const queryClient = useQueryClient();
  const [previewing, setPreviewing] = useState(false);
  const pdf = useMutation({ mutationFn: () => openInvoicePdf(orderId), onError: (e) => toast.error(e.message) });
  const invoice = useQuery(invoicesQueries.ofOrder(orderId));
  const retry = useMutation({
    mutationFn: () => invoiceWrites.retry(orderId),
    onSuccess: (answer) => {
      queryClient.setQueryData(invoicesQueries.ofOrder(orderId).queryKey, answer);
      toast.success('Đã xếp lịch xuất lại hóa đơn.');
    },
    onError: (error) => toast.error(error.message),
  });
  const data = invoice.data;
  if (!data) return <p className="text-sm text-gray-600">{invoice.error ? invoice.error.message : 'Đang tải…'}</p>;
  return (
    <div className="space-y-2 text-sm">
      <p>
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${TONES[data.status]}`}>
          {E_INVOICE_STATUS_LABELS[data.status]}
        </span>
        {data.number && (
          <span className="ml-2">
            Số {data.number} · Ký hiệu {data.series}
            {data.issued_at ? ` · ${formatDateTime(data.issued_at)}` : ''}
          </span>
        )}
      </p>
      <p className="text-gray-700">
        {data.tax_code
          ? `${data.company_name} · MST ${data.tax_code} · ${data.address} · ${data.email}`
          : 'Khách không yêu cầu hóa đơn công ty (xuất cho người mua, không gửi hóa đơn).'}
      </p>
      {data.error && <p className="text-red-700">Lý do lỗi: {data.error}</p>}
      <div className="flex flex-wrap gap-2">
        {data.status === 'issued' ? (
          <Button tone="secondary" busy={pdf.isPending} onClick={() => pdf.mutate()}>
            Mở PDF hóa đơn
          </Button>
        ) : (
          <Button tone="secondary" onClick={() => setPreviewing(true)}>
            Xem trước hóa đơn
          </Button>
        )}
        {(data.status === 'failed' || data.status === 'pending') && (
          <Button tone="secondary" busy={retry.isPending} onClick={() => retry.mutate()}>
            Xuất lại hóa đơn
          </Button>
        )}
      </div>
      {previewing && <InvoicePreviewDialog orderId={orderId} onClose={() => setPreviewing(false)} />}
    </div>
  );
}
