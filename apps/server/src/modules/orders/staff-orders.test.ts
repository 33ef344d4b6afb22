// POST /api/admin/orders/ (DESIGN §12): staff enter an order for a customer chosen, found (customer-match.test.ts), or
// created; the shop's rules hold (stock, pack sizes, products; not one shopper's cart limit), staff's prices need a
// reason, a counter sale has no address or fee.
import { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { ORDER_AMOUNT_MAX, ORDER_TOTAL_MESSAGES } from '@shop/domain/order-pricing';
import { OrderPage } from '@shop/domain/order-response.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, orders, users } from '../../db/schema/index';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call } from '../auth/auth.testing';
import { ADDRESSES, type Shop, productStock, seedShop, variantStock } from './orders.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shop: Shop;
let staff: SignedUp;
let admin: SignedUp;
let customer: SignedUp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false, env: { RATE_LIMIT_FACTOR: '10' } });
  shop = await seedShop(t.db);
  staff = await accountWithRole(t.app, t.db, 'staff');
  admin = await accountWithRole(t.app, t.db, 'admin');
  customer = await accountWithRole(t.app, t.db, 'customer');
  await t.db.update(users).set({ phoneNumber: '0912000111' }).where(eq(users.id, customer.user.id));
});
afterAll(() => t?.close());

const orderCountOf = async () => (await t.db.select({ id: orders.id }).from(orders)).length;

let phoneSeq = 0;
const freshPhone = () => `09330${String(++phoneSeq).padStart(5, '0')}`;

function staffBody(overrides: Record<string, unknown> = {}) {
  return {
    customer: { name: 'Trần Thị Bình', phone: freshPhone() },
    items: [{ product: shop.products.oolong.id, variant: null, quantity: 1 }],
    shipping_address: '12 Nguyễn Huệ',
    ...ADDRESSES.near,
    payment_method: 'cash',
    source: 'phone',
    ...overrides,
  };
}

const post = (body: unknown, who: SignedUp | undefined = staff) =>
  adminCall(t.app, who, 'POST', '/api/admin/orders/', { body });

async function created(body: unknown, who: SignedUp = staff) {
  const res = await post(body, who);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return AdminOrder.parse(res.body);
}

const placedMails = (orderId: number) =>
  t.db
    .select({ key: jobs.key })
    .from(jobs)
    .where(and(eq(jobs.ref, `order:${orderId}`), eq(jobs.kind, 'order.mail')));

describe('POST /api/admin/orders/: the customer', () => {
  it('creates a customer without a password for an unknown phone; no placed mail without an e-mail', async () => {
    const body = staffBody();
    const order = await created(body);
    expect(order).toMatchObject({ source: 'phone', customer_name: 'Trần Thị Bình', status: 'pending', version: 0 });
    expect(order.status_history[0]!.actor?.id).toBe(staff.user.id);
    const [account] = await t.db.select().from(users).where(eq(users.id, order.user_id!));
    expect(account).toMatchObject({ phoneNumber: body.customer.phone, passwordHash: '', role: 'customer' });
    expect(account!.email).toBe(`${body.customer.phone}@guest.local`);
    expect((await placedMails(order.id)).map((j) => j.key)).not.toContain(`order:${order.id}:placed`);
    // The same phone again finds that account.
    const again = await created(staffBody({ customer: { name: 'Bình', phone: body.customer.phone } }));
    expect(again.user_id).toBe(order.user_id);
  });

  it("takes the account staff chose; the order is in the customer's history; a real e-mail gets the placed mail", async () => {
    const chosen = { id: customer.user.id, name: 'An', phone: '0912000111', email: 'an@example.com' };
    const order = await created(staffBody({ customer: chosen }));
    expect(order.user_id).toBe(customer.user.id);
    expect(order.email).toBe('an@example.com');
    const mine = await call(t.app, 'GET', '/api/orders/my_orders/', { token: customer.tokens.access });
    expect(OrderPage.parse(mine.body).results.map((o) => o.id)).toContain(order.id);
    expect((await placedMails(order.id)).map((j) => j.key)).toContain(`order:${order.id}:placed`);
  });

  it('finds the account by e-mail when the phone is unknown', async () => {
    const order = await created(staffBody({ customer: { name: 'An', phone: freshPhone(), email: customer.email } }));
    expect(order.user_id).toBe(customer.user.id);
  });

  it('refuses a bad phone, a missing name and a missing address (not for a counter sale)', async () => {
    const bad = await post(staffBody({ customer: { name: '', phone: '12345' } }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body as object)).toEqual(expect.arrayContaining(['customer.name', 'customer.phone']));
    const noAddress = await post(staffBody({ shipping_address: '', city: '' }));
    expect(noAddress.status).toBe(400);
    expect(Object.keys(noAddress.body as object)).toEqual(expect.arrayContaining(['shipping_address', 'city']));
  });
});

