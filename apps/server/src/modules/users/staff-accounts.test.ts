// The first admin (ADMIN_EMAIL + ADMIN_PASSWORD) and `npm run staff:create` (DESIGN §8). ADMIN_EMAIL only creates,
// and only when the shop has no admin and no account has the address; staff:create (the operator's own command)
// creates, or gives an existing account the role keeping its password.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { users } from '../../db/schema/index';
import { ConflictError } from '../../http/errors';
import { buildTestApp } from '../../testing/test-app';
import { accountWithRole } from '../../testing/staff.testing';
import { call, signUp } from '../auth/auth.testing';
import { createStaffAccountsService } from './staff-accounts.service';

const run = promisify(execFile);
const CLI = join(import.meta.dirname, '../../../scripts/staff-create.ts');

let t: Awaited<ReturnType<typeof buildTestApp>>;
const logged: string[] = [];
const log = {
  info: (_: object, msg: string) => void logged.push(msg),
  warn: (_: object, msg: string) => void logged.push(msg),
};
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
});
afterAll(() => t?.close());

const login = (email: string, password: string) => call(t.app, 'POST', '/api/token/', { body: { email, password } });
const roleOf = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email.toLowerCase())))[0];

describe('the first admin from ADMIN_EMAIL + ADMIN_PASSWORD', () => {
  const staffAccounts = () => createStaffAccountsService({ db: t.db, log });

  it('leaves a shopper who registered that address a shopper, before any admin exists, and logs why', async () => {
    expect(await t.db.select().from(users).where(eq(users.role, 'admin'))).toEqual([]);
    const shopper = await signUp(t.app);
    const result = await staffAccounts().ensureFirstAdmin({ email: shopper.email, password: 'khac-hoan-toan' });
    expect(result.outcome).toBe('address_taken');
    expect(await roleOf(shopper.email)).toMatchObject({ role: 'customer', isStaff: false });
    expect(logged.at(-1)).toBe(
      `ADMIN_EMAIL: ${shopper.email} is an existing customer account; not made admin ` +
        '(npm run staff:create gives it the role, or set another address)',
    );
    const token = await login(shopper.email, shopper.password);
    const desk = await call(t.app, 'GET', '/api/admin/orders/', { token: (token.body as { access: string }).access });
    expect(desk.status).toBe(403);
  });

  it('is created when the shop has no admin, and a second start neither duplicates it nor overwrites its password', async () => {
    const first = await staffAccounts().ensureFirstAdmin({ email: 'owner@shop.vn', password: 'chu-cua-hang' });
    expect(first.outcome).toBe('created');
    expect(logged.at(-1)).toBe('ADMIN_EMAIL: first admin owner@shop.vn created');
    expect(await roleOf('owner@shop.vn')).toMatchObject({ role: 'admin', isStaff: true, isActive: true });
    expect((await login('owner@shop.vn', 'chu-cua-hang')).status).toBe(200);

    const again = await staffAccounts().ensureFirstAdmin({ email: 'Owner@Shop.vn', password: 'mat-khau-moi' });
    expect(again).toEqual({ outcome: 'admin_exists' });
    expect(logged.at(-1)).toBe('ADMIN_EMAIL: the shop has an admin already; no account created');
    expect((await login('owner@shop.vn', 'mat-khau-moi')).status).toBe(401);
    expect((await login('owner@shop.vn', 'chu-cua-hang')).status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.email, 'owner@shop.vn'))).toHaveLength(1);
  });

  it('creates nothing once the shop has an admin, whatever the address: another one, or one nobody uses', async () => {
    const result = await staffAccounts().ensureFirstAdmin({ email: 'new-owner@shop.vn', password: 'chu-moi-123' });
    expect(result).toEqual({ outcome: 'admin_exists' });
    expect(await roleOf('new-owner@shop.vn')).toBeUndefined();
  });

  it('does not re-promote an admin demoted to staff at the next start, with or without another admin', async () => {
    const other = await accountWithRole(t.app, t.db, 'admin');
    const owner = (await roleOf('owner@shop.vn'))!;
    const res = await call(t.app, 'PATCH', `/api/admin/staff/${owner.id}/`, {
      token: other.tokens.access,
      body: { role: 'staff' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await staffAccounts().ensureFirstAdmin({ email: owner.email, password: 'chu-cua-hang' })).outcome).toBe(
      'admin_exists',
    );
    expect(await roleOf(owner.email)).toMatchObject({ role: 'staff' });

    // Even with no admin left at all (the other one gone from the database by hand), the address is an account's.
    await t.db.update(users).set({ role: 'customer' }).where(eq(users.id, other.user.id));
    const result = await staffAccounts().ensureFirstAdmin({ email: owner.email, password: 'chu-cua-hang' });
    expect(result.outcome).toBe('address_taken');
    expect(await roleOf(owner.email)).toMatchObject({ role: 'staff' });
    expect(logged.at(-1)).toContain(`ADMIN_EMAIL: ${owner.email} is an existing staff account; not made admin`);
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, other.user.id));
  });

  it('never takes the role from the last active admin (staff:create --role staff), nor lets it go half-done', async () => {
    const staff = createStaffAccountsService({ db: t.db, log });
    await accountWithRole(t.app, t.db, 'admin');
    const admins = await t.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
    expect(admins.length).toBeGreaterThan(1);
    const [last, ...others] = admins;
    for (const admin of others) {
      expect((await staff.ensure({ email: admin.email, password: 'x'.repeat(8), role: 'staff' })).outcome).toBe(
        'role_changed',
      );
    }
    await expect(staff.ensure({ email: last!.email, password: 'x'.repeat(8), role: 'staff' })).rejects.toThrow(
      ConflictError,
    );
    expect(await roleOf(last!.email)).toMatchObject({ role: 'admin' });
    for (const admin of others) await staff.ensure({ email: admin.email, password: 'x'.repeat(8), role: 'admin' });
  });

  it('config: both or neither, a real e-mail and a password of at least 8 characters', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'A@Shop.vn', ADMIN_PASSWORD: '12345678' }).admin).toEqual({
      email: 'a@shop.vn',
      password: '12345678',
    });
    expect(loadConfig({}).admin).toBeUndefined();
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@shop.vn' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD go together/);
    expect(() => loadConfig({ ADMIN_PASSWORD: '12345678' })).toThrow(/go together/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'shop', ADMIN_PASSWORD: '12345678' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@shop.vn', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });
});

