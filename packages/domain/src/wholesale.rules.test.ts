import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type PriceTier,
  isMultipleOf,
  multipleMessage,
  stepQuantity,
  tierBeyondLimitWarning,
  tierLabel,
  tieredUnitPrice,
  tiersFor,
  visibleTiers,
} from './wholesale.rules';

const tiers: PriceTier[] = [
  { variant: null, group: null, min_quantity: 5, price: 120_000 },
  { variant: null, group: 7, min_quantity: 3, price: 110_000 },
  { variant: null, group: 8, min_quantity: 2, price: 90_000 },
  { variant: 4, group: null, min_quantity: 2, price: 50_000 },
];

describe('tiersFor', () => {
  it.each([
    [null, null, [120_000]],
    [null, 7, [120_000, 110_000]],
    [null, 8, [120_000, 90_000]],
    [4, 7, [50_000]],
    [5, null, []],
  ])('variant %s, group %s → %j', (variantId, groupId, prices) => {
    expect(tiersFor(tiers, { variantId, groupId }).map((t) => t.price)).toEqual(prices);
  });
});

describe('tieredUnitPrice', () => {
  const cafe = tiersFor(tiers, { variantId: null, groupId: 7 });
  it.each([
    [1, 130_000],
    [2, 130_000],
    [3, 110_000], // the group's tier from 3
    [4, 110_000],
    [5, 110_000], // everyone's 120,000 from 5 is dearer than the group's
    [100, 110_000],
  ])('quantity %i → %i', (quantity, price) => {
    expect(tieredUnitPrice(130_000, cafe, quantity)).toBe(price);
  });

  it('a tier above the line price (a sale came later) never raises it', () => {
    expect(tieredUnitPrice(100_000, cafe, 10)).toBe(100_000);
  });

  it('is the minimum of the line price and every tier reached', () => {
    const tier = fc.record({ min_quantity: fc.integer({ min: 2, max: 50 }), price: fc.integer({ min: 1, max: 1e6 }) });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.array(tier), fc.integer({ min: 1, max: 60 }), (p, ts, q) => {
        const got = tieredUnitPrice(p, ts, q);
        expect(got).toBe(Math.min(p, ...ts.filter((t) => t.min_quantity <= q).map((t) => t.price)));
        // More units never cost more per unit.
        expect(tieredUnitPrice(p, ts, q + 1)).toBeLessThanOrEqual(got);
      }),
    );
  });
});

describe('visibleTiers and tierLabel', () => {
  it('drops tiers that never apply and sorts by quantity', () => {
    const shown = visibleTiers(130_000, [
      { min_quantity: 10, price: 115_000 }, // beaten by the 5-unit tier
      { min_quantity: 5, price: 110_000 },
      { min_quantity: 3, price: 140_000 }, // above the line price
      { min_quantity: 20, price: 100_000 },
    ]);
    expect(shown).toEqual([
      { min_quantity: 5, price: 110_000 },
      { min_quantity: 20, price: 100_000 },
    ]);
    expect(tierLabel(shown[0]!)).toBe('Mua từ 5: 110.000\u00a0₫');
  });
});

describe('pack multiples', () => {
  it.each([
    [6, 6, true],
    [12, 6, true],
    [7, 6, false],
    [3, 1, true],
  ])('%i of packs of %i → %s', (q, m, ok) => expect(isMultipleOf(q, m)).toBe(ok));

  it('names the product', () => {
    expect(multipleMessage('Trà đen', 6)).toContain('"Trà đen"');
    expect(multipleMessage('Trà đen', 6)).toContain('bội số của 6');
  });

  it.each([
    [6, 6, 1, null, 12],
    [6, 6, -1, null, 6],
    [7, 6, 1, null, 12],
    [7, 6, -1, null, 6],
    [12, 6, 1, 15, 12], // the limit, in whole packs
    [1, 1, 1, null, 2],
    [2, 1, -1, null, 1],
  ] as const)('step(%i, pack %i, %i, max %s) → %i', (q, m, dir, max, want) => {
    expect(stepQuantity(q, m, dir, max)).toBe(want);
  });
});

describe('tierBeyondLimitWarning', () => {
  it('warns of a tier above the cart limit (only staff orders reach it), not of one within it or without a limit', () => {
    expect(tierBeyondLimitWarning(12, 10)).toBe(
      'Khách chỉ mua được tối đa 10 trong giỏ hàng: mức giá từ 12 chỉ áp dụng cho đơn nhân viên tạo.',
    );
    expect(tierBeyondLimitWarning(10, 10)).toBeNull();
    expect(tierBeyondLimitWarning(50, null)).toBeNull();
  });
});
