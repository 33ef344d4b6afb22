// Vouchers in the back office: list with usage, detail with who used it, create, change and
// deactivate; bad input as field errors; every write audited; the shop's voucher lists follow at once.
import { ADMIN_MESSAGES } from '@shop/domain/admin.schemas';
import {
  AdminPromotionDetail,
  AdminPromotionPage,
  PROMOTION_MESSAGES as M,
} from '@shop/domain/admin-promotions.schemas';
import { PromotionList } from '@shop/domain/catalog.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, promotions } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call } from '../auth/auth.testing';
import { type Shop, orderBody, placedOrder, seedShop } from '../orders/orders.testing';
import { accountWithRole, adminCall } from '../../testing/staff.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let customer: SignedUp;
let staff: SignedUp;
let admin: SignedUp;
let shop: Shop;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
  shop = await seedShop(t.db);
  customer = await accountWithRole(t.app, t.db, 'customer');
  staff = await accountWithRole(t.app, t.db, 'staff');
  admin = await accountWithRole(t.app, t.db, 'admin');
});
afterAll(() => t?.close());

const create = async (body: Record<string, unknown>, who: SignedUp = staff) => {
  const res = await adminCall(t.app, who, 'POST', '/api/admin/promotions/', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return AdminPromotionDetail.parse(res.body);
};
const detail = async (id: number) =>
  AdminPromotionDetail.parse((await adminCall(t.app, staff, 'GET', `/api/admin/promotions/${id}/`)).body);
const page = async (query = '') => {
  const res = await adminCall(t.app, staff, 'GET', `/api/admin/promotions/${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AdminPromotionPage.parse(res.body);
};
const shopCodes = async () =>
  PromotionList.parse((await call(t.app, 'GET', '/api/promotions/public')).body).results.map((p) => p.code);
const promotionRows = () => t.db.select().from(promotions).orderBy(promotions.id);

describe('who may manage vouchers', () => {
  it('401 without a token, 403 for a customer; staff and admins may; nothing changes', async () => {
    const v = await create({ code: 'QUYEN', value: 10, is_percentage: true });
    const calls: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['GET', '/api/admin/promotions/'],
      ['POST', '/api/admin/promotions/', { code: 'X', value: 1 }],
      ['GET', `/api/admin/promotions/${v.id}/`],
      ['PATCH', `/api/admin/promotions/${v.id}/`, { value: 20 }],
      ['DELETE', `/api/admin/promotions/${v.id}/`],
    ];
    const before = await promotionRows();
    for (const [method, url, body] of calls) {
      expect((await call(t.app, method, url, { body })).status, `${method} ${url}`).toBe(401);
      expect(await adminCall(t.app, customer, method, url, { body }), `${method} ${url}`).toMatchObject({
        status: 403,
        body: { detail: ADMIN_MESSAGES.forbidden },
      });
    }
    expect(await promotionRows()).toEqual(before);
    expect((await adminCall(t.app, admin, 'GET', `/api/admin/promotions/${v.id}`)).status).toBe(200);
  });
});

describe('POST /api/admin/promotions/', () => {
  it('creates a voucher with every rule, its code upper-cased, audited; the shop lists it at once', async () => {
    expect(await shopCodes()).not.toContain('HE2026');
    const v = await create({
      code: ' he2026 ',
      description: 'Mùa hè',
      value: 20,
      is_percentage: true,
      max_discount: 50_000,
      min_purchase_amount: 200_000,
      usage_limit_per_user: 2,
      usage_limit: 100,
      starts_at: '2020-06-01T00:00:00+07:00',
      ends_at: '2099-09-01T00:00:00+07:00',
    });
    expect(v).toMatchObject({
      code: 'HE2026',
      description: 'Mùa hè',
      image_url: '',
      value: 20,
      is_percentage: true,
      max_discount: 50_000,
      min_purchase_amount: 200_000,
      is_active: true,
      usage_limit_per_user: 2,
      usage_limit: 100,
      starts_at: '2020-05-31T17:00:00.000Z',
      ends_at: '2099-08-31T17:00:00.000Z',
      times_used: 0,
      discount_total: 0,
      uses: [],
    });
    expect(v.audit).toEqual([
      expect.objectContaining({
        action: 'promotion.create',
        target_type: 'promotion',
        target_id: v.id,
        actor: { id: staff.user.id, email: staff.user.email },
        before: null,
        after: expect.objectContaining({ code: 'HE2026', max_discount: 50_000 }),
      }),
    ]);
    expect(await shopCodes()).toContain('HE2026');
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['a percentage above 100', { value: 101, is_percentage: true }, { value: [M.percentageRange] }],
    ['a percentage of 0', { value: 0, is_percentage: true }, { value: [M.percentageRange] }],
    ['a negative value', { value: -5 }, { value: [M.valueInvalid] }],
    ['a negative minimum', { value: 5, min_purchase_amount: -1 }, { min_purchase_amount: [M.amountInvalid] }],
    ['a cap of 0', { value: 5, is_percentage: true, max_discount: 0 }, { max_discount: [M.maxDiscountInvalid] }],
    ['a cap on a fixed amount', { value: 5_000, max_discount: 1_000 }, { max_discount: [M.maxDiscountNotPercentage] }],
    ['a total limit of 0', { value: 5, usage_limit: 0 }, { usage_limit: [M.limitInvalid] }],
    ['a per-user limit of 1.5', { value: 5, usage_limit_per_user: 1.5 }, { usage_limit_per_user: [M.limitInvalid] }],
    [
      'an end before the start',
      { value: 5, starts_at: '2026-03-02T00:00:00+07:00', ends_at: '2026-03-01T00:00:00+07:00' },
      { ends_at: [M.endsBeforeStarts] },
    ],
    ['a date without an offset', { value: 5, starts_at: '2026-03-02 10:00' }, { starts_at: [M.dateInvalid] }],
    ['a code with spaces', { code: 'HE 2026', value: 5 }, { code: [M.codeInvalid] }],
    ['no code', { code: undefined, value: 5 }, { code: [M.codeRequired] }],
    ['a value as text', { value: '5' }, { value: [M.valueInvalid] }],
  ])('400 on %s, nothing written', async (_name, overrides, fields) => {
    const before = await promotionRows();
    const res = await adminCall(t.app, staff, 'POST', '/api/admin/promotions/', {
      body: { code: 'SAI', ...overrides },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject(fields);
    expect(await promotionRows()).toEqual(before);
  });

  it('400 on code for a code taken in any case', async () => {
    await create({ code: 'TRUNG', value: 5_000 });
    for (const code of ['TRUNG', 'trung', 'Trung']) {
      const res = await adminCall(t.app, staff, 'POST', '/api/admin/promotions/', { body: { code, value: 1_000 } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: [M.codeTaken] });
    }
    // The database says the same, whatever a write that skipped the check would try.
    await expect(t.db.insert(promotions).values({ code: 'trung', value: 1 })).rejects.toThrow();
  });
});

describe('PATCH and DELETE /api/admin/promotions/{id}/', () => {
  it('changes fields, checks the rules on the voucher as it would be, audits only what changed', async () => {
    const v = await create({ code: 'SUA', value: 10, is_percentage: true });
    const res = await adminCall(t.app, staff, 'PATCH', `/api/admin/promotions/${v.id}/`, {
      body: { value: 15, max_discount: 30_000, description: 'Đã sửa', code: 'sua' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = AdminPromotionDetail.parse(res.body);
    expect(after).toMatchObject({ code: 'SUA', value: 15, max_discount: 30_000, description: 'Đã sửa' });
    expect(after.audit[0]).toMatchObject({
      action: 'promotion.update',
      before: { value: 10, max_discount: null, description: '' },
      after: { value: 15, max_discount: 30_000, description: 'Đã sửa' },
    });

    // Becoming a fixed amount while a cap is set, or ending before its start: refused with the field.
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ is_percentage: false, value: 20_000 }, { max_discount: [M.maxDiscountNotPercentage] }],
      [{ value: 120 }, { value: [M.percentageRange] }],
      [{ starts_at: '2099-01-01T00:00:00Z', ends_at: '2098-01-01T00:00:00Z' }, { ends_at: [M.endsBeforeStarts] }],
    ];
    for (const [body, fields] of refusals) {
      const bad = await adminCall(t.app, staff, 'PATCH', `/api/admin/promotions/${v.id}/`, { body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body).toMatchObject(fields);
    }
    const taken = await adminCall(t.app, staff, 'PATCH', `/api/admin/promotions/${v.id}/`, {
      body: { code: 'he2026' },
    });
    expect(taken.body).toMatchObject({ code: [M.codeTaken] });
    expect((await detail(v.id)).audit).toHaveLength(2);

    expect((await adminCall(t.app, staff, 'PATCH', '/api/admin/promotions/999999/', { body: {} })).status).toBe(404);
  });

  it('DELETE deactivates (audited once); the shop stops listing it at once', async () => {
    const v = await create({ code: 'TAT', value: 10_000 });
    expect(await shopCodes()).toContain('TAT');
    for (let i = 0; i < 2; i++) {
      const res = await adminCall(t.app, staff, 'DELETE', `/api/admin/promotions/${v.id}/`);
      expect(res.status).toBe(200);
      expect(AdminPromotionDetail.parse(res.body).is_active).toBe(false);
    }
    expect(await shopCodes()).not.toContain('TAT');
    const trail = (await detail(v.id)).audit.map((a) => a.action);
    expect(trail).toEqual(['promotion.deactivate', 'promotion.create']);
    const [row] = await t.db.select().from(promotions).where(eq(promotions.id, v.id));
    expect(row).toBeDefined();
    expect((await adminCall(t.app, staff, 'DELETE', '/api/admin/promotions/999999/')).status).toBe(404);
  });
});

describe('GET /api/admin/promotions/: usage, search, order, pages', () => {
  it('counts uses and discounts of non-cancelled orders, and names who used it', async () => {
    const v = await create({ code: 'DUNG', value: 10, is_percentage: true });
    const buyers = [await accountWithRole(t.app, t.db, 'customer'), await accountWithRole(t.app, t.db, 'customer')];
    const body = orderBody({ promotion_ids: [v.id], items: [{ product: shop.products.milk.id, quantity: 2 }] }, shop);
    const first = await placedOrder(t.app, buyers[0]!.tokens.access, body);
    const second = await placedOrder(t.app, buyers[1]!.tokens.access, { ...body, email: 'khach2@example.com' });
    const cancelled = await placedOrder(t.app, buyers[1]!.tokens.access, body);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.id));

    const d = await detail(v.id);
    expect(d).toMatchObject({ times_used: 2, discount_total: 100_000 });
    expect(d.uses.map((u) => u.order_id).sort()).toEqual([first.id, second.id].sort());
    expect(d.uses.find((u) => u.order_id === second.id)).toMatchObject({
      user: { id: buyers[1]!.user.id, email: buyers[1]!.user.email },
      email: 'khach2@example.com',
      discount: 50_000,
    });
    const listed = (await page('?search=dun')).results;
    expect(listed.map((p) => [p.code, p.times_used, p.discount_total])).toEqual([['DUNG', 2, 100_000]]);
  });

  it('searches the code in any case, filters, orders, pages', async () => {
    const all = await page('?ordering=code&page_size=100');
    const codes = all.results.map((p) => p.code);
    expect(codes).toEqual([...codes].sort());
    expect(all.count).toBe(codes.length);
    expect((await page('?search=HE20')).results.map((p) => p.code)).toEqual(['HE2026']);
    expect((await page('?is_active=false')).results.every((p) => !p.is_active)).toBe(true);
    expect((await page('?ordering=-times_used')).results[0]!.code).toBe('DUNG');
    const first = await page('?page_size=2&ordering=code');
    expect(first.results).toHaveLength(2);
    expect(first.next).toContain('page=2');
    expect((await adminCall(t.app, staff, 'GET', '/api/admin/promotions/?page=999')).status).toBe(404);
    const bad = await adminCall(t.app, staff, 'GET', '/api/admin/promotions/?ordering=value');
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('ordering');
  });

  it('the audit trail lists voucher writes under target_type promotion', async () => {
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'promotion'));
    expect(rows.length).toBeGreaterThan(0);
    const res = await adminCall(t.app, staff, 'GET', '/api/admin/audit/?target_type=promotion');
    expect((res.body as { count: number }).count).toBe(rows.length);
  });
});
