import { describe, it, expect } from 'vitest';
import { NEW_PRODUCT_DAYS, discountPercent, isNew, isOutOfStock, isSale, linePrice, type Priced } from './pricing';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('isSale, linePrice and discountPercent', () => {
  // [case, item, isSale, linePrice, discountPercent]
  const table: [string, Priced, boolean, number, number | null][] = [
    ['no discount', { price: 100_000, discount_price: null }, false, 100_000, null],
    ['discount below price', { price: 100_000, discount_price: 80_000 }, true, 80_000, 20],
    ['discount equal to price', { price: 100_000, discount_price: 100_000 }, false, 100_000, null],
    ['discount above price is ignored', { price: 100_000, discount_price: 120_000 }, false, 100_000, null],
    ['discount to zero', { price: 50_000, discount_price: 0 }, true, 0, 100],
    ['percent rounds half up', { price: 200, discount_price: 199 }, true, 199, 1], // 0.5% → 1
    ['percent rounds down', { price: 300, discount_price: 299 }, true, 299, 0], // 0.33% → 0
    ['percent rounds to nearest', { price: 150_000, discount_price: 99_000 }, true, 99_000, 34], // 34%
    ['one third off', { price: 90_000, discount_price: 60_000 }, true, 60_000, 33],
    ['free product has no percent', { price: 0, discount_price: null }, false, 0, null],
    ['zero price with discount', { price: 0, discount_price: 0 }, false, 0, null],
  ];

  it.each(table)('%s', (_case, item, sale, line, percent) => {
    expect(isSale(item)).toBe(sale);
    expect(linePrice(item)).toBe(line);
    expect(discountPercent(item)).toBe(percent);
  });

  it('treats a missing discount_price field like null', () => {
    const loose = { price: 100_000 } as unknown as Priced;
    expect(isSale(loose)).toBe(false);
    expect(linePrice(loose)).toBe(100_000);
    expect(discountPercent(loose)).toBeNull();
  });
});

describe('isOutOfStock', () => {
  const table: [string, Parameters<typeof isOutOfStock>[0], boolean][] = [
    ['active with stock', { is_active: true, stock: 5 }, false],
    ['active without stock, no variants', { is_active: true, stock: 0 }, true],
    ['active without stock, empty variants', { is_active: true, stock: 0, variants: [] }, true],
    ['inactive with stock', { is_active: false, stock: 5 }, true],
    [
      'inactive even with an in-stock variant',
      { is_active: false, stock: 0, variants: [{ is_active: true, stock: 3 }] },
      true,
    ],
    [
      'no own stock but an active variant in stock',
      { is_active: true, stock: 0, variants: [{ is_active: true, stock: 3 }] },
      false,
    ],
    [
      'only an inactive variant has stock',
      { is_active: true, stock: 0, variants: [{ is_active: false, stock: 3 }] },
      true,
    ],
    [
      'active variants all sold out',
      {
        is_active: true,
        stock: 0,
        variants: [
          { is_active: true, stock: 0 },
          { is_active: false, stock: 9 },
        ],
      },
      true,
    ],
    ['negative stock counts as none', { is_active: true, stock: -1 }, true],
  ];

  it.each(table)('%s → %s', (_case, product, expected) => {
    expect(isOutOfStock(product)).toBe(expected);
  });
});

describe('isNew', () => {
  const now = new Date('2025-06-30T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('uses a 30-day window', () => {
    expect(NEW_PRODUCT_DAYS).toBe(30);
  });

  it.each<[string, string | Date, boolean]>([
    ['created now', now, true],
    ['created yesterday', ago(DAY_MS), true],
    ['exactly 30 days ago', ago(30 * DAY_MS), true],
    ['30 days and 1 ms ago', ago(30 * DAY_MS + 1), false],
    ['a year ago', ago(365 * DAY_MS), false],
    ['ISO string 10 days ago', ago(10 * DAY_MS).toISOString(), true],
    ['ISO string with offset, 29 days ago', '2025-06-01T19:00:00+07:00', true],
    ['a minute in the future (clock skew)', new Date(now.getTime() + 60_000), true],
    ['unparseable date', 'not a date', false],
  ])('%s → %s', (_case, createdAt, expected) => {
    expect(isNew(createdAt, now)).toBe(expected);
  });

  it('defaults now to the current time', () => {
    expect(isNew(new Date())).toBe(true);
    expect(isNew(new Date(Date.now() - 31 * DAY_MS))).toBe(false);
  });
});
