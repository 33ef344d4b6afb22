import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../../features/auth/account-page';
import { parseAccountSearch } from '../../../features/auth/account-tabs';
import { accountPageHead } from '../../../features/auth/auth-head';
import { requireAuth } from '../../../features/auth/require-auth';
import { OrderHistory } from '../../../features/orders/order-history';

/** /account (spec 1 §2 Account): sign-in required; `?tab=password|orders` picks a tab. */
export const Route = createFileRoute('/_shop/account/')({
  // The sign-in lives in the browser (local storage): the server can't tell, so the page is rendered there only.
  ssr: false,
  validateSearch: parseAccountSearch,
  beforeLoad: requireAuth,
  head: () => accountPageHead('Tài khoản của tôi', 'Thông tin cá nhân, đổi mật khẩu và lịch sử đơn hàng.'),
  component: AccountRoute,
});

function AccountRoute() {
  const { tab = 'profile' } = Route.useSearch();
  return <AccountPage tab={tab} orderHistory={<OrderHistory />} />;
}
