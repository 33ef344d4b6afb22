import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '../../../../features/auth/require-auth';
import { SepayPaymentPage } from '../../../../features/payments/sepay-payment-page';
import { positiveInt } from '../../../../lib/search-params';
import { pageHead } from '../../../../lib/seo';

/**
 * /payment/sepay/{orderId} (spec 2 §2 'Bank-transfer QR screen'): sign-in required, like the order pages (the
 * order and its payment are the shopper's own). An id that is not a positive integer is the page's error view.
 */
export const Route = createFileRoute('/_shop/payment/sepay/$orderId')({
  // The sign-in lives in the browser (local storage): the server can't tell, so the page is rendered there only.
  ssr: false,
  beforeLoad: requireAuth,
  head: () => pageHead('Thanh toán chuyển khoản', 'Quét mã QR hoặc chuyển khoản để thanh toán đơn hàng của bạn.'),
  component: SepayPaymentRoute,
});

function SepayPaymentRoute() {
  const { orderId } = Route.useParams();
  return <SepayPaymentPage orderId={/^\d+$/.test(orderId) ? positiveInt(orderId) : undefined} />;
}
