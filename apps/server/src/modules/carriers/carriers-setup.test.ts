// Carriers out of the box (DESIGN §11): a fresh demo shop with the carriers' keys and nothing else set quotes with the
// carrier. The demo stores carry their units, so the first one is the pickup; a store without units never is; GHN
// without GHN ids for the pickup picks up at its account's address; GHTK says what the pickup lacks; GHN's master data
// is fetched by the first quote that needs it, once for all the quotes waiting on it.
import type { CarrierSettings } from '@shop/domain/carrier-settings.schemas';
import type { Shipment, ShipmentQuote } from '@shop/domain/carrier.schemas';
import type { ShippingFeeResponse } from '@shop/domain/order-response.schemas';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products, storeLocations } from '../../db/schema/index';
import { call, signUp } from '../auth/auth.testing';
import { ADDRESSES, orderBody, placedOrder } from '../orders/orders.testing';
import { ghnPeerFee, startGhnPeer } from '../../testing/ghn-peer';
import { ghtkPeerFee, startGhtkPeer } from '../../testing/ghtk-peer';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { buildTestApp } from '../../testing/test-app';

const ghn = startGhnPeer({ token: 'ghn-token', shopId: '885' });
const ghtk = startGhtkPeer({ token: 'ghtk-token' });
let t: Awaited<ReturnType<typeof buildTestApp>>;
let admin: Awaited<ReturnType<typeof accountWithRole>>;
let staff: Awaited<ReturnType<typeof accountWithRole>>;
let shopper: Awaited<ReturnType<typeof signUp>>;
let item: { id: number; weightGrams: number };

beforeAll(async () => {
  const [ghnUrl, ghtkUrl] = await Promise.all([ghn.listen(), ghtk.listen()]);
  // The demo seed, the keys, and nothing else: no pickup saved, GHN's master data never fetched.
  t = await buildTestApp({
    env: {
      GHN_TOKEN: 'ghn-token',
      GHN_SHOP_ID: '885',
      GHN_BASE_URL: ghnUrl,
      GHTK_TOKEN: 'ghtk-token',
      GHTK_BASE_URL: ghtkUrl,
      // Room for the master data fetch on a busy machine (a quote waits for it at most this long).
      CARRIER_TIMEOUT_MS: '10000',
    },
  });
  [admin, staff, shopper] = await Promise.all([
    accountWithRole(t.app, t.db, 'admin'),
    accountWithRole(t.app, t.db, 'staff'),
    signUp(t.app),
  ]);
  const noVariants = sql`not exists (select 1 from ${productVariants} v where v.product_id = ${products.id})`;
  const [found] = await t.db
    .select({ id: products.id, weightGrams: products.weightGrams })
    .from(products)
    .where(and(eq(products.isActive, true), gt(products.stock, 20), gt(products.weightGrams, 0), noVariants))
    .limit(1);
  item = found!;
});
afterAll(async () => {
  await t?.close();
  await Promise.all([ghn.close(), ghtk.close()]);
});

const PROVINCES = '/shiip/public-api/master-data/province';
const provinceFetches = () => ghn.received.filter((r) => r.path === PROVINCES).length;
const lastGhnFee = () => ghn.received.findLast((r) => r.path.endsWith('/shipping-order/fee'))!.body;

/** calculate-fee to Hà Nội for `quantity` of the demo item (each quantity its own weight: no kept quote). */
async function feeToHanoi(quantity: number) {
  const res = await call(t.app, 'POST', '/api/shipping/calculate-fee/', {
    body: {
      destination_address: '1 Hoàng Diệu',
      ...ADDRESSES.hanoi,
      order_total: 350_000,
      items: [{ product: item.id, variant: null, quantity }],
    },
  });
  expect(res.status).toBe(200);
  return res.body as ShippingFeeResponse;
}

const settings = async () =>
  (await adminCall(t.app, admin, 'GET', '/api/admin/settings/carriers/')).body as CarrierSettings;
const setupOf = (s: CarrierSettings, carrier: 'ghn' | 'ghtk') => s.carriers.find((c) => c.carrier === carrier)!;
const setStoreUnits = (names: string[], units: { cityCode: null; districtCode: null; wardCode: null }) =>
  t.db.update(storeLocations).set(units).where(inArray(storeLocations.name, names));
const NO_UNITS = { cityCode: null, districtCode: null, wardCode: null };

