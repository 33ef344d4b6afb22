import { describe, expect, it } from 'vitest';
import {
  type EditedLine,
  type ExistingLine,
  diffOrderLines,
  keptLinePrice,
  paymentAfterEdit,
  refundAmount,
} from './order-edit.rules';

const OLD: ExistingLine[] = [
  { id: 1, productId: 10, variantId: null, quantity: 2, price: 50_000 },
  { id: 2, productId: 20, variantId: 201, quantity: 1, price: 90_000 },
  { id: 3, productId: 20, variantId: 202, quantity: 3, price: 80_000 },
];
const keep = (id: number, quantity: number, extra: Partial<EditedLine> = {}): EditedLine => {
  const old = OLD.find((l) => l.id === id)!;
  return { id, productId: old.productId!, variantId: old.variantId, quantity, ...extra };
};

describe('diffOrderLines', () => {
  it.each([
    {
      name: 'nothing changed: no moves',
      edited: [keep(1, 2), keep(2, 1), keep(3, 3)],
      moves: [],
      changed: [],
    },
    {
      name: 'a quantity grows: take the difference',
      edited: [keep(1, 5), keep(2, 1), keep(3, 3)],
      moves: [{ productId: 10, variantId: null, delta: 3 }],
      changed: [1],
    },
    {
      name: 'a quantity shrinks: give the difference back',
      edited: [keep(1, 2), keep(2, 1), keep(3, 1)],
      moves: [{ productId: 20, variantId: 202, delta: -2 }],
      changed: [3],
    },
    {
      name: 'a line removed: all its units back',
      edited: [keep(1, 2), keep(3, 3)],
      moves: [{ productId: 20, variantId: 201, delta: -1 }],
      changed: [],
      removed: [2],
    },
    {
      name: 'a line added: its units taken',
      edited: [keep(1, 2), keep(2, 1), keep(3, 3), { productId: 30, variantId: null, quantity: 4 }],
      moves: [{ productId: 30, variantId: null, delta: 4 }],
      changed: [],
      added: 1,
    },
    {
      name: 'a price changed alone: no stock moves, the line changed',
      edited: [keep(1, 2, { unitPrice: 45_000 }), keep(2, 1), keep(3, 3)],
      moves: [],
      changed: [1],
    },
    {
      name: 'the same price sent again is no change',
      edited: [keep(1, 2, { unitPrice: 50_000 }), keep(2, 1), keep(3, 3)],
      moves: [],
      changed: [],
    },
    {
      name: 'a line replaced by a new one of the same variant: only the net moves',
      edited: [keep(1, 2), keep(3, 3), { productId: 20, variantId: 201, quantity: 3 }],
      moves: [{ productId: 20, variantId: 201, delta: 2 }],
      changed: [],
      removed: [2],
      added: 1,
    },
    {
      name: 'everything at once, moves in lock order',
      edited: [{ productId: 5, variantId: null, quantity: 1 }, keep(3, 4)],
      moves: [
        { productId: 5, variantId: null, delta: 1 },
        { productId: 10, variantId: null, delta: -2 },
        { productId: 20, variantId: 201, delta: -1 },
        { productId: 20, variantId: 202, delta: 1 },
      ],
      changed: [3],
      removed: [1, 2],
      added: 1,
    },
  ])('$name', ({ edited, moves, changed, removed = [], added = 0 }) => {
    const result = diffOrderLines(OLD, edited);
    if (!result.ok) throw new Error('expected a diff');
    expect(result.diff.moves).toEqual(moves);
    expect(result.diff.kept.filter((k) => k.changed).map((k) => k.id)).toEqual(changed);
    expect(result.diff.removed.map((r) => r.id)).toEqual(removed);
    expect(result.diff.added).toHaveLength(added);
  });

  it.each([
    {
      name: 'an id that is not the order’s',
      edited: [{ id: 99, productId: 10, variantId: null, quantity: 1 }],
      kind: 'unknown_line',
    },
    { name: 'the same id twice', edited: [keep(1, 1), keep(1, 1)], kind: 'unknown_line' },
    {
      name: 'a kept line moved to another product',
      edited: [{ id: 1, productId: 11, variantId: null, quantity: 1 }],
      kind: 'product_changed',
    },
    {
      name: 'a kept line moved to another variant',
      edited: [{ id: 2, productId: 20, variantId: 202, quantity: 1 }],
      kind: 'product_changed',
    },
  ])('refuses $name', ({ edited, kind }) => {
    const result = diffOrderLines(OLD, edited);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe(kind);
  });

  it('a deleted product’s line removed moves no stock', () => {
    const gone: ExistingLine[] = [{ id: 7, productId: null, variantId: null, quantity: 2, price: 1 }];
    const result = diffOrderLines(gone, [{ productId: 10, variantId: null, quantity: 1 }]);
    expect(result.ok && result.diff.moves).toEqual([{ productId: 10, variantId: null, delta: 1 }]);
  });
});

