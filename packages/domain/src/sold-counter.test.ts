import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { SOLD_FLOOR, SOLD_MAX_DAYS, formatSold, soldBoost, soldCounter } from './sold-counter';

const DAY_MS = 24 * 60 * 60 * 1000;
const created = '2025-01-01T08:00:00Z';
const at = (days: number, extraMs = 0) => new Date(Date.parse(created) + days * DAY_MS + extraMs);

describe('soldBoost', () => {
  it('is deterministic for the same product, date and day', () => {
    const a = soldBoost(42, created, at(10));
    const b = soldBoost(42, new Date(created), at(10));
    expect(a).toBe(b);
  });

  it('differs between products (seeded by id)', () => {
    const values = new Set(Array.from({ length: 50 }, (_, i) => soldBoost(i + 1, created, at(0))));
    // 50 draws from 1001 values: collisions are possible, near-total collision means the id is ignored
    expect(values.size).toBeGreaterThan(40);
  });

  it('differs between creation dates of the same product (seeded by date)', () => {
    const values = new Set(
      Array.from({ length: 30 }, (_, i) =>
        soldBoost(7, new Date(Date.UTC(2024, 0, 1 + i)), new Date(Date.UTC(2024, 0, 1 + i))),
      ),
    );
    expect(values.size).toBeGreaterThan(25);
  });

  it('keeps the base within 500..1500 on day 0', () => {
    for (let id = 1; id <= 500; id++) {
      const base = soldBoost(id, created, at(0));
      expect(base).toBeGreaterThanOrEqual(500);
      expect(base).toBeLessThanOrEqual(1500);
    }
  });

  it('reaches both ends of the base range over many products', () => {
    const bases = Array.from({ length: 5000 }, (_, i) => soldBoost(i, created, at(0)));
    expect(Math.min(...bases)).toBeLessThan(520);
    expect(Math.max(...bases)).toBeGreaterThan(1480);
  });

  it.each([1, 2, 7, 30, 365])('adds 10..20 per whole day (%d days)', (days) => {
    for (let id = 1; id <= 100; id++) {
      const base = soldBoost(id, created, at(0));
      const grown = soldBoost(id, created, at(days));
      expect(grown - base).toBeGreaterThanOrEqual(10 * days);
      expect(grown - base).toBeLessThanOrEqual(20 * days);
    }
  });

  it('grows by one draw per day, so the figure never goes down', () => {
    let previous = soldBoost(3, created, at(0));
    for (let day = 1; day <= 60; day++) {
      const current = soldBoost(3, created, at(day));
      expect(current - previous).toBeGreaterThanOrEqual(10);
      expect(current - previous).toBeLessThanOrEqual(20);
      previous = current;
    }
  });

  it('counts whole days only', () => {
    expect(soldBoost(5, created, at(1, -1))).toBe(soldBoost(5, created, at(0)));
    expect(soldBoost(5, created, at(1))).not.toBe(soldBoost(5, created, at(0)));
  });

  it('treats a future creation date as day 0', () => {
    expect(soldBoost(9, created, at(-100))).toBe(soldBoost(9, created, at(0)));
  });

  it(`stops counting after ${SOLD_MAX_DAYS} days`, () => {
    expect(soldBoost(9, created, at(SOLD_MAX_DAYS + 5000))).toBe(soldBoost(9, created, at(SOLD_MAX_DAYS)));
    expect(soldBoost(9, '1900-01-01T00:00:00Z', at(0))).toBeLessThanOrEqual(1500 + 20 * SOLD_MAX_DAYS);
  });

  it('does not throw on an unparseable date', () => {
    const v = soldBoost(9, 'garbage', at(0));
    expect(v).toBeGreaterThanOrEqual(500);
    expect(v).toBeLessThanOrEqual(1500);
  });
});

describe('soldCounter', () => {
  it.each([0, 1, 10, 499])('shows at least %d + boost and at least 1000 when real sales are %d', (realSold) => {
    for (let id = 1; id <= 100; id++) {
      const { count, isVirtual } = soldCounter({ productId: id, createdAt: created, realSold, now: at(0) });
      expect(isVirtual).toBe(true);
      expect(count).toBeGreaterThanOrEqual(SOLD_FLOOR);
      expect(count).toBe(Math.max(SOLD_FLOOR, realSold + soldBoost(id, created, at(0))));
    }
  });

  it('applies the floor of 1000 when real sales plus boost fall short', () => {
    const id = Array.from({ length: 200 }, (_, i) => i + 1).find((i) => soldBoost(i, created, at(0)) < 700);
    expect(id).toBeDefined();
    expect(soldCounter({ productId: id!, createdAt: created, realSold: 0, now: at(0) })).toEqual({
      count: 1000,
      isVirtual: true,
    });
  });

  it('adds real sales to the boost', () => {
    const boost = soldBoost(11, created, at(40));
    expect(soldCounter({ productId: 11, createdAt: created, realSold: 999, now: at(40) })).toEqual({
      count: 999 + boost,
      isVirtual: true,
    });
  });

  it.each([1000, 1001, 25_000])('shows real sales of %d as they are', (realSold) => {
    expect(soldCounter({ productId: 1, createdAt: created, realSold, now: at(400) })).toEqual({
      count: realSold,
      isVirtual: false,
    });
  });

  it.each([-5, NaN, Infinity])('counts bad real sales (%d) as 0', (realSold) => {
    expect(soldCounter({ productId: 2, createdAt: created, realSold, now: at(3) })).toEqual(
      soldCounter({ productId: 2, createdAt: created, realSold: 0, now: at(3) }),
    );
  });

  it('is the same for the same input', () => {
    const input = { productId: 77, createdAt: created, realSold: 12, now: at(12) };
    expect(soldCounter(input)).toEqual(soldCounter({ ...input }));
  });
});

describe('formatSold', () => {
  it.each([
    [0, 'Đã bán 0'],
    [999, 'Đã bán 999'],
    [1000, 'Đã bán 1.000'],
    [1234, 'Đã bán 1.234'],
    [9999, 'Đã bán 9.999'],
    [10000, 'Đã bán 10,0K'],
    [10050, 'Đã bán 10,1K'],
    [12345, 'Đã bán 12,3K'],
    [12350, 'Đã bán 12,4K'],
    [99999, 'Đã bán 100,0K'],
    [123456, 'Đã bán 123,5K'],
    [1_234_567, 'Đã bán 1.234,6K'],
  ])('formats %d as %j', (count, expected) => {
    expect(formatSold(count)).toBe(expected);
  });

  // Up to a trillion: above, Intl rounds the double n / 1000 (9007199254740949 → '…741,0K') where the exact
  // figure is …740,9K, which is what formatSold says.
  it("says what Intl's vi-VN format says, for any whole count up to a trillion", () => {
    const count = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
    const thousands = new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const intl = (n: number) => (n >= 10_000 ? `Đã bán ${thousands.format(n / 1000)}K` : `Đã bán ${count.format(n)}`);
    fc.assert(
      fc.property(fc.oneof(fc.nat(20_000), fc.integer({ min: 0, max: 1e12 })), (n) => {
        expect(formatSold(n)).toBe(intl(n));
      }),
      { numRuns: 5000 },
    );
    for (let n = 9_900; n <= 1_000_000; n += 50) expect(formatSold(n)).toBe(intl(n));
  });
});
