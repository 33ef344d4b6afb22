import { createFileRoute } from '@tanstack/react-router';
import { accountPageHead } from '../../../features/auth/auth-head';
import { ForgotPasswordForm } from '../../../features/auth/forgot-password-form';

/** /account/forgot-password (spec 1 §2 Forgot password). */
export const Route = createFileRoute('/_shop/account/forgot-password')({
  head: () => accountPageHead('Quên mật khẩu', 'Nhập email tài khoản để nhận liên kết đặt lại mật khẩu.'),
  component: ForgotPasswordForm,
});
