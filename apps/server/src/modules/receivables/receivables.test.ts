// Receivables (công nợ, DESIGN §17): terms on customers and groups, staff orders on account within the credit limit
// (also when two arrive at once), due dates after delivery, payments paying the oldest orders first with the rest kept
// as credit, the receivables list, the statement and its CSV.
import { AdminCustomerDetail } from '@shop/domain/admin-customers.schemas';
import { CustomerGroup } from '@shop/domain/wholesale.schemas';
import { ReceivablesPage, Statement } from '@shop/domain/receivables.schemas';
import { shopDay } from '@shop/domain/shop-time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customerPayments, mailOutbox, orders, receivableReminders } from '../../db/schema/index';
import { enqueue } from '../../lib/job-queue';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { buildTestApp } from '../../testing/test-app';
import type { SignedUp } from '../auth/auth.testing';
import { type Shop, seedShop } from '../orders/orders.testing';
import {
  type Customer,
  accountOf,
  accountOrder,
  accountOrderBody,
  customerOnTerms,
  deliver,
  dueDaysAgo,
  orderRow,
  placeAccountOrder,
  recordPayment,
} from './receivables.testing';
import { REMINDERS_JOB, nextRemindersAt } from './overdue-reminders';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shop: Shop;
let staff: SignedUp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false, env: { RATE_LIMIT_FACTOR: '10' } });
  shop = await seedShop(t.db);
  staff = await accountWithRole(t.app, t.db, 'staff');
});
afterAll(() => t?.close());

const pay = (customer: Customer, body: unknown) =>
  adminCall(t.app, staff, 'POST', `/api/admin/customers/${customer.id}/payments/`, { body });

const paid = (customer: Customer, amount: number) => recordPayment(t.app, staff, customer, amount);

