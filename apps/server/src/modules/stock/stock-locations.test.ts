// Stock per location (DESIGN §15) through the shop's own paths: a web order reserves at one location and takes the
// units off its shelf when shipped, a cancel frees them, races hold per location and across two, and staff move an
// unshipped order's stock to another location (409 when it lacks a line).
import type { Order } from '@shop/domain/order-response.schemas';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, stockMovements, storeLocations } from '../../db/schema/index';
import { signUp } from '../auth/auth.testing';
import { adminCall } from '../../testing/staff.testing';
import { type Shop, openOrderDesk, orderBody, placeOrder, placedOrder, productStock } from '../orders/orders.testing';
import { levelOf, setShelf } from './stock.testing';

let desk: Awaited<ReturnType<typeof openOrderDesk>>;
let shop: Shop;
let first: number;
let east: number;
let west: number;

beforeAll(async () => {
  desk = await openOrderDesk();
  shop = desk.shop;
  const rows = await desk.t.db.select({ id: storeLocations.id }).from(storeLocations).orderBy(asc(storeLocations.id));
  first = rows[0]!.id;
  const made = await desk.t.db
    .insert(storeLocations)
    .values([
      { name: 'Kho Thủ Đức', address: 'Thủ Đức', kind: 'warehouse' },
      { name: 'Kho Bình Tân', address: 'Bình Tân', kind: 'warehouse' },
    ])
    .returning({ id: storeLocations.id });
  [east, west] = made.map((r) => r.id) as [number, number];
});
afterAll(() => desk?.t.close());

const db = () => desk.t.db;

const level = (productId: number, locationId: number) => levelOf(db(), { productId, variantId: null }, locationId);

/** Only `east` and `west` hold the product: `first` has none of it. */
async function onlyAt(productId: number, atEast: number, atWest: number) {
  const item = { productId, variantId: null };
  await setShelf(db(), item, 0, first);
  await setShelf(db(), item, atEast, east);
  await setShelf(db(), item, atWest, west);
}

