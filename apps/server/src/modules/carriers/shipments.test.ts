import type { Shipment } from '@shop/domain/carrier.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierShipments, storeLocations } from '../../db/schema/index';
import { setShelf } from '../stock/stock.testing';
import { adminCall } from '../../testing/staff.testing';
import { type CarrierWorld, PICKUP, carrierWorld } from './carriers.testing';

let w: CarrierWorld;
beforeAll(async () => {
  w = await carrierWorld();
});
afterAll(() => w?.close());

const CREATE = '/shiip/public-api/v2/shipping-order/create';
const BY_CLIENT = '/shiip/public-api/v2/shipping-order/detail-by-client-code';
const atGhn = (clientCode: string) => [...w.ghn.orders.values()].filter((o) => o.client_order_code === clientCode);

describe('POST /api/admin/orders/{id}/shipment/ (DESIGN §11)', () => {
  it('creates the GHN order with the order’s recipient, COD and items, and shows its code to the shopper', async () => {
    const order = await w.processingOrder();
    const draft = await adminCall(w.app, w.staff, 'GET', `/api/admin/orders/${order.id}/shipment/draft/`);
    expect(draft.body).toMatchObject({ carrier: 'ghn', carriers: ['ghn', 'ghtk'], cod_amount: order.final_total });
    const res = await w.ship(order.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const shipment = res.body as Shipment;
    expect(shipment).toMatchObject({
      carrier: 'ghn',
      status: 'created',
      cod_amount: order.final_total,
      cod_status: 'pending',
    });
    const sent = w.ghn.orders.get(shipment.code)!.request;
    expect(sent).toMatchObject({
      client_order_code: String(order.id),
      payment_type_id: 1,
      required_note: 'CHOXEMHANGKHONGTHU',
      to_name: 'Nguyễn Văn An',
      to_phone: order.phone_number,
      to_district_id: 1484,
      to_ward_code: '1A0101',
      cod_amount: order.final_total,
      weight: w.shop.products.oolong.weightGrams,
      items: [{ name: w.shop.products.oolong.name, quantity: 1, weight: w.shop.products.oolong.weightGrams }],
    });
    const mine = await adminCall(w.app, w.shopper, 'GET', `/api/orders/${order.id}/`);
    expect(mine.body).toMatchObject({
      tracking_number: shipment.code,
      shipping_company: 'Giao Hàng Nhanh',
      shipment: { carrier: 'ghn', code: shipment.code, status: 'created' },
    });
    expect((await w.ship(order.id)).status).toBe(409);
  });

  it('a paid order collects no COD', async () => {
    const order = await w.processingOrder();
    await adminCall(w.app, w.staff, 'POST', `/api/admin/orders/${order.id}/mark-paid/`, { body: {} });
    const res = await w.ship(order.id);
    expect(res.body).toMatchObject({ cod_amount: 0, cod_status: 'none' });
  });

  it('a pickup in store (DESIGN §15) is collected at its store: no carrier takes it', async () => {
    const [store] = await w.db
      .insert(storeLocations)
      .values({ name: 'Cửa hàng nhận', address: '5 Hai Bà Trưng', pickup: true, sellsOnline: false })
      .returning();
    await setShelf(w.db, { productId: w.shop.products.oolong.id, variantId: null }, 3, store!.id);
    const order = await w.processingOrder({ delivery_method: 'pickup', pickup_location: store!.id });
    const res = await w.ship(order.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: 'Đơn nhận tại cửa hàng không cần vận đơn: khách đến cửa hàng nhận hàng.' });
    expect(await w.db.select().from(carrierShipments).where(eq(carrierShipments.orderId, order.id))).toEqual([]);
  });

  it('a refusal is a 502 naming the carrier’s reason, and nothing is kept', async () => {
    const order = await w.processingOrder();
    w.ghn.fail(CREATE, { kind: 'refuse', reason: 'Số điện thoại người nhận không hợp lệ' });
    const res = await w.ship(order.id);
    expect(res.status).toBe(502);
    expect((res.body as { detail: string }).detail).toBe(
      'Giao Hàng Nhanh từ chối tạo vận đơn: Số điện thoại người nhận không hợp lệ',
    );
    expect(await w.db.select().from(carrierShipments).where(eq(carrierShipments.orderId, order.id))).toEqual([]);
    expect((await w.adminOrder(order.id)).shipment).toBeNull();
    expect((await w.ship(order.id)).status).toBe(201);
  });

  it('a lost answer: the order is found by our id, never made twice', async () => {
    const order = await w.processingOrder();
    w.ghn.fail(CREATE, { kind: 'lost' });
    // The look-up after the lost answer fails too: staff are told to retry, the row stays for that retry.
    w.ghn.fail(BY_CLIENT, { kind: 'pass' });
    w.ghn.fail(BY_CLIENT, { kind: 'http-500' });
    const first = await w.ship(order.id);
    expect(first.status).toBe(502);
    expect(atGhn(String(order.id))).toHaveLength(1);
    const retry = await w.ship(order.id);
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    expect(atGhn(String(order.id))).toHaveLength(1);
    expect((retry.body as Shipment).code).toBe(atGhn(String(order.id))[0]!.order_code);
  });

  it('a time-out before anything was made: the retry creates it once', async () => {
    const order = await w.processingOrder();
    w.ghn.fail(CREATE, { kind: 'timeout' });
    expect((await w.ship(order.id)).status).toBe(502);
    expect(atGhn(String(order.id))).toHaveLength(0);
    expect((await w.ship(order.id)).status).toBe(201);
    expect(atGhn(String(order.id))).toHaveLength(1);
  });

  it('GHTK: addresses by name, weights in kg, our id as order.id', async () => {
    const order = await w.processingOrder();
    const res = await w.ship(order.id, 'ghtk');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const sent = w.ghtk.orders.get((res.body as Shipment).code)!.request as { order: object; products: object[] };
    expect(sent.order).toMatchObject({
      id: String(order.id),
      province: 'Thành phố Hà Nội',
      district: 'Quận Ba Đình',
      ward: 'Phường Phúc Xá',
      pick_money: order.final_total,
      pick_province: 'Thành phố Hồ Chí Minh',
      is_freeship: 1,
    });
    expect(sent.products).toEqual([
      expect.objectContaining({ weight: w.shop.products.oolong.weightGrams / 1000, quantity: 1 }),
    ]);
  });
});

