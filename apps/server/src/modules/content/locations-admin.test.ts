// The places stock is kept (DESIGN §15): `/api/admin/locations/` with their kind and stock flags (staff read, admins
// write, audited); a flag that moves what the web sells recomputes the public stock in the same transaction and the
// shop shows it at once; a location that still has stock, orders or history can't be deleted (409, never a 500); the
// shop's preferred fulfilment location.
import { ADMIN_MESSAGES } from '@shop/domain/admin.schemas';
import { Product } from '@shop/domain/catalog.schemas';
import { LOCATION_MESSAGES as LM } from '@shop/domain/locations.rules';
import { SETTINGS_MESSAGES } from '@shop/domain/settings.schemas';
import { AdminStoreLocation } from '@shop/domain/store-location.schemas';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog, orders } from '../../db/schema/index';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call } from '../auth/auth.testing';
import { AdminUnits } from '../address/address.service';
import { ADDRESSES, type Shop, orderBody, placedOrder, seedShop } from '../orders/orders.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shop: Shop;
let customer: SignedUp;
let staff: SignedUp;
let admin: SignedUp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false, env: { RATE_LIMIT_FACTOR: '10' } });
  shop = await seedShop(t.db);
  customer = await accountWithRole(t.app, t.db, 'customer');
  staff = await accountWithRole(t.app, t.db, 'staff');
  admin = await accountWithRole(t.app, t.db, 'admin');
});
afterAll(() => t?.close());

const Locations = z.array(AdminStoreLocation);
const locations = async () => Locations.parse((await adminCall(t.app, staff, 'GET', '/api/admin/locations/')).body);
const byName = async (name: string) => (await locations()).find((l) => l.name === name)!;
const patch = (id: number, body: object, who = admin) =>
  adminCall(t.app, who, 'PATCH', `/api/admin/locations/${id}/`, { body });
const shopStock = async (id: number) => Product.parse((await call(t.app, 'GET', `/api/products/${id}/`)).body).stock;
const transfer = (from: number, to: number, lines: object[]) =>
  adminCall(t.app, staff, 'POST', '/api/admin/stock/transfers/', { body: { from, to, lines } });
const near = new AdminUnits('legacy').resolve(ADDRESSES.near);
/** Bến Nghé's units, as the store form sends them. */
const place = {
  street: '1 Lê Lợi',
  city_code: near.province!.code,
  district_code: near.district!.code,
  ward_code: near.ward!.code,
};

describe('who may call the locations API', () => {
  it('401 without a token, 403 for a customer; staff read; only admins write', async () => {
    const first = (await locations())[0]!;
    for (const [method, url] of [
      ['GET', '/api/admin/locations/'],
      ['GET', `/api/admin/locations/${first.id}/`],
      ['POST', '/api/admin/locations/'],
      ['PATCH', `/api/admin/locations/${first.id}/`],
    ] as const) {
      expect((await adminCall(t.app, undefined, method, url, { body: {} })).status).toBe(401);
      expect((await adminCall(t.app, customer, method, url, { body: {} })).status).toBe(403);
    }
    const refused = await patch(first.id, { sells_online: false }, staff);
    expect(refused).toMatchObject({ status: 403, body: { detail: ADMIN_MESSAGES.adminOnly } });
    expect((await adminCall(t.app, staff, 'POST', '/api/admin/locations/', { body: {} })).status).toBe(403);
    expect((await adminCall(t.app, staff, 'GET', '/api/admin/locations/999999/')).status).toBe(404);
  });
});

