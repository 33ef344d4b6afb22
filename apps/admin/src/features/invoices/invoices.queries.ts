/**
 * The e-invoices' calls (DESIGN §13): an order's invoice (its state at SInvoice, a retry, its PDF), the body it would
 * be made from, and the returned orders whose issued invoice needs an adjustment. Keys start with
 * `['admin', 'invoices']`.
 */
import type { AdminOrderInvoice, InvoiceAdjustment, InvoicePreview } from '@shop/domain/invoice.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api, apiBlob } from '../../lib/api';

const INVOICES = ['admin', 'invoices'] as const;

export const invoicesQueries = {
  ofOrder: (orderId: number) =>
    queryOptions({
      queryKey: [...INVOICES, 'order', orderId],
      queryFn: ({ signal }) => api<AdminOrderInvoice>(`/api/admin/orders/${orderId}/invoice/`, { signal }),
    }),
  /** The invoice as it would be made now: asked afresh each time the review opens. */
  preview: (orderId: number) =>
    queryOptions({
      queryKey: [...INVOICES, 'order', orderId, 'preview'],
      queryFn: ({ signal }) => api<InvoicePreview>(`/api/admin/orders/${orderId}/invoice/preview/`, { signal }),
      staleTime: 0,
    }),
  adjustments: () =>
    queryOptions({
      queryKey: [...INVOICES, 'adjustments'],
      queryFn: ({ signal }) => api<InvoiceAdjustment[]>('/api/admin/invoices/adjustments/', { signal }),
    }),
};

export const invoiceWrites = {
  /** Queues the order's invoice again (a failed or still pending one). */
  retry: (orderId: number) => api<AdminOrderInvoice>(`/api/admin/orders/${orderId}/invoice/`, { method: 'POST' }),
};

/** The issued invoice's PDF, fetched with the staff token (a plain link would lack it). */
export const fetchInvoicePdf = (orderId: number): Promise<Blob> => apiBlob(`/api/admin/orders/${orderId}/invoice.pdf`);
