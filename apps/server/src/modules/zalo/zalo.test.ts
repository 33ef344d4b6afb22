// Zalo order messages end to end against the Zalo peer: one per event, the tokens' rotation, failures, the shopper's
// choice, the back office's view and resend.
import { AdminOrder, OrderNotification } from '@shop/domain/admin-orders.schemas';
import { ZaloStatus } from '@shop/domain/zalo.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, zaloTokens } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { type ZaloPeer, startZaloPeer, zaloEnv } from '../../testing/zalo-peer';
import { type SignedUp, call, signUp } from '../auth/auth.testing';
import { type Shop, orderBody, placedOrder, seedShop } from '../orders/orders.testing';
import { IN_FLIGHT_LOST } from './zalo-sender';
import { ZALO_KEYS, dueNow, useTemplates, zaloJobsOf } from './zalo.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let peer: ZaloPeer;
let shop: Shop;
let shopper: SignedUp;
let staff: SignedUp;

beforeAll(async () => {
  peer = await startZaloPeer(ZALO_KEYS);
  t = await buildTestApp({
    seedDemo: false,
    env: { RATE_LIMIT_FACTOR: '20', ...zaloEnv(peer, ZALO_KEYS) },
    jobs: { retryBaseMs: 100, retryMaxMs: 200 },
  });
  shop = await seedShop(t.db);
  await useTemplates(t.db);
  [shopper, staff] = await Promise.all([signUp(t.app), accountWithRole(t.app, t.db, 'staff')]);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});
beforeEach(() => {
  peer.messages.length = 0;
});

const order = (overrides: Record<string, unknown> = {}, who = shopper) =>
  placedOrder(t.app, who.tokens.access, orderBody(overrides, shop));
const transition = (id: number, body: Record<string, unknown>) =>
  adminCall(t.app, staff, 'POST', `/api/admin/orders/${id}/transition/`, { body });
const messagesFor = (id: number) => peer.messages.filter((m) => m.tracking_id.startsWith(`order:${id}:`));

describe('one message per event', () => {
  it('sends placed, paid, confirmed, shipped (carrier and code), delivered once each, replays included', async () => {
    const placed = await order();
    await t.app.jobs.runDue();
    expect(messagesFor(placed.id)).toEqual([
      expect.objectContaining({
        phone: '84909123456',
        template_id: '100001',
        tracking_id: `order:${placed.id}:zalo:placed`,
        template_data: { ma_don: String(placed.id), ten: 'Nguyễn Văn An', tong: placed.final_total },
      }),
    ]);
    const paid = () => adminCall(t.app, staff, 'POST', `/api/admin/orders/${placed.id}/mark-paid/`, { body: {} });
    expect((await paid()).status).toBe(200);
    expect((await paid()).status).toBe(409); // paid once
    expect((await transition(placed.id, { status: 'accounting_processing' })).status).toBe(200);
    expect((await transition(placed.id, { status: 'processing' })).status).toBe(200);
    const shipped = { status: 'shipped', shipping_company: 'GHN', tracking_number: 'GHN12345' };
    expect((await transition(placed.id, shipped)).status).toBe(200);
    expect((await transition(placed.id, shipped)).status).toBe(409); // a replayed click moves nothing
    expect((await transition(placed.id, { status: 'delivered' })).status).toBe(200);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const sent = messagesFor(placed.id);
    expect(sent.map((m) => m.tracking_id.split(':')[3])).toEqual([
      'placed',
      'paid',
      'confirmed',
      'shipped',
      'delivered',
    ]);
    expect(sent.find((m) => m.template_id === '100004')!.template_data).toEqual({
      ma_don: String(placed.id),
      don_vi: 'GHN',
      van_don: 'GHN12345',
    });
    expect(sent.every((m) => m.tracking_id.length <= 48)).toBe(true);
  });

  it('lists mails and Zalo messages together on the admin order, with msg_id and sent_at', async () => {
    const placed = await order();
    await t.app.jobs.runDue();
    const res = await adminCall(t.app, staff, 'GET', `/api/admin/orders/${placed.id}/`);
    const body = AdminOrder.parse(res.body);
    const zalo = body.notifications.filter((n) => n.channel === 'zalo');
    expect(zalo).toEqual([
      expect.objectContaining({ event: 'placed', status: 'sent', attempts: 1, reason: null, to: '84909123456' }),
    ]);
    expect(zalo[0]!.msg_id).toBe(messagesFor(placed.id)[0]!.msg_id);
    expect(zalo[0]!.sent_at).not.toBeNull();
    expect(body.notifications.some((n) => n.channel === 'email' && n.event === 'placed')).toBe(true);
  });

  it('an event without a template id sends nothing', async () => {
    await useTemplates(t.db, { templates: { placed: { template_id: '', params: {} } } });
    try {
      const placed = await order();
      expect(await zaloJobsOf(t.db, placed.id)).toEqual([]);
    } finally {
      await useTemplates(t.db);
    }
  });
});

