import { describe, expect, it } from 'vitest';
import { type ShippingState, knownFee } from './use-shipping-fee';

const ok = (fee: number, dvvc: boolean, carrierFee: number | null = null): ShippingState => ({
  kind: 'ok',
  fee,
  dvvc,
  message: '',
  carrierFee,
});

describe('the fee the order carries', () => {
  it.each<[string, ShippingState, number | null]>([
    ["the shop's couriers", ok(18_000, false), 18_000],
    ["a carrier's quote the shop charges", ok(27_000, true), 27_000],
    ['a carrier that collects its fee on delivery', ok(0, true, 27_000), 0],
    ['the fixed fee after a failure', { kind: 'fallback', fee: 30_000, message: '' }, 30_000],
    ['no address yet', { kind: 'unknown' }, null],
    ['still asking', { kind: 'loading' }, null],
    ['an answer that made no sense', { kind: 'error', message: '' }, null],
  ])('%s', (_, state, expected) => {
    expect(knownFee(state)).toBe(expected);
  });
});
