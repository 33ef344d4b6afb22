// Test support for the marketplace links and the stock push (DESIGN §16): the counter's test shop with both
// marketplaces on against their protocol peers (Shopee's behind a proxy that can be made slow), both shops authorised
// as the admin's "Kết nối" does, an admin, and ways to read what was pushed and to run the pushes due.
import { MarketplaceLinkPage } from '@shop/domain/marketplace-links.schemas';
import type { MarketplaceChannel } from '@shop/domain/order-source';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobs, marketplaceLinks, products } from '../../db/schema/index';
import { startDelayProxy } from '../../testing/delay-proxy';
import { startShopeePeer } from '../../testing/shopee-peer';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { startTikTokPeer } from '../../testing/tiktok-peer';
import { counterWorld } from '../pos/pos.testing';
import { createMarketplaceConnections } from './marketplace-connections';
import { enabledMarketplaces } from './marketplace-providers';

export const SHOPEE_KEYS = {
  partnerId: 2006566,
  partnerKey: 'f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff00',
};
export const TIKTOK_KEYS = { appKey: 'tt_links_key', appSecret: 'tt_links_secret' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function marketplaceWorld(opts: { jobs?: { retryBaseMs: number; pollMs?: number } } = {}) {
  const shopee = await startShopeePeer({ ...SHOPEE_KEYS, shopId: '802024311' });
  const tiktok = await startTikTokPeer(TIKTOK_KEYS);
  const proxy = await startDelayProxy(shopee.url);
  const w = await counterWorld({
    env: {
      SHOPEE_PARTNER_ID: String(SHOPEE_KEYS.partnerId),
      SHOPEE_PARTNER_KEY: SHOPEE_KEYS.partnerKey,
      SHOPEE_BASE_URL: proxy.url,
      TIKTOK_APP_KEY: TIKTOK_KEYS.appKey,
      TIKTOK_APP_SECRET: TIKTOK_KEYS.appSecret,
      TIKTOK_BASE_URL: tiktok.url,
      TIKTOK_AUTH_BASE_URL: tiktok.url,
    },
    jobs: opts.jobs ?? { retryBaseMs: 100 },
  });
  const connections = createMarketplaceConnections({
    db: w.db,
    marketplaces: enabledMarketplaces(w.config.marketplaces),
  });
  await connections.connect('shopee', shopee.authorize());
  await connections.connect('tiktok', tiktok.authorize());
  const admin = await accountWithRole(w.app, w.db, 'admin');

  /** A call as the admin (or `who`). */
  const as = (who: typeof admin | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown) =>
    adminCall(w.app, who ?? undefined, method, url, body === undefined ? {} : { body });

  async function links(channel: MarketplaceChannel, query = ''): Promise<MarketplaceLinkPage> {
    const res = await as(admin, 'GET', `/api/admin/marketplaces/${channel}/links/${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return MarketplaceLinkPage.parse(res.body);
  }

  /** The push jobs not finished yet. */
  async function unfinishedPushes() {
    const [row] = await w.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(like(jobs.kind, 'marketplace.stock.%'), inArray(jobs.status, ['queued', 'running'])));
    return row!.n;
  }

  /** Runs the pushes as they fall due (their window's end, a retry's back-off) until none is left. */
  async function settle(timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await w.app.jobs.runDue();
      if ((await unfinishedPushes()) === 0) return;
      if (Date.now() > deadline) throw new Error('the marketplace pushes did not settle');
      await sleep(50);
    }
  }

  /** Gives a product without variants its own SKU (the editor's field, DESIGN §16). */
  const setSku = (productId: number, sku: string | null) =>
    w.db.update(products).set({ sku }).where(eq(products.id, productId));

  const linkRow = async (channel: MarketplaceChannel, externalId: string) =>
    (
      await w.db
        .select()
        .from(marketplaceLinks)
        .where(and(eq(marketplaceLinks.channel, channel), eq(marketplaceLinks.externalId, externalId)))
    )[0];

  return {
    ...w,
    peers: { shopee, tiktok },
    proxy,
    admin,
    as,
    links,
    settle,
    unfinishedPushes,
    setSku,
    linkRow,
    close: async () => {
      await w.close();
      await proxy.close();
      await shopee.close();
      await tiktok.close();
    },
  };
}

export type MarketplaceWorld = Awaited<ReturnType<typeof marketplaceWorld>>;
