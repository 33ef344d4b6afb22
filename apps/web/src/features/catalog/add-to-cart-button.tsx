import type { Product, Variant } from '@shop/domain/catalog.schemas';
import { useState } from 'react';
import { useCart } from '../cart';

/**
 * Adds the chosen option to the cart. The cart shows the toasts and plays the fly-to-cart animation from the
 * product image (spec 1 §4); the button is disabled while the add runs, so a double tap adds once.
 */
export function AddToCartButton({
  product,
  variant,
  quantity,
  disabled,
}: {
  product: Product;
  variant: Variant | undefined;
  quantity: number;
  disabled: boolean;
}) {
  // `loaded`: the page has been taken over; a click on the server's page before that would do nothing.
  const { addToCart, loaded } = useCart();
  const [adding, setAdding] = useState(false);
  const add = async () => {
    setAdding(true);
    try {
      await addToCart(product, quantity, variant);
    } finally {
      setAdding(false);
    }
  };
  return (
    <button
      type="button"
      disabled={disabled || adding || !loaded}
      aria-busy={adding}
      onClick={() => void add()}
      className={`flex h-12 w-full items-center justify-center gap-2 rounded-lg px-6 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-auto ${disabled || adding ? 'cursor-not-allowed bg-gray-300 text-gray-600' : 'bg-brand-700 text-white hover:bg-brand-800'}`}
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path
          d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      {adding ? 'Đang thêm...' : 'Thêm vào giỏ hàng'}
    </button>
  );
}
