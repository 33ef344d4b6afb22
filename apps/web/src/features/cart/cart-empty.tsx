import { Link } from '@tanstack/react-router';

/** The empty cart (spec 1 §2, spec 2 §2): 'Giỏ hàng trống' and a way back to the products. */
export function CartEmpty({ onNavigate, headingLevel = 'p' }: { onNavigate?: () => void; headingLevel?: 'p' | 'h2' }) {
  const Heading = headingLevel;
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-12 text-center">
      <svg
        viewBox="0 0 24 24"
        className="size-16 text-gray-300"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        aria-hidden="true"
      >
        <path
          d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2M10 20.5a.5.5 0 1 1-1 0 .5.5 0 0 1 1 0Zm8 0a.5.5 0 1 1-1 0 .5.5 0 0 1 1 0Z"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Heading className="text-lg font-semibold text-gray-900">Giỏ hàng trống</Heading>
      <Link
        to="/products"
        onClick={onNavigate}
        className="rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Tiếp tục mua sắm
      </Link>
    </div>
  );
}
