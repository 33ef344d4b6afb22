// The Zalo templates as settings: admins only, validated by the domain's schema, audited; and the test-send.
import { ZaloSettings, ZaloTestSendResponse } from '@shop/domain/zalo.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { type ZaloPeer, startZaloPeer, zaloEnv } from '../../testing/zalo-peer';
import type { SignedUp } from '../auth/auth.testing';
import { createAuditService } from '../audit/audit.service';
import { createZaloService } from './zalo.service';
import { TEMPLATES, ZALO_KEYS } from './zalo.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let peer: ZaloPeer;
let admin: SignedUp;
let staff: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  peer = await startZaloPeer(ZALO_KEYS);
  t = await buildTestApp({ seedDemo: false, env: { RATE_LIMIT_FACTOR: '20', ...zaloEnv(peer, ZALO_KEYS) } });
  [admin, staff, customer] = await Promise.all([
    accountWithRole(t.app, t.db, 'admin'),
    accountWithRole(t.app, t.db, 'staff'),
    accountWithRole(t.app, t.db, 'customer'),
  ]);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const URL = '/api/admin/settings/zalo/';

describe('GET|PUT /api/admin/settings/zalo/', () => {
  it('is for admins: 401 without a token, 403 for a customer and for staff', async () => {
    expect((await adminCall(t.app, undefined, 'GET', URL)).status).toBe(401);
    for (const who of [customer, staff]) {
      expect((await adminCall(t.app, who, 'GET', URL)).status).toBe(403);
      expect((await adminCall(t.app, who, 'PUT', URL, { body: TEMPLATES })).status).toBe(403);
      expect(
        (await adminCall(t.app, who, 'POST', `${URL}test/`, { body: { event: 'placed', phone: '0912345678' } })).status,
      ).toBe(403);
    }
  });

  it('starts empty, saves what an admin puts, and records it in the audit trail', async () => {
    expect((await adminCall(t.app, admin, 'GET', URL)).body).toEqual({ templates: {} });
    const put = await adminCall(t.app, admin, 'PUT', URL, { body: TEMPLATES });
    expect(put.status).toBe(200);
    expect(ZaloSettings.parse(put.body)).toEqual(TEMPLATES);
    expect((await adminCall(t.app, admin, 'GET', URL)).body).toEqual(TEMPLATES);
    const audit = await adminCall(t.app, admin, 'GET', '/api/admin/audit/?action=settings.zalo');
    expect(JSON.stringify(audit.body)).toContain('"settings.zalo"');
  });

  it.each([
    [
      'an order field not on the list',
      { placed: { template_id: '1', params: { a: 'password_hash' } } },
      'templates.placed.params.a',
    ],
    ['a template id with letters', { paid: { template_id: '12ab' } }, 'templates.paid.template_id'],
    [
      'a parameter name with spaces',
      { shipped: { template_id: '1', params: { 'ma don': 'order_id' } } },
      'templates.shipped.params.ma don',
    ],
  ])('refuses %s with a 400 naming the field', async (_what, templates, field) => {
    const res = await adminCall(t.app, admin, 'PUT', URL, { body: { templates } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toContain(field);
  });

  it('refuses a body of the wrong type with a 400, never a 500', async () => {
    for (const body of ['"x"', '{"templates":[]}', '{"templates":{"placed":"1"}}']) {
      expect((await adminCall(t.app, admin, 'PUT', URL, { body })).status).toBe(400);
    }
  });
});

describe('POST /api/admin/settings/zalo/test/', () => {
  it("sends the event's template with sample data to the staff phone, as 84…", async () => {
    await adminCall(t.app, admin, 'PUT', URL, { body: TEMPLATES });
    const res = await adminCall(t.app, admin, 'POST', `${URL}test/`, {
      body: { event: 'shipped', phone: '0912 345 678' },
    });
    expect(res.status).toBe(200);
    const sent = ZaloTestSendResponse.parse(res.body);
    expect(peer.messages.at(-1)).toMatchObject({
      msg_id: sent.msg_id,
      phone: '84912345678',
      template_id: '100004',
      template_data: { don_vi: 'GHN', van_don: 'GHN123456789' },
    });
  });

  it('400 for a phone that is not a Vietnamese mobile number, or an event without a template', async () => {
    const phone = await adminCall(t.app, admin, 'POST', `${URL}test/`, {
      body: { event: 'placed', phone: '028 3822 6688' },
    });
    expect(phone.status).toBe(400);
    expect(phone.body).toEqual({ phone: ['Số điện thoại không hợp lệ'] });
    await adminCall(t.app, admin, 'PUT', URL, { body: { templates: {} } });
    const none = await adminCall(t.app, admin, 'POST', `${URL}test/`, {
      body: { event: 'placed', phone: '0912345678' },
    });
    expect(none.status).toBe(400);
  });
});

describe('Zalo off', () => {
  it('without its keys: the status says so and a test-send is a 409', async () => {
    const off = createZaloService({
      db: t.db,
      zalo: undefined,
      log: t.app.log,
      audit: createAuditService({ db: t.db, publicUrl: t.config.publicUrl }),
      publicUrl: t.config.publicUrl,
    });
    await adminCall(t.app, admin, 'PUT', URL, { body: TEMPLATES });
    expect(await off.status()).toMatchObject({ enabled: false, paused: false });
    await expect(
      off.testSend({ userId: admin.user.id, ip: '127.0.0.1' }, { event: 'placed', phone: '0912345678' }),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
  });
});
