import { describe, expect, it } from 'vitest';
import { priceOrder } from './order-pricing';

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
