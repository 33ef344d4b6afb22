// The Zalo templates as settings: admins only, validated by the domain's schema, audited; and the test-send.
import { ZALO_EVENTS, ZaloSettings, ZaloTemplateInfo, ZaloTestSendResponse } from '@shop/domain/zalo.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { type ZaloPeer, startZaloPeer, zaloEnv } from '../../testing/zalo-peer';
import type { SignedUp } from '../auth/auth.testing';
import { createAuditService } from '../audit/audit.service';
import { createZaloService } from './zalo.service';
import { TEMPLATES, ZALO_KEYS, useTemplates } from './zalo.testing';

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

describe('templates as Zalo knows them', () => {
  it("reads a template's parameters from Zalo and proposes an order field for each by its name", async () => {
    const res = await adminCall(t.app, admin, 'GET', `${URL}templates/200001/`);
    expect(res.status).toBe(200);
    const info = ZaloTemplateInfo.parse(res.body);
    expect(info).toMatchObject({ template_id: '200001', name: 'Thông báo đơn hàng mới', status: 'ENABLE' });
    expect(info.params.map((p) => [p.name, p.required])).toEqual([
      ['customer_name', true],
      ['order_code', true],
      ['order_date', true],
      ['total', true],
      ['note', false],
    ]);
    expect(info.proposed).toEqual({
      customer_name: 'customer_name',
      order_code: 'order_id',
      order_date: 'created_at',
      total: 'final_total',
    });
    expect((await adminCall(t.app, staff, 'GET', `${URL}templates/200001/`)).status).toBe(403);
  });

  it("answers Zalo's refusal of an unknown id, with its code, in Vietnamese", async () => {
    const res = await adminCall(t.app, admin, 'GET', `${URL}templates/999999/`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Zalo từ chối mẫu tin này (mã lỗi -109: Template ID invalid).' });
    expect((await adminCall(t.app, admin, 'GET', `${URL}templates/12ab/`)).status).toBe(400);
  });

  it('refuses to save a template whose required parameters have no order field, and keeps what was saved', async () => {
    await adminCall(t.app, admin, 'PUT', URL, { body: TEMPLATES });
    const res = await adminCall(t.app, admin, 'PUT', URL, {
      body: { templates: { placed: { template_id: '100001', params: { ma_don: 'order_id' } } } },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      'templates.placed.params.ten': ['Tham số bắt buộc “ten” của mẫu tin chưa được gán trường đơn hàng.'],
      'templates.placed.params.tong': ['Tham số bắt buộc “tong” của mẫu tin chưa được gán trường đơn hàng.'],
    });
    const unknown = await adminCall(t.app, admin, 'PUT', URL, {
      body: { templates: { paid: { template_id: '999999', params: {} } } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      'templates.paid.template_id': ['Zalo từ chối mẫu tin này (mã lỗi -109: Template ID invalid).'],
    });
    expect((await adminCall(t.app, admin, 'GET', URL)).body).toEqual(TEMPLATES);
  });

  it('saves a template whose required parameters are all mapped (an optional one may stay out)', async () => {
    const templates = {
      placed: {
        template_id: '200001',
        params: {
          customer_name: 'customer_name',
          order_code: 'order_id',
          order_date: 'created_at',
          total: 'final_total',
        },
      },
    };
    const res = await adminCall(t.app, admin, 'PUT', URL, { body: { templates } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ templates });
  });

  it("shows Zalo's own answer when a test-send is refused (a template saved before this check)", async () => {
    await useTemplates(t.db, { templates: { placed: { template_id: '100001', params: { ma_don: 'order_id' } } } });
    const res = await adminCall(t.app, admin, 'POST', `${URL}test/`, {
      body: { event: 'placed', phone: '0912345678' },
    });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      detail: 'Zalo từ chối tin thử (mã lỗi -112: Template data invalid: ten is required).',
    });
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
    expect(await off.status()).toMatchObject({ enabled: false, paused: false, templates: [...ZALO_EVENTS] });
    await expect(
      off.testSend({ userId: admin.user.id, ip: '127.0.0.1' }, { event: 'placed', phone: '0912345678' }),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
  });
});
