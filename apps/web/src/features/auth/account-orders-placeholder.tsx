import { Link } from '@tanstack/react-router';

/**
 * The order-history tab until the orders issue brings its list (`OrderHistory` in features/orders): the empty
 * state. Swap this component for that one in account-page.tsx.
 */
export function AccountOrdersPlaceholder() {
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center">
      <svg
        viewBox="0 0 24 24"
        className="size-12 text-gray-300"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        aria-hidden="true"
      >
        <path d="M6 2h9l5 5v15H6z" strokeLinejoin="round" />
        <path d="M14 2v6h6M9 13h8M9 17h5" strokeLinecap="round" />
      </svg>
      <p className="text-gray-600">Bạn chưa có đơn hàng nào.</p>
      <Link
        to="/products"
        className="rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Mua sắm ngay
      </Link>
    </div>
  );
}