describe('pickup from the order’s location (DESIGN §15)', () => {
  it('a parcel leaves from the store that holds the order’s stock, its address the pickup address', async () => {
    const [store] = await w.db
      .insert(storeLocations)
      .values({
        name: 'Cửa hàng Bến Thành',
        address: '9 Lê Thánh Tôn',
        street: '9 Lê Thánh Tôn',
        phone: '0909000222',
        cityCode: PICKUP.city_code,
        districtCode: PICKUP.district_code,
        wardCode: PICKUP.ward_code,
      })
      .returning();
    const oolong = { productId: w.shop.products.oolong.id, variantId: null };
    const first = await w.db.select({ id: storeLocations.id }).from(storeLocations).orderBy(storeLocations.id).limit(1);
    await setShelf(w.db, oolong, 0, first[0]!.id);
    await setShelf(w.db, oolong, 3, store!.id);
    const order = await w.processingOrder();
    const res = await w.ship(order.id, 'ghtk');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const sent = w.ghtk.orders.get((res.body as Shipment).code)!.request as { order: Record<string, unknown> };
    expect(sent.order).toMatchObject({
      pick_name: 'Cửa hàng Bến Thành',
      pick_address: '9 Lê Thánh Tôn',
      pick_tel: '0909000222',
    });
    // The tests after this one order from the first location again.
    await setShelf(w.db, oolong, 100, first[0]!.id);
  });
});

describe('cancel, labels, bulk and roles', () => {
  it('cancels before pick-up; a new shipment then has a new client code', async () => {
    const order = await w.processingOrder();
    const made = (await w.ship(order.id)).body as Shipment;
    const del = await adminCall(w.app, w.staff, 'DELETE', `/api/admin/orders/${order.id}/shipment/`);
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(del.body).toMatchObject({ status: 'cancelled' });
    expect(w.ghn.orders.get(made.code)!.status).toBe('cancel');
    expect((await w.adminOrder(order.id)).tracking_number).toBeNull();
    const again = (await w.ship(order.id)).body as Shipment;
    expect(w.ghn.orders.get(again.code)!.client_order_code).toBe(`${order.id}-2`);
    await w.ghn.setStatus(again.code, 'picked', { post: false });
    await w.webhook('ghn', w.ghn.webhookBody(w.ghn.orders.get(again.code)!));
    expect((await adminCall(w.app, w.staff, 'DELETE', `/api/admin/orders/${order.id}/shipment/`)).status).toBe(409);
  });

  it('prints GHN’s A5 page and GHTK’s PDF', async () => {
    const a = await w.processingOrder();
    const b = await w.processingOrder();
    const codeA = ((await w.ship(a.id)).body as Shipment).code;
    const codeB = ((await w.ship(b.id)).body as Shipment).code;
    const one = await adminCall(w.app, w.staff, 'GET', `/api/admin/orders/${a.id}/shipment/label/`);
    expect(one.headers['content-type']).toContain('text/html');
    expect(String(one.body)).toContain(codeA);
    const many = await adminCall(w.app, w.staff, 'GET', `/api/admin/shipments/labels/?order_ids=${a.id},${b.id}`);
    expect(String(many.body)).toContain(codeB);
    const c = await w.processingOrder();
    await w.ship(c.id, 'ghtk');
    const pdf = await w.app.inject({
      url: `/api/admin/orders/${c.id}/shipment/label/`,
      headers: { authorization: `Bearer ${w.staff.tokens.access}` },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('bulk: each order its own result', async () => {
    const a = await w.processingOrder();
    const pending = await w.processingOrder();
    await w.ship(pending.id);
    const res = await adminCall(w.app, w.staff, 'POST', '/api/admin/shipments/', {
      body: { order_ids: [a.id, pending.id], carrier: 'ghn' },
    });
    expect(res.body).toMatchObject({
      results: [
        { order_id: a.id, ok: true, status_code: 201 },
        { order_id: pending.id, ok: false, status_code: 409, detail: 'Đơn hàng đã có vận đơn.' },
      ],
    });
  });

  it('customers may not ship; staff may not change carrier settings', async () => {
    const order = await w.processingOrder();
    expect((await w.ship(order.id, 'ghn', w.shopper)).status).toBe(403);
    expect((await adminCall(w.app, w.staff, 'GET', '/api/admin/settings/carriers/')).status).toBe(403);
    const settings = await adminCall(w.app, w.admin, 'GET', '/api/admin/settings/carriers/');
    expect(settings.body).toMatchObject({
      webhook_secret_source: 'env',
      webhook_urls: { ghn: 'http://shop.test/api/webhooks/ghn/hook-secret-for-tests/' },
      quoting_carrier_effective: 'ghn',
    });
  });
});
