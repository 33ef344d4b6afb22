import { createFileRoute, notFound } from '@tanstack/react-router';
import { OrderDetail } from '../../../features/orders/order-detail';
import { ordersQueries } from '../../../features/orders/orders.queries';
import { prefetchForStaff } from '../../../lib/session';

export const Route = createFileRoute('/_desk/orders/$orderId')({
  params: {
    parse: ({ orderId }) => {
      const id = Number(orderId);
      if (!/^\d{1,10}$/.test(orderId) || !Number.isSafeInteger(id) || id < 1) throw notFound();
      return { orderId: id };
    },
    stringify: ({ orderId }) => ({ orderId: String(orderId) }),
  },
  loader: ({ context, params }) => prefetchForStaff(context.queryClient, ordersQueries.detail(params.orderId)),
  head: ({ params }) => ({ meta: [{ title: `Đơn hàng #${params.orderId} — Quản trị` }] }),
  component: OrderPage,
});

function OrderPage() {
  const { orderId } = Route.useParams();
  return <OrderDetail orderId={orderId} />;
}
