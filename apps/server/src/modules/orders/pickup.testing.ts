// Test support for pickup in store (DESIGN §15): the test shop with stores that hand over pickups (not selling
// online, so the web's stock never counts their shelves), their shelves, and the order calls.
import { Order } from '@shop/domain/order-response.schemas';
import { expect } from 'vitest';
import { storeLocations } from '../../db/schema/index';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, signUp } from '../auth/auth.testing';
import { levelOf, setShelf } from '../stock/stock.testing';
import { type Shop, orderBody, placeOrder, seedShop } from './orders.testing';

export type PickupWorld = Awaited<ReturnType<typeof pickupWorld>>;

type StoreValues = Partial<typeof storeLocations.$inferInsert> & { name: string };

/**
 * The app, the test shop, a shopper and a staff member, and four stores: `nguyenTrai` hands over pickups and has 8
 * oolong and 2 strawberry syrup on its shelf, `leLoi` hands over pickups with no oolong, `warehouse` holds stock but
 * hands over nothing, `soon` hands over pickups once it opens.
 */
export async function pickupWorld(env: Record<string, string> = {}) {
  const t = await buildTestApp({ seedDemo: false, env: { RATE_LIMIT_FACTOR: '20', ...env } });
  const shop: Shop = await seedShop(t.db);
  const store = async (values: StoreValues) =>
    (
      await t.db
        .insert(storeLocations)
        .values({ address: `${values.name}, Quận 1, Thành phố Hồ Chí Minh`, sellsOnline: false, ...values })
        .returning()
    )[0]!;
  const stores = {
    nguyenTrai: await store({
      name: 'Cửa hàng Nguyễn Trãi',
      pickup: true,
      phone: '028 3838 1234',
      openingHours: '8:00 - 21:00',
      cityCode: '79',
      sortOrder: 1,
    }),
    leLoi: await store({ name: 'Cửa hàng Lê Lợi', pickup: true, sortOrder: 2 }),
    warehouse: await store({ name: 'Kho Bình Tân', kind: 'warehouse', sortOrder: 3 }),
    soon: await store({ name: 'Cửa hàng Thủ Đức', pickup: true, status: 'coming_soon', sortOrder: 4 }),
  };
  await setShelf(t.db, { productId: shop.products.oolong.id, variantId: null }, 8, stores.nguyenTrai.id);
  await setShelf(
    t.db,
    { productId: shop.products.syrup.id, variantId: shop.variants.strawberry.id },
    2,
    stores.nguyenTrai.id,
  );
  await setShelf(t.db, { productId: shop.products.oolong.id, variantId: null }, 0, stores.leLoi.id);
  await setShelf(t.db, { productId: shop.products.oolong.id, variantId: null }, 9, stores.warehouse.id);
  const [shopper, staff]: [SignedUp, SignedUp] = await Promise.all([
    signUp(t.app),
    accountWithRole(t.app, t.db, 'staff'),
  ]);

  /** A pickup body: the contact only (no address), one oolong unless `overrides` says otherwise. */
  const pickupBody = (storeId: number, overrides: Record<string, unknown> = {}) => {
    const { shipping_address: _a, city: _c, district: _d, ward: _w, ...contact } = orderBody({}, shop);
    return { ...contact, delivery_method: 'pickup', pickup_location: storeId, ...overrides };
  };
  const place = (body: unknown, who = shopper) => placeOrder(t.app, who.tokens.access, body);
  const placed = async (body: unknown) => {
    const res = await place(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return Order.parse(res.body);
  };
  const transition = (id: number, status: string, extra: Record<string, unknown> = {}) =>
    adminCall(t.app, staff, 'POST', `/api/admin/orders/${id}/transition/`, { body: { status, ...extra } });
  /** Moves an order along staff's moves, each of which must succeed. */
  const walk = async (id: number, statuses: string[]) => {
    for (const status of statuses) {
      const res = await transition(id, status, status === 'cancelled' ? { note: 'Khách đổi ý' } : {});
      expect(res.status, `${status}: ${JSON.stringify(res.body)}`).toBe(200);
    }
  };
  /** The product's own level at a location. */
  const level = (locationId: number, productId = shop.products.oolong.id) =>
    levelOf(t.db, { productId, variantId: null }, locationId);
  return {
    t,
    shop,
    stores,
    shopper,
    staff,
    pickupBody,
    place,
    placed,
    transition,
    walk,
    level,
    close: () => t.close(),
  };
}
