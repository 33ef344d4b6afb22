import { createFileRoute } from '@tanstack/react-router';
import { DeliveryNotes } from '../../../features/orders/delivery-notes';
import { PrintSearch, parseIds } from '../../../features/orders/orders-search';

export const Route = createFileRoute('/_desk/orders/print')({
  validateSearch: PrintSearch,
  head: () => ({ meta: [{ title: 'In phiếu giao hàng — Quản trị' }] }),
  component: PrintPage,
});

function PrintPage() {
  const { ids, size } = Route.useSearch();
  return <DeliveryNotes ids={parseIds(ids)} size={size} />;
}