describe('locations and their flags', () => {
  it('lists every location, the first (lowest id) first, with its kind and flags', async () => {
    const list = await locations();
    expect(list.map((l) => l.id)).toEqual([...list.map((l) => l.id)].sort((a, b) => a - b));
    expect(list[0]).toMatchObject({
      name: 'Kho chính',
      kind: 'warehouse',
      kind_display: 'Kho',
      holds_stock: true,
      sells_online: true,
      pickup: false,
    });
    expect(list.map((l) => l.name)).toEqual(['Kho chính', 'Cửa hàng Quận 1', 'Cửa hàng Tân Bình', 'Kho']);
  });

  it('creates a warehouse with its flags (admins), audited; the shop does not list it', async () => {
    const res = await adminCall(t.app, admin, 'POST', '/api/admin/locations/', {
      body: { name: 'Kho Thủ Đức', ...place, kind: 'warehouse', sells_online: false },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = AdminStoreLocation.parse(res.body);
    expect(created).toMatchObject({ kind: 'warehouse', holds_stock: true, sells_online: false, pickup: false });
    expect(
      AdminStoreLocation.parse((await adminCall(t.app, staff, 'GET', `/api/admin/locations/${created.id}/`)).body),
    ).toEqual(created);
    const shopList = (await call(t.app, 'GET', '/api/store-locations/')).body as { name: string }[];
    expect(shopList.map((s) => s.name)).not.toContain('Kho Thủ Đức');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'store_location'), eq(auditLog.targetId, created.id)));
    expect(audit).toMatchObject({ action: 'store_location.create', actorId: admin.user.id });
    const bad = await adminCall(t.app, admin, 'POST', '/api/admin/locations/', {
      body: { name: 'X', ...place, kind: 'depot', pickup: 'yes' },
    });
    expect(bad).toMatchObject({ status: 400, body: { kind: [LM.kindInvalid], pickup: [expect.any(String)] } });
  });

  it('a change of sells_online recomputes the public stock in the same write; the shop shows it at once', async () => {
    const { oolong } = shop.products;
    const main = await byName('Kho chính');
    const q1 = await byName('Cửa hàng Quận 1');
    expect(await shopStock(oolong.id)).toBe(100);
    const moved = await transfer(main.id, q1.id, [{ product: oolong.id, variant: null, quantity: 30 }]);
    expect(moved.status, JSON.stringify(moved.body)).toBe(201);
    // Both sell online: the web still sells all 100.
    expect(await shopStock(oolong.id)).toBe(100);

    const off = await patch(q1.id, { sells_online: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({ sells_online: false });
    expect(await shopStock(oolong.id)).toBe(70);
    await patch(main.id, { sells_online: false });
    expect(await shopStock(oolong.id)).toBe(0);
    // A variant's public stock follows too: the syrup's mango (10 at the first location).
    expect((await call(t.app, 'GET', `/api/products/${shop.products.syrup.id}/`)).body).toMatchObject({
      variants: expect.arrayContaining([expect.objectContaining({ id: shop.variants.mango.id, stock: 0 })]),
    });
    await patch(q1.id, { sells_online: true });
    expect(await shopStock(oolong.id)).toBe(30);
    await patch(main.id, { sells_online: true });
    expect(await shopStock(oolong.id)).toBe(100);

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'store_location'), eq(auditLog.targetId, q1.id)))
      .orderBy(asc(auditLog.id));
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['store_location.update', { sells_online: true }, { sells_online: false }],
      ['store_location.update', { sells_online: false }, { sells_online: true }],
    ]);
  });

  it('holds_stock goes off only once the units have moved out (409 naming them); the public stock follows', async () => {
    const { oolong } = shop.products;
    const main = await byName('Kho chính');
    const q1 = await byName('Cửa hàng Quận 1');
    const refused = await patch(q1.id, { holds_stock: false, pickup: true });
    expect(refused).toMatchObject({ status: 409, body: { holds_stock: [LM.stillHolds('Cửa hàng Quận 1', 30)] } });
    expect(await byName('Cửa hàng Quận 1')).toMatchObject({ holds_stock: true, pickup: false });

    await transfer(q1.id, main.id, [{ product: oolong.id, variant: null, quantity: 30 }]);
    const done = await patch(q1.id, { holds_stock: false, pickup: true });
    expect(done.body).toMatchObject({ holds_stock: false, pickup: true });
    expect(await shopStock(oolong.id)).toBe(100);
    // A place that holds no stock takes none.
    const into = await transfer(main.id, q1.id, [{ product: oolong.id, variant: null, quantity: 1 }]);
    expect(into).toMatchObject({ status: 409, body: { to: [LM.notHolding('Cửa hàng Quận 1')] } });
    await patch(q1.id, { holds_stock: true, pickup: false });
  });

  it('a store edit through store-locations/ keeps the flags; the flags need locations/ (admins)', async () => {
    const q1 = await byName('Cửa hàng Quận 1');
    const res = await adminCall(t.app, staff, 'PATCH', `/api/admin/store-locations/${q1.id}/`, {
      body: { name: 'Cửa hàng Quận Một', sells_online: false },
    });
    expect(res.body).toMatchObject({ name: 'Cửa hàng Quận Một', sells_online: true });
    await adminCall(t.app, staff, 'PATCH', `/api/admin/store-locations/${q1.id}/`, {
      body: { name: 'Cửa hàng Quận 1' },
    });
  });
});