/** Runs the staff:create script as `npm run staff:create` does, with `env` in place of the shop's settings. */
async function staffCreate(args: string[], env: Record<string, string>) {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.DATA_DIR;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: { ...base, LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** The account as the database holds it, read after the script ended. */
async function accountIn(env: { DATABASE_URL?: string; DATA_DIR?: string }, email: string) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? null });
  try {
    return (await database.db.select().from(users).where(eq(users.email, email)))[0];
  } finally {
    await database.close();
  }
}

async function exercise(env: { DATABASE_URL?: string; DATA_DIR?: string }) {
  const created = await staffCreate(['--email', 'Nv@Shop.vn', '--password', 'nhanvien1', '--role', 'staff'], env);
  expect(created, created.stderr).toMatchObject({ code: 0 });
  expect(created.stdout).toContain('Đã tạo tài khoản nv@shop.vn với vai trò staff (Nhân viên).');
  const row = await accountIn(env, 'nv@shop.vn');
  expect(row).toMatchObject({ role: 'staff', isActive: true });

  const promoted = await staffCreate(['--email', 'nv@shop.vn', '--password', 'khac12345', '--role', 'admin'], env);
  expect(promoted.code).toBe(0);
  expect(promoted.stdout).toContain('vai trò đổi thành admin (Quản trị viên); mật khẩu giữ nguyên');
  const after = await accountIn(env, 'nv@shop.vn');
  expect(after).toMatchObject({ id: row!.id, role: 'admin', passwordHash: row!.passwordHash });

  const bad = await staffCreate(['--email', 'nv', '--password', 'ngan', '--role', 'owner'], env);
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('--email: Email không hợp lệ');
  expect(bad.stderr).toContain('--role: Vai trò phải là staff hoặc admin.');
}

describe('npm run staff:create', () => {
  it('works on a PGlite data directory (migrating a new one first)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'staff-create-'));
    try {
      await exercise({ DATA_DIR: dir });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it.runIf(process.env.DATABASE_URL)(
    'works on PostgreSQL',
    async () => {
      const adminUrl = process.env.DATABASE_URL!;
      const name = `shop_staff_cli_${Date.now()}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        await exercise({ DATABASE_URL: url.toString() });
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    120_000,
  );
});
