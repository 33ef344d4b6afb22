import { createFileRoute } from '@tanstack/react-router';
import { accountPageHead } from '../../../../features/auth/auth-head';
import { ResetPasswordForm } from '../../../../features/auth/reset-password-form';

/** /reset-password/{uid}/{token} (spec 1 §2 Reset password): the link of the reset e-mail. */
export const Route = createFileRoute('/_shop/reset-password/$uid/$token')({
  head: () => {
    const head = accountPageHead('Đặt lại mật khẩu', 'Chọn mật khẩu mới cho tài khoản của bạn.');
    // The address holds the reset token: never send it to another site as a referrer.
    return { meta: [...head.meta, { name: 'referrer', content: 'no-referrer' }] };
  },
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { uid, token } = Route.useParams();
  return <ResetPasswordForm uid={uid} token={token} />;
}
