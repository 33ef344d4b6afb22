// /api/admin/customers/ (DESIGN §12): customer accounts listed, searched (accents ignored) and sorted in SQL, their
// order figures kept by the database, one customer's page, and what staff change about them (audited).
import { AdminCustomerDetail, AdminCustomerPage, CUSTOMER_MESSAGES } from '@shop/domain/admin-customers.schemas';
import { foldVietnamese } from '@shop/domain/search-text';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call, signUp } from '../auth/auth.testing';
import { type Shop, orderBody, placedOrder, seedShop } from '../orders/orders.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shop: Shop;
let staff: SignedUp;
let binh: SignedUp;
let an: SignedUp;
let dung: SignedUp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false, env: { RATE_LIMIT_FACTOR: '10' } });
  shop = await seedShop(t.db);
  staff = await accountWithRole(t.app, t.db, 'staff');
  binh = await signUp(t.app, { first_name: 'Trần Thị Bình' });
  an = await signUp(t.app, { first_name: 'Nguyễn Văn An' });
  dung = await signUp(t.app, { first_name: 'Lê Đức Dũng' });
  await t.db.update(users).set({ phoneNumber: '0912345678' }).where(eq(users.id, binh.user.id));
});
afterAll(() => t?.close());

async function list(query = '') {
  const res = await adminCall(t.app, staff, 'GET', `/api/admin/customers/${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AdminCustomerPage.parse(res.body);
}
const ids = (page: AdminCustomerPage) => page.results.map((c) => c.id);
const place = (who: SignedUp, quantity: number) =>
  placedOrder(
    t.app,
    who.tokens.access,
    orderBody({ items: [{ product: shop.products.jelly.id, variant: null, quantity }] }, shop),
  );

describe('GET /api/admin/customers/', () => {
  it('lists customer accounts only, newest first, paged', async () => {
    const page = await list('?page_size=2');
    expect(page.count).toBe(3);
    expect(ids(page)).toEqual([dung.user.id, an.user.id]);
    expect(page.next).toContain('page=2');
    expect(ids(await list('?page=2&page_size=2'))).toEqual([binh.user.id]);
    expect((await adminCall(t.app, staff, 'GET', '/api/admin/customers/?page=3&page_size=2')).status).toBe(404);
    expect(ids(await list('?group=999999'))).toEqual([]);
    expect((await adminCall(t.app, staff, 'GET', '/api/admin/customers/?ordering=password')).status).toBe(400);
  });

  it('searches name, phone and e-mail ignoring accents, case and a phone’s spaces', async () => {
    expect(ids(await list('?search=tran thi'))).toEqual([binh.user.id]);
    expect(ids(await list('?search=ĐỨC'))).toEqual([dung.user.id]);
    expect(ids(await list('?search=0912 345'))).toEqual([binh.user.id]);
    expect(ids(await list(`?search=${an.email.slice(0, 12)}`))).toEqual([an.user.id]);
    expect(ids(await list('?search=không ai'))).toEqual([]);
    expect((await list('?search=example.com')).count_capped).toBe(false);
  });

  it('keeps each customer’s orders, spending and last order, and sorts by them', async () => {
    const first = await place(an, 1);
    const second = await place(an, 2);
    const other = await place(binh, 1);
    await call(t.app, 'POST', `/api/orders/${other.id}/update_status/`, {
      token: binh.tokens.access,
      body: { status: 'cancelled' },
    });
    const page = await list('?ordering=-total_spent');
    expect(ids(page)[0]).toBe(an.user.id);
    const row = page.results.find((c) => c.id === an.user.id)!;
    expect(row).toMatchObject({ orders_count: 2, total_spent: first.final_total + second.final_total });
    expect(row.last_order_at).toBe(second.created_at);
    // A cancelled order counts as an order, not as spending.
    expect(page.results.find((c) => c.id === binh.user.id)).toMatchObject({ orders_count: 1, total_spent: 0 });
    expect(ids(await list('?ordering=-orders_count'))).toEqual([an.user.id, binh.user.id, dung.user.id]);
    expect(ids(await list('?ordering=-last_order_at'))).toEqual([binh.user.id, an.user.id, dung.user.id]);
    expect(ids(await list('?ordering=name'))).toEqual([dung.user.id, an.user.id, binh.user.id]);
  });
});

describe('GET and PATCH /api/admin/customers/{id}/', () => {
  it('shows addresses, newest orders and the staff note; staff change the note, company, tax code (audited)', async () => {
    const order = await place(dung, 1);
    const res = await adminCall(t.app, staff, 'PATCH', `/api/admin/customers/${dung.user.id}/`, {
      body: { staff_note: 'Khách sỉ', company_name: 'Công ty Trà Việt', tax_code: '0312345678-001', group: null },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = AdminCustomerDetail.parse(res.body);
    expect(detail).toMatchObject({ staff_note: 'Khách sỉ', company_name: 'Công ty Trà Việt', group: null });
    expect(detail.recent_orders.map((o) => o.id)).toEqual([order.id]);
    expect(detail.addresses[0]).toMatchObject({ shipping_address: order.shipping_address, city: order.city });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'customer'), eq(auditLog.targetId, dung.user.id)));
    expect(row).toMatchObject({ action: 'customer.update', before: expect.objectContaining({ staff_note: '' }) });
  });

  it('refuses a bad tax code or group; 404 for a staff account; a customer may not (403)', async () => {
    const patch = (id: number, body: object, who = staff) =>
      adminCall(t.app, who, 'PATCH', `/api/admin/customers/${id}/`, { body });
    const bad = await patch(an.user.id, { tax_code: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ tax_code: [CUSTOMER_MESSAGES.taxCodeInvalid] });
    expect((await patch(an.user.id, { group: 'x' })).body).toEqual({ group: [CUSTOMER_MESSAGES.groupInvalid] });
    expect((await patch(staff.user.id, { staff_note: 'x' })).status).toBe(404);
    expect((await patch(an.user.id, { staff_note: 'x' }, binh)).status).toBe(403);
  });

  it('disables an account: its token stops working at once', async () => {
    const who = await signUp(t.app, { first_name: 'Tạm' });
    const res = await adminCall(t.app, staff, 'PATCH', `/api/admin/customers/${who.user.id}/`, {
      body: { is_active: false },
    });
    expect(AdminCustomerDetail.parse(res.body).is_active).toBe(false);
    const me = await call(t.app, 'GET', '/api/users/me/', { token: who.tokens.access });
    expect(me.status).toBe(401);
  });
});

describe('a customer’s group (DESIGN §13)', () => {
  it('PATCH sets and clears it (audited), refuses an unknown one; the list shows and filters by it', async () => {
    const made = await adminCall(t.app, staff, 'POST', '/api/admin/customer-groups/', {
      body: { name: 'Quán cà phê' },
    });
    const cafes = made.body as { id: number; name: string };
    const patch = (id: number, body: object, who = staff) =>
      adminCall(t.app, who, 'PATCH', `/api/admin/customers/${id}/`, { body });
    const joined = await patch(binh.user.id, { group: cafes.id });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(AdminCustomerDetail.parse(joined.body)).toMatchObject({ group: cafes.id, group_name: 'Quán cà phê' });
    const unknown = await patch(an.user.id, { group: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ group: [CUSTOMER_MESSAGES.groupMissing] });
    expect((await patch(an.user.id, { group: cafes.id }, binh)).status).toBe(403);

    const members = await list(`?group=${cafes.id}`);
    expect(ids(members)).toEqual([binh.user.id]);
    expect(members.results[0]).toMatchObject({ group: cafes.id, group_name: 'Quán cà phê' });
    expect(members.next).toBeNull();
    expect((await list()).results.find((c) => c.id === an.user.id)).toMatchObject({ group: null, group_name: null });

    const left = AdminCustomerDetail.parse((await patch(binh.user.id, { group: null })).body);
    expect(left).toMatchObject({ group: null, group_name: null });
    expect(ids(await list(`?group=${cafes.id}`))).toEqual([]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'customer'), eq(auditLog.targetId, binh.user.id)))
      .orderBy(auditLog.id);
    expect(audits.map((a) => [a.before, a.after])).toEqual([
      [expect.objectContaining({ group: null }), expect.objectContaining({ group: cafes.id })],
      [expect.objectContaining({ group: cafes.id }), expect.objectContaining({ group: null })],
    ]);
  });

  it('the detail shows the latest VAT invoice request’s company details', async () => {
    const invoice = {
      company_name: 'Công ty Trà Việt',
      tax_code: '0312345678',
      address: '1 Lê Lợi',
      email: 'kt@tra.vn',
    };
    const none = AdminCustomerDetail.parse(
      (await adminCall(t.app, staff, 'GET', `/api/admin/customers/${binh.user.id}/`)).body,
    );
    expect(none.last_invoice).toBeNull();
    await placedOrder(
      t.app,
      binh.tokens.access,
      orderBody({ items: [{ product: shop.products.jelly.id, variant: null, quantity: 1 }], invoice }, shop),
    );
    const res = await adminCall(t.app, staff, 'GET', `/api/admin/customers/${binh.user.id}/`);
    expect(AdminCustomerDetail.parse(res.body).last_invoice).toEqual(invoice);
  });
});

describe('fold_vi (migration 0022) and the domain’s foldVietnamese', () => {
  it('fold the same Vietnamese text the same way', async () => {
    const letters = [
      ...'aăâbcdđeêghiklmnoôơpqrstuưvxyàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ019 @.',
    ];
    const word = fc.array(fc.constantFrom(...letters, ...letters.map((l) => l.toUpperCase())), { maxLength: 24 });
    await fc.assert(
      fc.asyncProperty(word, async (chars) => {
        const text = chars.join('');
        const result = await t.db.execute(sql`SELECT fold_vi(${text}) AS folded`);
        const [{ folded }] = (result as unknown as { rows: [{ folded: string }] }).rows;
        expect(folded).toBe(foldVietnamese(text));
      }),
      { numRuns: 60 },
    );
  });
});

describe('a search matching most customers', () => {
  it('is counted up to the limit: count 1,000 and count_capped', async () => {
    await t.db.execute(sql`
      INSERT INTO users (username, email, password_hash, first_name)
      SELECT 'bulk' || n, 'bulk' || n || '@capped.example', '', 'Khách ' || n FROM generate_series(1, 1001) AS n`);
    const page = await list('?search=capped.example&page_size=5');
    expect(page).toMatchObject({ count: 1000, count_capped: true });
    expect(page.results).toHaveLength(5);
  });
});

describe('POST /api/admin/customers/ (Thêm khách hàng)', () => {
  const create = (body: object, who = staff) => adminCall(t.app, who, 'POST', '/api/admin/customers/', { body });

  it('makes a customer without a password, in a group, with company and tax code (audited)', async () => {
    const made = await adminCall(t.app, staff, 'POST', '/api/admin/customer-groups/', { body: { name: 'Đại lý' } });
    const group = (made.body as { id: number }).id;
    const body = {
      name: 'Phạm Thu Hà',
      phone: '0987 111 222',
      email: 'Ha.Pham@Example.com',
      group,
      company_name: 'Công ty Hà Phạm',
      tax_code: '0312345679',
    };
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const customer = AdminCustomerDetail.parse(res.body);
    expect(customer).toMatchObject({
      name: 'Phạm Thu Hà',
      phone: '0987111222',
      email: 'ha.pham@example.com',
      group,
      group_name: 'Đại lý',
      company_name: 'Công ty Hà Phạm',
      tax_code: '0312345679',
      has_password: false,
      orders_count: 0,
    });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'customer'), eq(auditLog.targetId, customer.id)));
    expect(row).toMatchObject({ action: 'customer.create', actorId: staff.user.id, before: null });
    expect(ids(await list('?search=pham thu ha'))).toEqual([customer.id]);

    // The same e-mail again, in any case, is refused in Vietnamese; so is a staff account's.
    const again = await create({ ...body, email: 'HA.PHAM@example.com' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ email: [CUSTOMER_MESSAGES.emailTaken] });
    expect((await create({ ...body, email: staff.email })).body).toMatchObject({
      email: [CUSTOMER_MESSAGES.staffEmail],
    });
  });

  it('without e-mail: kept under the phone, once; bad fields are 400s; a customer may not (403)', async () => {
    const res = await create({ name: 'Cô Tư', phone: '0987333444', email: '' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(AdminCustomerDetail.parse(res.body)).toMatchObject({ email: '0987333444@guest.local', group: null });
    const twice = await create({ name: 'Cô Tư', phone: '0987333444' });
    expect(twice.body).toMatchObject({ phone: [CUSTOMER_MESSAGES.phoneTaken] });

    const [before] = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
    const bad = await create({ name: '', phone: '123', email: 'không', tax_code: '1', group: 999_999 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body as object)).toEqual(expect.arrayContaining(['name', 'phone', 'email', 'tax_code']));
    expect((await create({ name: 'A', phone: '0987555666', group: 999_999 })).body).toMatchObject({
      group: [CUSTOMER_MESSAGES.groupMissing],
    });
    expect((await create({ name: 'A', phone: '0987555666' }, binh)).status).toBe(403);
    const [after] = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
    expect(after!.n).toBe(before!.n);
  });
});
