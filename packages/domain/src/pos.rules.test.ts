import { describe, expect, it } from 'vitest';
import { settlePosPayments } from './pos.rules';

describe('settlePosPayments', () => {
  it.each([
    // total, parts, cash handed over → settlement
    [250_000, [{ method: 'cash', amount: 250_000 }], 300_000, { change: 50_000, paidNow: 250_000, transfer: false }],
    [250_000, [{ method: 'cash', amount: 250_000 }], null, { change: 0, paidNow: 250_000, transfer: false }],
    [250_000, [{ method: 'card', amount: 250_000 }], null, { change: 0, paidNow: 250_000, transfer: false }],
    [
      250_000,
      [
        { method: 'cash', amount: 100_000 },
        { method: 'card', amount: 150_000 },
      ],
      200_000,
      { change: 100_000, paidNow: 250_000, transfer: false },
    ],
    [
      250_000,
      [
        { method: 'cash', amount: 50_000 },
        { method: 'transfer', amount: 200_000 },
      ],
      50_000,
      { change: 0, paidNow: 50_000, transfer: true },
    ],
    [250_000, [{ method: 'transfer', amount: 250_000 }], null, { change: 0, paidNow: 0, transfer: true }],
  ] as const)('%i paid by %j with %s handed over', (total, parts, received, expected) => {
    expect(settlePosPayments(total, parts, received)).toMatchObject(expected);
  });

  it('refuses parts that do not sum to the total, and cash handed over below the cash part', () => {
    expect(settlePosPayments(250_000, [{ method: 'cash', amount: 249_999 }], null)).toEqual({ issue: 'paymentsSum' });
    expect(
      settlePosPayments(
        250_000,
        [
          { method: 'cash', amount: 200_000 },
          { method: 'card', amount: 50_001 },
        ],
        null,
      ),
    ).toEqual({ issue: 'paymentsSum' });
    expect(settlePosPayments(250_000, [{ method: 'cash', amount: 250_000 }], 200_000)).toEqual({ issue: 'cashShort' });
  });

  it('keeps no cash handed over without a cash part', () => {
    expect(settlePosPayments(90_000, [{ method: 'card', amount: 90_000 }], 100_000)).toEqual({
      change: 0,
      paidNow: 90_000,
      transfer: false,
      cashReceived: null,
    });
  });
});
