import { createFileRoute } from '@tanstack/react-router';
import { OrderLookup } from '../../features/orders/order-lookup';
import { positiveInt, text } from '../../lib/search-params';
import { pageHead } from '../../lib/seo';

interface TrackingSearch {
  /** A number when it is one: the router writes a numeric string as '"123"' in the address. */
  order_id?: number | string | undefined;
  email?: string | undefined;
}

/** /tracking?order_id=&email= (spec 2 §2): both default to empty; `email` may be the order's phone. */
export const Route = createFileRoute('/_shop/tracking')({
  validateSearch: (search: Record<string, unknown>): TrackingSearch => {
    const orderId = positiveInt(search.order_id) ?? text(search.order_id, 20);
    const email = text(search.email, 254);
    return { ...(orderId ? { order_id: orderId } : {}), ...(email ? { email } : {}) };
  },
  head: () =>
    pageHead('Tra cứu đơn hàng', 'Tra cứu trạng thái đơn hàng bằng mã đơn hàng và email hoặc số điện thoại đặt hàng.'),
  component: TrackingRoute,
});

function TrackingRoute() {
  const search = Route.useSearch();
  const order_id = String(search.order_id ?? '');
  const email = search.email ?? '';
  // Keyed by the search: the form follows the address (a link from the success page, the back button).
  return <OrderLookup key={`${order_id}|${email}`} orderId={order_id} email={email} />;
}
