import { describe, expect, it } from 'vitest';
import { formatVnd } from './money';
import {
  DEFAULT_SHIPPING_SETTINGS,
  FALLBACK_SHIPPING_FEE,
  FALLBACK_SHIPPING_MESSAGE,
  SHIPPING_MESSAGES,
  fallbackShippingMessage,
  distanceKm,
  quoteShipping,
} from './shipping.rules';

describe('quoteShipping', () => {
  it.each([
    ['HCMC, big order, near a store: free', 1_000_000, 4.9, 0],
    ['HCMC, big order, exactly 5 km: free', 1_500_000, 5, 0],
    ['HCMC, big order, too far: fee', 1_000_000, 5.2, 24_000],
    ['HCMC, small order, near: base fee', 999_999, 1, 15_000],
    ['HCMC, small order, 3 km: base fee', 200_000, 3, 15_000],
    ['HCMC, small order, 3.1 km: one more km', 200_000, 3.1, 18_000],
    ['HCMC, far away: capped', 200_000, 60, 60_000],
  ])('%s', (_name, subtotal, km, fee) => {
    const quote = quoteShipping({ provinceCode: '79', distanceKm: km, subtotal });
    expect(quote.shipping_fee).toBe(fee);
    expect(quote.DVVC).toBe(false);
    if (fee === 0) expect(quote.message).toBe(SHIPPING_MESSAGES.free);
  });

  it('leaves other provinces to the partner carrier', () => {
    expect(quoteShipping({ provinceCode: '01', distanceKm: null, subtotal: 5_000_000 })).toEqual({
      shipping_fee: 0,
      DVVC: true,
      distance_km: null,
      message: SHIPPING_MESSAGES.carrier,
    });
  });

  it('refuses to guess a distance in HCMC', () => {
    expect(() => quoteShipping({ provinceCode: '79', distanceKm: null, subtotal: 1 })).toThrow(RangeError);
    expect(() => quoteShipping({ provinceCode: '79', distanceKm: Number.NaN, subtotal: 1 })).toThrow(RangeError);
  });

  it('follows the shop settings', () => {
    const settings = { ...DEFAULT_SHIPPING_SETTINGS, freeThreshold: 500_000, baseFee: 20_000 };
    expect(quoteShipping({ provinceCode: '79', distanceKm: 2, subtotal: 500_000 }, settings).shipping_fee).toBe(0);
    expect(quoteShipping({ provinceCode: '79', distanceKm: 2, subtotal: 100_000 }, settings).shipping_fee).toBe(20_000);
    expect(quoteShipping({ provinceCode: '79', distanceKm: 2, subtotal: 500_000 }, settings).message).toBe(
      'Miễn phí giao hàng trong bán kính 5 km cho đơn từ 500.000₫',
    );
  });

  it("sends the shop's couriers to every province once the HCMC-only rule is off", () => {
    const everywhere = { ...DEFAULT_SHIPPING_SETTINGS, hcmcOnly: false };
    expect(quoteShipping({ provinceCode: '01', distanceKm: 10, subtotal: 100_000 }, everywhere)).toMatchObject({
      shipping_fee: 36_000,
      DVVC: false,
    });
    expect(() => quoteShipping({ provinceCode: '01', distanceKm: null, subtotal: 1 }, everywhere)).toThrow(RangeError);
  });
});

describe('distanceKm', () => {
  it('measures Bến Thành market to Tân Sơn Nhất airport at about 6.5 km', () => {
    const d = distanceKm({ lat: 10.7725, lng: 106.698 }, { lat: 10.8185, lng: 106.6588 });
    expect(d).toBeGreaterThan(6);
    expect(d).toBeLessThan(7);
  });

  it('is zero for the same point', () => {
    expect(distanceKm({ lat: 10.8, lng: 106.7 }, { lat: 10.8, lng: 106.7 })).toBe(0);
  });
});

it('names the fallback fee like the spec, and the fee it names is the one charged', () => {
  expect(FALLBACK_SHIPPING_MESSAGE).toBe('Sử dụng phí vận chuyển cố định: 30.000₫');
  expect(FALLBACK_SHIPPING_MESSAGE).toContain(formatVnd(FALLBACK_SHIPPING_FEE).replace(/\s/g, ''));
  expect(fallbackShippingMessage(25_000)).toBe('Sử dụng phí vận chuyển cố định: 25.000₫');
  expect(fallbackShippingMessage(FALLBACK_SHIPPING_FEE)).toBe(FALLBACK_SHIPPING_MESSAGE);
  expect(SHIPPING_MESSAGES.free).toBe('Miễn phí giao hàng trong bán kính 5 km cho đơn từ 1.000.000₫');
});
