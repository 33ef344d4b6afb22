import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-status';
import { PICKUP_COLLECTED_LABEL, fitsDeliveryMethod, orderStatusLabelFor } from './locations.rules';

describe('fitsDeliveryMethod', () => {
  it.each([
    ['shipped', 'ship', true],
    ['shipped', 'pickup', false],
    ['ready_for_pickup', 'pickup', true],
    ['ready_for_pickup', 'ship', false],
  ] as const)('%s for a %s order: %s', (to, method, fits) => {
    expect(fitsDeliveryMethod(to, method)).toBe(fits);
  });

  it('leaves every other move to the status table', () => {
    for (const to of ORDER_STATUSES.filter((s) => s !== 'shipped' && s !== 'ready_for_pickup')) {
      expect([fitsDeliveryMethod(to, 'ship'), fitsDeliveryMethod(to, 'pickup')]).toEqual([true, true]);
    }
  });
});

describe('orderStatusLabelFor', () => {
  it("reads a pickup's delivered as collected, everything else as the status label", () => {
    expect(orderStatusLabelFor('delivered', 'pickup')).toBe(PICKUP_COLLECTED_LABEL);
    expect(orderStatusLabelFor('delivered', 'ship')).toBe('Đã giao hàng');
    expect(orderStatusLabelFor('ready_for_pickup', 'pickup')).toBe('Chờ nhận tại cửa hàng');
  });
});
