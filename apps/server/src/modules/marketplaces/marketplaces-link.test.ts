// Linking Shopee and TikTok Shop (DESIGN §16) against their protocol peers: the card, the connect URL and the callback
// with its signed state, two instances refreshing at once, and webhooks refused for a wrong signature.
import { MARKETPLACE_MESSAGES } from '@shop/domain/marketplace.rules';
import type { MarketplaceState } from '@shop/domain/marketplace-admin.schemas';
import { MARKETPLACE_CHANNELS, type MarketplaceChannel } from '@shop/domain/order-source';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { auditLog, jobs } from '../../db/schema/index';
import { marketplaceConnections } from '../../db/schema/marketplaces';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import type { SignedUp } from '../auth/auth.testing';
import { derivedKey, openText } from '../../lib/sealed-text';
import { buildTestApp } from '../../testing/test-app';
import { connectStates } from './marketplace-connect-state';
import { createMarketplaceConnections } from './marketplace-connections';
import { MARKETPLACE_ORDER_JOB } from './marketplace-orders';
import { createShopeeProvider } from './shopee-provider';
import { createTikTokProvider } from './tiktok-provider';
import { SHOPEE_KEYS, TIKTOK_KEYS, linkShop, marketplaceTestApp, outcomeOf } from './marketplaces.testing';

let t: Awaited<ReturnType<typeof marketplaceTestApp>>;
let admin: SignedUp;
let staff: SignedUp;

