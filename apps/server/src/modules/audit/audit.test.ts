// The audit trail's list (DESIGN §8): an actor by id or e-mail, and inclusive shop days.
import { ADMIN_MESSAGES } from '@shop/domain/admin.schemas';
import { AuditPage } from '@shop/domain/admin-audit.schemas';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import type { SignedUp } from '../auth/auth.testing';
import { orderBody, placedOrder, seedShop } from '../orders/orders.testing';
import { accountWithRole, adminCall } from '../../testing/staff.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let staff: SignedUp;
let other: SignedUp;
let orderId: number;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
  const shop = await seedShop(t.db);
  const customer = await accountWithRole(t.app, t.db, 'customer');
  staff = await accountWithRole(t.app, t.db, 'staff');
  other = await accountWithRole(t.app, t.db, 'staff');
  orderId = (await placedOrder(t.app, customer.tokens.access, orderBody({}, shop))).id;
  // Three writes, each dated at an edge of a shop day (UTC+7).
  const writes: [SignedUp, string, object, string][] = [
    [staff, 'transition', { status: 'accounting_processing' }, '2032-05-09T16:59:59Z'], // 23:59:59 on 9 May
    [other, 'mark-paid', {}, '2032-05-09T17:00:00Z'], // 00:00 on 10 May
    [staff, 'transition', { status: 'processing' }, '2032-05-10T16:59:59Z'], // 23:59:59 on 10 May
  ];
  for (const [who, path, body, at] of writes) {
    const res = await adminCall(t.app, who, 'POST', `/api/admin/orders/${orderId}/${path}/`, { body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [last] = await t.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    await t.db
      .update(auditLog)
      .set({ createdAt: new Date(at) })
      .where(eq(auditLog.id, last!.id));
  }
});
afterAll(() => t?.close());

const audit = async (query: string) => {
  const res = await adminCall(t.app, staff, 'GET', `/api/admin/audit/${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AuditPage.parse(res.body);
};
const actions = async (query: string) => (await audit(query)).results.map((r) => [r.action, r.actor?.email]);

describe('GET /api/admin/audit/', () => {
  it('finds an actor by id or by e-mail in any case', async () => {
    const byId = await actions(`?actor=${other.user.id}`);
    expect(byId).toEqual([['order.mark_paid', other.email]]);
    expect(await actions(`?actor=${encodeURIComponent(` ${other.email.toUpperCase()} `)}`)).toEqual(byId);
    expect((await audit(`?actor=${encodeURIComponent(staff.email)}`)).count).toBe(2);
    expect((await audit('?actor=nobody%40example.com')).count).toBe(0);
  });

  it('keeps rows written on the shop days asked, both ends included', async () => {
    expect(await actions('?date_from=2032-05-10&date_to=2032-05-10')).toEqual([
      ['order.transition', staff.email],
      ['order.mark_paid', other.email],
    ]);
    expect(await actions('?date_to=2032-05-09')).toEqual([['order.transition', staff.email]]);
    expect((await audit('?date_from=2032-05-11')).count).toBe(0);
    const page = await audit(`?date_from=2032-05-09&actor=${encodeURIComponent(staff.email)}&page_size=1`);
    expect(page.count).toBe(2);
    expect(page.next).toBe(
      `http://shop.test/api/admin/audit/?actor=${encodeURIComponent(staff.email)}&date_from=2032-05-09&page=2&page_size=1`,
    );
  });

  it.each([
    ['?actor=abc', 'actor', ADMIN_MESSAGES.actorInvalid],
    ['?actor=a%40b', 'actor', ADMIN_MESSAGES.actorInvalid],
    ['?actor=0', 'actor', ADMIN_MESSAGES.actorInvalid],
    ['?date_from=2032-05-10&date_to=2032-05-09', 'date_to', 'Ngày kết thúc không được trước ngày bắt đầu.'],
    ['?date_from=10%2F05%2F2032', 'date_from', 'Ngày không hợp lệ (định dạng YYYY-MM-DD).'],
  ])('%s is a 400 naming %s', async (query, field, message) => {
    const res = await adminCall(t.app, staff, 'GET', `/api/admin/audit/${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ [field]: [message] });
  });
});

describe('what each role reads', () => {
  it('staff see neither the rows of admin-only writes nor the addresses admins wrote from; admins see all', async () => {
    const admin = await accountWithRole(t.app, t.db, 'admin');
    const writes: [string, 'POST' | 'PATCH' | 'PUT', string, object][] = [
      [
        'user.create',
        'POST',
        '/api/admin/staff/',
        { email: 'nv-moi@shop.vn', password: 'mat-khau-dai', role: 'staff' },
      ],
      ['settings.shop', 'PATCH', '/api/admin/settings/shop/', { hotline: '1900 1234' }],
      ['order.update', 'PATCH', `/api/admin/orders/${orderId}/`, { staff_note: 'Khách gọi lại' }],
    ];
    for (const [action, method, url, body] of writes) {
      const res = await adminCall(t.app, admin, method, url, { body, ip: '203.0.113.7' });
      expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    }
    const read = async (who: SignedUp, query: string) => {
      const res = await adminCall(t.app, who, 'GET', `/api/admin/audit/${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return AuditPage.parse(res.body);
    };

    // Staff: the admin's order note with no address; no account or settings row, filtered or not, counted or not.
    // (The rows of the setup are dated 2032, so they come first.)
    const all = await read(staff, '?page_size=100');
    expect(all.results.map((r) => [r.action, r.ip === null])).toEqual([
      ['order.transition', false],
      ['order.mark_paid', false],
      ['order.transition', false],
      ['order.update', true],
    ]);
    expect(all.count).toBe(4);
    expect(all.results[3]).toMatchObject({ actor: { email: admin.email }, ip: null });
    expect(await read(staff, '?target_type=user')).toMatchObject({ count: 0, results: [] });
    expect(await read(staff, '?target_type=settings')).toMatchObject({ count: 0, results: [] });
    expect(await read(staff, '?action=user.create')).toMatchObject({ count: 0, results: [] });
    expect(await read(staff, `?actor=${admin.user.id}`)).toMatchObject({ count: 1 });
    const paged = await read(staff, '?page_size=2&page=2');
    expect(paged.results.map((r) => r.action)).toEqual(['order.transition', 'order.update']);
    expect(paged.next).toBeNull();

    // Admins: every row, with its address.
    const everything = await read(admin, '?page_size=100');
    expect(everything.count).toBe(6);
    expect(everything.results.slice(3).map((r) => [r.action, r.ip])).toEqual([
      ['order.update', '203.0.113.7'],
      ['settings.shop', '203.0.113.7'],
      ['user.create', '203.0.113.7'],
    ]);
    expect((await read(admin, '?target_type=user')).results).toMatchObject([
      { action: 'user.create', after: { email: 'nv-moi@shop.vn', role: 'staff' } },
    ]);
  });
});
