/**
 * An order's totals (DESIGN §4 'Totals'), computed the same way by the server, which is the authority, and by the
 * checkout summary. All amounts are integer dong.
 */
import { roundHalfUp } from './money';
import { type Priced, linePrice } from './pricing';
import { voucherDiscount } from './voucher.rules';

export interface OrderLine extends Priced {
  quantity: number;
}

export interface OrderTotals {
  /** Σ line price × quantity (the API's `total_price`). */
  subtotal: number;
  goodsDiscount: number;
  shippingFee: number;
  shippingDiscount: number;
  /** goods discount + shipping discount (the API's `discount`). */
  discount: number;
  /** round(subtotal × tax rate) when the shop charges tax, else 0. */
  taxAmount: number;
  finalTotal: number;
}

/**
 * final_total = subtotal − goods discount + shipping fee − shipping discount + tax. Tax is off by default (prices
 * include VAT); when on, `taxRate` is a fraction (0.08) applied to the subtotal and rounded half up.
 */
export function priceOrder(input: {
  lines: readonly OrderLine[];
  shippingFee: number;
  voucher?: { value: number; is_percentage: boolean; max_discount?: number | null } | null;
  taxRate?: number | null;
}): OrderTotals {
  const subtotal = input.lines.reduce((sum, line) => sum + linePrice(line) * line.quantity, 0);
  const { goods, shipping } = input.voucher
    ? voucherDiscount(input.voucher, { subtotal, shippingFee: input.shippingFee })
    : { goods: 0, shipping: 0 };
  const taxAmount = input.taxRate ? roundHalfUp(subtotal * input.taxRate) : 0;
  return {
    subtotal,
    goodsDiscount: goods,
    shippingFee: input.shippingFee,
    shippingDiscount: shipping,
    discount: goods + shipping,
    taxAmount,
    finalTotal: subtotal - goods + input.shippingFee - shipping + taxAmount,
  };
}
