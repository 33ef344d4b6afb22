import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../features/checkout/checkout-page';
import { pageHead } from '../../lib/seo';

/**
 * /checkout (spec 2 §2). Open to guests: their account is created when they order (spec 2 §4). The cart lives in
 * the browser, so there is nothing to preload.
 */
export const Route = createFileRoute('/_shop/checkout')({
  head: () =>
    pageHead(
      'Thanh toán',
      'Nhập thông tin giao hàng, chọn voucher và đặt hàng: thanh toán khi nhận hàng, chuyển khoản qua mã QR hoặc trực tuyến.',
    ),
  component: CheckoutPage,
});
