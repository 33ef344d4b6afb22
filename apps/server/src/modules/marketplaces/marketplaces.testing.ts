// Test support for the marketplaces (DESIGN §16): both protocol peers, the real app on a real port (the peers post
// their webhooks to it, signed over PUBLIC_URL + path), a shop linked through the real callback, and link rows put
// straight into marketplace_links (the links area makes them in the shop).
import { createServer } from 'node:net';
import type { MarketplaceChannel } from '@shop/domain/order-source';
import { and, eq, isNull } from 'drizzle-orm';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { productVariants, products } from '../../db/schema/catalog';
import { marketplaceLinks } from '../../db/schema/marketplaces';
import { buildTestApp } from '../../testing/test-app';
import { type ShopeePeer, startShopeePeer } from '../../testing/shopee-peer';
import { type TikTokPeer, startTikTokPeer } from '../../testing/tiktok-peer';
import type { SignedUp } from '../auth/auth.testing';
import { adminCall } from '../../testing/staff.testing';

export const SHOPEE_KEYS = { partnerId: 2_001_234, partnerKey: 'shpk-test-partner-key-0123456789' };
export const TIKTOK_KEYS = { appKey: 'tt-test-app-key', appSecret: 'tt-test-app-secret-0123456789' };

/** A port the OS says is free now (the app's PUBLIC_URL must name it before it listens). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The Shopee and TikTok peers, and the env that points the shop at them. */
export async function startMarketplacePeers(publicUrl: string) {
  const shopee = await startShopeePeer(SHOPEE_KEYS);
  const tiktok = await startTikTokPeer({ ...TIKTOK_KEYS, redirect: `${publicUrl}/api/marketplaces/tiktok/callback/` });
  const env = {
    SHOPEE_PARTNER_ID: String(SHOPEE_KEYS.partnerId),
    SHOPEE_PARTNER_KEY: SHOPEE_KEYS.partnerKey,
    SHOPEE_BASE_URL: shopee.url,
    TIKTOK_APP_KEY: TIKTOK_KEYS.appKey,
    TIKTOK_APP_SECRET: TIKTOK_KEYS.appSecret,
    TIKTOK_BASE_URL: tiktok.url,
    TIKTOK_AUTH_BASE_URL: tiktok.url,
  };
  return {
    shopee,
    tiktok,
    env,
    peer: (channel: MarketplaceChannel): ShopeePeer | TikTokPeer => (channel === 'shopee' ? shopee : tiktok),
    close: async () => {
      await shopee.close();
      await tiktok.close();
    },
  };
}

/**
 * The real app on a free port with both marketplaces on (and whatever else `env` turns on); the job worker stopped
 * (tests run due jobs).
 */
export async function marketplaceTestApp(env: Record<string, string> = {}) {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const peers = await startMarketplacePeers(publicUrl);
  const t = await buildTestApp({ env: { ...env, ...peers.env, PUBLIC_URL: publicUrl } });
  await t.app.listen({ port, host: '127.0.0.1' });
  return {
    ...t,
    peers,
    publicUrl,
    webhookUrl: (channel: MarketplaceChannel) => `${publicUrl}/api/webhooks/${channel}/`,
    close: async () => {
      await t.close();
      await peers.close();
    },
  };
}

export type MarketplaceTestApp = Awaited<ReturnType<typeof marketplaceTestApp>>;

let unitSeq = 100;
/** A marketplace item id no other test's unit has. */
export const nextUnitId = () => String(++unitSeq);

/** Our item linked to a fresh unit of the marketplace: the line to put in a peer order. */
export async function linkedUnit(
  t: MarketplaceTestApp,
  channel: MarketplaceChannel,
  item: { productId: number; variantId: number | null },
  sku = `SKU-${unitSeq + 1}`,
) {
  const itemId = nextUnitId();
  const unit = { itemId, modelId: channel === 'tiktok' || item.variantId ? `${itemId}1` : null, sku };
  t.peers.peer(channel).addItem({ ...unit, name: sku });
  await linkItem(t.db, channel, unit, item);
  return unit;
}

/** The peer's webhook for the order, answered 200, and the queued re-reads run. */
export async function hinted(t: MarketplaceTestApp, channel: MarketplaceChannel, id: string, times = 1) {
  for (let i = 0; i < times; i++) {
    const status = await t.peers.peer(channel).sendOrderWebhook(t.webhookUrl(channel), id);
    if (status !== 200) throw new Error(`the ${channel} webhook answered ${status}`);
  }
  await t.app.jobs.runDue();
}

/**
 * The admin's "Kết nối": the connect URL opened at the peer, which authorises at once and sends the browser back to
 * the shop's callback; that request made. The callback's answer (a redirect to the marketplaces screen) and its
 * query as the peer sent it.
 */
export async function linkShop(app: App, admin: SignedUp, channel: MarketplaceChannel) {
  const connect = await adminCall(app, admin, 'POST', `/api/admin/marketplaces/${channel}/connect/`);
  if (connect.status !== 200) throw new Error(`connect: ${connect.status} ${JSON.stringify(connect.body)}`);
  const back = await fetch((connect.body as { url: string }).url, { redirect: 'manual' });
  // A redirect (TikTok's page), or a page that sends the browser on (Shopee's: a meta refresh).
  const page = back.headers.get('location') ? '' : await back.text();
  const location = back.headers.get('location') ?? /url=([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
  if (!location) throw new Error(`the peer did not send the seller back: ${back.status} ${page}`);
  const callback = new URL(location);
  const res = await app.inject({ method: 'GET', url: callback.pathname + callback.search });
  return { status: res.statusCode, location: res.headers.location as string, query: callback.searchParams };
}

/** The outcome the callback sends the browser to: `connected=<channel>` or `error=<message>`. */
export const outcomeOf = (location: string) => new URL(location, 'http://x').searchParams;

/** A marketplace unit linked to our product (own stock) or variant, as the links area would write it. */
export async function linkItem(
  db: Db,
  channel: MarketplaceChannel,
  unit: { itemId: string; modelId: string | null; sku: string },
  to: { productId: number; variantId: number | null },
) {
  const externalId = unit.modelId ? `${unit.itemId}:${unit.modelId}` : unit.itemId;
  await db.insert(marketplaceLinks).values({
    channel,
    externalId,
    itemId: unit.itemId,
    modelId: unit.modelId,
    externalSku: unit.sku,
    name: unit.sku,
    productId: to.productId,
    variantId: to.variantId,
    linkedBy: 'hand',
  });
  return externalId;
}

/** Active demo products: some without variants (own stock) and some variants. */
export async function demoItems(db: Db) {
  const own = await db
    .select({ productId: products.id })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.isActive, true), isNull(productVariants.id)))
    .limit(3);
  const variants = await db
    .select({ productId: productVariants.productId, variantId: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.isActive, true), eq(products.isActive, true)))
    .limit(2);
  return {
    own: own.map((p) => ({ productId: p.productId, variantId: null })),
    variants: variants.map((v) => ({ productId: v.productId, variantId: v.variantId as number | null })),
  };
}
