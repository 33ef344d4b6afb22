import type { ShippingFeeResponse } from '@shop/domain/order-response.schemas';
import { DEFAULT_SHIPPING_SETTINGS } from '@shop/domain/shipping.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings, storeLocations } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import { AdminUnits } from '../address/address.service';
import { call } from '../auth/auth.testing';
import { ADDRESSES, STORE_POINT } from '../orders/orders.testing';
import { type DistanceProvider, straightLineDistance } from './distance-provider';
import { DEFAULT_TAX_SETTINGS, saveShopSetting } from '../settings/settings.repo';
import { createShippingService } from './shipping.service';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
  await t.db.insert(storeLocations).values([
    { name: 'Cửa hàng Quận 1', address: '1 Lê Lợi', status: 'active', ...STORE_POINT },
    { name: 'Sắp mở', address: 'Tân Bình', status: 'coming_soon', lat: 10.7922, lng: 106.6486 },
    { name: 'Kho', address: 'Bình Chánh', status: 'active' },
  ]);
});
afterAll(() => t?.close());

const calculate = async (body: unknown) => {
  const res = await call(t.app, 'POST', '/api/shipping/calculate-fee/', { body });
  return { status: res.status, body: res.body as ShippingFeeResponse };
};
const request = (address: object, orderTotal: unknown) => ({
  destination_address: '12 Nguyễn Huệ',
  ...address,
  order_total: orderTotal,
});

const FALLBACK = {
  shipping_fee: 30_000,
  distance_km: null,
  message: 'Sử dụng phí vận chuyển cố định: 30.000₫',
  DVVC: false,
  fallback_used: true,
};

describe('POST /api/shipping/calculate-fee/ (DESIGN §4)', () => {
  it.each([
    ['near, small', ADDRESSES.near, '350000', 15_000, 0],
    ['near, exactly 1,000,000 ₫: free', ADDRESSES.near, '1000000', 0, 0],
    ['near, 999,999 ₫', ADDRESSES.near, 999_999, 15_000, 0],
    ['4.9 km, big: free', ADDRESSES.edge, 1_500_000, 0, 4.9],
    ['4.9 km, small: 15,000 + 2 started km', ADDRESSES.edge, 200_000, 21_000, 4.9],
    ['6.2 km, big: beyond the free radius', ADDRESSES.mid, 5_000_000, 27_000, 6.2],
    ['43 km: capped at 60,000', ADDRESSES.far, 100_000, 60_000, 43.1],
  ])('HCMC %s', async (_name, address, total, fee, km) => {
    const res = await calculate(request(address, total));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      shipping_fee: fee,
      distance_km: km,
      duration_text: 'Giao trong ngày',
      DVVC: false,
      fallback_used: false,
    });
    expect(res.body.message).toBe(
      fee === 0
        ? 'Miễn phí giao hàng trong bán kính 5 km cho đơn từ 1.000.000₫'
        : `Giao hàng nội thành, khoảng cách ${km.toLocaleString('vi-VN')} km`,
    );
  });

  it('another province: the partner carrier charges (DVVC)', async () => {
    const res = await calculate(request(ADDRESSES.hanoi, '350000'));
    expect(res.body).toEqual({
      shipping_fee: 0,
      distance_km: null,
      duration_text: '2-5 ngày làm việc',
      message: 'Phí vận chuyển do đơn vị vận chuyển thu khi giao hàng',
      DVVC: true,
      fallback_used: false,
    });
  });

  it('resolves names without case or accents, and codes alone or with names that agree', async () => {
    const plain = await calculate(request({ city: 'ho chi minh', district: 'QUAN 1', ward: 'ben nghe' }, 100));
    expect(plain.body).toMatchObject({ shipping_fee: 15_000, distance_km: 0 });
    const codes = { city_code: '79', district_code: '778', ward_code: '27475' };
    const coded = await calculate(request({ ...ADDRESSES.edge, ...codes }, 100));
    expect(coded.body).toMatchObject({ shipping_fee: 21_000, distance_km: 4.9 });
    const onlyCodes = await calculate(request(codes, 100));
    expect(onlyCodes.body).toMatchObject({ shipping_fee: 21_000, distance_km: 4.9 });
  });

  it.each([
    ["an HCMC name with Hà Nội's code", { ...ADDRESSES.near, city_code: '01' }, 'city'],
    [
      "a Hà Nội name with HCMC's codes",
      { ...ADDRESSES.hanoi, city_code: '79', district_code: '760', ward_code: '26740' },
      'city',
    ],
    [
      'made-up names with real codes',
      { ...ADDRESSES.unknown, city_code: '79', district_code: '760', ward_code: '26740' },
      'city',
    ],
    ["Quận 1's name with Quận 7's code", { ...ADDRESSES.near, district_code: '778' }, 'district'],
    ["Bến Nghé's name with a ward code of Quận 7", { ...ADDRESSES.near, ward_code: '27475' }, 'ward'],
  ])('a code that contradicts its name is a 400 on that field, not a fee: %s', async (_, address, field) => {
    const res = await calculate(request(address, 1_500_000));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual([field]);
    expect((res.body as unknown as Record<string, string[]>)[field]![0]).toMatch(/không khớp với mã đã chọn/);
  });

  it("uses the district's centroid when the ward is typed freely", async () => {
    const res = await calculate(request({ city: 'TP Hồ Chí Minh', district: 'Quận 1', ward: 'Khu phố 3' }, 100));
    // Quận 1's centroid is 0.9 km from the store.
    expect(res.body).toMatchObject({ shipping_fee: 15_000, distance_km: 0.9, fallback_used: false });
  });

  it.each([
    ['an unknown province', request(ADDRESSES.unknown, '350000')],
    ['HCMC with an unknown district', request({ city: 'Hồ Chí Minh', district: 'Quận 99', ward: 'X' }, '350000')],
    ['order_total not a number', request(ADDRESSES.near, 'abc')],
    ['order_total negative', request(ADDRESSES.near, -5)],
    ['order_total a fraction', request(ADDRESSES.near, '1.5')],
    ['order_total missing', { ...ADDRESSES.near }],
    ['fields of the wrong type', { city: 1, district: [], ward: {}, order_total: true }],
    ['an empty object', {}],
  ])('any failure is the 30,000 ₫ fallback: %s', async (_name, body) => {
    const res = await calculate(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(FALLBACK);
  });

  it('answers 400 only for a body that is not a JSON object', async () => {
    expect((await calculate('"text"')).status).toBe(400);
    expect((await calculate('[1]')).status).toBe(400);
    expect((await calculate('{')).status).toBe(400);
  });

  it('wrote the default settings on first use, so staff have rows to edit', async () => {
    const rows = await t.db.select().from(shopSettings);
    expect(Object.fromEntries(rows.map((r) => [r.key, r.value]))).toEqual({
      shipping: DEFAULT_SHIPPING_SETTINGS,
      tax: DEFAULT_TAX_SETTINGS,
    });
  });
});

