// The owner's setup checklist (GET /api/admin/setup/): a shop with no keys sees what is missing and where, a shop with
// every key sees it on (the pickup mapped to GHN, Zalo's templates once saved), and the test mail reaches SMTP or the
// outbox. Admins only.
import { SetupItems, TestMailResponse } from '@shop/domain/owner-day.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { type SmtpCapture, startSmtpCapture } from '../../lib/mailer.testing';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { buildTestApp } from '../../testing/test-app';
import { type ZaloPeer, startZaloPeer, zaloEnv } from '../../testing/zalo-peer';
import type { SignedUp } from '../auth/auth.testing';
import { AdminUnits } from '../address/address.service';
import { type CarrierWorld, SETTINGS, carrierWorld } from '../carriers/carriers.testing';
import { TEMPLATES, ZALO_KEYS, useTemplates } from '../zalo/zalo.testing';

const URL = '/api/admin/setup/';
const statuses = (items: SetupItems) => Object.fromEntries(items.map((i) => [i.key, i.status]));

describe('a shop with no keys', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let admin: SignedUp;
  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: false });
    admin = await accountWithRole(t.app, t.db, 'admin');
  });
  afterAll(() => t?.close());

  it('lists what is missing, each with its screen or the env names to set', async () => {
    const res = await adminCall(t.app, admin, 'GET', URL);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = SetupItems.parse(res.body);
    expect(statuses(items)).toEqual({
      'payments.sepay': 'missing',
      'payments.payos': 'missing',
      'carriers.keys': 'missing',
      'invoices.sinvoice': 'missing',
      'zalo.keys': 'missing',
      'marketplaces.shopee': 'missing',
      'marketplaces.tiktok': 'missing',
      'mail.smtp': 'missing',
    });
    const byKey = new Map(items.map((i) => [i.key, i]));
    expect(byKey.get('payments.sepay')!.detail).toContain('SEPAY_API_KEY');
    expect(byKey.get('carriers.keys')).toMatchObject({ link: '/settings/carriers', test: null });
    expect(byKey.get('zalo.keys')).toMatchObject({ link: '/settings/zalo' });
    expect(byKey.get('invoices.sinvoice')!.detail).toContain('SINVOICE_USERNAME');
    expect(byKey.get('marketplaces.shopee')).toMatchObject({ link: '/marketplaces' });
    expect(byKey.get('marketplaces.tiktok')!.detail).toContain('TIKTOK_APP_KEY, TIKTOK_APP_SECRET');
    expect(byKey.get('mail.smtp')).toMatchObject({ test: 'mail' });
    expect(byKey.get('mail.smtp')!.detail).toContain('SMTP_URL');
  });

  it('the test mail without SMTP_URL is kept in the outbox, and says so', async () => {
    const res = await adminCall(t.app, admin, 'POST', `${URL}test-mail/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(TestMailResponse.parse(res.body)).toMatchObject({ to: admin.user.email, kept: true });
    const kept = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, admin.user.email));
    expect(kept).toHaveLength(1);
  });

  it('is for admins: 401 without a token, 403 for staff and customers', async () => {
    const [staff, customer] = await Promise.all([
      accountWithRole(t.app, t.db, 'staff'),
      accountWithRole(t.app, t.db, 'customer'),
    ]);
    expect((await adminCall(t.app, undefined, 'GET', URL)).status).toBe(401);
    for (const who of [staff, customer]) {
      expect((await adminCall(t.app, who, 'GET', URL)).status).toBe(403);
      expect((await adminCall(t.app, who, 'POST', `${URL}test-mail/`)).status).toBe(403);
    }
  });
});

describe('a shop with every key', () => {
  let w: CarrierWorld;
  let zalo: ZaloPeer;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    [zalo, smtp] = await Promise.all([startZaloPeer(ZALO_KEYS), startSmtpCapture()]);
    w = await carrierWorld({
      SHOP_BANK_BIN: '970436',
      SHOP_BANK_NAME: 'Vietcombank',
      SHOP_ACCOUNT_NO: '0011001234567',
      SEPAY_API_KEY: 'sepay-k',
      PAYOS_CLIENT_ID: 'c',
      PAYOS_API_KEY: 'k',
      PAYOS_CHECKSUM_KEY: 's',
      SINVOICE_USERNAME: 'u',
      SINVOICE_PASSWORD: 'p',
      SINVOICE_TAX_CODE: '0312345678',
      SINVOICE_TEMPLATE_CODE: '1/001',
      SINVOICE_SERIES: 'C26TAA',
      SMTP_URL: smtp.url,
      ...zaloEnv(zalo, ZALO_KEYS),
    });
  });
  afterAll(async () => {
    await w?.close();
    await Promise.all([zalo?.close(), smtp?.close()]);
  });

  it('shows each area on, the pickup mapped to GHN, and Zalo’s templates once they have ids', async () => {
    const before = SetupItems.parse((await adminCall(w.app, w.admin, 'GET', URL)).body);
    expect(statuses(before)).toEqual({
      'payments.sepay': 'ok',
      'payments.payos': 'ok',
      'carriers.keys': 'ok',
      'carriers.pickup': 'ok',
      'invoices.sinvoice': 'ok',
      'zalo.keys': 'ok',
      'zalo.templates': 'missing',
      'marketplaces.shopee': 'missing',
      'marketplaces.tiktok': 'missing',
      'mail.smtp': 'ok',
    });
    const byKey = new Map(before.map((i) => [i.key, i]));
    expect(byKey.get('payments.sepay')!.detail).toContain('Vietcombank');
    expect(byKey.get('carriers.keys')).toMatchObject({
      detail: 'Đang bật: Giao Hàng Nhanh, Giao Hàng Tiết Kiệm.',
      test: 'parcel_quote',
    });
    // The SMTP URL's host only: never its credentials.
    expect(byKey.get('mail.smtp')!.detail).toBe('Gửi qua máy chủ 127.0.0.1.');

    await useTemplates(w.db, TEMPLATES);
    const after = SetupItems.parse((await adminCall(w.app, w.admin, 'GET', URL)).body);
    expect(after.find((i) => i.key === 'zalo.templates')).toMatchObject({ status: 'ok', test: 'zalo' });
  });

  it('a pickup in a ward GHN has no id for is an error naming the fix', async () => {
    // Quận 3 (770): the GHN peer's master data knows Quận 1 and Quận 7 of Hồ Chí Minh only.
    const ward = new AdminUnits('legacy').childrenOf(2, '770')![0]!;
    const pickup = { ...SETTINGS.pickup, address: '5 Võ Văn Tần', district_code: '770', ward_code: ward.code };
    const put = await adminCall(w.app, w.admin, 'PUT', '/api/admin/settings/carriers/', {
      body: { ...SETTINGS, pickup },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const items = SetupItems.parse((await adminCall(w.app, w.admin, 'GET', URL)).body);
    const item = items.find((i) => i.key === 'carriers.pickup')!;
    expect(item).toMatchObject({ status: 'error', link: '/settings/carriers' });
    expect(item.detail).toContain('chưa có mã GHN');
  });

  it('the test mail goes out through SMTP to the admin', async () => {
    const sent = smtp.mails.length;
    const res = await adminCall(w.app, w.admin, 'POST', `${URL}test-mail/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ to: w.admin.user.email, kept: false });
    const mail = (await smtp.waitForMails(sent + 1)).at(-1);
    expect(mail).toMatchObject({ to: [w.admin.user.email], subject: expect.stringMatching(/^Thư thử từ /) });
  });

  it('an SMTP server that refuses is a 502 in Vietnamese, not a 500', async () => {
    smtp.setDown(true);
    const res = await adminCall(w.app, w.admin, 'POST', `${URL}test-mail/`);
    smtp.setDown(false);
    expect(res.status).toBe(502);
    expect((res.body as { detail: string }).detail).toMatch(/^Không gửi được thư thử/);
  });
});
