import { Suspense, useState } from 'react';
import { LazyDrawer, loadDrawer } from '../../components/ui/lazy-drawer';
import { Spinner } from '../../components/ui/spinner';
import { CartIcon } from '../../components/ui/icons';
import { CART_TRIGGER_ATTRIBUTE, LazyCartDrawerContent, loadCartDrawerContent, useCart } from '../cart';

/** spec 2 §9: the badge shows '9+' above 9. */
export function cartBadgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** The header's cart button with its item-count badge, and the cart drawer it opens (spec 1 §2, spec 2 §2). */
export function CartDrawerButton() {
  const { itemCount, loaded } = useCart();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const preload = () => void Promise.all([loadDrawer(), loadCartDrawerContent()]);
  return (
    <>
      <button
        type="button"
        {...{ [CART_TRIGGER_ATTRIBUTE]: '' }}
        onClick={() => setOpen(true)}
        // Until the page is taken over the stored cart is unknown and a click would be lost.
        disabled={!loaded}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`Giỏ hàng, ${itemCount} sản phẩm`}
        className="relative grid size-10 place-items-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
      >
        <CartIcon className="size-6" />
        {itemCount > 0 && (
          <span
            aria-hidden="true"
            data-testid="cart-badge"
            className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-brand-700"
          >
            {cartBadgeText(itemCount)}
          </span>
        )}
      </button>
      <LazyDrawer open={open} onClose={close} title="Giỏ hàng">
        <Suspense fallback={<Spinner />}>
          <LazyCartDrawerContent onClose={close} />
        </Suspense>
      </LazyDrawer>
    </>
  );
}
