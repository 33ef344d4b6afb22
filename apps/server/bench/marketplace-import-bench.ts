// `npm run bench:marketplace`: marketplace orders in (DESIGN §16) on PostgreSQL, against the Shopee and TikTok peers.
// 1. Webhook answers: BENCH_WEBHOOKS signed pushes per marketplace (default 500), one after another and then
//    BENCH_CONCURRENCY at a time (default 8): p50/p99 of the answer (verify + queue the re-read; budget 50 ms).
// 2. The poll: BENCH_ORDERS orders per marketplace (default 1000; 1–3 lines of linked products, mostly ready to ship,
//    some shipped or cancelled) read and imported by "Đồng bộ ngay" (budget 60 s per 1,000).
// A fresh database with the demo catalogue; BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
// Not part of CI.
import type { MarketplaceChannel } from '@shop/domain/order-source';
import { and, count, eq, isNull } from 'drizzle-orm';
import { orders, productVariants, products } from '../src/db/schema/index';
import { catalogueLocation } from '../src/modules/stock/stock.service';
import { setShelf } from '../src/modules/stock/stock.testing';
import { shopeePushSignature } from '../src/modules/marketplaces/shopee-wire';
import { tiktokWebhookSign } from '../src/modules/marketplaces/tiktok-wire';
import {
  SHOPEE_KEYS,
  TIKTOK_KEYS,
  linkItem,
  linkShop,
  marketplaceTestApp,
} from '../src/modules/marketplaces/marketplaces.testing';
import { accountWithRole, adminCall } from '../src/testing/staff.testing';

process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WEBHOOKS = Number(process.env.BENCH_WEBHOOKS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const CHANNELS = ['shopee', 'tiktok'] as const;

const t = await marketplaceTestApp();
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** A signed order-status push for `orderId`, as the marketplace sends it. */
function push(channel: MarketplaceChannel, orderId: string, n: number) {
  const url = t.webhookUrl(channel);
  if (channel === 'shopee') {
    const body = JSON.stringify({
      shop_id: 880001,
      code: 3,
      timestamp: n,
      data: { ordersn: orderId, status: 'UNPAID' },
    });
    return { url, body, authorization: shopeePushSignature(SHOPEE_KEYS.partnerKey, url, body) };
  }
  const body = JSON.stringify({
    type: 1,
    shop_id: '1',
    timestamp: n,
    data: { order_id: orderId, order_status: 'UNPAID' },
  });
  return { url, body, authorization: tiktokWebhookSign(TIKTOK_KEYS.appKey, TIKTOK_KEYS.appSecret, body) };
}

async function timedPush(channel: MarketplaceChannel, n: number): Promise<number> {
  const { url, body, authorization } = push(channel, `BENCH-${channel}-${n}`, n);
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body,
  });
  await res.arrayBuffer();
  const took = performance.now() - started;
  if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
  return took;
}

async function webhookLatency(channel: MarketplaceChannel, offset: number) {
  const serial: number[] = [];
  for (let i = 0; i < WEBHOOKS; i++) serial.push(await timedPush(channel, offset + i));
  const parallel: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < WEBHOOKS) parallel.push(await timedPush(channel, offset + WEBHOOKS + next++));
    }),
  );
  for (const [label, times] of [
    ['one at a time', serial],
    [`${CONCURRENCY} at a time`, parallel],
  ] as const) {
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`  ${channel} webhook, ${label}: p50 ${ms(quantile(sorted, 0.5))}, p99 ${ms(quantile(sorted, 0.99))}`);
  }
}

/** Linked units over a handful of products (own stock and variants), each shelf deep enough for every order. */
async function units(channel: MarketplaceChannel) {
  const location = await catalogueLocation(t.db);
  const own = await t.db
    .select({ productId: products.id })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.isActive, true), isNull(productVariants.id)))
    .limit(6);
  const variants = await t.db
    .select({ productId: productVariants.productId, variantId: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.isActive, true))
    .limit(4);
  const items = [...own.map((p) => ({ ...p, variantId: null as number | null })), ...variants];
  const linked = [];
  for (const [i, item] of items.entries()) {
    await setShelf(t.db, item, 100_000, location);
    const unit = { itemId: `${channel === 'shopee' ? 7 : 8}00${i}`, modelId: `${i}1`, sku: `B-${channel}-${i}` };
    t.peers.peer(channel).addItem({ ...unit, name: unit.sku });
    await linkItem(t.db, channel, unit, item);
    linked.push(unit);
  }
  return linked;
}

async function pollImport(channel: MarketplaceChannel, admin: Awaited<ReturnType<typeof accountWithRole>>) {
  const linked = await units(channel);
  const peer = t.peers.peer(channel);
  const statuses =
    channel === 'shopee'
      ? ['READY_TO_SHIP', 'READY_TO_SHIP', 'UNPAID', 'SHIPPED', 'CANCELLED']
      : ['AWAITING_SHIPMENT', 'AWAITING_SHIPMENT', 'UNPAID', 'IN_TRANSIT', 'CANCELLED'];
  for (let i = 0; i < ORDERS; i++) {
    const lines = Array.from({ length: 1 + (i % 3) }, (_, k) => ({
      ...linked[(i + k * 3) % linked.length]!,
      name: 'Hàng',
      quantity: 1 + ((i + k) % 2),
      unitPrice: 25_000 + 5_000 * k,
    }));
    const id = peer.putOrder({ status: statuses[i % statuses.length]!, lines });
    // The Shopee peer moves update_time on by a second per change: put every order in the last minute.
    if (channel === 'shopee') t.peers.shopee.setUpdateTime(id, new Date(Date.now() - 60_000));
  }
  // The orders' update second over, so the window (which ends now) has them all.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const started = performance.now();
  const res = await adminCall(t.app, admin, 'POST', `/api/admin/marketplaces/${channel}/sync/`, { body: {} });
  const took = (performance.now() - started) / 1000;
  const [made] = await t.db.select({ n: count() }).from(orders).where(eq(orders.source, channel));
  console.log(
    `  ${channel} poll: ${JSON.stringify(res.body)} in ${took.toFixed(1)} s ` +
      `(${((took * 1000) / ORDERS).toFixed(1)} ms an order; ${made!.n} ${channel} orders on the desk)`,
  );
}

try {
  const admin = await accountWithRole(t.app, t.db, 'admin');
  for (const channel of CHANNELS) await linkShop(t.app, admin, channel);
  console.log(`webhook answers (${WEBHOOKS} per marketplace, then ${WEBHOOKS} ${CONCURRENCY} at a time):`);
  for (const [i, channel] of CHANNELS.entries()) await webhookLatency(channel, i * 10 * WEBHOOKS);
  console.log(`the poll (${ORDERS} orders per marketplace, imported by "Đồng bộ ngay"):`);
  for (const channel of CHANNELS) await pollImport(channel, admin);
} finally {
  await t.close();
}
