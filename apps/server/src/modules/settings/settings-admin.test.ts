// The shop's settings in the back office: admins only; the shipping rules change the
// shop's fee at once, the preview prices with unsaved values; the shop's details override env for the shop's
// contact links, the VietQR account and the order notices. Every write leaves an audit row.
import { ADMIN_MESSAGES } from '@shop/domain/admin.schemas';
import { AuditPage } from '@shop/domain/admin-audit.schemas';
import { SepayPaymentResponse } from '@shop/domain/payment.schemas';
import { PublicConfig } from '@shop/domain/shop.schemas';
import { SETTINGS_MESSAGES, type ShippingSettingsBody, ShopSettings } from '@shop/domain/settings.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call } from '../auth/auth.testing';
import { ADDRESSES, type Shop, orderBody, placedOrder, seedShop } from '../orders/orders.testing';
import { accountWithRole, adminCall } from '../../testing/staff.testing';

const ENV = {
  SHOP_BANK_BIN: '970422',
  SHOP_BANK_NAME: 'MB Bank',
  SHOP_ACCOUNT_NO: '0123456789',
  SHOP_ACCOUNT_NAME: 'CONG TY TRA SUA',
  SEPAY_API_KEY: 'sepay-test-key',
  HOTLINE: '1900 6868',
  ORDER_NOTIFY_EMAIL: 'donhang@shop.vn',
};

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shop: Shop;
let customer: SignedUp;
let staff: SignedUp;
let admin: SignedUp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false, env: { ...ENV, RATE_LIMIT_FACTOR: '10' } });
  shop = await seedShop(t.db);
  customer = await accountWithRole(t.app, t.db, 'customer');
  staff = await accountWithRole(t.app, t.db, 'staff');
  admin = await accountWithRole(t.app, t.db, 'admin');
});
afterAll(() => t?.close());

const DEFAULTS: ShippingSettingsBody = {
  base_fee: 15_000,
  base_km: 3,
  per_km_fee: 3_000,
  max_fee: 60_000,
  free_threshold: 1_000_000,
  free_radius_km: 5,
  fallback_fee: 30_000,
  hcmc_only: true,
};

const fee = async (address: object, orderTotal: number) =>
  (
    await call(t.app, 'POST', '/api/shipping/calculate-fee/', {
      body: { destination_address: '1 Lê Lợi', ...address, order_total: orderTotal },
    })
  ).body as Record<string, unknown>;

const lastAudit = async (action: string) => {
  const res = await adminCall(t.app, admin, 'GET', `/api/admin/audit/?action=${action}&target_type=settings`);
  return AuditPage.parse(res.body).results[0];
};

describe('/api/admin/settings/*: admins only', () => {
  const calls: [method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, body?: unknown][] = [
    ['GET', '/api/admin/settings/shipping/'],
    ['PUT', '/api/admin/settings/shipping/', DEFAULTS],
    ['POST', '/api/admin/settings/shipping/preview/', { city_code: '79', order_total: 1 }],
    ['GET', '/api/admin/settings/shop/'],
    ['PATCH', '/api/admin/settings/shop/', { hotline: '1900 1234' }],
  ];

  it('answers 401 without a token, 403 to a customer and to staff (and changes nothing)', async () => {
    for (const [method, url, body] of calls) {
      expect((await adminCall(t.app, undefined, method, url, { body })).status, url).toBe(401);
      expect((await adminCall(t.app, customer, method, url, { body })).status, url).toBe(403);
      const asStaff = await adminCall(t.app, staff, method, url, { body });
      expect(asStaff, url).toMatchObject({ status: 403, body: { detail: ADMIN_MESSAGES.adminOnly } });
    }
    const config = PublicConfig.parse((await call(t.app, 'GET', '/api/config')).body);
    expect(config.hotline).toBe('1900 6868');
  });
});

describe('GET /api/config: the tax rate checkout prices with', () => {
  it('is null while the shop adds no tax (the default: prices include VAT)', async () => {
    const res = await call(t.app, 'GET', '/api/config');
    expect(res.body).toHaveProperty('tax_rate', null);
    expect(PublicConfig.parse(res.body).tax_rate).toBeNull();
  });
});

