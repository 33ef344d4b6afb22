import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '../../features/auth/require-auth';
import { CartPage } from '../../features/cart/cart-page';
import { pageHead } from '../../lib/seo';

/** /cart (spec 1 §2 'Cart'). The lines live in the browser (local storage), so there is nothing to preload. */
export const Route = createFileRoute('/_shop/cart')({
  // The sign-in lives in the browser (local storage): the server can't tell, so the page is rendered there only.
  ssr: false,
  // ── AUTH GUARD (item 3; spec 1 §2, §6) ─────────────────────────────────────────────────────────
  // /cart requires sign-in: not signed in → /account/login, which brings the shopper back here afterwards.
  beforeLoad: requireAuth,
  // ─────────────────────────────────────────────────────────────────────────────────────────────────────────
  head: () =>
    pageHead(
      'Giỏ hàng',
      'Giỏ hàng của bạn: xem lại sản phẩm, số lượng và tổng tiền trước khi thanh toán. Miễn phí vận chuyển.',
    ),
  component: CartPage,
});
