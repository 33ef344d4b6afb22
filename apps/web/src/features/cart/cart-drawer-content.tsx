import { formatVnd } from '@shop/domain/money';
import { Link } from '@tanstack/react-router';
import { useCart } from './cart-context';
import { CartEmpty } from './cart-empty';
import { CartLine } from './cart-line';
import { useGoToCheckout } from './use-checkout';

/**
 * What the header's cart drawer shows (spec 2 §2 'Cart drawer'): the lines with thumbnail, title, variant/unit,
 * plus/minus, remove and line total; the total with the item count; 'Thanh toán', which validates the limits
 * before /checkout, and 'Tiếp tục mua sắm'. The drawer itself (title, close button, Escape) is the header's.
 */
export function CartDrawerContent({ onClose }: { onClose: () => void }) {
  const { items, itemCount, total } = useCart();
  const goToCheckout = useGoToCheckout();

  if (items.length === 0) return <CartEmpty onNavigate={onClose} />;

  return (
    <div className="flex min-h-full flex-col">
      <ul className="flex-1 divide-y divide-gray-100 px-4" aria-label="Sản phẩm trong giỏ hàng">
        {items.map((item) => (
          <CartLine key={item.key} item={item} compact onNavigate={onClose} />
        ))}
      </ul>
      {/* Sticky inside the drawer's scrolling area: the total and the buttons stay in reach of a thumb. */}
      <div className="sticky bottom-0 border-t border-gray-200 bg-white px-4 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3">
        <p className="flex items-baseline justify-between gap-2">
          <span className="text-sm text-gray-700">Tổng cộng ({itemCount} sản phẩm)</span>
          <span className="text-lg font-bold text-red-600">{formatVnd(total)}</span>
        </p>
        <div className="mt-3 grid gap-2">
          <button
            type="button"
            onClick={async () => {
              if (await goToCheckout()) onClose();
            }}
            className="w-full rounded-md bg-brand-700 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Thanh toán
          </button>
          <Link
            to="/products"
            onClick={onClose}
            className="w-full rounded-md border border-gray-300 px-4 py-3 text-center text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Tiếp tục mua sắm
          </Link>
        </div>
      </div>
    </div>
  );
}
