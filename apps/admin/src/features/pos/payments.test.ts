/** The payment arithmetic of the till: change from cash, two methods summing to the total (DESIGN §15). */
import { POS_MESSAGES } from '@shop/domain/pos.schemas';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, parseMoney, quickCash, settle } from './payments';

const single = (method: 'cash' | 'transfer' | 'card', received: number | null = null) => ({
  method,
  second: null,
  firstAmount: null,
  received,
});

describe('parseMoney', () => {
  it.each([
    ['150000', 150_000],
    ['150.000', 150_000],
    ['150 000', 150_000],
    ['150k', 150_000],
    ['150K', 150_000],
    ['200.000đ', 200_000],
    ['1,5k', 1_500],
    ['2.25k', 2_250],
    ['0', 0],
  ])('reads %s as %i', (text, amount) => expect(parseMoney(text)).toBe(amount));

  it.each(['', 'abc', '-5', '1.5.5k', 'k', '12345678901234'])('refuses %s', (text) =>
    expect(parseMoney(text)).toBeNull(),
  );
});

describe('settle: one method', () => {
  it('cash: the change is what was received above the total; blank received is the exact sum', () => {
    expect(settle(183_600, single('cash', 200_000))).toEqual({
      ok: true,
      payments: [{ method: 'cash', amount: 183_600 }],
      cash_received: 200_000,
      change: 16_400,
      cash: 183_600,
    });
    expect(settle(183_600, single('cash'))).toMatchObject({ ok: true, cash_received: 183_600, change: 0 });
  });

  it('cash: less than the total is refused with the server’s message', () => {
    expect(settle(183_600, single('cash', 180_000))).toEqual({ ok: false, message: POS_MESSAGES.cashShort });
  });

  it('transfer and card pay the total, with no cash and no change', () => {
    for (const method of ['transfer', 'card'] as const) {
      expect(settle(99_000, single(method, 500_000))).toEqual({
        ok: true,
        payments: [{ method, amount: 99_000 }],
        cash_received: null,
        change: 0,
        cash: 0,
      });
    }
  });

  it('refuses a sale with nothing to pay', () => {
    expect(settle(0, single('cash'))).toEqual({ ok: false, message: PAYMENT_MESSAGES.nothingToPay });
  });
});

describe('settle: two methods', () => {
  const split = (firstAmount: number | null, received: number | null = null) => ({
    method: 'cash' as const,
    second: 'transfer' as const,
    firstAmount,
    received,
  });

  it('the second pays the rest, so the two sum to the total; change comes from the cash part only', () => {
    const s = settle(250_000, split(100_000, 150_000));
    expect(s).toEqual({
      ok: true,
      payments: [
        { method: 'cash', amount: 100_000 },
        { method: 'transfer', amount: 150_000 },
      ],
      cash_received: 150_000,
      change: 50_000,
      cash: 100_000,
    });
    if (s.ok) expect(s.payments.reduce((n, p) => n + p.amount, 0)).toBe(250_000);
  });

  it('cash second: the received amount covers the rest', () => {
    const s = settle(250_000, { method: 'card', second: 'cash', firstAmount: 200_000, received: 100_000 });
    expect(s).toMatchObject({ ok: true, cash: 50_000, cash_received: 100_000, change: 50_000 });
  });

  it('refuses the same method twice, and a first part of 0 or the whole total', () => {
    expect(settle(250_000, { ...split(100_000), second: 'cash' })).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.sameMethod,
    });
    for (const amount of [null, 0, 250_000, 300_000, 1.5]) {
      expect(settle(250_000, split(amount))).toEqual({ ok: false, message: PAYMENT_MESSAGES.firstAmount(250_000) });
    }
  });

  it('refuses cash received below the cash part', () => {
    expect(settle(250_000, split(100_000, 90_000))).toEqual({ ok: false, message: POS_MESSAGES.cashShort });
  });
});

describe('quickCash', () => {
  it('offers the exact sum and round notes above it', () => {
    expect(quickCash(183_600)).toEqual([183_600, 190_000, 200_000, 500_000]);
    expect(quickCash(200_000)).toEqual([200_000, 500_000]);
    expect(quickCash(0)).toEqual([]);
  });
});
