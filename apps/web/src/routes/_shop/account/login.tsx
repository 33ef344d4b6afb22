import { createFileRoute, redirect } from '@tanstack/react-router';
import { accountPageHead } from '../../../features/auth/auth-head';
import { getAuthStatus } from '../../../features/auth/auth-store';
import { LoginForm } from '../../../features/auth/login-form';
import { parseLoginSearch } from '../../../features/auth/require-auth';

/** /account/login (spec 1 §2 Login). `redirect`: the guarded page that sent the shopper here. */
export const Route = createFileRoute('/_shop/account/login')({
  // The sign-in lives in the browser (local storage): the server can't tell, so the page is rendered there only.
  ssr: false,
  validateSearch: parseLoginSearch,
  // Already signed in: nothing to do here.
  beforeLoad: ({ search }) => {
    if (getAuthStatus() === 'authenticated') throw redirect({ href: search.redirect ?? '/account', replace: true });
  },
  head: () =>
    accountPageHead(
      'Đăng nhập',
      'Đăng nhập tài khoản Trà Sữa Nguyên Liệu để xem giỏ hàng, đơn hàng và thông tin cá nhân.',
    ),
  component: LoginPage,
});

function LoginPage() {
  const { redirect: redirectTo } = Route.useSearch();
  return <LoginForm redirectTo={redirectTo} />;
}
