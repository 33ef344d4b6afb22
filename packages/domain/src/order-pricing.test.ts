import { describe, expect, it } from 'vitest';
import {
  ORDER_AMOUNT_MAX,
  chargedTaxRate,
  fitsOrderAmounts,
  formatTaxRate,
  priceOrder,
  taxAmountOf,
  taxRowLabel,
} from './order-pricing';

const lines = [
  { price: 100_000, discount_price: 90_000, quantity: 2 }, // line price 90,000
  { price: 55_000, discount_price: null, quantity: 3 },
  { price: 40_000, discount_price: 45_000, quantity: 1 }, // a "discount" above the price is ignored
];

describe('priceOrder', () => {
  it('sums line prices × quantities', () => {
    const t = priceOrder({ lines, shippingFee: 30_000 });
    expect(t).toEqual({
      subtotal: 385_000,
      goodsDiscount: 0,
      shippingFee: 30_000,
      shippingDiscount: 0,
      discount: 0,
      taxAmount: 0,
      finalTotal: 415_000,
    });
  });

  it('applies a percentage voucher to the goods only', () => {
    const t = priceOrder({ lines, shippingFee: 30_000, voucher: { value: 10, is_percentage: true } });
    expect(t.goodsDiscount).toBe(38_500);
    expect(t.finalTotal).toBe(385_000 - 38_500 + 30_000);
  });

  it('a free-shipping voucher cancels the fee, and discount adds both parts', () => {
    const t = priceOrder({ lines, shippingFee: 30_000, voucher: { value: 0, is_percentage: false } });
    expect(t).toMatchObject({ shippingDiscount: 30_000, discount: 30_000, finalTotal: 385_000 });
  });

  it('a fixed voucher never makes the goods negative, the fee is still added', () => {
    const t = priceOrder({
      lines: [{ price: 20_000, discount_price: null, quantity: 1 }],
      shippingFee: 30_000,
      voucher: { value: 50_000, is_percentage: false },
    });
    expect(t).toMatchObject({ goodsDiscount: 20_000, finalTotal: 30_000 });
  });

  it('adds tax on the subtotal, rounded half up, only when the shop charges it', () => {
    const t = priceOrder({
      lines: [{ price: 12_345, discount_price: null, quantity: 1 }],
      shippingFee: 0,
      taxRate: 0.1,
    });
    expect(t.taxAmount).toBe(1_235); // 1234.5 → 1235
    expect(t.finalTotal).toBe(13_580);
    expect(priceOrder({ lines, shippingFee: 0, taxRate: null }).taxAmount).toBe(0);
  });

  it('an empty order costs only its shipping', () => {
    expect(priceOrder({ lines: [], shippingFee: 30_000 }).finalTotal).toBe(30_000);
  });
});

describe('taxAmountOf', () => {
  it.each<[number, number | null | undefined, number]>([
    [297_000, 0.1, 29_700],
    [12_345, 0.1, 1_235], // 1234.5 rounds half up
    [12_344, 0.1, 1_234],
    [199_000, 0.08, 15_920],
    [100_000, 0.0725, 7_250],
    [297_000, 0, 0],
    [297_000, null, 0],
    [297_000, undefined, 0],
    [0, 0.1, 0],
  ])('%i at %s is %i', (amount, rate, tax) => {
    expect(taxAmountOf(amount, rate)).toBe(tax);
  });

  it('is the tax priceOrder adds, so a preview and the placed order agree', () => {
    const rate = 0.08;
    const t = priceOrder({ lines, shippingFee: 30_000, voucher: { value: 10, is_percentage: true }, taxRate: rate });
    expect(t.taxAmount).toBe(taxAmountOf(t.subtotal, rate));
    expect(t.finalTotal).toBe(t.subtotal - t.discount + t.shippingFee + taxAmountOf(t.subtotal, rate));
  });
});

describe('chargedTaxRate', () => {
  it('is the rate only while the shop charges tax', () => {
    expect(chargedTaxRate({ have_tax: true, tax_rate: 0.1 })).toBe(0.1);
    expect(chargedTaxRate({ have_tax: false, tax_rate: 0.1 })).toBeNull();
    expect(chargedTaxRate({ have_tax: false, tax_rate: 0 })).toBeNull();
  });
});

describe('formatTaxRate', () => {
  it.each([
    [0.1, '10,0%'],
    [0.08, '8,0%'],
    [0.055, '5,5%'],
    [0.0725, '7,3%'], // half up, though 0.0725 × 100 is 7.2499… in floating point
    [0.0999, '10,0%'],
    [0, '0,0%'],
    [0.9999, '100,0%'],
  ])('%s is %s', (rate, text) => {
    expect(formatTaxRate(rate)).toBe(text);
  });

  it('names the row', () => {
    expect(taxRowLabel(0.08)).toBe('Thuế (8,0%)');
  });
});

describe('fitsOrderAmounts', () => {
  const one = (price: number, shippingFee = 0, taxRate: number | null = null) =>
    priceOrder({ lines: [{ price, discount_price: null, quantity: 1 }], shippingFee, taxRate });

  it('takes an order whose every sum fits an int4 column', () => {
    expect(fitsOrderAmounts(one(ORDER_AMOUNT_MAX))).toBe(true);
    expect(fitsOrderAmounts(one(ORDER_AMOUNT_MAX - 30_000, 30_000))).toBe(true);
  });

  it('refuses one whose goods, fee or tax pass it, even when a voucher would bring the total back under', () => {
    expect(fitsOrderAmounts(one(ORDER_AMOUNT_MAX + 1))).toBe(false);
    expect(fitsOrderAmounts(one(ORDER_AMOUNT_MAX, 1))).toBe(false);
    expect(fitsOrderAmounts(one(2_000_000_000, 0, 0.1))).toBe(false);
    const discounted = priceOrder({
      lines: [{ price: ORDER_AMOUNT_MAX, discount_price: null, quantity: 1 }],
      shippingFee: 30_000,
      voucher: { value: 50, is_percentage: true },
    });
    expect(discounted.finalTotal).toBeLessThan(ORDER_AMOUNT_MAX);
    expect(fitsOrderAmounts(discounted)).toBe(false);
  });
});
