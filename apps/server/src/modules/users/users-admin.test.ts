// Staff accounts in the back office (DESIGN §8): admins create, rename, promote, demote, disable and
// enable staff accounts and send them the reset mail; staff get a 403; a disabled account's session stops at once;
// the last active admin stays, also when two admins demote each other at the same moment (PostgreSQL).
import { ADMIN_MESSAGES as M } from '@shop/domain/admin.schemas';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, users } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call, signUp } from '../auth/auth.testing';
import { accountWithRole, adminCall } from '../../testing/staff.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let admin: SignedUp;
let staff: SignedUp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false, env: { RATE_LIMIT_FACTOR: '50' } });
  admin = await accountWithRole(t.app, t.db, 'admin');
  staff = await accountWithRole(t.app, t.db, 'staff');
});
afterAll(() => t?.close());

let seq = 0;
const newStaff = (overrides: Record<string, unknown> = {}) => ({
  email: `nv-${Date.now().toString(36)}-${++seq}@shop.vn`,
  password: 'nhanvien123',
  first_name: 'Lê Thị',
  last_name: 'Hoa',
  role: 'staff',
  ...overrides,
});

async function created(body = newStaff(), by = admin) {
  const res = await adminCall(t.app, by, 'POST', '/api/admin/staff/', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; email: string; role: string; is_active: boolean };
}

const login = (email: string, password: string) => call(t.app, 'POST', '/api/token/', { body: { email, password } });
const lastAudit = async (targetId: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, targetId)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('who may call', () => {
  const calls: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown][] = [
    ['GET', '/api/admin/staff/'],
    ['POST', '/api/admin/staff/', newStaff()],
    ['GET', '/api/admin/staff/1/'],
    ['PATCH', '/api/admin/staff/1/', { is_active: false }],
    ['DELETE', '/api/admin/staff/1/'],
    ['POST', '/api/admin/staff/1/password-reset/'],
  ];

  it.each(calls)('%s %s: 401 without a token, 403 for a customer and for staff', async (method, url, body) => {
    expect((await call(t.app, method, url, { body })).status).toBe(401);
    const customer = await signUp(t.app);
    const asCustomer = await adminCall(t.app, customer, method, url, { body });
    expect(asCustomer).toMatchObject({ status: 403, body: { detail: M.forbidden } });
    const asStaff = await adminCall(t.app, staff, method, url, { body });
    expect(asStaff).toMatchObject({ status: 403, body: { detail: M.adminOnly } });
  });

  it("staff's 403 comes before the body is read: a bad body is still a 403", async () => {
    const res = await adminCall(t.app, staff, 'POST', '/api/admin/staff/', { body: { email: 'x' } });
    expect(res.status).toBe(403);
  });
});

