import { describe, expect, it } from 'vitest';
import {
  amountToCollect,
  canMarkPaid,
  creditPayment,
  hasMoneyAgainst,
  isPaymentComplete,
  orderIdInTransferContent,
  paymentStatusOnRelease,
  transferContent,
} from './payment.rules';

describe('transfer content', () => {
  it('names the order and is found again in what banks make of it', () => {
    expect(transferContent(12345678)).toBe('DH12345678');
    for (const content of [
      'DH12345678',
      'dh12345678',
      'MBVCB.3278907687.DH12345678.CT tu 0123 toi 0456',
      'NGUYEN VAN A chuyen tien DH 12345678',
      'FT23001-DH-12345678',
      'thanh toan DH12345678 cam on',
      'NGUYENVANACHUYENTIENDH12345678',
    ]) {
      expect(orderIdInTransferContent(content), content).toBe(12345678);
    }
  });

  it('finds nothing when no order is named', () => {
    for (const content of ['', 'chuyen tien mua iphone', 'DH1234567', 'DH123456789', 'DH']) {
      expect(orderIdInTransferContent(content), content).toBeNull();
    }
  });
});

describe('isPaymentComplete', () => {
  it('needs both paid and the money received', () => {
    expect(isPaymentComplete({ payment_status: 'paid', company_payment_received: true })).toBe(true);
    expect(isPaymentComplete({ payment_status: 'paid', company_payment_received: false })).toBe(false);
    expect(isPaymentComplete({ payment_status: 'unpaid', company_payment_received: true })).toBe(false);
  });
});

describe('creditPayment', () => {
  const order = (over: Partial<Parameters<typeof creditPayment>[0]> = {}) => ({
    status: 'pending' as const,
    payment_status: 'unpaid' as const,
    amount_received: 0,
    final_total: 100_000,
    ...over,
  });

  it.each([
    ['short of the total', order(), 40_000, 'partial', 'unpaid', 40_000],
    ['a second part completing it', order({ amount_received: 40_000 }), 60_000, 'paid', 'paid', 100_000],
    ['exactly the total', order(), 100_000, 'paid', 'paid', 100_000],
    ['more than the total', order(), 150_000, 'overpaid', 'paid', 150_000],
    ['a second part beyond it', order({ amount_received: 40_000 }), 70_000, 'overpaid', 'paid', 110_000],
    [
      'money for a paid order',
      order({ payment_status: 'paid', amount_received: 100_000 }),
      5_000,
      'overpaid',
      'paid',
      105_000,
    ],
    ['money for a cancelled order', order({ status: 'cancelled' }), 100_000, 'refund_due', 'refund_due', 100_000],
    ['a part for a cancelled order', order({ status: 'cancelled' }), 1_000, 'refund_due', 'refund_due', 1_000],
    [
      'money for a returned order',
      order({ status: 'returned', payment_status: 'paid', amount_received: 100_000 }),
      100_000,
      'refund_due',
      'refund_due',
      200_000,
    ],
    [
      'money after a refund',
      order({ status: 'cancelled', payment_status: 'refunded', amount_received: 100_000 }),
      1,
      'refund_due',
      'refund_due',
      100_001,
    ],
  ] as const)('%s', (_, before, amount, outcome, paymentStatus, received) => {
    expect(creditPayment(before, amount)).toEqual({
      outcome,
      payment_status: paymentStatus,
      amount_received: received,
    });
  });

  it('keeps the sum a safe integer', () => {
    const huge = creditPayment(order({ amount_received: Number.MAX_SAFE_INTEGER - 1 }), Number.MAX_SAFE_INTEGER);
    expect(huge.amount_received).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('money against an order', () => {
  it.each([
    [{ payment_status: 'unpaid', amount_received: 0 }, false, 'unpaid'],
    [{ payment_status: 'unpaid', amount_received: 1 }, true, 'refund_due'],
    [{ payment_status: 'paid', amount_received: 0 }, true, 'refund_due'],
    [{ payment_status: 'paid', amount_received: 250_000 }, true, 'refund_due'],
  ] as const)('%o: money %s, released as %s', (state, money, released) => {
    expect(hasMoneyAgainst(state)).toBe(money);
    expect(paymentStatusOnRelease(state)).toBe(released);
  });
});

describe('marking paid by hand', () => {
  it.each([
    ['pending', 'unpaid', true],
    ['shipped', 'pending', true],
    ['delivered', 'failed', true],
    ['delivered', 'paid', false],
    ['cancelled', 'refund_due', false],
    ['returned', 'refunded', false],
    ['cancelled', 'unpaid', false],
    ['returned', 'unpaid', false],
  ] as const)('%s and %s: %s', (status, payment_status, allowed) => {
    expect(canMarkPaid({ status, payment_status })).toBe(allowed);
  });
});

describe('the amount to collect on delivery', () => {
  it.each([
    [{ payment_status: 'unpaid', amount_received: 0, final_total: 250_000 }, 250_000],
    // A transfer that fell short: the courier collects the rest.
    [{ payment_status: 'unpaid', amount_received: 100_000, final_total: 250_000 }, 150_000],
    [{ payment_status: 'pending', amount_received: 300_000, final_total: 250_000 }, 0],
    [{ payment_status: 'paid', amount_received: 0, final_total: 250_000 }, 0],
    [{ payment_status: 'refund_due', amount_received: 250_000, final_total: 250_000 }, 0],
    [{ payment_status: 'refunded', amount_received: 250_000, final_total: 250_000 }, 0],
    // On account: paid later, never at the door.
    [{ payment_status: 'unpaid', amount_received: 0, final_total: 250_000, payment_method: 'on_account' }, 0],
  ] as const)('%o: %d', (order, expected) => {
    expect(amountToCollect(order)).toBe(expected);
  });
});
