import { createFileRoute } from '@tanstack/react-router';
import { OrderSuccess } from '../../../features/orders/order-success';
import { positiveInt } from '../../../lib/search-params';
import { pageHead } from '../../../lib/seo';

/** /order-success/{orderId} (spec 2 §2). Not preloaded: a failed load is the page's own error view (spec 2 §8). */
export const Route = createFileRoute('/_shop/order-success/$orderId')({
  head: () => pageHead('Đặt hàng thành công', 'Xác nhận đơn hàng của bạn: mã đơn, sản phẩm và tổng tiền.'),
  component: OrderSuccessRoute,
});

function OrderSuccessRoute() {
  const { orderId } = Route.useParams();
  return <OrderSuccess orderId={/^\d+$/.test(orderId) ? positiveInt(orderId) : undefined} />;
}