describe('deleting a location', () => {
  const remove = (id: number) => adminCall(t.app, staff, 'DELETE', `/api/admin/store-locations/${id}/`);
  const newLocation = async (name: string) => {
    const res = await adminCall(t.app, admin, 'POST', '/api/admin/locations/', { body: { name, ...place } });
    return AdminStoreLocation.parse(res.body);
  };

  it('409 while it holds stock', async () => {
    const main = await byName('Kho chính');
    const res = await remove(main.id);
    expect(res.status).toBe(409);
    expect((res.body as { detail: string }).detail).toMatch(/^Không thể xóa Kho chính: nơi này còn \d+ đơn vị hàng/);
  });

  it("409 when it is an order's fulfilment location", async () => {
    const spare = await newLocation('Điểm giao tạm');
    const order = await placedOrder(t.app, customer.tokens.access, orderBody({}, shop));
    await t.db.update(orders).set({ fulfilmentLocationId: spare.id }).where(eq(orders.id, order.id));
    expect(await remove(spare.id)).toMatchObject({
      status: 409,
      body: { detail: LM.deleteHasOrders('Điểm giao tạm') },
    });
  });

  it('409 when its stock history names it; an unused one goes', async () => {
    const { oolong } = shop.products;
    const main = await byName('Kho chính');
    const used = await newLocation('Kho trung chuyển');
    await transfer(main.id, used.id, [{ product: oolong.id, variant: null, quantity: 2 }]);
    await transfer(used.id, main.id, [{ product: oolong.id, variant: null, quantity: 2 }]);
    expect(await remove(used.id)).toMatchObject({
      status: 409,
      body: { detail: LM.deleteHasHistory('Kho trung chuyển') },
    });

    // A stocktake is history too, even one that found nothing.
    const counted = await newLocation('Kho đã kiểm');
    await adminCall(t.app, staff, 'POST', '/api/admin/stock/counts/', {
      body: { location: counted.id, lines: [{ product: oolong.id, variant: null, counted: 0 }] },
    });
    expect(await remove(counted.id)).toMatchObject({
      status: 409,
      body: { detail: LM.deleteHasHistory('Kho đã kiểm') },
    });

    const unused = await newLocation('Kho chưa dùng');
    expect((await remove(unused.id)).status).toBe(204);
    expect((await locations()).map((l) => l.name)).not.toContain('Kho chưa dùng');
  });
});

describe("the shop's preferred fulfilment location", () => {
  const settings = (body: object) => adminCall(t.app, admin, 'PATCH', '/api/admin/settings/shop/', { body });
  const fulfilmentOf = async (orderId: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.fulfilmentLocationId;

  it('refuses an unknown location', async () => {
    expect(await settings({ fulfilment_location: 999_999 })).toMatchObject({
      status: 400,
      body: { fulfilment_location: [SETTINGS_MESSAGES.locationInvalid] },
    });
  });

  it('reserves a web order there when it has every line, else at the lowest id that has', async () => {
    const { oolong, milk } = shop.products;
    const main = await byName('Kho chính');
    const q1 = await byName('Cửa hàng Quận 1');
    await transfer(main.id, q1.id, [{ product: oolong.id, variant: null, quantity: 5 }]);
    expect((await settings({ fulfilment_location: q1.id })).body).toMatchObject({ fulfilment_location: q1.id });

    const there = await placedOrder(t.app, customer.tokens.access, orderBody({}, shop));
    expect(await fulfilmentOf(there.id)).toBe(q1.id);
    // Milk is only at the first location: the preference gives way.
    const items = [
      { product: oolong.id, variant: null, quantity: 1 },
      { product: milk.id, variant: null, quantity: 1 },
    ];
    const elsewhere = await placedOrder(t.app, customer.tokens.access, orderBody({ items }));
    expect(await fulfilmentOf(elsewhere.id)).toBe(main.id);
    await settings({ fulfilment_location: null });
    const plain = await placedOrder(t.app, customer.tokens.access, orderBody({}, shop));
    expect(await fulfilmentOf(plain.id)).toBe(main.id);
  });
});
