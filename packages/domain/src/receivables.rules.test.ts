import { describe, expect, it } from 'vitest';
import {
  RECEIVABLE_MESSAGES,
  allocate,
  availableCredit,
  daysOverdue,
  effectiveTerms,
  withinLimit,
} from './receivables.rules';

describe('effectiveTerms', () => {
  it.each([
    [{ payment_terms_days: null, credit_limit: null }, null, { payment_terms_days: 0, credit_limit: null }],
    [
      { payment_terms_days: null, credit_limit: null },
      { payment_terms_days: 15, credit_limit: 2_000_000 },
      { payment_terms_days: 15, credit_limit: 2_000_000 },
    ],
    [
      { payment_terms_days: 0, credit_limit: 500_000 },
      { payment_terms_days: 15, credit_limit: 2_000_000 },
      { payment_terms_days: 0, credit_limit: 500_000 },
    ],
    [
      { payment_terms_days: 30, credit_limit: null },
      { payment_terms_days: 15, credit_limit: 2_000_000 },
      { payment_terms_days: 30, credit_limit: 2_000_000 },
    ],
  ])('own %o, group %o → %o', (own, group, expected) => {
    expect(effectiveTerms(own, group)).toEqual(expected);
  });
});

describe('allocate', () => {
  const orders = [
    { id: 1, owed: 300 },
    { id: 2, owed: 500 },
    { id: 3, owed: 200 },
  ];
  it.each([
    [100, [{ id: 1, amount: 100 }], 0],
    [
      600,
      [
        { id: 1, amount: 300 },
        { id: 2, amount: 300 },
      ],
      0,
    ],
    [
      1_200,
      [
        { id: 1, amount: 300 },
        { id: 2, amount: 500 },
        { id: 3, amount: 200 },
      ],
      200,
    ],
  ])('%i over 300/500/200 pays the oldest first', (amount, parts, left) => {
    expect(allocate(amount, orders)).toEqual({ parts, left });
  });

  it('skips what owes nothing', () => {
    expect(
      allocate(50, [
        { id: 9, owed: 0 },
        { id: 1, owed: 80 },
      ]),
    ).toEqual({ parts: [{ id: 1, amount: 50 }], left: 0 });
  });
});

describe('the credit limit', () => {
  it('passes up to the limit exactly, and always without one', () => {
    expect(withinLimit(5_000_000, 4_200_000, 800_000)).toBe(true);
    expect(withinLimit(5_000_000, 4_200_000, 800_001)).toBe(false);
    expect(withinLimit(null, 1e12, 1e12)).toBe(true);
    expect(availableCredit(5_000_000, 4_200_000)).toBe(800_000);
    expect(availableCredit(5_000_000, 6_000_000)).toBe(0);
    expect(availableCredit(null, 6_000_000)).toBeNull();
  });

  it('names the limit, the balance and the order in dong', () => {
    expect(RECEIVABLE_MESSAGES.overLimit(5_000_000, 4_200_000, 1_000_000)).toBe(
      'Vượt hạn mức công nợ: hạn mức 5.000.000đ, đang nợ 4.200.000đ, đơn này 1.000.000đ.',
    );
  });
});

it('counts whole days overdue', () => {
  const due = new Date('2030-01-01T00:00:00Z');
  expect(daysOverdue(due, new Date('2029-12-31T00:00:00Z'))).toBe(0);
  expect(daysOverdue(due, new Date('2030-01-03T12:00:00Z'))).toBe(2);
});