describe('paymentAfterEdit', () => {
  it.each([
    {
      name: 'unpaid stays unpaid',
      before: 'unpaid',
      received: 0,
      total: 100,
      online: false,
      after: 'unpaid',
      refund: 0,
    },
    {
      name: 'paid, total shrinks: refund due',
      before: 'paid',
      received: 150,
      total: 100,
      online: false,
      after: 'refund_due',
      refund: 50,
    },
    {
      name: 'paid, total grows (cash): unpaid',
      before: 'paid',
      received: 100,
      total: 150,
      online: false,
      after: 'unpaid',
      refund: 0,
    },
    {
      name: 'paid, total grows (online): pending',
      before: 'paid',
      received: 100,
      total: 150,
      online: true,
      after: 'pending',
      refund: 0,
    },
    {
      name: 'paid, total the same: paid',
      before: 'paid',
      received: 100,
      total: 100,
      online: true,
      after: 'paid',
      refund: 0,
    },
    {
      name: 'part paid online, total falls below it: refund due',
      before: 'pending',
      received: 80,
      total: 60,
      online: true,
      after: 'refund_due',
      refund: 20,
    },
    {
      name: 'refund due, total grows to what was received: paid',
      before: 'refund_due',
      received: 100,
      total: 100,
      online: false,
      after: 'paid',
      refund: 0,
    },
    {
      name: 'refund due, total grows past it: unpaid',
      before: 'refund_due',
      received: 100,
      total: 120,
      online: false,
      after: 'unpaid',
      refund: 0,
    },
  ])('$name', ({ before, received, total, online, after, refund }) => {
    expect(paymentAfterEdit({ paymentStatus: before, amountReceived: received, finalTotal: total, online })).toEqual({
      paymentStatus: after,
      refundAmount: refund,
    });
  });

  it('refundAmount: above the total, all of it for a cancelled order, nothing once refunded', () => {
    const o = { status: 'processing', paymentStatus: 'refund_due', amountReceived: 150, finalTotal: 100 };
    expect(refundAmount(o)).toBe(50);
    expect(refundAmount({ ...o, status: 'cancelled' })).toBe(150);
    expect(refundAmount({ ...o, paymentStatus: 'refunded' })).toBe(0);
    expect(refundAmount({ ...o, paymentStatus: 'paid', amountReceived: 100 })).toBe(0);
  });
});

describe('keptLinePrice', () => {
  const line = { snapshot: 89_000, resized: false, staffSetBefore: false, today: 80_000 };
  it.each([
    ['an unchanged line drops to the group tier it reaches today', line, 80_000],
    ['a grown line gets the tier of its new quantity', { ...line, resized: true }, 80_000],
    [
      'a shrunk line loses the tier it no longer reaches',
      { ...line, snapshot: 80_000, resized: true, today: 89_000 },
      89_000,
    ],
    ['an unchanged line never rises to a higher price today', { ...line, snapshot: 80_000, today: 95_000 }, 80_000],
    ['a price staff type now wins', { ...line, staffPrice: 70_000 }, 70_000],
    ['a price typed equal to the snapshot still wins', { ...line, staffPrice: 89_000 }, 89_000],
    ['a price staff set before stays', { ...line, staffSetBefore: true, resized: true }, 89_000],
    ['a product no longer sold keeps its snapshot', { ...line, resized: true, today: null }, 89_000],
  ])('%s', (_name, input, expected) => {
    expect(keptLinePrice(input)).toBe(expected);
  });
});