describe('create', () => {
  it('makes an account that signs in to the back office with its role, and audits it without the password', async () => {
    const body = newStaff({ email: `Moi-${Date.now()}@Shop.VN` });
    const account = await created(body);
    expect(account).toMatchObject({
      email: body.email.toLowerCase(),
      first_name: 'Lê Thị',
      last_name: 'Hoa',
      role: 'staff',
      is_active: true,
    });
    expect(Object.keys(account).sort()).toEqual(
      ['created_at', 'email', 'first_name', 'id', 'is_active', 'last_name', 'role', 'updated_at', 'username'].sort(),
    );

    const signedIn = await login(body.email, body.password);
    expect(signedIn.status).toBe(200);
    const token = (signedIn.body as { access: string }).access;
    expect((await call(t.app, 'GET', '/api/users/me/', { token })).body).toMatchObject({ role: 'staff' });
    expect((await call(t.app, 'GET', '/api/admin/orders/', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/staff/', { token })).status).toBe(403);

    const row = await lastAudit(account.id);
    expect(row).toMatchObject({ action: 'user.create', actorId: admin.user.id, before: null });
    expect(row!.after).toEqual({
      email: account.email,
      first_name: 'Lê Thị',
      last_name: 'Hoa',
      role: 'staff',
      is_active: true,
    });
    expect(JSON.stringify(row)).not.toContain(body.password);
  });

  it('an admin account may be made too', async () => {
    const account = await created(newStaff({ role: 'admin' }));
    expect(account.role).toBe('admin');
  });

  it.each([
    ['no e-mail', { email: undefined }, 'email'],
    ['a bad e-mail', { email: 'khong-phai-email' }, 'email'],
    ['a short password', { password: 'ngan' }, 'password'],
    ['a customer role', { role: 'customer' }, 'role'],
    ['an unknown role', { role: 'owner' }, 'role'],
    ['a number for a name', { first_name: 12 }, 'first_name'],
  ])('%s is a 400 naming the field', async (_, overrides, field) => {
    const res = await adminCall(t.app, admin, 'POST', '/api/admin/staff/', { body: newStaff(overrides) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toContain(field);
  });

  it("an e-mail that has an account already (any case, a shopper's too) is a 400 on `email`", async () => {
    const shopper = await signUp(t.app);
    for (const email of [shopper.email.toUpperCase(), staff.email]) {
      const res = await adminCall(t.app, admin, 'POST', '/api/admin/staff/', { body: newStaff({ email }) });
      expect(res).toMatchObject({ status: 400, body: { email: [M.emailInUse] } });
    }
    // The shopper's account is untouched.
    expect((await login(shopper.email, shopper.password)).status).toBe(200);
  });
});

describe('list and detail', () => {
  it('pages the staff and admin accounts (never a shopper), searches e-mail and name, filters and orders', async () => {
    const tag = `tim${Date.now().toString(36)}`;
    const a = await created(newStaff({ email: `${tag}-a@shop.vn`, first_name: 'Bùi', last_name: 'An' }));
    const b = await created(
      newStaff({ email: `${tag}-b@shop.vn`, first_name: 'An', last_name: 'Bình', role: 'admin' }),
    );
    await signUp(t.app, { email: `${tag}-khach@shop.vn` });

    const list = async (query: string) => {
      const res = await adminCall(t.app, admin, 'GET', `/api/admin/staff/?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { count: number; next: string | null; results: { id: number }[] };
    };
    const bySearch = await list(`search=${tag.toUpperCase()}`);
    expect(bySearch.count).toBe(2);
    expect(bySearch.results.map((r) => r.id)).toEqual([a.id, b.id]);
    expect((await list(`search=${tag}&ordering=-email`)).results.map((r) => r.id)).toEqual([b.id, a.id]);
    // By name: "An Bình" before "Bùi An".
    expect((await list(`search=${tag}&ordering=name`)).results.map((r) => r.id)).toEqual([b.id, a.id]);
    expect((await list(`search=${tag}&role=admin`)).results.map((r) => r.id)).toEqual([b.id]);
    expect((await list(`search=bùi an`)).results.map((r) => r.id)).toContain(a.id);
    expect((await list(`search=${tag}&is_active=false`)).count).toBe(0);

    const all = await list('page_size=1');
    expect(all.results).toHaveLength(1);
    expect(all.next).toContain('/api/admin/staff/?page=2&page_size=1');
    const everyone = await list('page_size=100');
    const ids = everyone.results.map((r) => r.id);
    const customers = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'customer'));
    expect(ids.some((id) => customers.some((c) => c.id === id))).toBe(false);
    expect(ids).toEqual(expect.arrayContaining([admin.user.id, staff.user.id]));
  });

  it.each([
    ['ordering=password', 'ordering'],
    ['role=customer', 'role'],
    ['is_active=maybe', 'is_active'],
    ['page=0', 'page'],
  ])('?%s is a 400', async (query, field) => {
    const res = await adminCall(t.app, admin, 'GET', `/api/admin/staff/?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toContain(field);
  });

  it('a page past the end is a 404', async () => {
    expect((await adminCall(t.app, admin, 'GET', '/api/admin/staff/?page=9999')).status).toBe(404);
  });

  it("detail: a staff account; a shopper's or a missing one is a 404, a bad id a 400", async () => {
    const detail = await adminCall(t.app, admin, 'GET', `/api/admin/staff/${staff.user.id}/`);
    expect(detail).toMatchObject({ status: 200, body: { id: staff.user.id, email: staff.email, role: 'staff' } });
    const shopper = await signUp(t.app);
    const notStaff = await adminCall(t.app, admin, 'GET', `/api/admin/staff/${shopper.user.id}/`);
    expect(notStaff).toMatchObject({ status: 404, body: { detail: M.staffNotFound } });
    expect((await adminCall(t.app, admin, 'GET', '/api/admin/staff/999999/')).status).toBe(404);
    expect((await adminCall(t.app, admin, 'GET', '/api/admin/staff/abc/')).status).toBe(400);
    expect((await adminCall(t.app, admin, 'PATCH', `/api/admin/staff/${shopper.user.id}/`, { body: {} })).status).toBe(
      404,
    );
  });
});

describe('update', () => {
  const patch = (id: number, body: unknown, by = admin) =>
    adminCall(t.app, by, 'PATCH', `/api/admin/staff/${id}/`, { body });

  it('renames (audited as an edit); an empty PATCH changes nothing and records nothing', async () => {
    const account = await created();
    const res = await patch(account.id, { first_name: '  Trần Văn ', last_name: 'Nam' });
    expect(res).toMatchObject({ status: 200, body: { first_name: 'Trần Văn', last_name: 'Nam' } });
    const row = await lastAudit(account.id);
    expect(row).toMatchObject({ action: 'user.update', before: { first_name: 'Lê Thị' }, after: { last_name: 'Nam' } });
    expect((await patch(account.id, {})).status).toBe(200);
    expect((await lastAudit(account.id))!.id).toBe(row!.id);
  });

  it('promotes to admin and demotes to staff, each applying on the next call', async () => {
    const body = newStaff();
    const account = await created(body);
    const token = ((await login(body.email, body.password)).body as { access: string }).access;
    expect((await call(t.app, 'GET', '/api/admin/staff/', { token })).status).toBe(403);
    expect((await patch(account.id, { role: 'admin' })).body).toMatchObject({ role: 'admin' });
    expect((await call(t.app, 'GET', '/api/admin/staff/', { token })).status).toBe(200);
    expect(await lastAudit(account.id)).toMatchObject({
      action: 'user.role',
      before: { role: 'staff' },
      after: { role: 'admin' },
    });
    expect((await patch(account.id, { role: 'staff' })).body).toMatchObject({ role: 'staff' });
    expect((await call(t.app, 'GET', '/api/admin/staff/', { token })).status).toBe(403);
  });

  it("disabling stops the account's open session at once (access and refresh); enabling needs a new sign-in", async () => {
    const body = newStaff();
    const account = await created(body);
    const pair = (await login(body.email, body.password)).body as { access: string; refresh: string };
    expect((await call(t.app, 'GET', '/api/admin/orders/', { token: pair.access })).status).toBe(200);

    const off = await patch(account.id, { is_active: false });
    expect(off).toMatchObject({ status: 200, body: { is_active: false } });
    expect(await lastAudit(account.id)).toMatchObject({ action: 'user.disable', after: { is_active: false } });
    expect((await call(t.app, 'GET', '/api/admin/orders/', { token: pair.access })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/users/me/', { token: pair.access })).status).toBe(401);
    const refresh = await call(t.app, 'POST', '/api/token/refresh/', { body: { refresh: pair.refresh } });
    expect(refresh.status).toBe(401);
    expect((await login(body.email, body.password)).status).toBe(401);
    const listed = await adminCall(t.app, admin, 'GET', `/api/admin/staff/?is_active=false&search=${account.email}`);
    expect((listed.body as { results: { id: number }[] }).results.map((r) => r.id)).toEqual([account.id]);

    expect((await patch(account.id, { is_active: true })).body).toMatchObject({ is_active: true });
    expect(await lastAudit(account.id)).toMatchObject({ action: 'user.enable' });
    expect((await call(t.app, 'GET', '/api/admin/orders/', { token: pair.access })).status).toBe(401);
    expect((await login(body.email, body.password)).status).toBe(200);
  });

  it('DELETE disables as PATCH {is_active: false} does: audited, the session stops; never oneself, never a shopper', async () => {
    const body = newStaff();
    const account = await created(body);
    const pair = (await login(body.email, body.password)).body as { access: string; refresh: string };
    expect((await call(t.app, 'GET', '/api/admin/orders/', { token: pair.access })).status).toBe(200);

    const off = await adminCall(t.app, admin, 'DELETE', `/api/admin/staff/${account.id}/`);
    expect(off).toMatchObject({ status: 200, body: { id: account.id, is_active: false } });
    expect(await lastAudit(account.id)).toMatchObject({
      action: 'user.disable',
      actorId: admin.user.id,
      before: { is_active: true },
      after: { is_active: false },
    });
    expect((await call(t.app, 'GET', '/api/admin/orders/', { token: pair.access })).status).toBe(401);
    const refresh = await call(t.app, 'POST', '/api/token/refresh/', { body: { refresh: pair.refresh } });
    expect(refresh.status).toBe(401);
    expect((await login(body.email, body.password)).status).toBe(401);
    // Once more: nothing left to change, nothing recorded.
    const audited = (await lastAudit(account.id))!.id;
    expect((await adminCall(t.app, admin, 'DELETE', `/api/admin/staff/${account.id}/`)).status).toBe(200);
    expect((await lastAudit(account.id))!.id).toBe(audited);

    const me = await accountWithRole(t.app, t.db, 'admin');
    expect(await adminCall(t.app, me, 'DELETE', `/api/admin/staff/${me.user.id}/`)).toMatchObject({
      status: 409,
      body: { detail: M.ownDisable },
    });
    const shopper = await signUp(t.app);
    expect((await adminCall(t.app, admin, 'DELETE', `/api/admin/staff/${shopper.user.id}/`)).status).toBe(404);
    expect((await adminCall(t.app, admin, 'DELETE', '/api/admin/staff/999999/')).status).toBe(404);
  });

  it.each([
    ['a customer role', { role: 'customer' }, 'role'],
    ['is_active as text', { is_active: 'false' }, 'is_active'],
    ['is_active null', { is_active: null }, 'is_active'],
    ['a blank first name', { first_name: '   ' }, 'first_name'],
  ])('%s is a 400 naming the field', async (_, body, field) => {
    const res = await patch(staff.user.id, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toContain(field);
  });

  it("an admin can't disable themself, but may rename themself", async () => {
    const me = await accountWithRole(t.app, t.db, 'admin');
    expect(await patch(me.user.id, { is_active: false }, me)).toMatchObject({
      status: 409,
      body: { detail: M.ownDisable },
    });
    expect((await patch(me.user.id, { first_name: 'Chủ Shop' }, me)).status).toBe(200);
    expect((await adminCall(t.app, me, 'GET', '/api/admin/staff/')).status).toBe(200);
  });
});

describe('password reset mail', () => {
  it("sends the shop's reset mail to the account, audited", async () => {
    const account = await created();
    const res = await adminCall(t.app, admin, 'POST', `/api/admin/staff/${account.id}/password-reset/`);
    expect(res.status).toBe(204);
    await t.app.jobs.runDue();
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, account.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.subject).toMatch(/^Đặt lại mật khẩu tài khoản /);
    expect(mail?.text).toContain(`/reset-password/`);
    expect(await lastAudit(account.id)).toMatchObject({
      action: 'user.password_reset',
      actorId: admin.user.id,
      after: { email: account.email },
    });
  });

  it("a disabled account gets none (409), a shopper's or missing one is a 404", async () => {
    const account = await created();
    await adminCall(t.app, admin, 'PATCH', `/api/admin/staff/${account.id}/`, { body: { is_active: false } });
    const res = await adminCall(t.app, admin, 'POST', `/api/admin/staff/${account.id}/password-reset/`);
    expect(res).toMatchObject({ status: 409, body: { detail: M.resetDisabled } });
    const shopper = await signUp(t.app);
    expect((await adminCall(t.app, admin, 'POST', `/api/admin/staff/${shopper.user.id}/password-reset/`)).status).toBe(
      404,
    );
    await t.app.jobs.runDue();
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, [account.email, shopper.email]));
    expect(mails).toHaveLength(0);
  });
});

// Last: it disables the other admins, the ones above included.
describe('the last active admin', () => {
  /** Leaves `keep` as the only active admins (the others made by earlier tests are disabled). */
  const onlyAdmins = (keep: SignedUp[]) =>
    t.db
      .update(users)
      .set({ isActive: false })
      .where(
        and(
          eq(users.role, 'admin'),
          notInArray(
            users.id,
            keep.map((k) => k.user.id),
          ),
        ),
      );
  const activeAdmins = async () =>
    (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    ).map((r) => r.id);

  it("can't step down to staff; with a second admin it may", async () => {
    const owner = await accountWithRole(t.app, t.db, 'admin');
    await onlyAdmins([owner]);
    const res = await adminCall(t.app, owner, 'PATCH', `/api/admin/staff/${owner.user.id}/`, {
      body: { role: 'staff' },
    });
    expect(res).toMatchObject({ status: 409, body: { detail: M.lastAdmin } });
    expect(await activeAdmins()).toEqual([owner.user.id]);

    const second = await created(newStaff({ role: 'admin' }), owner);
    const stepDown = await adminCall(t.app, owner, 'PATCH', `/api/admin/staff/${owner.user.id}/`, {
      body: { role: 'staff' },
    });
    expect(stepDown).toMatchObject({ status: 200, body: { role: 'staff' } });
    expect(await activeAdmins()).toEqual([second.id]);
  });

  // Each admin demotes (or disables) the other at the same moment: without the lock on the admins' rows both would
  // see the other one left, and the shop would have no admin. On PGlite the two run one after the other.
  it.each([
    ['demote', { role: 'staff' }],
    ['disable', { is_active: false }],
    ['demote', { role: 'staff' }],
    ['disable', { is_active: false }],
  ])('two admins who %s each other at once: one wins, one admin stays', async (_, body) => {
    const [a, b] = await Promise.all([accountWithRole(t.app, t.db, 'admin'), accountWithRole(t.app, t.db, 'admin')]);
    await onlyAdmins([a!, b!]);
    const [ab, ba] = await Promise.all([
      adminCall(t.app, a, 'PATCH', `/api/admin/staff/${b!.user.id}/`, { body }),
      adminCall(t.app, b, 'PATCH', `/api/admin/staff/${a!.user.id}/`, { body }),
    ]);
    const statuses = [ab.status, ba.status].sort();
    // The loser is refused by the guard (409), or, if its own demotion committed before its request was checked,
    // by the role check (403) or its revoked token (401).
    expect(statuses[0]).toBe(200);
    expect([401, 403, 409]).toContain(statuses[1]);
    const left = await activeAdmins();
    expect(left).toHaveLength(1);
    expect(left).toEqual([ab.status === 200 ? a!.user.id : b!.user.id]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), inArray(auditLog.targetId, [a!.user.id, b!.user.id])));
    expect(audits).toHaveLength(1);
  });
});
