/** The till's lines and totals: packs, quantity tiers of the buyer's group, the shop's tax (DESIGN §13, §15). */
import { describe, expect, it } from 'vitest';
import { tillItem } from './pos.testing';
import { addItem, removeLine, saleTotals, setQuantity, stepLine, unitPrice } from './sale-lines';

const tea = tillItem({ product: 1, price: 40_000 });
const cups = tillItem({ product: 2, price: 1_000, multiple: 50 });

describe('addItem', () => {
  it('adds a new line of one pack at the end, and one more pack of a line already there', () => {
    let lines = addItem([], tea);
    lines = addItem(lines, cups);
    expect(lines.map((l) => [l.key, l.quantity])).toEqual([
      ['1', 1],
      ['2', 50],
    ]);
    lines = addItem(lines, tea);
    lines = addItem(lines, cups);
    expect(lines.map((l) => [l.key, l.quantity])).toEqual([
      ['1', 2],
      ['2', 100],
    ]);
  });
});

describe('stepLine, setQuantity, removeLine', () => {
  it('steps by packs and never below one pack', () => {
    let lines = addItem([], cups);
    lines = stepLine(lines, '2', -1);
    expect(lines[0]!.quantity).toBe(50);
    lines = stepLine(lines, '2', 1);
    expect(lines[0]!.quantity).toBe(100);
  });

  it('snaps a typed quantity to whole packs, at least one', () => {
    const lines = addItem([], cups);
    expect(setQuantity(lines, '2', 120)[0]!.quantity).toBe(100);
    expect(setQuantity(lines, '2', 0)[0]!.quantity).toBe(50);
    expect(setQuantity(addItem([], tea), '1', 7)[0]!.quantity).toBe(7);
    expect(setQuantity(addItem([], tea), '1', Number.NaN)[0]!.quantity).toBe(1);
  });

  it('removes only the named line', () => {
    const lines = addItem(addItem([], tea), cups);
    expect(removeLine(lines, '1').map((l) => l.key)).toEqual(['2']);
  });
});

describe('prices and totals', () => {
  const tiers = [
    { variant: null, group: null, min_quantity: 5, price: 36_000 },
    { variant: null, group: 7, min_quantity: 2, price: 35_000 },
  ];
  const buyer = (group: number | null) => ({ group, tiersOf: (p: number) => (p === 1 ? tiers : []) });

  it("lowers a line to the tiers everyone gets and the buyer's group gets, at its quantity", () => {
    const one = addItem([], tea);
    const five = setQuantity(one, '1', 5);
    expect(unitPrice(one[0]!, buyer(null))).toBe(40_000);
    expect(unitPrice(five[0]!, buyer(null))).toBe(36_000);
    expect(unitPrice(setQuantity(one, '1', 2)[0]!, buyer(7))).toBe(35_000);
    expect(unitPrice(setQuantity(one, '1', 2)[0]!, buyer(8))).toBe(40_000);
  });

  it('sums the lines, and adds the tax rounded half up when the shop charges one', () => {
    const lines = setQuantity(addItem(addItem([], tea), cups), '1', 3);
    expect(saleTotals(lines)).toEqual({ subtotal: 170_000, tax: 0, total: 170_000, units: 53 });
    expect(saleTotals(lines, undefined, 0.08)).toEqual({ subtotal: 170_000, tax: 13_600, total: 183_600, units: 53 });
    expect(saleTotals([], undefined, 0.08).total).toBe(0);
  });
});