describe('shipping settings (DESIGN §4)', () => {
  it('starts from the defaults', async () => {
    const res = await adminCall(t.app, admin, 'GET', '/api/admin/settings/shipping/');
    expect(res).toMatchObject({ status: 200, body: DEFAULTS });
  });

  it('refuses bad values with a message per field', async () => {
    const res = await adminCall(t.app, admin, 'PUT', '/api/admin/settings/shipping/', {
      body: { ...DEFAULTS, base_fee: -1, per_km_fee: 1.5, free_radius_km: 500, hcmc_only: 'yes' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      base_fee: [SETTINGS_MESSAGES.moneyInvalid],
      per_km_fee: [SETTINGS_MESSAGES.moneyInvalid],
      free_radius_km: [SETTINGS_MESSAGES.kmInvalid],
      hcmc_only: [SETTINGS_MESSAGES.booleanInvalid],
    });
    const capped = await adminCall(t.app, admin, 'PUT', '/api/admin/settings/shipping/', {
      body: { ...DEFAULTS, base_fee: 70_000 },
    });
    expect(capped).toMatchObject({ status: 400, body: { max_fee: [SETTINGS_MESSAGES.maxBelowBase] } });
  });

  it("changes the shop's fee at once, leaves an audit row, and can lift the HCMC-only rule", async () => {
    expect(await fee(ADDRESSES.near, 200_000)).toMatchObject({ shipping_fee: 15_000 });
    const next = { ...DEFAULTS, base_fee: 20_000, fallback_fee: 25_000, free_threshold: 500_000, free_radius_km: 2 };
    const res = await adminCall(t.app, admin, 'PUT', '/api/admin/settings/shipping/', { body: next });
    expect(res).toMatchObject({ status: 200, body: next });

    expect(await fee(ADDRESSES.near, 200_000)).toMatchObject({ shipping_fee: 20_000, fallback_used: false });
    expect(await fee(ADDRESSES.near, 500_000)).toMatchObject({
      shipping_fee: 0,
      message: 'Miễn phí giao hàng trong bán kính 2 km cho đơn từ 500.000₫',
    });
    expect(await fee(ADDRESSES.unknown, 200_000)).toMatchObject({
      shipping_fee: 25_000,
      message: 'Sử dụng phí vận chuyển cố định: 25.000₫',
      fallback_used: true,
    });
    expect(await lastAudit('settings.shipping')).toMatchObject({
      actor: { id: admin.user.id },
      target_type: 'settings',
      before: DEFAULTS,
      after: next,
    });

    expect(await fee(ADDRESSES.hanoi, 200_000)).toMatchObject({ DVVC: true, shipping_fee: 0 });
    await adminCall(t.app, admin, 'PUT', '/api/admin/settings/shipping/', { body: { ...next, hcmc_only: false } });
    expect(await fee(ADDRESSES.hanoi, 200_000)).toMatchObject({ DVVC: false, shipping_fee: 60_000 });

    await adminCall(t.app, admin, 'PUT', '/api/admin/settings/shipping/', { body: DEFAULTS });
    expect(await fee(ADDRESSES.near, 200_000)).toMatchObject({ shipping_fee: 15_000 });
  });

  it('previews the fee of unsaved settings for an address by its codes, saving nothing', async () => {
    const preview = (body: object) =>
      adminCall(t.app, admin, 'POST', '/api/admin/settings/shipping/preview/', { body });
    // Quận 1, Phường Bến Nghé: 0 km from the store.
    const address = { city_code: '79', district_code: '760', ward_code: '26740' };
    const unsaved = await preview({ ...address, order_total: 100_000, settings: { ...DEFAULTS, base_fee: 9_000 } });
    expect(unsaved).toMatchObject({ status: 200, body: { shipping_fee: 9_000, distance_km: 0, DVVC: false } });
    const saved = await preview({ ...address, order_total: 100_000 });
    expect(saved.body).toMatchObject({ shipping_fee: 15_000 });
    expect(await fee(ADDRESSES.near, 100_000)).toMatchObject({ shipping_fee: 15_000 });
    const hanoi = await preview({ city_code: '01', order_total: 100_000 });
    expect(hanoi.body).toMatchObject({ DVVC: true });
    const none = await preview({ order_total: 100_000 });
    expect(none).toMatchObject({ status: 400, body: { city_code: [SETTINGS_MESSAGES.addressRequired] } });
  });
});

describe("the shop's details", () => {
  it('starts from env, and says nothing is overridden', async () => {
    const res = await adminCall(t.app, admin, 'GET', '/api/admin/settings/shop/');
    expect(res.status).toBe(200);
    const body = ShopSettings.parse(res.body);
    expect(body).toMatchObject({
      hotline: '1900 6868',
      bank_bin: '970422',
      account_no: '0123456789',
      order_notify_email: 'donhang@shop.vn',
      overridden: [],
    });
    expect(body.defaults.hotline).toBe('1900 6868');
  });

  it('refuses bad values with a message per field', async () => {
    const res = await adminCall(t.app, admin, 'PATCH', '/api/admin/settings/shop/', {
      body: {
        hotline: 'gọi tôi',
        zalo_url: 'http://zalo.me/1',
        bank_bin: '97',
        account_name: 'Cty Trà',
        shop_name: ' ',
      },
    });
    expect(res).toMatchObject({
      status: 400,
      body: {
        hotline: [SETTINGS_MESSAGES.hotlineInvalid],
        zalo_url: [SETTINGS_MESSAGES.urlInvalid],
        bank_bin: [SETTINGS_MESSAGES.bankBinInvalid],
        account_name: [SETTINGS_MESSAGES.accountNameInvalid],
        shop_name: [SETTINGS_MESSAGES.shopNameRequired],
      },
    });
  });

  it("shows a new hotline in the shop's config at once, audited; null gives env's back", async () => {
    const res = await adminCall(t.app, admin, 'PATCH', '/api/admin/settings/shop/', {
      body: { hotline: '028 3822 6688', zalo_url: 'https://zalo.me/0281234567' },
    });
    expect(res.status).toBe(200);
    expect(ShopSettings.parse(res.body)).toMatchObject({
      hotline: '028 3822 6688',
      overridden: ['hotline', 'zalo_url'],
    });
    const config = PublicConfig.parse((await call(t.app, 'GET', '/api/config')).body);
    expect(config).toMatchObject({ hotline: '028 3822 6688', zalo_url: 'https://zalo.me/0281234567' });
    expect(await lastAudit('settings.shop')).toMatchObject({
      actor: { id: admin.user.id },
      before: { hotline: '1900 6868' },
      after: { hotline: '028 3822 6688', zalo_url: 'https://zalo.me/0281234567' },
    });

    const back = await adminCall(t.app, admin, 'PATCH', '/api/admin/settings/shop/', {
      body: { hotline: null, zalo_url: null },
    });
    expect(ShopSettings.parse(back.body)).toMatchObject({ hotline: '1900 6868', overridden: [] });
    expect(PublicConfig.parse((await call(t.app, 'GET', '/api/config')).body).hotline).toBe('1900 6868');
  });

  it("puts the admin's bank account on the VietQR and sends new-order notices to the admin's address", async () => {
    await adminCall(t.app, admin, 'PATCH', '/api/admin/settings/shop/', {
      body: {
        bank_bin: '970436',
        bank_name: 'Vietcombank',
        account_no: '9988776655',
        account_name: 'TRA SUA NGUYEN LIEU',
        order_notify_email: 'banhang@shop.vn',
      },
    });
    const order = await placedOrder(t.app, customer.tokens.access, orderBody({ payment_method: 'sepay' }, shop));
    const res = await call(t.app, 'POST', `/api/orders/${order.id}/sepay-payment/`, {
      token: customer.tokens.access,
    });
    expect(SepayPaymentResponse.parse(res.body).data).toMatchObject({
      bank_name: 'Vietcombank',
      account_number: '9988776655',
      account_name: 'TRA SUA NGUYEN LIEU',
    });
    const [notice] = await t.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.ref, `order:${order.id}`), eq(jobs.key, `order:${order.id}:shop_notice`)));
    expect(notice?.payload).toMatchObject({ to: 'banhang@shop.vn' });
  });
});