/** An order to Hà Nội of the demo item, moved to `processing`. */
async function processingOrder() {
  const order = await placedOrder(
    t.app,
    shopper.tokens.access,
    orderBody({ ...ADDRESSES.hanoi, items: [{ product: item.id, variant: null, quantity: 1 }] }),
  );
  for (const status of ['accounting_processing', 'processing']) {
    const res = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/transition/`, {
      body: { status },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return order;
}

describe('GHN’s master data, fetched by the first quote that needs it', () => {
  it('a quote while GHN is unreachable falls back; the next ones fetch it at once, one fetch for all', async () => {
    ghn.fail(PROVINCES, { kind: 'http-500' });
    expect(await feeToHanoi(1)).toMatchObject({ fallback_used: true, DVVC: true });
    expect(provinceFetches()).toBe(0);
    // Five quotes at once, none kept: they share the one fetch under way, then all quote with GHN.
    const quantities = [2, 3, 4, 5, 6];
    const answers = await Promise.all(quantities.map(feeToHanoi));
    expect(provinceFetches()).toBe(1);
    expect(answers).toEqual(
      quantities.map((q) =>
        expect.objectContaining({
          fallback_used: false,
          carrier: 'ghn',
          shipping_fee: ghnPeerFee(q * item.weightGrams),
        }),
      ),
    );
    await feeToHanoi(7);
    expect(provinceFetches()).toBe(1);
  });
});

describe('a fresh demo shop with the carriers’ keys (DESIGN §11)', () => {
  it('the first demo store is the pickup, with its units, and both carriers can pick up there', async () => {
    const s = await settings();
    expect(s.pickup).toBeNull();
    expect(s.pickup_effective).toMatchObject({
      source: 'store',
      name: 'Cửa hàng Quận 1',
      address: '45 Nguyễn Thị Minh Khai',
      city: 'Thành phố Hồ Chí Minh',
      district: 'Quận 1',
      ward: 'Phường Bến Nghé',
    });
    for (const c of ['ghn', 'ghtk'] as const) {
      expect(setupOf(s, c)).toMatchObject({
        enabled: true,
        missing_keys: [],
        pickup_from: 'pickup',
        pickup_problem: '',
      });
    }
  });

  it('quotes with GHN from the store’s ward (fallback_used false)', async () => {
    const res = await feeToHanoi(8);
    expect(res).toMatchObject({ fallback_used: false, carrier: 'ghn', shipping_fee: ghnPeerFee(8 * item.weightGrams) });
    expect(lastGhnFee()).toMatchObject({ from_district_id: 1442, from_ward_code: '20109', to_district_id: 1484 });
  });

  it('“Tạo vận đơn” shows each carrier’s quote for the order’s own parcel, for staff', async () => {
    const order = await processingOrder();
    const res = await adminCall(t.app, staff, 'GET', `/api/admin/orders/${order.id}/shipment/quotes/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body as ShipmentQuote[]).toEqual([
      {
        carrier: 'ghn',
        name: 'Giao Hàng Nhanh',
        fee: ghnPeerFee(item.weightGrams),
        expected_delivery_at: null,
        error: null,
      },
      {
        carrier: 'ghtk',
        name: 'Giao Hàng Tiết Kiệm',
        fee: ghtkPeerFee(item.weightGrams),
        expected_delivery_at: null,
        error: null,
      },
    ]);
    expect((await adminCall(t.app, staff, 'GET', '/api/admin/orders/99999999/shipment/quotes/')).status).toBe(404);
    expect((await adminCall(t.app, shopper, 'GET', `/api/admin/orders/${order.id}/shipment/quotes/`)).status).toBe(403);
  });
});

describe('a store without units is never the pickup', () => {
  it('the first active store with units is', async () => {
    await setStoreUnits(['Cửa hàng Quận 1'], NO_UNITS);
    const s = await settings();
    expect(s.pickup_effective).toMatchObject({ source: 'store', name: 'Cửa hàng Quận 3', ward: 'Phường 5' });
    // GHN has no id for Phường 5 (Quận 3): it picks up at the address of the shop's GHN account, and says so.
    expect(setupOf(s, 'ghn')).toMatchObject({ pickup_from: 'carrier_account' });
    expect(setupOf(s, 'ghn').pickup_problem).toContain('chưa có mã GHN');
    const res = await feeToHanoi(9);
    expect(res).toMatchObject({ fallback_used: false, shipping_fee: ghnPeerFee(9 * item.weightGrams) });
    expect(lastGhnFee()).not.toHaveProperty('from_district_id');
    expect(lastGhnFee()).not.toHaveProperty('from_ward_code');
  });

  it('none with units: GHN leaves from_* out; GHTK says what is missing', async () => {
    await t.db.update(storeLocations).set(NO_UNITS);
    const s = await settings();
    expect(s.pickup_effective).toMatchObject({ source: 'none', name: '', address: '' });
    const ghtkProblem = setupOf(s, 'ghtk').pickup_problem;
    expect(setupOf(s, 'ghtk').pickup_from).toBe('missing');
    expect(ghtkProblem).toContain('“Địa chỉ lấy hàng” trong Cài đặt vận chuyển');

    const order = await processingOrder();
    const quotes = await adminCall(t.app, staff, 'GET', `/api/admin/orders/${order.id}/shipment/quotes/`);
    expect(quotes.body).toMatchObject([
      { carrier: 'ghn', fee: ghnPeerFee(item.weightGrams), error: null },
      { carrier: 'ghtk', fee: null, error: ghtkProblem },
    ]);

    const viaGhtk = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/shipment/`, {
      body: { carrier: 'ghtk' },
    });
    expect(viaGhtk.status).toBe(400);
    expect((viaGhtk.body as { detail: string }).detail).toBe(ghtkProblem);
    expect(ghtk.received.some((r) => r.path.startsWith('/services/shipment/order'))).toBe(false);

    const viaGhn = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/shipment/`, {
      body: { carrier: 'ghn' },
    });
    expect(viaGhn.status, JSON.stringify(viaGhn.body)).toBe(201);
    const sent = ghn.orders.get((viaGhn.body as Shipment).code)!.request;
    expect(Object.keys(sent).filter((k) => k.startsWith('from_'))).toEqual([]);
  });
});
