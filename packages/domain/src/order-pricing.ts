/**
 * An order's totals (DESIGN §4 'Totals'), computed the same way by the server, which is the authority, and by the
 * checkout summary. All amounts are integer dong.
 */
import { roundHalfUp } from './money';
import { type Priced, linePrice } from './pricing';
import { voucherDiscount } from './voucher.rules';

/**
 * The tax the shop adds on top of an amount (DESIGN §4, spec 2 §9 'tax amount is total_price times tax'): the
 * amount × the rate, rounded half up to the dong; 0 without a rate. The rate is a fraction (0.08).
 */
export function taxAmountOf(amount: number, taxRate: number | null | undefined): number {
  return taxRate ? roundHalfUp(amount * taxRate) : 0;
}

/** The shop's tax setting as stored: off by default, because prices include VAT (DESIGN §4). */
export interface TaxSetting {
  have_tax: boolean;
  /** A fraction (0.08). */
  tax_rate: number;
}

/** The rate an order placed now is priced with: the setting's rate when the shop charges tax, else null. */
export function chargedTaxRate(tax: TaxSetting): number | null {
  return tax.have_tax ? tax.tax_rate : null;
}

/**
 * A tax rate as the shopper reads it, a percent with one decimal (spec 2 §3 'tax … shown as a percent with one
 * decimal'): 0.08 → '8,0%', 0.0725 → '7,3%'. Written out rather than asked of Intl (see money.ts `groupThousands`).
 */
export function formatTaxRate(taxRate: number): string {
  const tenths = Math.round(taxRate * 1000);
  return `${Math.trunc(tenths / 10)},${Math.abs(tenths % 10)}%`;
}

/** The totals row of the tax, its rate in the label: 'Thuế (8,0%)'. */
export const taxRowLabel = (taxRate: number) => `Thuế (${formatTaxRate(taxRate)})`;

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
  const taxAmount = taxAmountOf(subtotal, input.taxRate);
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

/** Amounts are int4 columns: the largest sum an order may hold, in dong. */
export const ORDER_AMOUNT_MAX = 2_147_483_647;

export const ORDER_TOTAL_MESSAGES = {
  tooLarge: 'Giá trị đơn hàng vượt quá giới hạn cho phép. Vui lòng chia thành nhiều đơn hàng nhỏ hơn.',
} as const;

/**
 * Whether every amount the order stores fits {@link ORDER_AMOUNT_MAX}: its final total, and the goods, fee and tax
 * before any discount (the largest sum on the way to it). Placement, staff's orders and edits refuse one that does
 * not with {@link ORDER_TOTAL_MESSAGES}.tooLarge.
 */
export function fitsOrderAmounts(totals: OrderTotals): boolean {
  const beforeDiscounts = totals.subtotal + totals.shippingFee + totals.taxAmount;
  return Math.max(beforeDiscounts, totals.finalTotal) <= ORDER_AMOUNT_MAX;
}