describe('several instances on one PostgreSQL (DESIGN §1)', () => {
  it.skipIf(!process.env.DATABASE_URL)("tell each other: a second instance's fee and hotline change too", async () => {
    const database = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: null });
    const other = await buildApp(t.config, database, { jobs: { start: false }, logger: false });
    try {
      await other.ready();
      const otherFee = async () =>
        (
          await other.inject({
            method: 'POST',
            url: '/api/shipping/calculate-fee/',
            payload: { destination_address: '1 Lê Lợi', ...ADDRESSES.near, order_total: 200_000 },
          })
        ).json() as { shipping_fee: number };
      const otherHotline = async () => ((await other.inject({ url: '/api/config' })).json() as PublicConfig).hotline;
      // Both read (and cache) the values in force.
      expect(await otherFee()).toMatchObject({ shipping_fee: 15_000 });
      expect(await otherHotline()).toBe('1900 6868');

      await adminCall(t.app, admin, 'PUT', '/api/admin/settings/shipping/', {
        body: { ...DEFAULTS, base_fee: 18_000 },
      });
      await adminCall(t.app, admin, 'PATCH', '/api/admin/settings/shop/', { body: { hotline: '0909 000 111' } });
      await expect.poll(async () => (await otherFee()).shipping_fee, { timeout: 3000 }).toBe(18_000);
      await expect.poll(otherHotline, { timeout: 3000 }).toBe('0909 000 111');
    } finally {
      await adminCall(t.app, admin, 'PUT', '/api/admin/settings/shipping/', { body: DEFAULTS });
      await adminCall(t.app, admin, 'PATCH', '/api/admin/settings/shop/', { body: { hotline: null } });
      await other.close();
    }
  });
});
