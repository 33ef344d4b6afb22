// The crash test's marketplace part (DESIGN §16 "each marketplace order becomes one order, once"): Shopee and TikTok
// peers place and move orders on one shelf while their webhooks and "Đồng bộ ngay" pull them in, and the shop is
// killed with kill -9 mid-import, restarted, several times; then a last pull. Every marketplace order must be one
// order, at the status its marketplace's says, and the shelf exact: reserved = what the live unshipped orders hold,
// on hand down by what shipped, the public stock and the ledger down by what the live orders took.
import type { ChildProcess } from 'node:child_process';
import type { MarketplaceChannel } from '@shop/domain/order-source';
import { marketplaceSteps, marketplaceTarget } from '@shop/domain/marketplace.rules';
import { type OrderStatus } from '@shop/domain/order-status';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { marketplaceLinks } from '../src/db/schema/marketplaces';
import { catalogueLocation } from '../src/modules/stock/stock.service';
import { levelOf, setShelf } from '../src/modules/stock/stock.testing';
import type { MarketplacePeer } from '../src/testing/marketplace-peer';
import { startShopeePeer } from '../src/testing/shopee-peer';
import { startTikTokPeer } from '../src/testing/tiktok-peer';
import type { CheckResult } from './crash-checks';
import { CRASH_ADMIN } from './crash-till';

const SHELF = 500;
const KEYS = {
  shopee: { partnerId: 3_000_001, partnerKey: 'crash-shopee-partner-key' },
  tiktok: { appKey: 'crash-tiktok-app', appSecret: 'crash-tiktok-secret' },
};
/** Each channel's way forward, and its cancel. */
const FLOW: Record<MarketplaceChannel, { line: string[]; cancel: string }> = {
  shopee: { line: ['UNPAID', 'READY_TO_SHIP', 'SHIPPED', 'COMPLETED'], cancel: 'CANCELLED' },
  tiktok: { line: ['UNPAID', 'AWAITING_SHIPMENT', 'IN_TRANSIT', 'DELIVERED'], cancel: 'CANCELLED' },
};

export interface MarketplaceCrashDeps {
  base: string;
  cycles: number;
  open: () => Promise<Database>;
  start: (extraEnv: Record<string, string>) => ChildProcess;
  waitReady: (child: ChildProcess) => Promise<void>;
  kill: (child: ChildProcess) => Promise<void>;
}

interface Placed {
  channel: MarketplaceChannel;
  unit: { itemId: string; modelId: string | null; sku: string };
  /** The order's status on the marketplace and its quantity. */
  orders: Map<string, { status: string; quantity: number }>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** One product on a known shelf at the marketplaces' location, linked from a unit on each marketplace. */
async function prepare(deps: MarketplaceCrashDeps, placed: Placed[]) {
  const database = await deps.open();
  try {
    const [product] = await rows<{ id: number }>(
      database,
      sql`SELECT p.id FROM products p WHERE p.is_active AND NOT EXISTS
        (SELECT 1 FROM product_variants v WHERE v.product_id = p.id) ORDER BY p.id DESC LIMIT 1`,
    );
    const item = { productId: product!.id, variantId: null };
    const location = await catalogueLocation(database.db);
    await setShelf(database.db, item, SHELF, location);
    for (const p of placed) {
      await database.db.insert(marketplaceLinks).values({
        channel: p.channel,
        externalId: p.unit.modelId ? `${p.unit.itemId}:${p.unit.modelId}` : p.unit.itemId,
        itemId: p.unit.itemId,
        modelId: p.unit.modelId,
        externalSku: p.unit.sku,
        productId: item.productId,
        linkedBy: 'hand',
      });
    }
    const [stock] = await rows<{ stock: number; ledger: number }>(
      database,
      sql`SELECT stock, (SELECT coalesce(max(id), 0)::int FROM stock_movements) AS ledger
        FROM products WHERE id = ${item.productId}`,
    );
    return { item, location, level: await levelOf(database.db, item, location), ...stock! };
  } finally {
    await database.close();
  }
}

async function call(base: string, method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    redirect: 'manual',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, location: res.headers.get('location'), body: await res.json().catch(() => null) };
}

