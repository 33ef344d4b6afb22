/**
 * Under the order summary (spec 2 §2): the terms box and 'Đặt hàng', disabled while the order is being placed or
 * until the terms are accepted and the required fields filled; why an order could not go sits above it.
 */
import { Link } from '@tanstack/react-router';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../components/ui/form-field';

export function PlaceOrderBox({
  terms,
  formError,
  canSubmit,
  busy,
}: {
  terms: UseFormRegisterReturn<'terms'>;
  formError: string | undefined;
  canSubmit: boolean;
  busy: boolean;
}) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-4">
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" {...terms} className="mt-0.5 size-4 accent-brand-700" />
        <span>
          Tôi đã đọc và đồng ý với{' '}
          <Link to="/dieu-khoan-dich-vu" className="text-brand-700 underline" target="_blank">
            điều khoản dịch vụ
          </Link>
        </span>
      </label>
      <FieldError id="checkout-form-error" message={formError} />
      <button
        type="submit"
        disabled={!canSubmit}
        aria-describedby={formError ? 'checkout-form-error' : undefined}
        className="mt-4 w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {busy ? 'Đang xử lý...' : 'Đặt hàng'}
      </button>
    </div>
  );
}