describe('terms on customers and groups', () => {
  it('a customer takes the group’s terms unless they have their own; both audited', async () => {
    const group = await adminCall(t.app, staff, 'POST', '/api/admin/customer-groups/', {
      body: { name: 'Quán cà phê', payment_terms_days: 15, credit_limit: 2_000_000 },
    });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    const { id: groupId } = CustomerGroup.parse(group.body);
    const member = await customerOnTerms(t.app, staff, { group: groupId });
    expect(await accountOf(t.app, staff, member.id)).toMatchObject({ payment_terms_days: 15, credit_limit: 2_000_000 });

    const patch = await adminCall(t.app, staff, 'PATCH', `/api/admin/customers/${member.id}/`, {
      body: { payment_terms_days: 45, credit_limit: null },
    });
    expect(AdminCustomerDetail.parse(patch.body)).toMatchObject({ payment_terms_days: 45, credit_limit: null });
    // null: the group's limit still holds.
    expect(await accountOf(t.app, staff, member.id)).toMatchObject({ payment_terms_days: 45, credit_limit: 2_000_000 });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.update'), eq(auditLog.targetId, member.id)));
    expect(row!.after).toMatchObject({ payment_terms_days: 45 });

    // A PATCH of the name alone leaves the group's terms as they are.
    await adminCall(t.app, staff, 'PATCH', `/api/admin/customer-groups/${groupId}/`, {
      body: { name: 'Quán cà phê A' },
    });
    const again = await adminCall(t.app, staff, 'GET', `/api/admin/customer-groups/${groupId}/`);
    expect(again.body).toMatchObject({ payment_terms_days: 15, credit_limit: 2_000_000 });
  });

  it('refuses terms out of range', async () => {
    const res = await adminCall(t.app, staff, 'POST', '/api/admin/customer-groups/', {
      body: { name: 'Sai', payment_terms_days: 400, credit_limit: -1 },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toEqual(expect.arrayContaining(['payment_terms_days', 'credit_limit']));
  });
});

describe('staff orders on account', () => {
  it('refuses a customer who pays now (0 days) with a clear 400; nothing is written', async () => {
    const cash = await customerOnTerms(t.app, staff, {});
    const before = (await t.db.select({ id: orders.id }).from(orders)).length;
    const res = await placeAccountOrder(t.app, staff, accountOrderBody(shop, cash, 100_000));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ payment_method: [expect.stringContaining('chưa được mua công nợ')] });
    expect((await t.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it('places within the limit and refuses beyond it with a 409 naming the limit and the balance', async () => {
    const c = await customerOnTerms(t.app, staff, { payment_terms_days: 30, credit_limit: 5_000_000 });
    const first = await accountOrder(t.app, staff, shop, c, 4_200_000);
    expect(first).toMatchObject({ payment_method: 'on_account', payment_status: 'unpaid', final_total: 4_200_000 });
    expect((await orderRow(t.db, first.id)).paymentTermsDays).toBe(30);
    const over = await placeAccountOrder(t.app, staff, accountOrderBody(shop, c, 1_000_000));
    expect(over.status).toBe(409);
    expect(over.body).toEqual({
      detail: 'Vượt hạn mức công nợ: hạn mức 5.000.000đ, đang nợ 4.200.000đ, đơn này 1.000.000đ.',
    });
    // Up to the limit exactly is fine.
    await accountOrder(t.app, staff, shop, c, 800_000);
    expect(await accountOf(t.app, staff, c.id)).toMatchObject({ balance: 5_000_000, available_credit: 0 });
  });

  it('lets only one of two orders that together pass the limit through, when they arrive at once', async () => {
    const c = await customerOnTerms(t.app, staff, { payment_terms_days: 30, credit_limit: 5_000_000 });
    const results = await Promise.all(
      [0, 1].map(() => placeAccountOrder(t.app, staff, accountOrderBody(shop, c, 3_000_000))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await accountOf(t.app, staff, c.id)).balance).toBe(3_000_000);
  });

  it('is delivered unpaid and falls due its terms after delivery; the desk will not mark it paid', async () => {
    const c = await customerOnTerms(t.app, staff, { payment_terms_days: 30 });
    const order = await accountOrder(t.app, staff, shop, c, 500_000);
    expect((await orderRow(t.db, order.id)).dueAt).toBeNull();
    await deliver(t.app, staff, order.id);
    const row = await orderRow(t.db, order.id);
    expect(row).toMatchObject({ status: 'delivered', paymentStatus: 'unpaid' });
    expect(row.dueAt!.getTime() - row.deliveredAt!.getTime()).toBe(30 * 86_400_000);
    const mark = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/mark-paid/`, { body: {} });
    expect(mark.status).toBe(409);
  });

  it('an edit that takes the order past the limit is refused (409), one within it passes', async () => {
    const c = await customerOnTerms(t.app, staff, { payment_terms_days: 30, credit_limit: 1_000_000 });
    const order = await accountOrder(t.app, staff, shop, c, 600_000);
    const line = order.items[0]!;
    const edit = (price: number, version: number) =>
      adminCall(t.app, staff, 'PATCH', `/api/admin/orders/${order.id}/`, {
        body: {
          version,
          items: [
            {
              id: line.id,
              product: shop.products.oolong.id,
              variant: null,
              quantity: 1,
              unit_price: price,
              price_reason: 'Sửa',
            },
          ],
        },
      });
    const over = await edit(1_200_000, order.version);
    expect(over.status).toBe(409);
    expect((over.body as { detail: string }).detail).toContain('hạn mức 1.000.000đ, đang nợ 0đ, đơn này 1.200.000đ');
    expect((await edit(900_000, order.version)).status).toBe(200);
    expect((await accountOf(t.app, staff, c.id)).balance).toBe(900_000);
  });
});

describe('payments', () => {
  it('pay the oldest due order first, part of the next, and keep the rest as credit for the next order', async () => {
    const c = await customerOnTerms(t.app, staff, { payment_terms_days: 30 });
    const [a, b, d] = [
      await accountOrder(t.app, staff, shop, c, 300_000),
      await accountOrder(t.app, staff, shop, c, 500_000),
      await accountOrder(t.app, staff, shop, c, 200_000),
    ];
    // b falls due before a: b is the oldest debt; d is not delivered (no due date), so last.
    for (const o of [a, b]) await deliver(t.app, staff, o.id);
    await dueDaysAgo(t.db, b.id, 5);
    const first = await paid(c, 600_000);
    expect(first.allocations).toEqual([
      { order: b.id, amount: 500_000 },
      { order: a.id, amount: 100_000 },
    ]);
    expect(first.unallocated).toBe(0);
    expect(await orderRow(t.db, b.id)).toMatchObject({ paymentStatus: 'paid', accountPaid: 500_000 });
    expect(await orderRow(t.db, a.id)).toMatchObject({ paymentStatus: 'unpaid', accountPaid: 100_000 });

    const second = await paid(c, 1_000_000);
    expect(second.allocations).toEqual([
      { order: a.id, amount: 200_000 },
      { order: d.id, amount: 200_000 },
    ]);
    expect(second.unallocated).toBe(600_000);
    expect(await accountOf(t.app, staff, c.id)).toMatchObject({ balance: -600_000, credit: 600_000, owed: 0 });

    // The credit pays the next order when it is placed.
    const next = await accountOrder(t.app, staff, shop, c, 700_000);
    expect(await orderRow(t.db, next.id)).toMatchObject({ accountPaid: 600_000, paymentStatus: 'unpaid' });
    expect(await accountOf(t.app, staff, c.id)).toMatchObject({ balance: 100_000, credit: 0 });
    const [trail] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.payment'), eq(auditLog.targetId, c.id)));
    expect(trail!.after).toMatchObject({ amount: 600_000, method: 'transfer', reference: 'UNC 01' });
  });

  it('gives a cancelled order’s payments back as credit', async () => {
    const c = await customerOnTerms(t.app, staff, { payment_terms_days: 30 });
    const order = await accountOrder(t.app, staff, shop, c, 400_000);
    await paid(c, 150_000);
    const res = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/transition/`, {
      body: { status: 'cancelled', note: 'Khách đổi ý' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await orderRow(t.db, order.id)).toMatchObject({ accountPaid: 0, paymentStatus: 'unpaid' });
    expect(await accountOf(t.app, staff, c.id)).toMatchObject({ balance: -150_000, credit: 150_000 });
  });

  it('refuses a bad amount or method, and an unknown customer', async () => {
    const c = await customerOnTerms(t.app, staff, { payment_terms_days: 30 });
    const bad = await pay(c, { amount: 0, method: 'cheque' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body as object)).toEqual(expect.arrayContaining(['amount', 'method']));
    const missing = await adminCall(t.app, staff, 'POST', '/api/admin/customers/99999999/payments/', {
      body: { amount: 1000, method: 'cash' },
    });
    expect(missing.status).toBe(404);
    expect(await t.db.select().from(customerPayments).where(eq(customerPayments.userId, c.id))).toEqual([]);
  });
});

describe('GET /api/admin/receivables/', () => {
  it('lists balances with the overdue first, filters the overdue and searches', async () => {
    const late = await customerOnTerms(t.app, staff, { payment_terms_days: 7 });
    const onTime = await customerOnTerms(t.app, staff, { payment_terms_days: 7 });
    const lateOrder = await accountOrder(t.app, staff, shop, late, 250_000);
    await accountOrder(t.app, staff, shop, onTime, 9_000_000);
    await deliver(t.app, staff, lateOrder.id);
    await dueDaysAgo(t.db, lateOrder.id, 3);

    const all = ReceivablesPage.parse(
      (await adminCall(t.app, staff, 'GET', '/api/admin/receivables/?page_size=100')).body,
    );
    const ids = all.results.map((r) => r.customer.id);
    expect(ids.indexOf(late.id)).toBeLessThan(ids.indexOf(onTime.id));
    expect(all.results[0]!.overdue).toBeGreaterThan(0);
    expect(all.results.find((r) => r.customer.id === late.id)).toMatchObject({
      balance: 250_000,
      overdue: 250_000,
      customer: { name: late.name, phone: late.phone, email: late.email },
    });

    const overdue = ReceivablesPage.parse(
      (await adminCall(t.app, staff, 'GET', '/api/admin/receivables/?overdue=true&page_size=100')).body,
    );
    expect(overdue.results.every((r) => r.overdue > 0)).toBe(true);
    expect(overdue.results.map((r) => r.customer.id)).toContain(late.id);
    expect(overdue.results.map((r) => r.customer.id)).not.toContain(onTime.id);

    const found = ReceivablesPage.parse(
      (await adminCall(t.app, staff, 'GET', `/api/admin/receivables/?search=${onTime.phone}`)).body,
    );
    expect(found).toMatchObject({ count: 1, results: [{ customer: { id: onTime.id }, balance: 9_000_000 }] });
  });
});

describe('GET /api/admin/customers/{id}/statement/', () => {
  it('opens with the balance before the days, runs the balance and closes with the account’s; CSV too', async () => {
    const c = await customerOnTerms(t.app, staff, { payment_terms_days: 30 });
    const old = await accountOrder(t.app, staff, shop, c, 1_000_000);
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(orders.id, old.id));
    const recent = await accountOrder(t.app, staff, shop, c, 300_000);
    const payment = await paid(c, 400_000);

    const today = shopDay(new Date());
    const url = `/api/admin/customers/${c.id}/statement/`;
    const res = await adminCall(t.app, staff, 'GET', url);
    const s = Statement.parse(res.body);
    expect(s).toMatchObject({
      date_to: today,
      opening_balance: 1_000_000,
      total_debit: 300_000,
      total_credit: 400_000,
    });
    expect(s.lines.map((l) => [l.kind, l.ref, l.debit, l.credit, l.balance])).toEqual([
      ['order', recent.id, 300_000, 0, 1_300_000],
      ['payment', payment.id, 0, 400_000, 900_000],
    ]);
    expect(s.closing_balance).toBe((await accountOf(t.app, staff, c.id)).balance);

    const csv = await t.app.inject({
      method: 'GET',
      url: `${url}?format=csv`,
      headers: { authorization: `Bearer ${staff.tokens.access}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.split('\r\n');
    expect(lines).toContain(',,Số dư đầu kỳ,,,,1000000');
    expect(lines.some((l) => l.startsWith(`${today.split('-').reverse().join('/')},DH${recent.id},`))).toBe(true);
    expect(lines).toContain(',,Số dư cuối kỳ,,,,900000');

    const before = await adminCall(t.app, staff, 'GET', `${url}?date_from=2020-01-01&date_to=2020-01-31`);
    expect(Statement.parse(before.body)).toMatchObject({ opening_balance: 0, lines: [], closing_balance: 0 });
    expect((await adminCall(t.app, staff, 'GET', `${url}?date_from=2020-02-01&date_to=2020-01-01`)).status).toBe(400);
  });
});

describe('overdue reminders', () => {
  it('mail each customer with an overdue order once per shop day', async () => {
    const late = await customerOnTerms(t.app, staff, { payment_terms_days: 10 });
    const notYet = await customerOnTerms(t.app, staff, { payment_terms_days: 10 });
    const order = await accountOrder(t.app, staff, shop, late, 350_000);
    await deliver(t.app, staff, order.id);
    await dueDaysAgo(t.db, order.id, 2);
    const notYetOrder = await accountOrder(t.app, staff, shop, notYet, 100_000);
    await deliver(t.app, staff, notYetOrder.id);

    const runFor = async (day: string, key: string) => {
      await enqueue(t.db, { kind: REMINDERS_JOB, key, payload: { day } });
      await t.app.jobs.runDue();
    };
    // The reminders to the address (its orders' mails aside).
    const mailsTo = async (email: string) =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) =>
        m.subject.startsWith('Nhắc thanh toán công nợ'),
      );
    await runFor('2030-01-01', 'test:reminders:1');
    const [mail] = await mailsTo(late.email);
    expect(mail!.subject).toContain('Nhắc thanh toán công nợ quá hạn');
    expect(mail!.text).toContain(`Đơn hàng #${order.id}: còn 350.000`);
    expect(mail!.text).toContain('quá hạn 2 ngày');
    expect(await mailsTo(notYet.email)).toEqual([]);

    // The same day again (a retry, another instance): nobody is mailed twice.
    await runFor('2030-01-01', 'test:reminders:2');
    expect(await mailsTo(late.email)).toHaveLength(1);
    // The next day: once more.
    await runFor('2030-01-02', 'test:reminders:3');
    expect(await mailsTo(late.email)).toHaveLength(2);
    const days = await t.db.select().from(receivableReminders).where(eq(receivableReminders.userId, late.id));
    expect(days.map((d) => d.day).sort()).toEqual(['2030-01-01', '2030-01-02']);

    // Paid: no more reminders.
    await paid(late, 350_000);
    await runFor('2030-01-03', 'test:reminders:4');
    expect(await mailsTo(late.email)).toHaveLength(2);
  });

  it('are scheduled for 08:00 shop time, today while it is ahead, else tomorrow', () => {
    expect(nextRemindersAt(new Date('2030-01-01T00:30:00Z'))).toEqual({
      day: '2030-01-01',
      at: new Date('2030-01-01T01:00:00Z'),
    });
    expect(nextRemindersAt(new Date('2030-01-01T01:00:00Z'))).toEqual({
      day: '2030-01-02',
      at: new Date('2030-01-02T01:00:00Z'),
    });
  });
});