beforeAll(async () => {
  t = await marketplaceTestApp();
  admin = await accountWithRole(t.app, t.db, 'admin');
  staff = await accountWithRole(t.app, t.db, 'staff');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const cards = async () => (await adminCall(t.app, admin, 'GET', '/api/admin/marketplaces/')).body as MarketplaceState[];
const connectionOf = async (channel: MarketplaceChannel) =>
  (await t.db.select().from(marketplaceConnections).where(eq(marketplaceConnections.channel, channel)))[0];
const callbackWith = (channel: MarketplaceChannel, query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/marketplaces/${channel}/callback/?${new URLSearchParams(query)}` });

describe('the marketplaces card', () => {
  it('lists both marketplaces to admins, on and not linked; staff are refused', async () => {
    expect(await cards()).toEqual(
      MARKETPLACE_CHANNELS.map((channel) => ({
        channel,
        enabled: true,
        linked: false,
        shop_id: null,
        shop_name: null,
        token_expires_at: null,
        last_sync_at: null,
        last_error: null,
      })),
    );
    expect((await adminCall(t.app, staff, 'GET', '/api/admin/marketplaces/')).status).toBe(403);
    expect((await adminCall(t.app, staff, 'POST', '/api/admin/marketplaces/shopee/connect/')).status).toBe(403);
    expect((await adminCall(t.app, undefined, 'GET', '/api/admin/marketplaces/')).status).toBe(401);
  });

  it('"Đồng bộ ngay" before a shop is linked is a 409 saying so; an unknown marketplace a 400', async () => {
    const res = await adminCall(t.app, staff, 'POST', '/api/admin/marketplaces/tiktok/sync/');
    expect(res).toMatchObject({ status: 409, body: { detail: MARKETPLACE_MESSAGES.notLinked('tiktok') } });
    expect((await adminCall(t.app, staff, 'POST', '/api/admin/marketplaces/lazada/sync/')).status).toBe(400);
  });
});

describe('linking through the callback', () => {
  it('refuses a callback whose state is missing, forged, for the other marketplace, or expired', async () => {
    const { code, shopId } = t.peers.shopee.authorize();
    const shopee = connectStates('shopee', SHOPEE_KEYS.partnerKey);
    const forged = connectStates('shopee', 'not-the-partner-key').sign(admin.user.id);
    const otherMarketplace = connectStates('tiktok', TIKTOK_KEYS.appSecret).sign(admin.user.id);
    const expired = shopee.sign(admin.user.id, Date.now() - 16 * 60_000);
    const tampered = shopee.sign(admin.user.id).replace(/^\d+/, (s) => String(Number(s) + 3600));
    for (const state of [undefined, forged, otherMarketplace, expired, tampered, 'a.b.c.d']) {
      const res = await callbackWith('shopee', { code, shop_id: shopId!, ...(state ? { state } : {}) });
      expect(res.statusCode).toBe(302);
      expect(outcomeOf(res.headers.location as string).get('error')).toBe(MARKETPLACE_MESSAGES.stateInvalid);
    }
    expect(await connectionOf('shopee')).toBeUndefined();
    // The code was never spent: a good state with it links.
    const res = await callbackWith('shopee', { code, shop_id: shopId!, state: shopee.sign(admin.user.id) });
    expect(outcomeOf(res.headers.location as string).get('connected')).toBe('shopee');
    await t.db.delete(marketplaceConnections);
  });

  it.each(MARKETPLACE_CHANNELS)(
    'links %s: the state checked, the shop stored, audited as the admin, a poll queued',
    async (channel) => {
      const linked = await linkShop(t.app, admin, channel);
      expect(linked.status).toBe(302);
      expect(linked.location).toBe(`/admin/marketplaces?connected=${channel}`);
      expect(linked.query.get('state')).toBeTruthy();
      const row = (await connectionOf(channel))!;
      expect(row.shopId).toBe(t.peers.peer(channel).shopId);
      const card = (await cards()).find((c) => c.channel === channel)!;
      expect(card).toMatchObject({ enabled: true, linked: true, shop_id: row.shopId, last_error: null });
      expect(card.token_expires_at).not.toBeNull();
      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'settings.marketplace_connect'), eq(auditLog.actorId, admin.user.id)))
        .orderBy(auditLog.id);
      expect(audit).toBeDefined();
      const [queued] = await t.db.select({ n: count() }).from(jobs).where(eq(jobs.kind, 'marketplace.poll'));
      expect(queued!.n).toBeGreaterThan(0);
    },
  );

  it('a code spent already is an error on the screen, and the link stays as it was', async () => {
    const before = (await connectionOf('shopee'))!;
    const { code, shopId } = t.peers.shopee.authorize();
    const state = connectStates('shopee', SHOPEE_KEYS.partnerKey).sign(admin.user.id);
    await callbackWith('shopee', { code, shop_id: shopId!, state });
    const again = await callbackWith('shopee', { code, shop_id: shopId!, state });
    expect(outcomeOf(again.headers.location as string).get('error')).toMatch(/^Không kết nối được Shopee: /);
    expect((await connectionOf('shopee'))!.shopId).toBe(before.shopId);
  });
});

describe('two instances refreshing at once', () => {
  // Each instance builds its own, as the app does from the same config: the same secret opens the stored tokens.
  const enabledOf = (channel: MarketplaceChannel) => [
    channel === 'shopee'
      ? {
          provider: createShopeeProvider({ ...SHOPEE_KEYS, baseUrl: t.peers.shopee.url }),
          secret: SHOPEE_KEYS.partnerKey,
        }
      : {
          provider: createTikTokProvider({
            ...TIKTOK_KEYS,
            baseUrl: t.peers.tiktok.url,
            authBaseUrl: t.peers.tiktok.url,
          }),
          secret: TIKTOK_KEYS.appSecret,
        },
  ];

  it.each(MARKETPLACE_CHANNELS)(
    '%s: keep one working token, the one-use refresh token spent once and the pair stored before use',
    async (channel) => {
      // Another instance: its own connection object, over its own pool on PostgreSQL (the same database).
      let second: Database | undefined;
      if (t.databaseUrl) second = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: null });
      try {
        const peer = t.peers.peer(channel);
        const a = createMarketplaceConnections({ db: t.db, marketplaces: enabledOf(channel) });
        const b = createMarketplaceConnections({ db: second?.db ?? t.db, marketplaces: enabledOf(channel) });
        const refreshesBefore = peer.refreshCount();
        peer.expireAccessToken();
        const now = new Date();
        const read = (c: typeof a) =>
          c.withShop(channel, (p, auth) => p.listUpdatedOrders(auth, new Date(now.getTime() - 60_000), now));
        const results = await Promise.allSettled([read(a), read(b), read(a), read(b)]);
        expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
        expect(peer.refreshCount()).toBe(refreshesBefore + 1);
        const row = (await connectionOf(channel))!;
        if (channel === 'shopee') {
          // Sealed at rest: the live refresh token opens from the row with Shopee's secret, and isn't in it as such.
          const live = t.peers.shopee.liveRefreshToken();
          expect(row.refreshToken).not.toContain(live);
          const key = derivedKey(SHOPEE_KEYS.partnerKey, 'marketplace-tokens:shopee');
          expect(openText({ current: key }, row.refreshToken).text).toBe(live);
        }
        // Both instances go on with the stored pair, and no second refresh is asked for.
        await expect(read(b)).resolves.toBeDefined();
        await expect(read(a)).resolves.toBeDefined();
        expect(peer.refreshCount()).toBe(refreshesBefore + 1);
      } finally {
        await second?.close();
      }
    },
  );
});

describe('webhooks', () => {
  it.each(MARKETPLACE_CHANNELS)('%s: a forged signature is a 401 and queues nothing', async (channel) => {
    const peer = t.peers.peer(channel);
    const line = { itemId: '1', modelId: '11', sku: 'X', name: 'X', quantity: 1, unitPrice: 1000 };
    const id = peer.putOrder({ status: channel === 'shopee' ? 'READY_TO_SHIP' : 'AWAITING_SHIPMENT', lines: [line] });
    const before = await t.db.select({ n: count() }).from(jobs).where(eq(jobs.kind, MARKETPLACE_ORDER_JOB));
    expect(await peer.sendOrderWebhook(t.webhookUrl(channel), id, { forge: true })).toBe(401);
    const unsigned = await fetch(t.webhookUrl(channel), { method: 'POST', body: '{"code":3}' });
    expect(unsigned.status).toBe(401);
    const after = await t.db.select({ n: count() }).from(jobs).where(eq(jobs.kind, MARKETPLACE_ORDER_JOB));
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it.each(MARKETPLACE_CHANNELS)('%s: a good one answers an empty 200 and queues one re-read', async (channel) => {
    const peer = t.peers.peer(channel);
    const line = { itemId: '2', modelId: '21', sku: 'Y', name: 'Y', quantity: 1, unitPrice: 1000 };
    const id = peer.putOrder({ status: 'UNPAID', lines: [line] });
    const res = await fetch(t.webhookUrl(channel), { method: 'POST' }).catch(() => null);
    expect(res?.status).toBe(401);
    expect(await peer.sendOrderWebhook(t.webhookUrl(channel), id)).toBe(200);
    const queued = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, MARKETPLACE_ORDER_JOB), eq(jobs.ref, `marketplace:${channel}:${id}`)));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toEqual({ channel, orderId: id });
  });
});

describe('a marketplace without keys', () => {
  it('is listed off, refuses connect and sync with a clear 409, and its webhook with a 401', async () => {
    const off = await buildTestApp({ seedDemo: false });
    try {
      const owner = await accountWithRole(off.app, off.db, 'admin');
      const listed = (await adminCall(off.app, owner, 'GET', '/api/admin/marketplaces/')).body as MarketplaceState[];
      expect(listed.map((c) => [c.channel, c.enabled, c.linked])).toEqual([
        ['shopee', false, false],
        ['tiktok', false, false],
      ]);
      for (const channel of MARKETPLACE_CHANNELS) {
        const connect = await adminCall(off.app, owner, 'POST', `/api/admin/marketplaces/${channel}/connect/`);
        expect(connect).toMatchObject({ status: 409, body: { detail: MARKETPLACE_MESSAGES.off(channel) } });
        const sync = await adminCall(off.app, owner, 'POST', `/api/admin/marketplaces/${channel}/sync/`);
        expect(sync).toMatchObject({ status: 409, body: { detail: MARKETPLACE_MESSAGES.off(channel) } });
        const hook = await off.app.inject({ method: 'POST', url: `/api/webhooks/${channel}/`, payload: '{}' });
        expect(hook.statusCode).toBe(401);
      }
      const setup = (await adminCall(off.app, owner, 'GET', '/api/admin/setup/')).body as {
        key: string;
        status: string;
      }[];
      expect(setup.filter((i) => i.key.startsWith('marketplaces.')).map((i) => i.status)).toEqual([
        'missing',
        'missing',
      ]);
    } finally {
      await off.close();
    }
  }, 180_000);
});