async function transition(orderId: number, ...statuses: string[]) {
  for (const status of statuses) {
    const res = await adminCall(desk.t.app, desk.staff, 'POST', `/api/admin/orders/${orderId}/transition/`, {
      body: { status, ...(status === 'cancelled' ? { note: 'Khách đổi ý' } : {}) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

async function adminOrder(id: number) {
  const res = await adminCall(desk.t.app, desk.staff, 'GET', `/api/admin/orders/${id}/`);
  return res.body as Order & { version: number };
}

const fulfilmentOf = async (orderId: number) => {
  const [row] = await db().select({ at: orders.fulfilmentLocationId }).from(orders).where(eq(orders.id, orderId));
  return row!.at;
};

describe('an order’s stock at its location', () => {
  it('reserved at placement, off the shelf when shipped, the public stock the sum of what is available', async () => {
    const { oolong } = shop.products;
    await onlyAt(oolong.id, 5, 0);
    expect(await productStock(db(), oolong.id)).toMatchObject({ stock: 5 });
    const order = await placedOrder(
      desk.t.app,
      desk.customer.tokens.access,
      orderBody({ items: [{ product: oolong.id, quantity: 2 }] }),
    );
    expect(await fulfilmentOf(order.id)).toBe(east);
    expect(await level(oolong.id, east)).toEqual({ onHand: 5, reserved: 2 });
    expect(await productStock(db(), oolong.id)).toMatchObject({ stock: 3 });
    await transition(order.id, 'accounting_processing', 'processing', 'shipped');
    expect(await level(oolong.id, east)).toEqual({ onHand: 3, reserved: 0 });
    expect(await productStock(db(), oolong.id)).toMatchObject({ stock: 3 });
    // A return brings the units back on hand where they left from.
    await transition(order.id, 'returned');
    expect(await level(oolong.id, east)).toEqual({ onHand: 5, reserved: 0 });
    const ledger = await db()
      .select({ location: stockMovements.locationId, delta: stockMovements.delta, reason: stockMovements.reason })
      .from(stockMovements)
      .where(eq(stockMovements.orderId, order.id))
      .orderBy(asc(stockMovements.id));
    expect(ledger).toEqual([
      { location: east, delta: -2, reason: 'order' },
      { location: east, delta: 2, reason: 'return' },
    ]);
  });

  it('a cancel frees the reservation; a location that does not sell online leaves the public stock alone', async () => {
    const { jelly } = shop.products;
    await onlyAt(jelly.id, 4, 0);
    const order = await placedOrder(
      desk.t.app,
      desk.customer.tokens.access,
      orderBody({ items: [{ product: jelly.id, quantity: 3 }] }),
    );
    await transition(order.id, 'cancelled');
    expect(await level(jelly.id, east)).toEqual({ onHand: 4, reserved: 0 });
    expect(await productStock(db(), jelly.id)).toMatchObject({ stock: 4 });
    await db().update(storeLocations).set({ sellsOnline: false }).where(eq(storeLocations.id, west));
    await setShelf(db(), { productId: jelly.id, variantId: null }, 9, west);
    expect(await productStock(db(), jelly.id)).toMatchObject({ stock: 4 });
    await setShelf(db(), { productId: jelly.id, variantId: null }, 0, west);
    await db().update(storeLocations).set({ sellsOnline: true }).where(eq(storeLocations.id, west));
  });
});

describe('races (N + 10 one-unit orders)', () => {
  const race = async (productId: number, n: number) => {
    const buyers = await Promise.all(Array.from({ length: 4 }, () => signUp(desk.t.app)));
    const body = orderBody({ items: [{ product: productId, quantity: 1 }] });
    const results = await Promise.all(
      Array.from({ length: n + 10 }, (_, i) => placeOrder(desk.t.app, buyers[i % buyers.length]!.tokens.access, body)),
    );
    return {
      placed: results.filter((r) => r.status === 201).length,
      refused: results.filter((r) => r.status === 409).length,
    };
  };

  it('at one location: exactly N placed, its shelf fully reserved, never below 0', async () => {
    const { machine } = shop.products;
    await onlyAt(machine.id, 6, 0);
    expect(await race(machine.id, 6)).toEqual({ placed: 6, refused: 10 });
    expect(await level(machine.id, east)).toEqual({ onHand: 6, reserved: 6 });
    expect(await productStock(db(), machine.id)).toMatchObject({ stock: 0 });
  });

  it('across two locations: every unit of both sold once, the late orders refused', async () => {
    const { milk } = shop.products;
    await onlyAt(milk.id, 3, 4);
    expect(await race(milk.id, 7)).toEqual({ placed: 7, refused: 10 });
    expect(await level(milk.id, east)).toEqual({ onHand: 3, reserved: 3 });
    expect(await level(milk.id, west)).toEqual({ onHand: 4, reserved: 4 });
    expect(await productStock(db(), milk.id)).toMatchObject({ stock: 0 });
  });
});

describe('staff move an unshipped order’s stock (PATCH fulfilment_location)', () => {
  it('moves the reservation when the target has every line; 409 naming the line when it lacks one', async () => {
    const { scarce } = shop.products;
    await onlyAt(scarce.id, 2, 1);
    const order = await placedOrder(
      desk.t.app,
      desk.customer.tokens.access,
      orderBody({ items: [{ product: scarce.id, quantity: 2 }] }),
    );
    expect(await fulfilmentOf(order.id)).toBe(east);
    const { version } = await adminOrder(order.id);
    const short = await adminCall(desk.t.app, desk.staff, 'PATCH', `/api/admin/orders/${order.id}/`, {
      body: { version, fulfilment_location: west },
    });
    expect(short.status).toBe(409);
    expect(short.body).toEqual({ non_field_errors: ['Kho Bình Tân chỉ còn 1 "Trân châu".'] });
    expect(await level(scarce.id, east)).toEqual({ onHand: 2, reserved: 2 });
    await setShelf(db(), { productId: scarce.id, variantId: null }, 2, west);
    const moved = await adminCall(desk.t.app, desk.staff, 'PATCH', `/api/admin/orders/${order.id}/`, {
      body: { version, fulfilment_location: west },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await fulfilmentOf(order.id)).toBe(west);
    expect(await level(scarce.id, east)).toEqual({ onHand: 2, reserved: 0 });
    expect(await level(scarce.id, west)).toEqual({ onHand: 2, reserved: 2 });
    // The public stock is what is left available at both: 2 at east, 0 at west.
    expect(await productStock(db(), scarce.id)).toMatchObject({ stock: 2 });
  });

  it('an unknown location is a 400 and changes nothing', async () => {
    const { oolong } = shop.products;
    await onlyAt(oolong.id, 3, 0);
    const order = await placedOrder(desk.t.app, desk.customer.tokens.access, orderBody({}, shop));
    const { version } = await adminOrder(order.id);
    const res = await adminCall(desk.t.app, desk.staff, 'PATCH', `/api/admin/orders/${order.id}/`, {
      body: { version, fulfilment_location: 999_999 },
    });
    expect(res.status).toBe(400);
    expect(await fulfilmentOf(order.id)).toBe(east);
    expect((await adminOrder(order.id)).version).toBe(version);
  });
});