describe('failures', () => {
  it('refreshes on -124 with the rotated token, stores the new pair, and sends once', async () => {
    await order();
    await t.app.jobs.runDue(); // the first refresh (the seed) happened here or before
    const before = peer.refreshes.length;
    const [stored] = await t.db.select().from(zaloTokens);
    peer.failNext('expire-access');
    const placed = await order();
    await t.app.jobs.runDue();
    expect(messagesFor(placed.id)).toHaveLength(1);
    expect(peer.refreshes.slice(before)).toEqual([{ refresh_token: stored!.refreshToken, ok: true }]);
    const [after] = await t.db.select().from(zaloTokens);
    expect(after!.refreshToken).toBe(peer.liveRefreshToken());
    expect(after!.refreshToken).not.toBe(stored!.refreshToken);
  });

  it('retries a transient failure with back-off, keeping the reason meanwhile', async () => {
    peer.failNext('http-502');
    const placed = await order();
    await t.app.jobs.runDue();
    let [job] = await zaloJobsOf(t.db, placed.id);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.lastError).toContain('HTTP 502');
    expect(messagesFor(placed.id)).toHaveLength(0);
    await dueNow(t.db);
    await t.app.jobs.runDue();
    [job] = await zaloJobsOf(t.db, placed.id);
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    expect(messagesFor(placed.id)).toHaveLength(1);
  });

  it('keeps a message that keeps failing as failed with its reason', async () => {
    const placed = await order();
    const [job] = await zaloJobsOf(t.db, placed.id);
    await t.db.update(jobs).set({ maxAttempts: 2 }).where(eq(jobs.id, job!.id));
    peer.failNext('zns-error', 'zns-error');
    await t.app.jobs.runDue();
    await dueNow(t.db);
    await t.app.jobs.runDue();
    const res = await adminCall(t.app, staff, 'GET', `/api/admin/orders/${placed.id}/`);
    const zalo = AdminOrder.parse(res.body).notifications.find((n) => n.channel === 'zalo');
    expect(zalo).toMatchObject({ status: 'failed', attempts: 2, reason: 'Zalo -100: Unknown error, please try again' });
  });

  it("fails at once, with Zalo's answer, a message whose template data Zalo refuses (no retries)", async () => {
    // A template saved before the settings checked it against Zalo: its required `ten` and `tong` are not mapped.
    await useTemplates(t.db, { templates: { placed: { template_id: '100001', params: { ma_don: 'order_id' } } } });
    try {
      const placed = await order();
      await t.app.jobs.runDue();
      const [job] = await zaloJobsOf(t.db, placed.id);
      expect(job).toMatchObject({ status: 'failed', attempts: 1 });
      expect(job!.lastError).toBe('Zalo -112: Template data invalid: ten is required');
      expect(messagesFor(placed.id)).toHaveLength(0);
    } finally {
      await useTemplates(t.db);
    }
  });

  it('fails a message whose try died mid-call rather than send it twice', async () => {
    const placed = await order();
    const [job] = await zaloJobsOf(t.db, placed.id);
    // What a kill -9 leaves: try 1 marked in flight, the job running with its lease run out.
    await t.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: 1,
        lockedUntil: new Date(Date.now() - 1000),
        payload: { ...job!.payload, in_flight: 1 },
      })
      .where(eq(jobs.id, job!.id));
    await t.app.jobs.runDue();
    const [after] = await zaloJobsOf(t.db, placed.id);
    expect(after).toMatchObject({ status: 'failed', lastError: IN_FLIGHT_LOST });
    expect(messagesFor(placed.id)).toHaveLength(0);
  });
});

