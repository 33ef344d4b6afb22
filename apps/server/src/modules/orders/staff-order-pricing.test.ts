// Staff orders and edits at a wholesale customer's prices (DESIGN §12, §13): a café's 12 packs by phone are not bound
// by one shopper's cart limit (stock still is); an edit prices the lines for the customer's group; pack sizes hold
// when a line shrinks; a PATCH that changes nothing is refused rather than wiping the note.
import { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { ORDER_EDIT_MESSAGES } from '@shop/domain/admin-order-edit.schemas';
import { multipleMessage } from '@shop/domain/wholesale.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index';
import { adminCall } from '../../testing/staff.testing';
import type { TestApp } from '../../testing/test-app';
import type { SignedUp } from '../auth/auth.testing';
import { ADDRESSES, type Shop, openOrderDesk, orderBody, placeOrder, productStock } from './orders.testing';
import { openingLevels } from '../stock/stock.testing';

let t: TestApp;
let shop: Shop;
let cafe: SignedUp;
let staff: SignedUp;
let cream: typeof products.$inferSelect;
let cups: typeof products.$inferSelect;
let groupId: number;
beforeAll(async () => {
  ({ t, shop, customer: cafe, staff } = await openOrderDesk());
  const insert = async (values: Partial<typeof products.$inferInsert> & { name: string; price: number }) => {
    const [row] = await t.db
      .insert(products)
      .values({ slug: `${values.name}-${Math.random()}`, categoryId: shop.products.oolong.categoryId, ...values })
      .returning();
    return row!;
  };
  cream = await insert({ name: 'Bột kem béo', price: 89_000, stock: 100, maxQuantitiesInCart: 10, weightGrams: 1000 });
  cups = await insert({ name: 'Ly nhựa', price: 50_000, stock: 100, orderMultiple: 6 });
  await openingLevels(t.db);
  const group = await adminCall(t.app, staff, 'POST', '/api/admin/customer-groups/', { body: { name: 'Quán cà phê' } });
  groupId = (group.body as { id: number }).id;
  const tiers = await adminCall(t.app, staff, 'PUT', `/api/admin/products/${cream.id}/price-tiers/`, {
    body: [{ variant: null, group: groupId, min_quantity: 10, price: 80_000 }],
  });
  expect(tiers.status, JSON.stringify(tiers.body)).toBe(200);
});
afterAll(() => t?.close());

const joinGroup = async (group: number | null) => {
  const res = await adminCall(t.app, staff, 'PATCH', `/api/admin/customers/${cafe.user.id}/`, { body: { group } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const line = (p: { id: number }, quantity: number) => ({ product: p.id, variant: null, quantity });
const post = (items: object[]) =>
  adminCall(t.app, staff, 'POST', '/api/admin/orders/', {
    // Found by e-mail (unique): the café's account.
    body: {
      customer: { name: 'Quán Mây', phone: '0933000999', email: cafe.email },
      items,
      shipping_address: '12 Nguyễn Huệ',
      ...ADDRESSES.near,
      shipping_fee: 0,
      payment_method: 'cash',
      source: 'phone',
    },
  });
async function created(items: object[]) {
  const res = await post(items);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return AdminOrder.parse(res.body);
}
const patch = (id: number, body: object) => adminCall(t.app, staff, 'PATCH', `/api/admin/orders/${id}/`, { body });
async function edited(id: number, body: object) {
  const res = await patch(id, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AdminOrder.parse(res.body);
}
const keep = (o: AdminOrder, quantity?: number) =>
  o.items.map((i) => ({ id: i.id, product: i.product.id!, variant: null, quantity: quantity ?? i.quantity }));

describe('staff orders are not bound by the cart limit', () => {
  it('takes 12 packs for a café at its group price; the shop’s checkout still refuses them; stock still binds', async () => {
    await joinGroup(groupId);
    const order = await created([line(cream, 12)]);
    expect(order.items[0]).toMatchObject({ quantity: 12, price: 80_000, total_price: 960_000 });
    const shopper = await placeOrder(t.app, cafe.tokens.access, orderBody({ items: [line(cream, 12)] }, shop));
    expect(shopper.status).toBe(400);
    const left = (await productStock(t.db, cream.id)).stock;
    expect((await post([line(cream, left + 1)])).status).toBe(409);
  });

  it('an edit may grow a line past the cart limit', async () => {
    const order = await created([line(cream, 2)]);
    const after = await edited(order.id, { version: 0, items: keep(order, 11) });
    expect(after.items[0]).toMatchObject({ quantity: 11, price: 80_000 });
  });
});

describe('an edit prices the lines for the customer’s group', () => {
  it('a line grown to the tier gets it (5 → 10 packs at 80,000 ₫, not the 89,000 ₫ kept)', async () => {
    await joinGroup(groupId);
    const order = await created([line(cream, 5)]);
    expect(order.items[0]!.price).toBe(89_000);
    const after = await edited(order.id, { version: 0, items: keep(order, 10) });
    expect(after.items[0]).toMatchObject({ quantity: 10, price: 80_000, total_price: 800_000 });
    // Heavier, so quoted again: the final total carries the new fee.
    expect(after).toMatchObject({ total_price: 800_000, final_total: 800_000 + after.shipping_fee });
    // Shrunk below the tier, it loses it.
    const shrunk = await edited(order.id, { version: 1, items: keep(after, 4) });
    expect(shrunk.items[0]).toMatchObject({ quantity: 4, price: 89_000 });
  });

  it('a customer who joined the group after ordering gets its price on the next edit; a staff price stays', async () => {
    await joinGroup(null);
    const order = await created([
      line(cream, 10),
      { ...line(shop.products.jelly, 1), unit_price: 30_000, price_reason: 'Quen' },
    ]);
    const prices = (o: AdminOrder) => Object.fromEntries(o.items.map((i) => [i.product.id!, i.price]));
    expect(prices(order)).toEqual({ [cream.id]: 89_000, [shop.products.jelly.id]: 30_000 });
    await joinGroup(groupId);
    const after = await edited(order.id, { version: 0, items: [...keep(order), line(shop.products.oolong, 1)] });
    expect(prices(after)).toEqual({
      [cream.id]: 80_000,
      [shop.products.jelly.id]: 30_000,
      [shop.products.oolong.id]: 99_000,
    });
  });
});

describe('pack sizes and empty edits', () => {
  it('a line shrunk to a number that is not whole packs is a 400 naming the product; nothing changes', async () => {
    const order = await created([line(cups, 12)]);
    const stock = (await productStock(t.db, cups.id)).stock;
    const refused = await patch(order.id, { version: 0, items: keep(order, 8) });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ non_field_errors: [multipleMessage('Ly nhựa', 6)] });
    expect((await productStock(t.db, cups.id)).stock).toBe(stock);
    expect((await edited(order.id, { version: 0, items: keep(order, 6) })).items[0]!.quantity).toBe(6);
  });

  it('`{version}` or `{}` alone is a 400 "nothing to change" and keeps the staff note', async () => {
    const order = await created([line(cups, 6)]);
    expect((await edited(order.id, { staff_note: 'Giao sau 14h' })).staff_note).toBe('Giao sau 14h');
    for (const body of [{ version: 0 }, {}]) {
      const res = await patch(order.id, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: ORDER_EDIT_MESSAGES.nothingToChange });
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ staffNote: 'Giao sau 14h', version: 0 });
  });
});
