// The checkout summary prices the cart as the server prices the order: with the shop's tax rate (GET /api/config),
// the tax row shows the rate with one decimal (spec 2 §9) and the total is the one the order will be placed with.
import { type CartItem, toCartItem } from '@shop/domain/cart.rules';
import { formatVnd } from '@shop/domain/money';
import { priceOrder } from '@shop/domain/order-pricing';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { checkoutTotals } from './checkout-totals';
import { OrderSummary } from './order-summary';
import type { ShippingState } from './use-shipping-fee';

const product = (id: number, price: number, extra: Partial<Parameters<typeof toCartItem>[0]> = {}) => ({
  id,
  name: `Sản phẩm ${id}`,
  slug: `san-pham-${id}`,
  image_url: '',
  price,
  discount_price: null,
  unit: 'gói',
  stock: 100,
  max_quantities_in_cart: null,
  ...extra,
});

const items: CartItem[] = [
  toCartItem(product(1, 99_000), 3),
  toCartItem(product(2, 50_000, { discount_price: 45_000 }), 1),
  // A quantity price reached: 10 at 80,000 ₫ rather than 89,000 ₫.
  toCartItem(product(3, 89_000, { price_tiers: [{ min_quantity: 10, price: 80_000 }] }), 10),
];
const voucher = { value: 10, is_percentage: true, max_discount: 50_000 };
const shipping: ShippingState = { kind: 'ok', fee: 27_000, dvvc: false, message: '', carrierFee: null };

const summary = (taxRate: number | null) =>
  renderToStaticMarkup(
    createElement(OrderSummary, {
      items,
      totals: checkoutTotals({ items, shippingFee: 27_000, voucher, taxRate }),
      shipping,
      voucherCode: 'GIAM10',
    }),
  );

describe('checkoutTotals', () => {
  it("is the server's priceOrder over the lines' prices, the fee, the voucher and the shop's tax", () => {
    const totals = checkoutTotals({ items, shippingFee: 27_000, voucher, taxRate: 0.1 });
    // 3 × 99,000 + 45,000 + 10 × 80,000 = 1,142,000; tax 10 % on the subtotal; voucher 10 % capped at 50,000.
    expect(totals).toMatchObject({ subtotal: 1_142_000, taxAmount: 114_200, discount: 50_000, taxRate: 0.1 });
    expect(totals.finalTotal).toBe(1_142_000 - 50_000 + 27_000 + 114_200);
    const server = priceOrder({
      lines: [
        { price: 99_000, discount_price: null, quantity: 3 },
        { price: 45_000, discount_price: null, quantity: 1 },
        { price: 80_000, discount_price: null, quantity: 10 },
      ],
      shippingFee: 27_000,
      voucher,
      taxRate: 0.1,
    });
    expect(totals).toEqual({ ...server, taxRate: 0.1 });
  });

  it('adds no tax, and no fee while it is unknown, when the shop adds none', () => {
    const totals = checkoutTotals({ items, shippingFee: null, voucher: null, taxRate: null });
    expect(totals).toMatchObject({ taxAmount: 0, shippingFee: 0, finalTotal: 1_142_000, taxRate: null });
  });
});

describe('OrderSummary: the tax row', () => {
  it("shows 'Thuế (10,0%)' with the amount, and the total with the tax, when the shop charges tax", () => {
    const html = summary(0.1);
    expect(html).toContain('<dt class="text-gray-600">Thuế (10,0%)</dt>');
    expect(html).toContain(formatVnd(114_200));
    expect(html).toContain(formatVnd(1_233_200));
  });

  it('shows no tax row when the shop adds none', () => {
    const html = summary(null);
    expect(html).not.toContain('Thuế');
    expect(html).toContain(formatVnd(1_119_000));
  });
});
