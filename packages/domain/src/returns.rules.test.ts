import { describe, expect, it } from 'vitest';
import type { PaymentMethod, PaymentStatus } from './order-status';
import { receivedForRefund, refundableAmount, returnedValue, returnLineName, returnableUnits } from './returns.rules';

const order = (
  payment_method: PaymentMethod,
  payment_status: PaymentStatus,
  more: Partial<Record<string, number>> = {},
) => ({
  payment_method,
  payment_status,
  amount_received: 0,
  final_total: 300_000,
  account_paid: 0,
  ...more,
});

describe('receivedForRefund: the ceiling of an order’s refunds (DESIGN §17)', () => {
  it.each([
    ['bank transfer: what was credited', order('sepay', 'paid', { amount_received: 310_000 }), 310_000],
    ['PayOS part-paid', order('payos', 'pending', { amount_received: 100_000 }), 100_000],
    ['cash still to collect', order('cash', 'unpaid'), 0],
    ['cash collected (COD, the counter)', order('cash', 'paid', { amount_received: 300_000 }), 300_000],
    ['cash owed back after a return', order('cash', 'refund_due'), 300_000],
    ['marketplace paid', order('marketplace', 'paid'), 300_000],
    ['on account: what payments allocated', order('on_account', 'unpaid', { account_paid: 120_000 }), 120_000],
  ] as const)('%s', (_, o, received) => {
    expect(receivedForRefund(o)).toBe(received);
  });
});

describe('refundableAmount', () => {
  it.each([
    [300_000, 0, 'paid', 300_000],
    [300_000, 250_000, 'paid', 50_000],
    [300_000, 300_000, 'refund_due', 0],
    [300_000, 0, 'refunded', 0],
    [100_000, 150_000, 'paid', 0],
  ] as const)('received %i, refunded %i, %s → %i', (received, refunded, status, left) => {
    expect(refundableAmount(received, refunded, { payment_method: 'cash', payment_status: status })).toBe(left);
  });

  it('is nothing for an order on account, whose returns credit the account instead', () => {
    expect(refundableAmount(300_000, 0, { payment_method: 'on_account', payment_status: 'paid' })).toBe(0);
  });
});

describe('returnedValue', () => {
  const items = [
    { id: 1, unitPrice: 100_000, quantity: 3 },
    { id: 2, unitPrice: 50_000, quantity: 2 },
  ];

  it('is the returned units at their price when nothing was discounted or added', () => {
    expect(returnedValue({ items, goodsDiscount: 0, addedTax: 0 }, [{ orderItemId: 1, quantity: 2 }])).toBe(200_000);
  });

  it('takes off the goods discount’s share and adds the added tax’s share, each half up', () => {
    // Goods 400.000đ, voucher 40.000đ on the goods, tax 8 % = 32.000đ on top. 1 of line 2 is 50.000đ gross: 5.000đ
    // of the discount and 4.000đ of the tax are its.
    const order = { items, goodsDiscount: 40_000, addedTax: 32_000 };
    expect(returnedValue(order, [{ orderItemId: 2, quantity: 1 }])).toBe(49_000);
    // Everything back: the goods after the discount plus all the tax (the shipping fee is not the goods').
    const all = [
      { orderItemId: 1, quantity: 3 },
      { orderItemId: 2, quantity: 2 },
    ];
    expect(returnedValue(order, all)).toBe(400_000 - 40_000 + 32_000);
    // 1đ of tax over 3 units of 1đ: a third rounds to 0, two thirds to 1.
    const small = { items: [{ id: 7, unitPrice: 1, quantity: 3 }], goodsDiscount: 0, addedTax: 1 };
    expect(returnedValue(small, [{ orderItemId: 7, quantity: 1 }])).toBe(1);
    expect(returnedValue(small, [{ orderItemId: 7, quantity: 2 }])).toBe(3);
  });

  it('ignores a line that is not the order’s', () => {
    expect(returnedValue({ items, goodsDiscount: 0, addedTax: 0 }, [{ orderItemId: 9, quantity: 1 }])).toBe(0);
  });
});

describe('returnableUnits', () => {
  it('is each line’s delivered units less what earlier returns took, never below zero', () => {
    const items = [
      { id: 1, quantity: 3 },
      { id: 2, quantity: 1 },
      { id: 3, quantity: 2 },
    ];
    const left = returnableUnits(
      items,
      new Map([
        [1, 2],
        [2, 1],
        [3, 5],
      ]),
    );
    expect([...left]).toEqual([
      [1, 1],
      [2, 0],
      [3, 0],
    ]);
  });

  it('names a line by its product and variant', () => {
    expect(returnLineName({ product_name: 'Thạch', variant_name: 'Vị dừa' })).toBe('Thạch - Vị dừa');
    expect(returnLineName({ product_name: 'Trà', variant_name: null })).toBe('Trà');
  });
});
