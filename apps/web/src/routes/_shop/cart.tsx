import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../../features/cart/cart-page';
import { pageHead } from '../../lib/seo';

/** /cart (spec 1 §2 'Cart'). The lines live in the browser (local storage), so there is nothing to preload. */
export const Route = createFileRoute('/_shop/cart')({
  // ── AUTH GUARD (issue 4, item 3; spec 1 §2, §6) ─────────────────────────────────────────────────────────
  // /cart requires sign-in: the auth feature adds its `beforeLoad` here, redirecting to /account/login when
  // the shopper is not signed in. Deliberately left out of the cart's work.
  // ─────────────────────────────────────────────────────────────────────────────────────────────────────────
  head: () =>
    pageHead(
      'Giỏ hàng',
      'Giỏ hàng của bạn: xem lại sản phẩm, số lượng và tổng tiền trước khi thanh toán. Miễn phí vận chuyển.',
    ),
  component: CartPage,
});