describe('who gets it', () => {
  it('nothing for a shopper who turned Zalo off; the switch is on /api/users/me/', async () => {
    const other = await signUp(t.app);
    expect((await call(t.app, 'GET', '/api/users/me/', { token: other.tokens.access })).body).toMatchObject({
      zalo_notifications: true,
    });
    const off = await call(t.app, 'PATCH', '/api/users/me/', {
      token: other.tokens.access,
      body: { zalo_notifications: false },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ zalo_notifications: false });
    expect(
      (await call(t.app, 'PATCH', '/api/users/me/', { token: other.tokens.access, body: { zalo_notifications: 'no' } }))
        .status,
    ).toBe(400);
    const placed = await order({}, other);
    expect((await transition(placed.id, { status: 'cancelled', note: 'Hết hàng' })).status).toBe(200);
    expect(await zaloJobsOf(t.db, placed.id)).toEqual([]);
  });

  it('a guest with a phone only gets Zalo messages and no mail', async () => {
    const guest = await signUp(t.app, { email: '0987654321@guest.local' });
    const placed = await order({ email: '0987654321@guest.local', phone_number: '0987 654 321' }, guest);
    expect((await transition(placed.id, { status: 'cancelled', note: 'Khách đổi ý' })).status).toBe(200);
    await t.app.jobs.runDue();
    const sent = messagesFor(placed.id);
    expect(sent.map((m) => [m.phone, m.template_id])).toEqual([
      ['84987654321', '100001'],
      ['84987654321', '100006'],
    ]);
    expect(sent[1]!.template_data).toMatchObject({ ly_do: 'Khách đổi ý' });
    const res = await adminCall(t.app, staff, 'GET', `/api/admin/orders/${placed.id}/`);
    expect(AdminOrder.parse(res.body).notifications.map((n) => n.channel)).toEqual(['zalo', 'zalo']);
  });
});

describe('resend', () => {
  it('queues the message again under a new tracking_id, audited; 404 for another order’s message', async () => {
    const placed = await order();
    await t.app.jobs.runDue();
    const [job] = await zaloJobsOf(t.db, placed.id);
    const res = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${placed.id}/zalo/${job!.id}/resend/`);
    expect(res.status).toBe(201);
    expect(OrderNotification.parse(res.body)).toMatchObject({ channel: 'zalo', event: 'placed', status: 'queued' });
    await t.app.jobs.runDue();
    const sent = messagesFor(placed.id);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.tracking_id).toMatch(new RegExp(`^order:${placed.id}:zalo:placed:r[0-9a-f]{8}$`));
    const audit = await adminCall(t.app, staff, 'GET', `/api/admin/audit/?target_type=order&target_id=${placed.id}`);
    expect(JSON.stringify(audit.body)).toContain('order.zalo_resend');
    const other = await order();
    expect(
      (await adminCall(t.app, staff, 'POST', `/api/admin/orders/${other.id}/zalo/${job!.id}/resend/`)).status,
    ).toBe(404);
    expect(
      (await adminCall(t.app, shopper, 'POST', `/api/admin/orders/${placed.id}/zalo/${job!.id}/resend/`)).status,
    ).toBe(403);
  });
});

describe('resend and the shopper’s choice', () => {
  it('refuses (409, in Vietnamese) to resend to a shopper who has turned Zalo off since, and queues nothing', async () => {
    const other = await signUp(t.app);
    const placed = await order({}, other);
    await t.app.jobs.runDue();
    const [job] = await zaloJobsOf(t.db, placed.id);
    const off = await call(t.app, 'PATCH', '/api/users/me/', {
      token: other.tokens.access,
      body: { zalo_notifications: false },
    });
    expect(off.status).toBe(200);
    const res = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${placed.id}/zalo/${job!.id}/resend/`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: 'Khách hàng đã tắt nhận tin Zalo nên không gửi lại tin này.' });
    expect(await zaloJobsOf(t.db, placed.id)).toHaveLength(1);
    await t.app.jobs.runDue();
    expect(messagesFor(placed.id)).toHaveLength(1);
  });
});

describe('a refused refresh pauses sending', () => {
  it('defers messages without counting tries, and the dashboard’s status says why', async () => {
    peer.authoriseAgain(); // the shop's stored refresh token no longer works
    peer.failNext('expire-access');
    const placed = await order();
    await t.app.jobs.runDue();
    const [job] = await zaloJobsOf(t.db, placed.id);
    expect(job).toMatchObject({ status: 'queued', attempts: 0 });
    expect(job!.lastError).toContain('-14014');
    const refreshes = peer.refreshes.length;
    await dueNow(t.db);
    await t.app.jobs.runDue();
    expect(peer.refreshes.length).toBe(refreshes); // paused: no more refreshes burnt
    const status = ZaloStatus.parse((await adminCall(t.app, staff, 'GET', '/api/admin/zalo/status/')).body);
    expect(status).toMatchObject({ enabled: true, paused: true });
    expect(status.waiting).toBeGreaterThanOrEqual(1);
    expect(status.reason).toContain('-14014');
  });
});
