import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '../../../features/auth/require-auth';
import { PaymentPage } from '../../../features/payments/payment-page';
import { positiveInt } from '../../../lib/search-params';
import { pageHead } from '../../../lib/seo';

interface PaymentSearch {
  /**
   * PayOS sends the shopper back here from its cancel button with `?code=&id=&cancel=true&status=CANCELLED&
   * orderCode=`; the page says the online payment was cancelled. The other parameters are accepted and unused.
   */
  cancel?: true | undefined;
}

/** /payment/{orderId} (spec 2 §2 'Payment screen'): sign-in required, like the account pages. */
export const Route = createFileRoute('/_shop/payment/$orderId')({
  // The sign-in lives in the browser (local storage): the server can't tell, so the page is rendered there only.
  ssr: false,
  validateSearch: (search: Record<string, unknown>): PaymentSearch => ({
    cancel: search.cancel === true || search.cancel === 'true' || search.status === 'CANCELLED' ? true : undefined,
  }),
  beforeLoad: requireAuth,
  head: () => pageHead('Thanh toán đơn hàng', 'Chọn phương thức thanh toán hoặc hủy đơn hàng của bạn.'),
  component: PaymentRoute,
});

function PaymentRoute() {
  const { orderId } = Route.useParams();
  const { cancel } = Route.useSearch();
  return (
    <PaymentPage orderId={/^\d+$/.test(orderId) ? positiveInt(orderId) : undefined} cancelledOnline={cancel === true} />
  );
}
