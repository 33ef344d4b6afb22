/**
 * The checkout summary's totals (spec 2 §2): the cart priced as the server will price the order (the domain's
 * `priceOrder`), with the fee shown, the voucher picked and the shop's tax rate (GET /api/config `tax_rate`), so the
 * total the shopper reads is the total placed.
 */
import { type CartItem, unitPriceOf } from '@shop/domain/cart.rules';
import { type OrderTotals, priceOrder } from '@shop/domain/order-pricing';

export interface CheckoutTotals extends OrderTotals {
  /** The rate the tax row names; null when the shop adds no tax (no row). */
  taxRate: number | null;
}

export function checkoutTotals({
  items,
  shippingFee,
  voucher,
  taxRate,
}: {
  items: readonly CartItem[];
  /** null while unknown: the summary adds none yet. */
  shippingFee: number | null;
  voucher: { value: number; is_percentage: boolean; max_discount?: number | null } | null;
  taxRate: number | null;
}): CheckoutTotals {
  const totals = priceOrder({
    lines: items.map((i) => ({ price: unitPriceOf(i), discount_price: null, quantity: i.quantity })),
    shippingFee: shippingFee ?? 0,
    voucher,
    taxRate,
  });
  return { ...totals, taxRate };
}
