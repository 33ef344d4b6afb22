import { describe, expect, it } from 'vitest';
import {
  MARKETPLACE_CANCEL_STATUSES,
  MARKETPLACE_FLAG_STATUSES,
  MARKETPLACE_STATUS_TARGETS,
  marketplaceMoney,
  marketplaceSteps,
  marketplaceTarget,
  staffMayMove,
} from './marketplace.rules';
import { ORDER_SOURCES } from './order-source';
import { ORDER_STATUSES } from './order-status';

describe('marketplace statuses (DESIGN §16), compared without case', () => {
  const table = [
    ['UNPAID', 'pending'],
    ['ON_HOLD', 'pending'],
    ['READY_TO_SHIP', 'processing'],
    ['PROCESSED', 'processing'],
    ['RETRY_SHIP', 'processing'],
    ['AWAITING_SHIPMENT', 'processing'],
    ['AWAITING_COLLECTION', 'processing'],
    ['PARTIALLY_SHIPPING', 'processing'],
    ['SHIPPED', 'shipped'],
    ['IN_TRANSIT', 'shipped'],
    ['TO_CONFIRM_RECEIVE', 'delivered'],
    ['COMPLETED', 'delivered'],
    ['DELIVERED', 'delivered'],
    ['CANCELLED', 'cancelled'],
    ['CANCEL', 'cancelled'],
    ['IN_CANCEL', 'flag'],
    ['TO_RETURN', 'flag'],
  ] as const;

  it.each(table)('%s → %s', (name, target) => {
    expect(marketplaceTarget(name)).toBe(target);
    expect(marketplaceTarget(name.toLowerCase())).toBe(target);
    expect(marketplaceTarget(` ${name[0]}${name.slice(1).toLowerCase()} `)).toBe(target);
  });

  it('the table names every status and nothing else', () => {
    expect(Object.keys(MARKETPLACE_STATUS_TARGETS).sort()).toEqual(table.map(([n]) => n).sort());
  });

  it('an unknown name asks nothing', () => {
    expect(marketplaceTarget('SOMETHING_NEW')).toBeNull();
    expect(marketplaceSteps('pending', marketplaceTarget('SOMETHING_NEW'))).toEqual([]);
  });

  it('flags and cancels are listed', () => {
    expect(MARKETPLACE_FLAG_STATUSES.sort()).toEqual(['IN_CANCEL', 'TO_RETURN']);
    expect(MARKETPLACE_CANCEL_STATUSES.sort()).toEqual(['CANCEL', 'CANCELLED']);
  });
});

describe('the steps that walk our order to the marketplace status', () => {
  it.each([
    ['pending', 'pending', []],
    ['pending', 'processing', ['accounting_processing', 'processing']],
    ['pending', 'shipped', ['accounting_processing', 'processing', 'shipped']],
    ['pending', 'delivered', ['accounting_processing', 'processing', 'shipped', 'delivered']],
    ['accounting_processing', 'processing', ['processing']],
    ['processing', 'processing', []],
    ['processing', 'shipped', ['shipped']],
    ['shipped', 'delivered', ['delivered']],
    // A late read never moves the order back.
    ['shipped', 'processing', []],
    ['delivered', 'shipped', []],
    ['processing', 'pending', []],
    // Cancels where the staff table allows them; once off the shelf, staff look instead.
    ['pending', 'cancelled', ['cancelled']],
    ['processing', 'cancelled', ['cancelled']],
    ['shipped', 'cancelled', []],
    ['delivered', 'cancelled', []],
    ['cancelled', 'cancelled', []],
    ['cancelled', 'processing', []],
    ['returned', 'delivered', []],
    ['processing', 'flag', []],
  ] as const)('%s toward %s: %j', (from, target, steps) => {
    expect(marketplaceSteps(from, target)).toEqual(steps);
  });

  it('every step is forward and ends at the target or nowhere', () => {
    for (const from of ORDER_STATUSES) {
      for (const target of ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const) {
        const steps = marketplaceSteps(from, target);
        if (steps.length > 0) expect(steps.at(-1)).toBe(target);
      }
    }
  });
});

describe("the marketplace's total within our money columns", () => {
  it.each([
    [100_000, 100_000, { totalPrice: 100_000, shippingFee: 0, discount: 0, finalTotal: 100_000 }],
    [100_000, 115_000, { totalPrice: 100_000, shippingFee: 15_000, discount: 0, finalTotal: 115_000 }],
    [100_000, 90_000, { totalPrice: 100_000, shippingFee: 0, discount: 10_000, finalTotal: 90_000 }],
    [0, 0, { totalPrice: 0, shippingFee: 0, discount: 0, finalTotal: 0 }],
  ])('lines %i, total %i', (subtotal, total, money) => {
    const m = marketplaceMoney(subtotal, total);
    expect(m).toEqual(money);
    expect(m.totalPrice + m.shippingFee - m.discount).toBe(m.finalTotal);
  });
});

describe("staff's own moves (DESIGN §16)", () => {
  it('a marketplace order moves with its marketplace, but for the return staff record; other orders as the table', () => {
    for (const source of ORDER_SOURCES) {
      const allowed = ORDER_STATUSES.filter((to) => staffMayMove(source, to));
      expect(allowed).toEqual(source === 'shopee' || source === 'tiktok' ? ['returned'] : ORDER_STATUSES);
    }
  });
});
