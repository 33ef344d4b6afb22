import { describe, expect, it } from 'vitest';
import { awaitsOnlinePayment, paymentStatusText } from './payment-status';

const order = (over: Partial<Parameters<typeof paymentStatusText>[0]> = {}) => ({
  id: 12345678,
  status: 'pending' as const,
  payment_method: 'sepay' as const,
  payment_status: 'unpaid' as const,
  company_payment_received: false,
  ...over,
});

describe('paymentStatusText', () => {
  it.each([
    [order(), 'Đang chờ thanh toán'],
    [order({ payment_method: 'cash' }), 'Chưa thanh toán'],
    // On account with the shop (DESIGN §17): paid later, never on the payment screens.
    [order({ payment_method: 'on_account' }), 'Chưa thanh toán'],
    [order({ payment_status: 'paid', company_payment_received: true }), 'Đã thanh toán'],
    // Money for a cancelled order, or a paid order cancelled by the shop.
    [order({ status: 'cancelled', payment_status: 'refund_due' }), 'Chờ hoàn tiền'],
    [order({ status: 'cancelled', payment_status: 'refund_due', company_payment_received: true }), 'Chờ hoàn tiền'],
    [order({ status: 'cancelled', payment_status: 'refunded' }), 'Đã hoàn tiền'],
  ] as const)('%o → %s', (state, text) => {
    expect(paymentStatusText(state)).toBe(text);
  });

  it('offers no payment for a refund, nor for an order on account', () => {
    expect(awaitsOnlinePayment(order({ status: 'cancelled', payment_status: 'refund_due' }))).toBe(false);
    expect(awaitsOnlinePayment(order({ payment_method: 'on_account' }))).toBe(false);
    expect(awaitsOnlinePayment(order())).toBe(true);
  });
});
