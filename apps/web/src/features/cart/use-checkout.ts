import { CART_MESSAGES } from '@shop/domain/cart.rules';
import { useNavigate } from '@tanstack/react-router';
import { useCart } from './cart-context';
import { showCartError } from './cart-toast';

/**
 * 'Thanh toán' (spec 2 §2, §5): the cart's limits are validated before going to /checkout; the first failure is
 * toasted and the shopper stays. Returns a handler that resolves true when it navigated.
 */
export function useGoToCheckout(): () => Promise<boolean> {
  const { validateCart } = useCart();
  const navigate = useNavigate();
  return async () => {
    const result = validateCart();
    if (!result.success) {
      showCartError(result.message ?? CART_MESSAGES.checkoutLimitFallback);
      return false;
    }
    await navigate({ to: '/checkout' });
    return true;
  };
}
