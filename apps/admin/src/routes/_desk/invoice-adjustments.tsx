import { createFileRoute } from '@tanstack/react-router';
import { InvoiceAdjustmentsPage, adjustmentsQuery } from '../../features/wholesale/invoice-adjustments-page';
import { prefetchForStaff } from '../../lib/session';

export const Route = createFileRoute('/_desk/invoice-adjustments')({
  loader: ({ context }) => prefetchForStaff(context.queryClient, adjustmentsQuery()),
  head: () => ({ meta: [{ title: 'Hóa đơn cần điều chỉnh — Quản trị' }] }),
  component: InvoiceAdjustmentsPage,
});
