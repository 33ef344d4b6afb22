import type { ShippingFeeResponse } from '@shop/domain/order-response.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../auth/auth.testing';
import { ADDRESSES } from '../orders/orders.testing';
import { ghnPeerFee } from '../../testing/ghn-peer';
import { ghtkPeerFee } from '../../testing/ghtk-peer';
import { adminCall } from '../../testing/staff.testing';
import { type CarrierWorld, SETTINGS, carrierWorld } from './carriers.testing';

let w: CarrierWorld;
beforeAll(async () => {
  w = await carrierWorld();
});
afterAll(() => w?.close());

const FEE_PATH = '/shiip/public-api/v2/shipping-order/fee';
const fee = async (body: object) => {
  const res = await call(w.app, 'POST', '/api/shipping/calculate-fee/', { body });
  expect(res.status).toBe(200);
  return res.body as ShippingFeeResponse;
};
const hanoi = (items?: object[], total = 350_000) => ({
  destination_address: '1 Hoàng Diệu',
  ...ADDRESSES.hanoi,
  order_total: total,
  ...(items ? { items } : {}),
});

describe('GHN address mapping (DESIGN §11)', () => {
  it('maps units by folded name and lists the unmapped rather than guessing', async () => {
    const res = await adminCall(w.app, w.admin, 'GET', '/api/admin/carriers/ghn/address-mapping/');
    const report = res.body as { mapped: number; unmapped: { level: string; name: string }[]; synced_at: string };
    expect(report.synced_at).not.toBeNull();
    // Hà Nội, HCMC; Quận 1, Quận 7, Ba Đình, Hoàn Kiếm; and the five wards the peer knows.
    expect(report.mapped).toBe(2 + 4 + 5);
    const names = report.unmapped.map((u) => `${u.level}:${u.name}`);
    expect(names).toContain('province:Thành phố Đà Nẵng');
    expect(names).toContain('ward:Phường Đa Kao');
    expect(names).toContain('district:Quận 3');
    expect(names).not.toContain('ward:Phường Phúc Xá');
  });

  it('is for admins only', async () => {
    const res = await adminCall(w.app, w.staff, 'GET', '/api/admin/carriers/ghn/address-mapping/');
    expect(res.status).toBe(403);
  });
});

describe('calculate-fee quotes the carrier for other provinces', () => {
  it('weighs the cart (Σ weight × quantity + packaging) and charges GHN’s fee', async () => {
    const { oolong, syrup } = w.shop.products;
    const body = await fee(
      hanoi([
        { product: oolong.id, quantity: 2 },
        { product: syrup.id, variant: null, quantity: 1 },
      ]),
    );
    const grams = 2 * oolong.weightGrams + syrup.weightGrams;
    expect(body).toMatchObject({ shipping_fee: ghnPeerFee(grams), DVVC: true, fallback_used: false, carrier: 'ghn' });
    const sent = w.ghn.received.findLast((r) => r.path.endsWith('/fee'))!;
    expect(sent.body).toMatchObject({
      weight: grams,
      to_district_id: 1484,
      to_ward_code: '1A0101',
      from_district_id: 1442,
    });
    expect(sent.headers.token).toBe('ghn-token');
    expect(sent.headers.shopid).toBe('885');
  });

  it('quotes 1 kg without items, and keeps the quote briefly (no second call)', async () => {
    const first = await fee(hanoi());
    expect(first.shipping_fee).toBe(ghnPeerFee(1000));
    const calls = w.ghn.calls();
    expect((await fee(hanoi())).shipping_fee).toBe(ghnPeerFee(1000));
    expect(w.ghn.calls()).toBe(calls);
  });

  it('falls back to the fixed fee when the carrier does not answer in time or refuses', async () => {
    w.ghn.fail(FEE_PATH, { kind: 'timeout' });
    const slow = await fee(hanoi([{ product: w.shop.products.oolong.id, quantity: 7 }]));
    expect(slow).toMatchObject({ shipping_fee: 30_000, fallback_used: true, DVVC: true });
    w.ghn.fail(FEE_PATH, { kind: 'refuse', reason: 'Sai địa chỉ' });
    const refused = await fee(hanoi([{ product: w.shop.products.oolong.id, quantity: 8 }]));
    expect(refused).toMatchObject({ shipping_fee: 30_000, fallback_used: true });
  });

  it('an unmapped destination falls back (never a guessed GHN id)', async () => {
    const res = await fee({
      destination_address: '1 Lê Duẩn',
      city: 'Thành phố Hà Nội',
      district: 'Quận Hoàn Kiếm',
      ward: 'Phường Hàng Mã',
      order_total: 100_000,
    });
    expect(res).toMatchObject({ fallback_used: true, shipping_fee: 30_000 });
  });

  it('HCMC stays with the shop’s couriers', async () => {
    const res = await fee({ destination_address: '12 Nguyễn Huệ', ...ADDRESSES.near, order_total: 100_000 });
    expect(res).toMatchObject({ DVVC: false, fallback_used: false, shipping_fee: 15_000 });
  });

  it('GHTK quotes by names when it is the quoting carrier; the buyer-pays mode shows the fee to expect', async () => {
    const put = (body: object) => adminCall(w.app, w.admin, 'PUT', '/api/admin/settings/carriers/', { body });
    await put({ ...SETTINGS, quoting_carrier: 'ghtk', packaging_weight_grams: 200 });
    const body = await fee(hanoi([{ product: w.shop.products.oolong.id, quantity: 1 }]));
    const grams = w.shop.products.oolong.weightGrams + 200;
    expect(body).toMatchObject({ shipping_fee: ghtkPeerFee(grams), carrier: 'ghtk' });
    const q = w.ghtk.received.findLast((r) => r.path === '/services/shipment/fee')!.query;
    expect(Object.fromEntries(q)).toMatchObject({
      province: 'Thành phố Hà Nội',
      district: 'Quận Ba Đình',
      pick_province: 'Thành phố Hồ Chí Minh',
      weight: String(grams),
    });
    await put({ ...SETTINGS, quoting_carrier: 'ghtk', fee_mode: 'carrier_collects' });
    const collects = await fee(hanoi([{ product: w.shop.products.oolong.id, quantity: 3 }]));
    expect(collects).toMatchObject({
      shipping_fee: 0,
      DVVC: true,
      carrier_fee: ghtkPeerFee(3 * w.shop.products.oolong.weightGrams),
    });
    await put(SETTINGS);
  });

  it('the order’s shipping_fee is the carrier’s quote for its own items', async () => {
    const order = await w.processingOrder();
    expect(order.shipping_fee).toBe(ghnPeerFee(w.shop.products.oolong.weightGrams));
    expect(order.final_total).toBe(order.total_price + order.shipping_fee);
  });
});
