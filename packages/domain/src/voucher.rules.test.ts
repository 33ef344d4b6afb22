import { describe, expect, it } from 'vitest';
import { VOUCHER_MESSAGES, type VoucherTerms, voucherDiscount, voucherRejection } from './voucher.rules';

const base: VoucherTerms = {
  value: 10,
  is_percentage: true,
  min_purchase_amount: 200_000,
  is_active: true,
  usage_limit_per_user: null,
  can_user_use: true,
};
const freeship: VoucherTerms = { ...base, value: 0, is_percentage: false, min_purchase_amount: 0 };
const order: { subtotal: number; provinceCode: string | null; signedIn: boolean } = {
  subtotal: 500_000,
  provinceCode: '79',
  signedIn: true,
};

describe('voucherRejection', () => {
  it.each<[string, VoucherTerms, Partial<typeof order>, string | null]>([
    ['usable', base, {}, null],
    ['inactive', { ...base, is_active: false }, {}, VOUCHER_MESSAGES.inactive],
    ['used up, signed in', { ...base, usage_limit_per_user: 1, can_user_use: false }, {}, VOUCHER_MESSAGES.alreadyUsed],
    ['used up but no per-user limit', { ...base, can_user_use: false }, {}, null],
    [
      'per-user rule only when signed in',
      { ...base, usage_limit_per_user: 1, can_user_use: false },
      { signedIn: false },
      null,
    ],
    ['under the minimum', base, { subtotal: 199_999 }, 'Đơn hàng chưa đạt giá trị tối thiểu 200.000\u00a0₫'],
    ['exactly the minimum', base, { subtotal: 200_000 }, null],
    ['free shipping in HCMC', freeship, {}, null],
    ['free shipping elsewhere', freeship, { provinceCode: '01' }, VOUCHER_MESSAGES.freeshipOutsideHcmc],
    ['free shipping before the address is known', freeship, { provinceCode: null }, null],
  ])('%s', (_name, voucher, overrides, expected) => {
    expect(voucherRejection(voucher, { ...order, ...overrides })).toBe(expected);
  });

  const windowed: VoucherTerms = {
    ...base,
    starts_at: '2026-03-01T00:00:00+07:00',
    ends_at: '2026-03-08T00:00:00+07:00',
    usage_limit: 100,
  };
  it.each<[string, Partial<Parameters<typeof voucherRejection>[1]>, string | null]>([
    ['before its start', { now: new Date('2026-02-28T16:59:59Z') }, VOUCHER_MESSAGES.inactive],
    ['at its start', { now: new Date('2026-02-28T17:00:00Z') }, null],
    ['just before its end', { now: new Date('2026-03-07T16:59:59Z') }, null],
    ['at its end', { now: new Date('2026-03-07T17:00:00Z') }, VOUCHER_MESSAGES.inactive],
    ['under its total limit', { now: new Date('2026-03-02T00:00:00Z'), timesUsed: 99 }, null],
    ['used up in total', { now: new Date('2026-03-02T00:00:00Z'), timesUsed: 100 }, VOUCHER_MESSAGES.inactive],
    ['window and total not told: not checked', {}, null],
  ])('%s', (_name, overrides, expected) => {
    expect(voucherRejection(windowed, { ...order, ...overrides })).toBe(expected);
  });

  it('an open window never closes and no total limit never runs out', () => {
    const open = { ...base, starts_at: null, ends_at: null, usage_limit: null };
    expect(voucherRejection(open, { ...order, now: new Date(0), timesUsed: 1e9 })).toBeNull();
  });
});

describe('voucherDiscount', () => {
  it.each([
    ['percentage rounds half up', { value: 15, is_percentage: true }, 333_333, 0, { goods: 50_000, shipping: 0 }],
    ['percentage, .5 rounds up', { value: 10, is_percentage: true }, 5, 0, { goods: 1, shipping: 0 }],
    ['fixed', { value: 50_000, is_percentage: false }, 500_000, 30_000, { goods: 50_000, shipping: 0 }],
    [
      'fixed never above the subtotal',
      { value: 50_000, is_percentage: false },
      20_000,
      30_000,
      { goods: 20_000, shipping: 0 },
    ],
    [
      'free shipping takes the fee',
      { value: 0, is_percentage: false },
      500_000,
      25_000,
      { goods: 0, shipping: 25_000 },
    ],
    ['percentage capped at 100', { value: 150, is_percentage: true }, 10_000, 0, { goods: 10_000, shipping: 0 }],
    [
      'percentage up to its cap',
      { value: 20, is_percentage: true, max_discount: 50_000 },
      1_000_000,
      0,
      { goods: 50_000, shipping: 0 },
    ],
    [
      'percentage under its cap',
      { value: 20, is_percentage: true, max_discount: 50_000 },
      200_000,
      0,
      { goods: 40_000, shipping: 0 },
    ],
    [
      'a cap means nothing to a fixed amount',
      { value: 80_000, is_percentage: false, max_discount: 50_000 },
      200_000,
      0,
      { goods: 80_000, shipping: 0 },
    ],
  ])('%s', (_name, voucher, subtotal, shippingFee, expected) => {
    expect(voucherDiscount(voucher, { subtotal, shippingFee })).toEqual(expected);
  });
});
