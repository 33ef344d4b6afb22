import { describe, expect, it } from 'vitest';
import { isPaymentComplete, orderIdInTransferContent, transferContent } from './payment.rules';

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
