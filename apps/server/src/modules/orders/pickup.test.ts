// Pickup in store (DESIGN §15), placing the order: the stores a cart can be collected at, a pickup reserved at its
// store with no fee and no address, the web's stock untouched by a store that doesn't sell online, and the refusals.
import { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { LOCATION_MESSAGES as LM } from '@shop/domain/locations.rules';
import { PickupLocationList } from '@shop/domain/pickup.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, stockMovements } from '../../db/schema/index';
import { adminCall } from '../../testing/staff.testing';
import { call } from '../auth/auth.testing';
import { ADDRESSES, productStock } from './orders.testing';
import { type PickupWorld, pickupWorld } from './pickup.testing';

let w: PickupWorld;
beforeAll(async () => {
  w = await pickupWorld();
});
afterAll(() => w?.close());

const pickupStores = (items: unknown) => call(w.t.app, 'POST', '/api/pickup-locations/', { body: { items } });

describe('POST /api/pickup-locations/', () => {
  it('lists the open pickup stores in the store list order, each with whether it has every line of the cart', async () => {
    const { oolong, syrup } = w.shop.products;
    const cart = [
      { product: oolong.id, variant: null, quantity: 3 },
      { product: syrup.id, variant: w.shop.variants.strawberry.id, quantity: 2 },
    ];
    const res = await pickupStores(cart);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { nguyenTrai, leLoi } = w.stores;
    // Neither the warehouse (no pickups) nor the store not open yet.
    expect(PickupLocationList.parse(res.body)).toEqual([
      {
        id: nguyenTrai.id,
        name: nguyenTrai.name,
        address: nguyenTrai.address,
        phone: '028 3838 1234',
        opening_hours: '8:00 - 21:00',
        has_all: true,
      },
      { id: leLoi.id, name: leLoi.name, address: leLoi.address, phone: null, opening_hours: '', has_all: false },
    ]);
    // The same line twice counts its units together: 3 + 3 + 3 is more than the 8 on the shelf.
    const twice = await pickupStores([cart[0], cart[0], cart[0]]);
    expect((twice.body as { has_all: boolean }[]).map((s) => s.has_all)).toEqual([false, false]);
    // A product it has never stocked is available nowhere.
    const other = await pickupStores([{ product: w.shop.products.jelly.id, quantity: 1 }]);
    expect((other.body as { has_all: boolean }[]).map((s) => s.has_all)).toEqual([false, false]);
  });

  it('refuses a cart that is not one, in Vietnamese', async () => {
    expect((await pickupStores([])).body).toEqual({ items: ['Giỏ hàng trống.'] });
    expect((await pickupStores([{ product: '1', quantity: 1 }])).status).toBe(400);
  });
});

describe('a pickup order', () => {
  it('is reserved at its store with no shipping fee and no address; the web stock stays as it was', async () => {
    const { oolong } = w.shop.products;
    const { nguyenTrai } = w.stores;
    const before = await productStock(w.t.db, oolong.id);
    // An address sent with a pickup is ignored.
    const order = await w.placed(w.pickupBody(nguyenTrai.id, { shipping_address: '12 Nguyễn Huệ', ...ADDRESSES.far }));
    expect(order).toMatchObject({
      delivery_method: 'pickup',
      fulfilment_location: {
        id: nguyenTrai.id,
        name: nguyenTrai.name,
        address: nguyenTrai.address,
        phone: '028 3838 1234',
        opening_hours: '8:00 - 21:00',
      },
      shipping_fee: 0,
      final_total: 99_000,
      shipping_address: '',
      city: '',
      district: '',
      ward: '',
      phone_number: '0909123456',
      email: 'khach@example.com',
      status: 'pending',
    });
    const [row] = await w.t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ deliveryMethod: 'pickup', fulfilmentLocationId: nguyenTrai.id, cityCode: null });
    expect(await w.level(nguyenTrai.id)).toEqual({ onHand: 8, reserved: 1 });
    // The store doesn't sell online: what the web sells is unchanged, the unit still counts as sold.
    expect(await productStock(w.t.db, oolong.id)).toEqual({ stock: before.stock, sold: before.sold + 1 });
    const ledger = await w.t.db
      .select({ locationId: stockMovements.locationId, delta: stockMovements.delta, reason: stockMovements.reason })
      .from(stockMovements)
      .where(eq(stockMovements.orderId, order.id));
    expect(ledger).toEqual([{ locationId: nguyenTrai.id, delta: -1, reason: 'order' }]);
    // The shopper's own page shows the store as well.
    const mine = await call(w.t.app, 'GET', `/api/orders/${order.id}/`, { token: w.shopper.tokens.access });
    expect(mine.body).toMatchObject({ delivery_method: 'pickup', fulfilment_location: { name: nguyenTrai.name } });
  });

  it('a shipped order says so, and names where it leaves from', async () => {
    const order = await w.placed({
      ...w.pickupBody(w.stores.nguyenTrai.id),
      delivery_method: 'ship',
      ...ADDRESSES.near,
      shipping_address: '12 Nguyễn Huệ',
    });
    expect(order.delivery_method).toBe('ship');
    expect(order.fulfilment_location).toMatchObject({ name: 'Kho chính' });
    expect(order.shipping_fee).toBeGreaterThanOrEqual(0);
  });

  it('is refused at a store that lacks a line (409 naming both), and at one that hands over no pickups (400)', async () => {
    const { nguyenTrai, leLoi, warehouse, soon } = w.stores;
    const lacking = await w.place(w.pickupBody(leLoi.id));
    expect(lacking.status).toBe(409);
    expect(lacking.body).toEqual({ non_field_errors: [LM.shortAt('Trà ô long', leLoi.name, 0)] });
    const shelf = await w.level(nguyenTrai.id);
    const tooMany = await w.place(
      w.pickupBody(nguyenTrai.id, { items: [{ product: w.shop.products.oolong.id, quantity: 50 }] }),
    );
    expect(tooMany.status).toBe(409);
    const left = shelf.onHand - shelf.reserved;
    expect(tooMany.body).toEqual({ non_field_errors: [LM.shortAt('Trà ô long', nguyenTrai.name, left)] });
    const unavailable = { pickup_location: [LM.pickupUnavailable] };
    for (const id of [warehouse.id, soon.id, 99_999_999]) {
      const res = await w.place(w.pickupBody(id));
      expect({ id, status: res.status, body: res.body }).toEqual({ id, status: 400, body: unavailable });
    }
    const missing = await w.place(w.pickupBody(nguyenTrai.id, { pickup_location: null }));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ pickup_location: [LM.pickupRequired] });
    // Nothing was reserved by the refusals.
    expect((await w.level(leLoi.id)).reserved).toBe(0);
  });

  it('two shoppers racing for the last units: one gets them, the other the usual 409', async () => {
    const { syrup } = w.shop.products;
    const strawberry = w.shop.variants.strawberry.id;
    const body = w.pickupBody(w.stores.nguyenTrai.id, {
      items: [{ product: syrup.id, variant: strawberry, quantity: 2 }],
    });
    const results = await Promise.all([w.place(body), w.place(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body).toEqual({ non_field_errors: [LM.shortAt('Siro - Vị dâu', w.stores.nguyenTrai.name, 0)] });
  });

  it('staff take a pickup by phone: no address, no fee, reserved at the store', async () => {
    const { nguyenTrai } = w.stores;
    const before = await w.level(nguyenTrai.id);
    const res = await adminCall(w.t.app, w.staff, 'POST', '/api/admin/orders/', {
      body: {
        customer: { name: 'Chị Hoa', phone: '0912345678' },
        items: [{ product: w.shop.products.oolong.id, variant: null, quantity: 1 }],
        shipping_fee: 25_000,
        payment_method: 'cash',
        source: 'phone',
        delivery_method: 'pickup',
        pickup_location: nguyenTrai.id,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = AdminOrder.parse(res.body);
    expect(order).toMatchObject({
      delivery_method: 'pickup',
      fulfilment_location: { id: nguyenTrai.id },
      shipping_fee: 0,
      source: 'phone',
    });
    expect(await w.level(nguyenTrai.id)).toEqual({ onHand: before.onHand, reserved: before.reserved + 1 });
    const shipped = await adminCall(w.t.app, w.staff, 'POST', '/api/admin/orders/', {
      body: {
        customer: { name: 'Chị Hoa', phone: '0912345678' },
        items: [{ product: w.shop.products.oolong.id, quantity: 1 }],
        source: 'phone',
      },
    });
    expect(shipped.status).toBe(400);
    expect(shipped.body).toMatchObject({ shipping_address: ['Vui lòng nhập địa chỉ'] });
  });
});
