import { describe, expect, it } from 'vitest';
import type { PaymentMethod, PaymentStatus } from './order-status';
import { receivedForRefund, refundableAmount, returnLineName, returnableUnits } from './returns.rules';

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
    expect(refundableAmount(received, refunded, status)).toBe(left);
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
