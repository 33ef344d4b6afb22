import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '../../../../features/auth/require-auth';
import { OrderDetail } from '../../../../features/orders/order-detail';
import { positiveInt } from '../../../../lib/search-params';
import { pageHead } from '../../../../lib/seo';

/** /account/orders/{orderId} (spec 2 §2 'Order detail'): sign-in required. */
export const Route = createFileRoute('/_shop/account/orders/$orderId')({
  // The sign-in lives in the browser (local storage): the server can't tell, so the page is rendered there only.
  ssr: false,
  beforeLoad: requireAuth,
  head: () => pageHead('Chi tiết đơn hàng', 'Trạng thái, sản phẩm và tổng tiền của đơn hàng.'),
  component: OrderDetailRoute,
});

function OrderDetailRoute() {
  const { orderId } = Route.useParams();
  return <OrderDetail orderId={/^\d+$/.test(orderId) ? positiveInt(orderId) : undefined} />;
}