/** "Kết nối" end to end: the connect URL, the peer's page sending the seller back, the shop's callback. */
async function link(base: string, token: string, channel: MarketplaceChannel) {
  const connect = await call(base, 'POST', `/api/admin/marketplaces/${channel}/connect/`, token, {});
  if (connect.status !== 200) throw new Error(`connect ${channel}: ${connect.status} ${JSON.stringify(connect.body)}`);
  const page = await fetch((connect.body as { url: string }).url, { redirect: 'manual' });
  const text = page.headers.get('location') ? '' : await page.text();
  const back = page.headers.get('location') ?? /url=([^"]+)"/.exec(text)?.[1]?.replaceAll('&amp;', '&');
  const done = await fetch(back!, { redirect: 'manual' });
  if (!done.headers.get('location')?.includes(`connected=${channel}`)) {
    throw new Error(`linking ${channel}: ${done.headers.get('location')}`);
  }
}

/** New orders, and a step forward (or a cancel) for some earlier ones, each told to the shop by its webhook. */
async function trade(peer: MarketplacePeer, p: Placed, target: string, n: number) {
  const changed: string[] = [];
  for (let i = 0; i < n; i++) {
    const quantity = 1 + Math.floor(Math.random() * 3);
    const status = pick(FLOW[p.channel].line.slice(0, 2));
    const line = { ...p.unit, name: 'Hàng thử', quantity, unitPrice: 20_000 };
    const id = peer.putOrder({ status, lines: [line] });
    p.orders.set(id, { status, quantity });
    changed.push(id);
  }
  for (const [id, order] of [...p.orders].filter(() => Math.random() < 0.4)) {
    const at = FLOW[p.channel].line.indexOf(order.status);
    if (at < 0 || at === FLOW[p.channel].line.length - 1) continue;
    order.status = at < 2 && Math.random() < 0.25 ? FLOW[p.channel].cancel : FLOW[p.channel].line[at + 1]!;
    peer.setStatus(id, order.status);
    changed.push(id);
  }
  // The webhooks race each other (and the kill); a refused connection is a webhook the poll makes up for.
  await Promise.all(changed.map((id) => peer.sendOrderWebhook(target, id).catch(() => 0)));
}

/** Our status the marketplace's asks for, walking from a new order's `pending`. */
function expected(status: string): OrderStatus {
  return marketplaceSteps('pending', marketplaceTarget(status)).at(-1) ?? 'pending';
}

/** Every marketplace order one order at its marketplace's status; the shelf, the public stock and the ledger exact. */
async function check(deps: MarketplaceCrashDeps, placed: Placed[], before: Awaited<ReturnType<typeof prepare>>) {
  const problems: string[] = [];
  const database = await deps.open();
  try {
    const found = await rows<{ source: string; mid: string; status: string; n: number }>(
      database,
      sql`SELECT source::text, marketplace_order_id AS mid, min(status::text) AS status, count(*)::int AS n
        FROM orders WHERE marketplace_order_id IS NOT NULL GROUP BY source, marketplace_order_id`,
    );
    const ours = new Map(found.map((r) => [`${r.source}:${r.mid}`, r]));
    let live = 0;
    let shipped = 0;
    for (const p of placed) {
      for (const [id, order] of p.orders) {
        const row = ours.get(`${p.channel}:${id}`);
        const want = expected(order.status);
        if (!row) problems.push(`${p.channel} ${id}: no order`);
        else if (row.n !== 1) problems.push(`${p.channel} ${id}: ${row.n} orders`);
        else if (row.status !== want) problems.push(`${p.channel} ${id}: ${row.status}, the marketplace says ${want}`);
        if (want !== 'cancelled') live += order.quantity;
        if (want === 'shipped' || want === 'delivered') shipped += order.quantity;
      }
    }
    if (found.length !== placed.reduce((n, p) => n + p.orders.size, 0)) {
      problems.push(`${found.length} marketplace orders kept for ${placed.map((p) => p.orders.size).join(' + ')} made`);
    }
    const level = await levelOf(database.db, before.item, before.location);
    const want = { onHand: before.level.onHand - shipped, reserved: before.level.reserved + live - shipped };
    if (level.onHand !== want.onHand || level.reserved !== want.reserved) {
      problems.push(`shelf ${JSON.stringify(level)}, expected ${JSON.stringify(want)}`);
    }
    const [now] = await rows<{ stock: number; moved: number }>(
      database,
      sql`SELECT stock, (SELECT coalesce(sum(delta), 0)::int FROM stock_movements
          WHERE product_id = ${before.item.productId} AND id > ${before.ledger}) AS moved
        FROM products WHERE id = ${before.item.productId}`,
    );
    if (now!.stock !== before.stock - live)
      problems.push(`public stock ${now!.stock}, expected ${before.stock - live}`);
    if (now!.moved !== -live) problems.push(`the ledger moved ${now!.moved}, the live orders hold ${live}`);
  } finally {
    await database.close();
  }
  return problems;
}

/** "Đồng bộ ngay" on both marketplaces; with `tries`, until each answers 200 (else once: the kill may cut it). */
async function pullAll(base: string, token: string, tries = 1) {
  for (const channel of ['shopee', 'tiktok'] as const) {
    for (let i = 0; i < tries; i++) {
      const res = await call(base, 'POST', `/api/admin/marketplaces/${channel}/sync/`, token, {}).catch(() => null);
      if (res?.status === 200) break;
      await sleep(500);
    }
  }
}

export async function marketplaceCrash(deps: MarketplaceCrashDeps): Promise<CheckResult> {
  const problems: string[] = [];
  const shopee = await startShopeePeer(KEYS.shopee);
  const tiktok = await startTikTokPeer({ ...KEYS.tiktok, redirect: `${deps.base}/api/marketplaces/tiktok/callback/` });
  const peers = { shopee, tiktok } as const;
  const placed: Placed[] = [
    { channel: 'shopee', unit: { itemId: '9001', modelId: null, sku: 'CRASH-S' }, orders: new Map() },
    { channel: 'tiktok', unit: { itemId: '9002', modelId: '90021', sku: 'CRASH-T' }, orders: new Map() },
  ];
  for (const p of placed) peers[p.channel].addItem({ ...p.unit, name: 'Hàng thử' });
  const env = {
    PUBLIC_URL: deps.base,
    SHOPEE_PARTNER_ID: String(KEYS.shopee.partnerId),
    SHOPEE_PARTNER_KEY: KEYS.shopee.partnerKey,
    SHOPEE_BASE_URL: shopee.url,
    TIKTOK_APP_KEY: KEYS.tiktok.appKey,
    TIKTOK_APP_SECRET: KEYS.tiktok.appSecret,
    TIKTOK_BASE_URL: tiktok.url,
    TIKTOK_AUTH_BASE_URL: tiktok.url,
  };
  const started: ChildProcess[] = [];
  try {
    const before = await prepare(deps, placed);
    let token = '';
    for (let cycle = 0; cycle <= deps.cycles; cycle++) {
      const child = deps.start(env);
      started.push(child);
      await deps.waitReady(child);
      token = String(
        ((await call(deps.base, 'POST', '/api/token/', null, CRASH_ADMIN)).body as { access: string }).access,
      );
      if (cycle === 0) for (const p of placed) await link(deps.base, token, p.channel);
      if (cycle === deps.cycles) break;
      // The load: orders placed and moved with their webhooks, and "Đồng bộ ngay" beside them; killed mid-flight.
      const load = Promise.all([
        ...placed.map((p) => trade(peers[p.channel], p, `${deps.base}/api/webhooks/${p.channel}/`, 15)),
        pullAll(deps.base, token),
      ]);
      await sleep(150 + Math.random() * 900);
      await deps.kill(child);
      await load;
      console.log(`  marketplace cycle ${cycle + 1}/${deps.cycles}: killed mid-import`);
    }
    // The last instance: the jobs the kills left run again (5 s lease), and one more pull once every second is over.
    await sleep(7_000);
    await pullAll(deps.base, token, 20);
    await sleep(3_000);
    for (const c of started) await deps.kill(c);
    problems.push(...(await check(deps, placed, before)));
  } catch (err) {
    problems.push(String(err));
  } finally {
    for (const c of started) await deps.kill(c);
    await shopee.close();
    await tiktok.close();
  }
  const made = placed.map((p) => `${p.orders.size} ${p.channel}`).join(', ');
  return { name: `marketplace orders imported around kill -9 (${made}): one order each, stock exact`, problems };
}
