import { createFileRoute, notFound } from '@tanstack/react-router';
import { ReceiptPage } from '../../../../features/pos/receipt';

// `$saleId`: the order's id, or the till's own id (`client_sale_id`) of a sale still waiting on the device.
export const Route = createFileRoute('/_desk/pos/receipts/$saleId')({
  params: {
    parse: ({ saleId }) => {
      if (!/^(\d{1,10}|[A-Za-z0-9-]{8,64})$/.test(saleId)) throw notFound();
      return { saleId };
    },
    stringify: ({ saleId }) => ({ saleId }),
  },
  head: () => ({ meta: [{ title: 'Hóa đơn bán tại quầy — Quản trị' }] }),
  component: ReceiptRoute,
});

function ReceiptRoute() {
  return <ReceiptPage saleId={Route.useParams().saleId} />;
}