describe('POST /api/admin/orders/: the shop rules', () => {
  it('takes the stock; refuses more than there is (409), an unknown or retired product (400)', async () => {
    const before = await variantStock(t.db, shop.variants.mango.id);
    const line = { product: shop.products.syrup.id, variant: shop.variants.mango.id, quantity: 3 };
    await created(staffBody({ items: [line] }));
    expect(await variantStock(t.db, shop.variants.mango.id)).toBe(before - 3);
    expect((await post(staffBody({ items: [{ ...line, quantity: 100 }] }))).status).toBe(409);
    expect((await post(staffBody({ items: [{ product: 999_999, variant: null, quantity: 1 }] }))).status).toBe(400);
    const retired = { product: shop.products.retired.id, variant: null, quantity: 1 };
    expect((await post(staffBody({ items: [retired] }))).status).toBe(400);
    expect(await variantStock(t.db, shop.variants.mango.id)).toBe(before - 3);
  });

  it('refuses amounts that would not fit the database with the 400 the shop’s checkout answers', async () => {
    const before = await orderCountOf();
    for (const overrides of [
      { shipping_fee: ORDER_AMOUNT_MAX },
      { items: [{ product: shop.products.jelly.id, quantity: 2, unit_price: ORDER_AMOUNT_MAX, price_reason: 'Thử' }] },
    ]) {
      const res = await post(staffBody(overrides));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ non_field_errors: [ORDER_TOTAL_MESSAGES.tooLarge] });
    }
    expect(await orderCountOf()).toBe(before);
  });

  it("sets a line's price with its reason (audited); without a reason it is a 400", async () => {
    const line = { product: shop.products.jelly.id, variant: null, quantity: 2, unit_price: 35_000 };
    const refused = await post(staffBody({ items: [line] }));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Vui lòng nhập lý do đổi giá.');
    const order = await created(staffBody({ items: [{ ...line, price_reason: 'Khách sỉ' }], shipping_fee: 15_000 }));
    expect(order.items[0]).toMatchObject({ price: 35_000, total_price: 70_000, price_reason: 'Khách sỉ' });
    expect(order).toMatchObject({ total_price: 70_000, shipping_fee: 15_000, final_total: 85_000 });
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, order.id));
    expect(row).toMatchObject({ action: 'order.create', actorId: staff.user.id });
    expect(JSON.stringify(row!.after)).toContain('Khách sỉ');
  });

  it('a counter sale needs no address and has no shipping fee', async () => {
    const before = (await productStock(t.db, shop.products.oolong.id)).stock;
    const order = await created(
      staffBody({ source: 'store', shipping_address: '', city: '', district: '', ward: '', shipping_fee: 20_000 }),
    );
    expect(order).toMatchObject({ source: 'store', shipping_fee: 0, shipping_address: '', final_total: 99_000 });
    expect((await productStock(t.db, shop.products.oolong.id)).stock).toBe(before - 1);
    const [row] = await t.db.select({ source: orders.source }).from(orders).where(eq(orders.id, order.id));
    expect(row!.source).toBe('store');
  });

  it('staff and admins may; a customer may not (403), nor anyone signed out (401); a bad source is a 400', async () => {
    await created(staffBody(), admin);
    expect((await post(staffBody(), customer)).status).toBe(403);
    const body = staffBody();
    expect((await call(t.app, 'POST', '/api/admin/orders/', { body })).status).toBe(401);
    expect((await post(staffBody({ source: 'web' }))).status).toBe(400);
  });
});
