import type { CartItem } from '@shop/domain/cart.rules';
import { formatVnd } from '@shop/domain/money';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCart } from './cart-context';
import { CartEmpty } from './cart-empty';
import { CartLine } from './cart-line';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useGoToCheckout } from './use-checkout';

/**
 * The /cart page (spec 1 §2 'Cart'): the lines with plus/minus and remove, clear all behind a confirmation, and
 * a summary with the subtotal, free shipping ('Miễn phí', spec 1 §9) and the total, with the ways on to
 * /checkout and /products.
 */
export function CartPage() {
  const { items, loaded, itemCount, total, clearCart } = useCart();
  const [confirming, setConfirming] = useState(false);

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">Giỏ hàng</h1>
      {!loaded ? (
        <div aria-hidden="true" className="mt-4 h-48 animate-pulse rounded-lg bg-gray-100" />
      ) : items.length === 0 ? (
        <div className="mt-4 rounded-lg border border-gray-200 bg-white">
          <CartEmpty headingLevel="h2" />
        </div>
      ) : (
        <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_20rem] lg:items-start">
          <CartLines items={items} itemCount={itemCount} onClearAll={() => setConfirming(true)} />
          <CartSummary itemCount={itemCount} total={total} />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Xóa tất cả sản phẩm?"
        message="Tất cả sản phẩm sẽ bị xóa khỏi giỏ hàng của bạn."
        confirmLabel="Xóa tất cả"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          clearCart();
          setConfirming(false);
        }}
      />
    </div>
  );
}

/** The lines, under their count and 'Xóa tất cả' (which asks first). */
function CartLines({ items, itemCount, onClearAll }: { items: CartItem[]; itemCount: number; onClearAll: () => void }) {
  return (
    <section aria-labelledby="cart-lines" className="rounded-lg border border-gray-200 bg-white px-3 sm:px-4">
      <div className="flex items-center justify-between gap-2 border-b border-gray-100 py-2">
        <h2 id="cart-lines" className="text-sm font-semibold text-gray-700">
          {itemCount} sản phẩm
        </h2>
        <button
          type="button"
          onClick={onClearAll}
          className="-mr-2 rounded-md px-2 py-2 text-sm font-semibold text-red-600 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Xóa tất cả
        </button>
      </div>
      <ul className="divide-y divide-gray-100">
        {items.map((item) => (
          <CartLine key={item.key} item={item} />
        ))}
      </ul>
    </section>
  );
}

/** Subtotal, free shipping and total, then on to /checkout or back to /products. */
function CartSummary({ itemCount, total }: { itemCount: number; total: number }) {
  const goToCheckout = useGoToCheckout();
  return (
    <section
      aria-labelledby="cart-summary"
      className="rounded-lg border border-gray-200 bg-white p-4 lg:sticky lg:top-4"
    >
      <h2 id="cart-summary" className="text-base font-semibold text-gray-900">
        Tóm tắt đơn hàng
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-gray-600">Tạm tính ({itemCount} sản phẩm)</dt>
          <dd className="font-medium text-gray-900">{formatVnd(total)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-gray-600">Phí vận chuyển</dt>
          <dd className="font-medium text-brand-700">Miễn phí</dd>
        </div>
        <div className="flex items-baseline justify-between gap-2 border-t border-gray-100 pt-2">
          <dt className="font-semibold text-gray-900">Tổng cộng</dt>
          <dd className="text-lg font-bold text-red-600">{formatVnd(total)}</dd>
        </div>
      </dl>
      <div className="mt-4 grid gap-2">
        <button
          type="button"
          onClick={() => void goToCheckout()}
          className="w-full rounded-md bg-brand-700 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Thanh toán
        </button>
        <Link
          to="/products"
          className="w-full rounded-md border border-gray-300 px-4 py-3 text-center text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Tiếp tục mua sắm
        </Link>
      </div>
    </section>
  );
}
