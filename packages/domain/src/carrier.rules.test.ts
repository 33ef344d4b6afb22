import { describe, expect, it } from 'vitest';
import {
  carrierFeeShortfall,
  codAmountFor,
  codStatusFor,
  foldUnitName,
  ghnStatus,
  ghtkStatus,
  orderStatusFor,
  parcelWeightGrams,
  shipmentAdvances,
} from './carrier.rules';

describe('shipment statuses only move forward', () => {
  it.each([
    ['created', 'picked', true],
    ['created', 'cancelled', true],
    ['picked', 'cancelled', false],
    ['picked', 'created', false],
    ['delivering', 'delivered', true],
    ['delivering', 'returning', true],
    ['returning', 'returned', true],
    ['returning', 'delivered', true],
    ['delivered', 'returning', false],
    ['delivered', 'delivered', false],
    ['returned', 'delivered', false],
    ['cancelled', 'picked', false],
    ['delivering', 'lost', true],
  ] as const)('%s → %s: %s', (from, to, ok) => {
    expect(shipmentAdvances(from, to)).toBe(ok);
  });
});

describe('carrier statuses', () => {
  it.each([
    ['ready_to_pick', 'created'],
    ['picked', 'picked'],
    ['delivered', 'delivered'],
    ['returned', 'returned'],
    ['cancel', 'cancelled'],
    ['damage', 'lost'],
    ['exception', null],
  ])('GHN %s → %s', (s, ours) => expect(ghnStatus(s)).toBe(ours));
  it.each([
    [-1, 'cancelled'],
    [2, 'created'],
    [3, 'picked'],
    [5, 'delivered'],
    [6, 'delivered'],
    ['21', 'returned'],
    [999, null],
  ])('GHTK %s → %s', (s, ours) => expect(ghtkStatus(s)).toBe(ours));
  it.each([
    ['created', null],
    ['picked', 'shipped'],
    ['delivering', 'shipped'],
    ['delivered', 'delivered'],
    ['returned', 'returned'],
    ['cancelled', null],
    ['lost', null],
  ] as const)('order for %s → %s', (s, order) => expect(orderStatusFor(s)).toBe(order));
});

describe('COD', () => {
  it('is what an unpaid cash order still owes', () => {
    const cash = { paymentMethod: 'cash', paymentStatus: 'unpaid', finalTotal: 350_000, amountReceived: 0 };
    expect(codAmountFor(cash)).toBe(350_000);
    expect(codAmountFor({ ...cash, paymentStatus: 'paid', amountReceived: 350_000 })).toBe(0);
    expect(codAmountFor({ ...cash, paymentMethod: 'payos', paymentStatus: 'paid' })).toBe(0);
    // Marked paid at 300,000, then edited up to 350,000: only the difference is still owed.
    expect(codAmountFor({ ...cash, amountReceived: 300_000 })).toBe(50_000);
    expect(codAmountFor({ ...cash, paymentStatus: 'refund_due', amountReceived: 400_000 })).toBe(0);
  });
  it.each([
    [0, 'delivered', false, 'none'],
    [10, 'created', false, 'pending'],
    [10, 'delivered', false, 'collected'],
    [10, 'delivered', true, 'transferred'],
    [10, 'cancelled', false, 'none'],
    [10, 'returned', false, 'none'],
  ] as const)('%s in %s (transferred %s) → %s', (amount, status, t, cod) =>
    expect(codStatusFor(amount, status, t)).toBe(cod),
  );
});

describe('parcel weight', () => {
  it.each([
    [[], 0, 1],
    [[{ weightGrams: 250, quantity: 3 }], 0, 750],
    [
      [
        { weightGrams: 1000, quantity: 2 },
        { weightGrams: 300, quantity: 1 },
      ],
      200,
      2500,
    ],
  ])('%j + %s g packaging = %s g', (items, packaging, grams) =>
    expect(parcelWeightGrams(items, packaging)).toBe(grams),
  );
});

describe('unit names fold', () => {
  it.each([
    ['Thành phố Hồ Chí Minh', 'Hồ Chí Minh'],
    ['Tỉnh Bà Rịa - Vũng Tàu', 'Bà Rịa-Vũng Tàu'],
    ['Quận 01', 'Quận 1'],
    ['Phường 1', '1'],
    ['Huyện Củ Chi', 'Củ Chi'],
    ['Thị xã Sơn Tây', 'Sơn Tây'],
    ['Thị trấn Củ Chi', 'Củ Chi'],
    ['Xã Đông Anh', 'dong anh'],
    ['TP. Thủ Đức', 'Thủ Đức'],
  ])('%s ~ %s', (a, b) => expect(foldUnitName(a)).toBe(foldUnitName(b)));
  it('keeps different units apart', () => {
    expect(foldUnitName('Quận 1')).not.toBe(foldUnitName('Quận 10'));
    expect(foldUnitName('Phường Tân Định')).not.toBe(foldUnitName('Phường Tân Đông'));
  });
});

describe('carrier fee shortfall', () => {
  it.each([
    ['the carrier billed more than the order charged', 37_000, { fee: 481_965, status: 'ready_to_pick' }, 444_965],
    ['the order charged enough', 50_000, { fee: 45_000, status: 'delivered' }, 0],
    ['a cancelled shipment costs nothing', 0, { fee: 45_000, status: 'cancelled' }, 0],
    ['no shipment', 0, null, 0],
  ])('%s', (_name, fee, shipment, expected) => {
    expect(carrierFeeShortfall(fee, shipment)).toBe(expected);
  });
});
