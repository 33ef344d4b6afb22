import { createFileRoute } from '@tanstack/react-router';
import { accountPageHead } from '../../../features/auth/auth-head';
import { RegisterForm } from '../../../features/auth/register-form';

/** /account/register (spec 1 §2 Register). */
export const Route = createFileRoute('/_shop/account/register')({
  head: () =>
    accountPageHead(
      'Đăng ký tài khoản',
      'Tạo tài khoản Trà Sữa Nguyên Liệu để đặt hàng nhanh hơn và theo dõi đơn hàng của bạn.',
    ),
  component: RegisterForm,
});
