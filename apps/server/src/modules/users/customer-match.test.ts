// Which customer a staff order is for (DESIGN §12): staff's choice, the e-mail, a phone proven by a delivered order.
// A phone typed into a shopper's profile never attaches an order, its address or its mails; staff and admin accounts
// are never customers. And the matches the order form offers, with what proves each.
import { AdminCustomerDetail, AdminCustomerMatches, CUSTOMER_MESSAGES } from '@shop/domain/admin-customers.schemas';
import { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { OrderPage } from '@shop/domain/order-response.schemas';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orders, users } from '../../db/schema/index';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call, signUp } from '../auth/auth.testing';
import { ADDRESSES, type Shop, orderBody, placedOrder, productStock, seedShop } from '../orders/orders.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shop: Shop;
let staff: SignedUp;
let admin: SignedUp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false, env: { RATE_LIMIT_FACTOR: '10' } });
  shop = await seedShop(t.db);
  staff = await accountWithRole(t.app, t.db, 'staff');
  admin = await accountWithRole(t.app, t.db, 'admin');
});
afterAll(() => t?.close());

let phoneSeq = 0;
const freshPhone = () => `09440${String(++phoneSeq).padStart(5, '0')}`;

/** A shopper who typed `phone` into their profile (the shop's own profile form). */
async function shopperTyping(phone: string) {
  const shopper = await signUp(t.app);
  const res = await call(t.app, 'PATCH', '/api/users/me/', {
    token: shopper.tokens.access,
    body: { phone_number: phone },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return shopper;
}

/** An order of `shopper`'s to `phone`, delivered. */
async function deliveredTo(shopper: SignedUp, phone: string) {
  const order = await placedOrder(
    t.app,
    shopper.tokens.access,
    orderBody({ phone_number: phone, email: shopper.email }, shop),
  );
  await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
  return order;
}

function staffBody(customer: Record<string, unknown>) {
  return {
    customer: { name: 'Người gọi', ...customer },
    items: [{ product: shop.products.oolong.id, variant: null, quantity: 1 }],
    shipping_address: '99 Lê Lợi',
    ...ADDRESSES.near,
    payment_method: 'cash',
    source: 'phone',
  };
}
const post = (body: unknown, who: SignedUp = staff) => adminCall(t.app, who, 'POST', '/api/admin/orders/', { body });
async function created(body: unknown) {
  const res = await post(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return AdminOrder.parse(res.body);
}

const myOrderIds = async (who: SignedUp) =>
  OrderPage.parse((await call(t.app, 'GET', '/api/orders/my_orders/', { token: who.tokens.access })).body).results.map(
    (o) => o.id,
  );
const customerPage = async (id: number) =>
  AdminCustomerDetail.parse((await adminCall(t.app, staff, 'GET', `/api/admin/customers/${id}/`)).body);
const placedMail = async (orderId: number) =>
  (
    await t.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(and(eq(jobs.ref, `order:${orderId}`), eq(jobs.kind, 'order.mail')))
  ).some((j) => j.key === `order:${orderId}:placed`);

describe('a phone typed into a profile attaches nothing', () => {
  it('the caller’s order, name, address and mails stay out of the shopper’s account', async () => {
    const phone = freshPhone();
    const shopper = await shopperTyping(phone);
    const order = await created(staffBody({ phone }));
    expect(order.user_id).not.toBe(shopper.user.id);
    expect(order.email).toBe(`${phone}@guest.local`);
    expect(await placedMail(order.id)).toBe(false);
    const withEmail = await created(staffBody({ phone, email: 'caller@example.com' }));
    expect(withEmail.user_id).not.toBe(shopper.user.id);
    expect(withEmail.email).toBe('caller@example.com');

    expect(await myOrderIds(shopper)).not.toContain(order.id);
    expect(await myOrderIds(shopper)).not.toContain(withEmail.id);
    const opened = await call(t.app, 'GET', `/api/orders/${order.id}/`, { token: shopper.tokens.access });
    expect(opened.status).toBe(404);
    const cancelled = await call(t.app, 'POST', `/api/orders/${order.id}/update_status/`, {
      token: shopper.tokens.access,
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(404);
    const page = await customerPage(shopper.user.id);
    expect(page.orders_count).toBe(0);
    expect(page.addresses.map((a) => a.shipping_address)).not.toContain('99 Lê Lợi');
  });

  it('nor when the number is a customer’s own: the last to order does not win, a delivered order proves it', async () => {
    const phone = freshPhone();
    const owner = await signUp(t.app, { phone_number: phone });
    const typer = await shopperTyping(phone);
    await placedOrder(t.app, typer.tokens.access, orderBody({ phone_number: freshPhone() }, shop));
    const unproven = await created(staffBody({ phone }));
    expect([owner.user.id, typer.user.id]).not.toContain(unproven.user_id);

    // Delivered to the number (in its other spelling, 84…): the owner has proven it, whoever ordered last.
    await deliveredTo(owner, `84${phone.slice(1)}`);
    await placedOrder(t.app, typer.tokens.access, orderBody({ phone_number: freshPhone() }, shop));
    const proven = await created(staffBody({ phone }));
    expect(proven.user_id).toBe(owner.user.id);
    expect(proven.email).toBe(owner.email);
    expect(await placedMail(proven.id)).toBe(true);
    expect(await myOrderIds(owner)).toContain(proven.id);
  });

  it('without e-mail, the customer kept for the phone takes its orders; a shopper holding the placeholder does not', async () => {
    const phone = freshPhone();
    // A guest checkout's account: anyone may make the placeholder of any number.
    const guest = await signUp(t.app, { email: `${phone}@guest.local` });
    const first = await created(staffBody({ phone }));
    expect(first.user_id).not.toBe(guest.user.id);
    const [kept] = await t.db.select().from(users).where(eq(users.id, first.user_id!));
    expect(kept).toMatchObject({ passwordHash: '', phoneNumber: phone, role: 'customer' });
    expect(kept!.email).toMatch(/@guest\.local$/);
    const second = await created(staffBody({ phone }));
    expect(second.user_id).toBe(first.user_id);
    expect(await myOrderIds(guest)).toEqual([]);
  });
});

describe('staff confirm a match with customer.id', () => {
  it('the order joins the chosen customer; an unknown id, a staff account or another customer’s e-mail is a 400', async () => {
    const phone = freshPhone();
    const shopper = await shopperTyping(phone);
    const chosen = await created(staffBody({ phone, id: shopper.user.id }));
    expect(chosen.user_id).toBe(shopper.user.id);
    expect(await myOrderIds(shopper)).toContain(chosen.id);

    const other = await signUp(t.app);
    for (const [customer, field, message] of [
      [{ id: 999_999 }, 'customer.id', CUSTOMER_MESSAGES.chosenMissing],
      [{ id: staff.user.id }, 'customer.id', CUSTOMER_MESSAGES.chosenMissing],
      [{ id: shopper.user.id, email: other.email }, 'customer.email', CUSTOMER_MESSAGES.emailOfAnother],
      [{ id: 'abc' }, 'customer.id', undefined],
    ] as const) {
      const res = await post(staffBody({ phone, ...customer }));
      expect(res.status, JSON.stringify(customer)).toBe(400);
      const errors = res.body as Record<string, string[]>;
      expect(errors[field], JSON.stringify(res.body)).toBeDefined();
      if (message) expect(errors[field]).toEqual([message]);
    }
  });
});

describe('staff and admin accounts are never customers', () => {
  it('an order with a staff or admin e-mail is a 400 in Vietnamese and changes nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(orders);
    const stock = (await productStock(t.db, shop.products.oolong.id)).stock;
    for (const member of [admin, staff]) {
      const res = await post(staffBody({ phone: freshPhone(), email: member.email.toUpperCase() }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ 'customer.email': [CUSTOMER_MESSAGES.staffEmail] });
    }
    const [after] = await t.db.select({ n: count() }).from(orders);
    expect(after!.n).toBe(before!.n);
    expect((await productStock(t.db, shop.products.oolong.id)).stock).toBe(stock);
  });
});

describe('GET /api/admin/customers/matches/', () => {
  const matches = async (query: string, who: SignedUp = staff) => {
    const res = await adminCall(t.app, who, 'GET', `/api/admin/customers/matches/${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return AdminCustomerMatches.parse(res.body);
  };

  it('lists the e-mail’s owner, those delivered to the phone and those who typed it, with what proves each', async () => {
    const phone = freshPhone();
    const typer = await shopperTyping(phone);
    const deliveredOne = await signUp(t.app);
    await deliveredTo(deliveredOne, phone);
    await deliveredTo(deliveredOne, phone);
    const owner = await signUp(t.app);
    await t.db.update(users).set({ phoneNumber: phone }).where(eq(users.id, staff.user.id));

    const byPhone = await matches(`?phone=${phone}`);
    expect(byPhone.map((m) => [m.id, m.delivered_orders, m.phone_in_profile, m.automatic])).toEqual([
      [deliveredOne.user.id, 2, false, true],
      [typer.user.id, 0, true, false],
    ]);
    const both = await matches(`?phone=${phone.replace(/^0/, '84')}&email=${owner.email}`);
    expect(both.map((m) => [m.id, m.email_matches, m.automatic])).toEqual([
      [owner.user.id, true, true],
      [deliveredOne.user.id, false, false],
      [typer.user.id, false, false],
    ]);
    // A number the shop keeps a customer for (an earlier order without e-mail): that one, unless an e-mail is typed.
    const kept = freshPhone();
    const keptId = (await created(staffBody({ phone: kept }))).user_id;
    await shopperTyping(kept);
    const keptMatches = await matches(`?phone=${kept}`);
    expect(keptMatches.filter((m) => m.automatic).map((m) => [m.id, m.kept_for_phone])).toEqual([[keptId, true]]);
    expect((await matches(`?phone=${kept}&email=moi@example.com`)).some((m) => m.automatic)).toBe(false);
    expect(await matches(`?phone=${freshPhone()}`)).toEqual([]);
    expect((await matches(`?email=${admin.email}`)).map((m) => m.id)).toEqual([]);
  });

  it('needs a valid phone or e-mail (400); a customer may not (403)', async () => {
    const empty = await adminCall(t.app, staff, 'GET', '/api/admin/customers/matches/');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ phone: [CUSTOMER_MESSAGES.matchNeedsContact] });
    expect((await adminCall(t.app, staff, 'GET', '/api/admin/customers/matches/?phone=123')).status).toBe(400);
    const shopper = await signUp(t.app);
    expect((await adminCall(t.app, shopper, 'GET', `/api/admin/customers/matches/?phone=${freshPhone()}`)).status).toBe(
      403,
    );
  });
});
