import { describe, expect, it } from 'vitest';
import { CalculateFeeRequest } from './shipping-fee.schemas';

describe('CalculateFeeRequest', () => {
  it('takes order_total as digits or as an integer', () => {
    const base = { destination_address: '1 Lê Lợi', ward: 'Phường Bến Nghé', district: 'Quận 1', city: 'Hồ Chí Minh' };
    expect(CalculateFeeRequest.parse({ ...base, order_total: '350000' }).order_total).toBe(350_000);
    expect(CalculateFeeRequest.parse({ ...base, order_total: 350_000 }).order_total).toBe(350_000);
    for (const bad of ['abc', '-1', '1.5', -1, 1.5, null, true]) {
      expect(CalculateFeeRequest.safeParse({ ...base, order_total: bad }).success).toBe(false);
    }
  });
});

describe('CalculateFeeRequest items', () => {
  it('takes the cart and refuses a non-integer quantity', () => {
    const base = { order_total: 100 };
    expect(CalculateFeeRequest.parse({ ...base, items: [{ product: 1, quantity: 2 }] }).items).toEqual([
      { product: 1, quantity: 2 },
    ]);
    expect(CalculateFeeRequest.safeParse({ ...base, items: [{ product: 1, quantity: '2' }] }).success).toBe(false);
  });
});
