/**
 * The checkout's order summary (spec 2 §2): items, subtotal, shipping line, voucher discount, the tax when the shop
 * adds it (its rate with one decimal, spec 2 §9) and total.
 */
import { type CartItem, unitPriceOf } from '@shop/domain/cart.rules';
import { DELIVERY_METHOD_LABELS } from '@shop/domain/locations.rules';
import { formatVnd } from '@shop/domain/money';
import { taxRowLabel } from '@shop/domain/order-pricing';
import { SHIPPING_MESSAGES } from '@shop/domain/shipping.rules';
import type { CheckoutTotals } from './checkout-totals';
import type { ShippingState } from './use-shipping-fee';
import { DetailRow } from '../../components/ui/detail-row';
import { PLACEHOLDER_IMAGE, showPlaceholder } from '../../components/ui/placeholder-image';
import { ResponsiveImage } from '../../components/ui/responsive-image';

export const SHIPPING_UNKNOWN = 'Nhập địa chỉ để tính phí';
export const SHIPPING_FREE = 'Miễn phí';
/** The note beside a partner carrier's fee when the server's answer names none. */
export const CARRIER_CHARGED_NOTE = 'Phí vận chuyển theo biểu phí của đơn vị vận chuyển';

export function ShippingValue({ state }: { state: ShippingState }) {
  switch (state.kind) {
    case 'unknown':
      return <span className="text-gray-500">{SHIPPING_UNKNOWN}</span>;
    case 'loading':
      return <span className="text-gray-500">Đang tính phí...</span>;
    case 'error':
      return <span className="text-red-600">{state.message}</span>;
    case 'fallback':
      return <span>{formatVnd(state.fee)}</span>;
    case 'ok':
      // The carrier collects its own fee on delivery: the note instead of an amount.
      if (state.dvvc && state.fee === 0) return <span className="text-gray-700">{SHIPPING_MESSAGES.carrier}</span>;
      return <span>{state.fee === 0 ? SHIPPING_FREE : formatVnd(state.fee)}</span>;
  }
}

/**
 * The line under the fee: the courier's or the carrier's word on it. A carrier's fee the shop charges comes with
 * the carrier-charged note (the server's message names the carrier); one the carrier collects shows the quote to
 * expect.
 */
function ShippingNote({ state }: { state: Extract<ShippingState, { kind: 'ok' }> }) {
  if (state.dvvc && state.fee > 0) {
    return <p className="text-xs text-gray-500">{state.message || CARRIER_CHARGED_NOTE}</p>;
  }
  if (state.dvvc && state.carrierFee !== null) {
    return <p className="text-xs text-gray-500">Phí dự kiến: {formatVnd(state.carrierFee)}</p>;
  }
  return !state.dvvc && state.message ? <p className="text-xs text-gray-500">{state.message}</p> : null;
}

export function OrderSummary({
  items,
  totals,
  shipping,
  pickup = false,
  voucherCode,
}: {
  items: CartItem[];
  totals: CheckoutTotals;
  shipping: ShippingState;
  /** Collected at a store (DESIGN §15): no delivery, so a shipping line of 0. */
  pickup?: boolean;
  voucherCode: string | null;
}) {
  return (
    <section aria-labelledby="summary-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="summary-heading" className="mb-3 text-lg font-semibold">
        Đơn hàng của bạn
      </h2>
      <ul className="divide-y divide-gray-100">
        {items.map((item) => (
          <li key={item.key} className="flex gap-3 py-3">
            <ResponsiveImage
              src={item.thumbnail || PLACEHOLDER_IMAGE}
              slot="thumb"
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-14 shrink-0 rounded border border-gray-100 object-cover"
              onError={showPlaceholder}
            />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium">{item.title}</p>
              <p className="text-xs text-gray-500">
                {formatVnd(unitPriceOf(item))} × {item.quantity}
                {item.unit ? ` ${item.unit}` : ''}
              </p>
            </div>
            <p className="shrink-0 text-sm font-medium">{formatVnd(unitPriceOf(item) * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-2 border-t border-gray-200 pt-3 text-sm">
        <DetailRow label="Tạm tính">{formatVnd(totals.subtotal)}</DetailRow>
        <DetailRow label="Phí vận chuyển">
          {pickup ? <span>{formatVnd(0)}</span> : <ShippingValue state={shipping} />}
        </DetailRow>
        {pickup && <p className="text-xs text-gray-500">{DELIVERY_METHOD_LABELS.pickup}</p>}
        {!pickup && shipping.kind === 'fallback' && <p className="text-xs text-orange-600">{shipping.message}</p>}
        {!pickup && shipping.kind === 'ok' && <ShippingNote state={shipping} />}
        {voucherCode && (
          <DetailRow label={`Giảm giá (${voucherCode})`}>
            <span className="text-brand-700">-{formatVnd(totals.discount)}</span>
          </DetailRow>
        )}
        {totals.taxRate !== null && (
          <DetailRow label={taxRowLabel(totals.taxRate)}>{formatVnd(totals.taxAmount)}</DetailRow>
        )}
        <div className="flex items-baseline justify-between border-t border-gray-200 pt-3 text-base font-semibold">
          <dt>Tổng cộng</dt>
          <dd className="text-lg text-red-600">{formatVnd(totals.finalTotal)}</dd>
        </div>
      </dl>
    </section>
  );
}
