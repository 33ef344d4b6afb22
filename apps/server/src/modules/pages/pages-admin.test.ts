// The FAQ and the policy pages as Markdown: the shop reads them, admins edit them (staff get a
// 403), bad bodies are a 400 with field errors, every write leaves an audit row and shows in the shop at once, on
// every instance. The Markdown is stored as written: the shop renders it with raw HTML off (web's page tests).
import { ADMIN_MESSAGES } from '@shop/domain/admin.schemas';
import { AuditPage } from '@shop/domain/admin-audit.schemas';
import { PAGE_SLUGS } from '@shop/domain/pages.constants';
import { PAGE_MESSAGES, Page } from '@shop/domain/pages.schemas';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call } from '../auth/auth.testing';
import { PAGE_SEED } from '../pages/pages.seed';
import { accountWithRole, adminCall } from '../../testing/staff.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let customer: SignedUp;
let staff: SignedUp;
let admin: SignedUp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false, env: { RATE_LIMIT_FACTOR: '10' } });
  customer = await accountWithRole(t.app, t.db, 'customer');
  staff = await accountWithRole(t.app, t.db, 'staff');
  admin = await accountWithRole(t.app, t.db, 'admin');
});
afterAll(() => t?.close());

const seedOf = (slug: string) => PAGE_SEED.find((p) => p.slug === slug)!.body;
const shopPage = async (slug: string) => Page.parse((await call(t.app, 'GET', `/api/pages/${slug}/`)).body);
const put = (slug: string, body: unknown, who: SignedUp | undefined = admin) =>
  adminCall(t.app, who, 'PUT', `/api/admin/pages/${slug}/`, { body });

describe('GET /api/pages/{slug}/', () => {
  it("serves every page's built-in Markdown, 404 for another slug", async () => {
    for (const slug of PAGE_SLUGS) {
      const page = await shopPage(slug);
      expect(page.body).toBe(seedOf(slug));
    }
    const delivery = await shopPage('chinh-sach-giao-hang');
    expect(delivery).toMatchObject({ title: 'Chính sách giao hàng', updated_at: '2025-07-01T00:00:00.000Z' });
    expect(delivery.body).toContain('## Thời gian làm việc {#thoi-gian-lam-viec}');
    const faq = await shopPage('ho-tro-khach-hang');
    expect(faq.body).toContain('## Cửa hàng hỗ trợ những hình thức thanh toán nào?');

    const res = await call(t.app, 'GET', '/api/pages/khong-co/');
    expect(res).toMatchObject({ status: 404, body: { detail: PAGE_MESSAGES.notFound } });
  });
});

describe('/api/admin/pages/*: admins only', () => {
  it('answers 401 without a token, 403 to a customer and to staff, and changes nothing', async () => {
    const calls: [method: 'GET' | 'PUT', url: string, body?: unknown][] = [
      ['GET', '/api/admin/pages/'],
      ['GET', '/api/admin/pages/chinh-sach-bao-hanh/'],
      ['PUT', '/api/admin/pages/chinh-sach-bao-hanh/', { body: 'Đã đổi' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await adminCall(t.app, undefined, method, url, { body })).status, url).toBe(401);
      expect((await adminCall(t.app, customer, method, url, { body })).status, url).toBe(403);
      const asStaff = await adminCall(t.app, staff, method, url, { body });
      expect(asStaff, url).toMatchObject({ status: 403, body: { detail: ADMIN_MESSAGES.adminOnly } });
    }
    expect((await shopPage('chinh-sach-bao-hanh')).body).toBe(seedOf('chinh-sach-bao-hanh'));
  });

  it('lists the seven pages in the back office order', async () => {
    const res = await adminCall(t.app, admin, 'GET', '/api/admin/pages/');
    expect(res.status).toBe(200);
    const list = z.array(Page).parse(res.body);
    expect(list.map((p) => p.slug)).toEqual(PAGE_SLUGS);
    expect(list[0]?.title).toBe('Câu hỏi thường gặp (Hỗ trợ khách hàng)');
  });

  it('refuses an empty, missing or too long body with a field message, and an unknown page with a 404', async () => {
    for (const body of [{ body: '   ' }, {}, { body: 42 }]) {
      const res = await put('chinh-sach-bao-hanh', body);
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, body: { body: [PAGE_MESSAGES.bodyRequired] } });
    }
    const long = await put('chinh-sach-bao-hanh', { body: 'x'.repeat(50_001) });
    expect(long).toMatchObject({ status: 400, body: { body: [PAGE_MESSAGES.bodyTooLong] } });
    expect((await put('khong-co', { body: 'x' })).status).toBe(404);
    expect((await shopPage('chinh-sach-bao-hanh')).body).toBe(seedOf('chinh-sach-bao-hanh'));
  });

  it('saves the Markdown as written, shows it in the shop at once and leaves an audit row', async () => {
    const before = await shopPage('chinh-sach-bao-hanh'); // cached now
    const body = 'Giới thiệu mới.\n\n## Thời hạn {#thoi-han}\n\nBảo hành 24 tháng. <script>alert(1)</script>';
    const res = await put('chinh-sach-bao-hanh', { body });
    expect(res.status).toBe(200);
    const saved = Page.parse(res.body);
    expect(saved).toMatchObject({ slug: 'chinh-sach-bao-hanh', body });
    expect(Date.parse(saved.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));

    expect(await shopPage('chinh-sach-bao-hanh')).toEqual(saved);
    const fresh = await adminCall(t.app, admin, 'GET', '/api/admin/pages/chinh-sach-bao-hanh/');
    expect(fresh.body).toEqual(saved);

    const audit = await adminCall(t.app, admin, 'GET', '/api/admin/audit/?action=page.update&target_type=page');
    const row = AuditPage.parse(audit.body).results[0];
    expect(row).toMatchObject({
      actor: { email: admin.email },
      action: 'page.update',
      target_type: 'page',
      before: { slug: 'chinh-sach-bao-hanh', body: before.body },
      after: { slug: 'chinh-sach-bao-hanh', body },
    });
    // Put the seed back for the other tests.
    expect((await put('chinh-sach-bao-hanh', { body: seedOf('chinh-sach-bao-hanh') })).status).toBe(200);
  });
});

describe('several instances on one PostgreSQL (DESIGN §1)', () => {
  it.skipIf(!process.env.DATABASE_URL)("tell each other: a second instance's page changes too", async () => {
    const database = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: null });
    const other = await buildApp(t.config, database, { jobs: { start: false }, logger: false });
    const otherBody = async () =>
      Page.parse((await other.inject({ url: '/api/pages/dieu-khoan-dich-vu/' })).json()).body;
    try {
      await other.ready();
      expect(await otherBody()).toBe(seedOf('dieu-khoan-dich-vu'));
      await put('dieu-khoan-dich-vu', { body: 'Điều khoản mới.' });
      await expect.poll(otherBody, { timeout: 3000 }).toBe('Điều khoản mới.');
    } finally {
      await put('dieu-khoan-dich-vu', { body: seedOf('dieu-khoan-dich-vu') });
      await other.close();
    }
  });
});