describe('the shipping service: settings and stores from the database', () => {
  const units = new AdminUnits('legacy');
  const service = (distance: DistanceProvider = straightLineDistance) =>
    createShippingService({ db: t.db, units, distance, log: t.app.log, cacheTtlMs: 0 });

  it("follows the shop's fee settings", async () => {
    await saveShopSetting(t.db, 'shipping', {
      ...DEFAULT_SHIPPING_SETTINGS,
      baseFee: 20_000,
      perKmFee: 5_000,
      freeThreshold: 500_000,
    });
    try {
      const s = service();
      expect((await s.calculateFee(request(ADDRESSES.mid, 100_000))).shipping_fee).toBe(20_000 + 4 * 5_000);
      expect((await s.calculateFee(request(ADDRESSES.edge, 500_000))).shipping_fee).toBe(0);
    } finally {
      await saveShopSetting(t.db, 'shipping', DEFAULT_SHIPPING_SETTINGS);
    }
  });

  it('settings that do not parse fall back to the defaults', async () => {
    await t.db
      .update(shopSettings)
      .set({ value: { baseFee: 'lots' } })
      .where(eq(shopSettings.key, 'shipping'));
    try {
      expect((await service().calculateFee(request(ADDRESSES.mid, 100_000))).shipping_fee).toBe(27_000);
    } finally {
      await saveShopSetting(t.db, 'shipping', DEFAULT_SHIPPING_SETTINGS);
    }
  });

  it('measures from the nearest active store, and falls back without one', async () => {
    const [extra] = await t.db
      .insert(storeLocations)
      .values({ name: 'Cửa hàng Củ Chi', address: 'Củ Chi', status: 'active', lat: 11.1015, lng: 106.4826 })
      .returning();
    try {
      expect(await service().calculateFee(request(ADDRESSES.far, 100))).toMatchObject({ distance_km: 0 });
    } finally {
      await t.db.delete(storeLocations).where(eq(storeLocations.id, extra!.id));
    }
    await t.db.update(storeLocations).set({ status: 'coming_soon' }).where(eq(storeLocations.status, 'active'));
    try {
      expect(await service().calculateFee(request(ADDRESSES.near, 100))).toMatchObject(FALLBACK);
      // Outside HCMC no store is needed.
      expect(await service().calculateFee(request(ADDRESSES.hanoi, 100))).toMatchObject({ DVVC: true });
    } finally {
      await t.db.update(storeLocations).set({ status: 'active' }).where(eq(storeLocations.name, 'Cửa hàng Quận 1'));
    }
  });

  it('a failing distance provider gives the fallback', async () => {
    const broken: DistanceProvider = {
      name: 'broken',
      distanceKm: async () => {
        throw new Error('maps API down');
      },
    };
    expect(await service(broken).calculateFee(request(ADDRESSES.near, 100))).toMatchObject(FALLBACK);
    const nonsense: DistanceProvider = { name: 'nan', distanceKm: async () => Number.NaN };
    expect(await service(nonsense).calculateFee(request(ADDRESSES.near, 100))).toMatchObject(FALLBACK);
  });
});
