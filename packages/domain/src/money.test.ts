import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { formatVnd, groupThousands, isDong, roundHalfUp } from './money';

const NBSP = '\u00a0';

describe('formatVnd', () => {
  it.each([
    [0, `0${NBSP}₫`],
    [1000, `1.000${NBSP}₫`],
    [30000, `30.000${NBSP}₫`],
    [1000000, `1.000.000${NBSP}₫`],
    [1234567890, `1.234.567.890${NBSP}₫`],
    [-50000, `-50.000${NBSP}₫`],
  ])('formats %d as %j', (amount, expected) => {
    expect(formatVnd(amount)).toBe(expected);
  });

  it("says what Intl's vi-VN currency format says, for any safe integer", () => {
    const intl = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.maxSafeInteger()), (n) => {
        expect(formatVnd(n)).toBe(intl.format(n === 0 ? 0 : n)); // Intl writes -0 as '-0 ₫'
      }),
      { numRuns: 5000 },
    );
  });

  it('never shows decimals (spec 1 §9: no decimals)', () => {
    expect(formatVnd(1999.6)).toBe(`2.000${NBSP}₫`);
    expect(formatVnd(1999.4)).toBe(`1.999${NBSP}₫`);
  });
});

describe('groupThousands', () => {
  it.each([
    [0, '0'],
    [12, '12'],
    [123, '123'],
    [1234, '1.234'],
    [-123456, '-123.456'],
    [Number.MAX_SAFE_INTEGER, '9.007.199.254.740.991'],
  ])('groups %d as %j', (n, expected) => {
    expect(groupThousands(n)).toBe(expected);
  });
});

describe('roundHalfUp', () => {
  it.each([
    [0, 0],
    [2.4, 2],
    [2.5, 3],
    [2.6, 3],
    [1234.5, 1235],
    [7, 7],
    // negatives: half goes towards +∞, not away from zero
    [-0.4, 0],
    [-0.5, 0],
    [-2.5, -2],
    [-2.6, -3],
    [-2.4, -2],
    // where Math.floor(x + 0.5) would be off by one
    [0.49999999999999994, 0],
    [2 ** 52 + 1, 2 ** 52 + 1],
  ])('rounds %d to %d', (x, expected) => {
    expect(roundHalfUp(x)).toBe(expected);
  });

  it('returns +0, never -0', () => {
    expect(Object.is(roundHalfUp(-0.2), 0)).toBe(true);
    expect(Object.is(roundHalfUp(-0), 0)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity])('rejects %d', (x) => {
    expect(() => roundHalfUp(x)).toThrow(RangeError);
  });

  it('rounds a 10% discount of an odd subtotal (DESIGN §4)', () => {
    expect(roundHalfUp((123_455 * 10) / 100)).toBe(12_346);
  });
});

describe('isDong', () => {
  it.each<[unknown, boolean]>([
    [0, true],
    [1, true],
    [1_000_000, true],
    [Number.MAX_SAFE_INTEGER, true],
    [Number.MAX_SAFE_INTEGER + 1, false],
    [-1, false],
    [1.5, false],
    [NaN, false],
    [Infinity, false],
    ['1000', false],
    [null, false],
    [undefined, false],
    [true, false],
    [[1000], false],
  ])('isDong(%j) is %s', (value, expected) => {
    expect(isDong(value)).toBe(expected);
  });
});
