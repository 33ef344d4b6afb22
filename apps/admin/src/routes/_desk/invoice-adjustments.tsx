import { createFileRoute } from '@tanstack/react-router';
import { InvoiceAdjustmentsPage } from '../../features/invoices/invoice-adjustments-page';
import { invoicesQueries } from '../../features/invoices/invoices.queries';
import { prefetchForStaff } from '../../lib/session';

export const Route = createFileRoute('/_desk/invoice-adjustments')({
  loader: ({ context }) => prefetchForStaff(context.queryClient, invoicesQueries.adjustments()),
  head: () => ({ meta: [{ title: 'Hóa đơn cần điều chỉnh — Quản trị' }] }),
  component: InvoiceAdjustmentsPage,
});
