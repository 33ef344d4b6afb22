// Stock out to the marketplaces (DESIGN §16) against the Shopee and TikTok peers: whatever moves a linked unit's stock
// at a marketplace's location — a web order, a counter sale, a staff adjustment — the marketplace gets the new figure
// (minus its buffer, never below 0); many changes make few pushes with the last figure; a failed push is retried; a
// slow push is never followed by an older figure; "push all" sends every linked unit; a stock move of a unit no
// marketplace sells writes nothing for them.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, marketplaceLinks } from '../../db/schema/index';
import type { Shift } from '@shop/domain/pos.schemas';
import { orderBody, placedOrder } from '../orders/orders.testing';
import { levelOf } from '../stock/stock.testing';
import { catalogueLocation } from '../stock/stock.service';
import { createMarketplaceConnections } from './marketplace-connections';
import { type MarketplaceWorld, marketplaceWorld } from './marketplace-links.testing';
import { enabledMarketplaces } from './marketplace-providers';
import { createMarketplaceStockPush } from './marketplace-stock-push';

let w: MarketplaceWorld;
let home: number;
let shift: Shift;
beforeAll(async () => {
  w = await marketplaceWorld({ jobs: { retryBaseMs: 150, pollMs: 20 } });
  const { oolong } = w.shop.products;
  const { mango, strawberry } = w.shop.variants;
  await w.setSku(oolong.id, 'OOLONG-01');
  w.peers.shopee.addItem({ itemId: '1001', modelId: null, sku: 'OOLONG-01', name: 'Trà ô long' });
  w.peers.shopee.addItem({ itemId: '1002', modelId: '2001', sku: strawberry.sku, name: 'Siro - dâu' });
  w.peers.shopee.addItem({ itemId: '1002', modelId: '2002', sku: mango.sku, name: 'Siro - xoài' });
  w.peers.shopee.addItem({ itemId: '1005', modelId: null, sku: '', name: 'Quà tặng' });
  w.peers.tiktok.addItem({ itemId: '7001', modelId: '8001', sku: mango.sku, name: 'Siro xoài' });
  for (const channel of ['shopee', 'tiktok']) {
    const res = await w.as(w.admin, 'POST', `/api/admin/marketplaces/${channel}/links/refresh/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  home = await catalogueLocation(w.db);
  await w.shelf({ productId: w.shop.products.syrup.id, variantId: mango.id }, 10);
  shift = await w.openShift();
}, 120_000);
afterAll(() => w?.close());

const oolong = () => ({ productId: w.shop.products.oolong.id, variantId: null });
const available = async (item: { productId: number; variantId: number | null }, at = home) => {
  const level = await levelOf(w.db, item, at);
  return level.onHand - level.reserved;
};
const shopeeUpdates = (itemId: string, modelId: string | null = null) =>
  w.peers.shopee.stockUpdates.filter((u) => u.itemId === itemId && u.modelId === modelId).map((u) => u.quantity);
const adjust = async (delta: number, item = oolong()) => {
  const res = await w.as(w.staff, 'POST', `/api/admin/products/${item.productId}/stock/`, {
    delta,
    reason: 'correction',
    variant: item.variantId,
    location: home,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('stock out', () => {
  it('sends the units just linked their figures at the marketplace location', async () => {
    await w.settle();
    expect(w.peers.shopee.stockOf('1001', null)).toBe(await available(oolong()));
    expect(w.peers.shopee.stockOf('1002', '2001')).toBe(20);
    // Nothing is pushed for a unit that is not linked.
    expect(w.peers.shopee.stockOf('1005', null)).toBeUndefined();
    const row = (await w.linkRow('shopee', '1001'))!;
    expect(row).toMatchObject({ pushedStock: await available(oolong()), stockDirtyAt: null, pushError: null });
  });

  it('a web order: the marketplace gets the figure left', async () => {
    const before = await available(oolong());
    await placedOrder(
      w.app,
      w.customer.tokens.access,
      orderBody({ items: [{ product: oolong().productId, variant: null, quantity: 2 }] }, w.shop),
    );
    await w.settle();
    expect(w.peers.shopee.stockOf('1001', null)).toBe(before - 2);
    expect(await w.links('shopee', '?search=long')).toMatchObject({
      results: [{ pushed_stock: before - 2, push_pending: false, push_error: null }],
    });
  });

  it("a counter sale at the marketplace's location (TikTok sells the store's stock)", async () => {
    const res = await w.as(w.admin, 'PATCH', '/api/admin/marketplaces/tiktok/settings/', { location: w.store.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await w.settle();
    expect(w.peers.tiktok.stockOf('7001', '8001')).toBe(10);
    await w.sold(
      w.saleBody(shift, {
        items: [{ product: w.shop.products.syrup.id, variant: w.shop.variants.mango.id, quantity: 3 }],
        payments: [{ method: 'cash', amount: 300_000 }],
      }),
    );
    await w.settle();
    expect(w.peers.tiktok.stockOf('7001', '8001')).toBe(7);
    // Shopee sells the warehouse's mango, which the counter did not touch.
    expect(w.peers.shopee.stockOf('1002', '2002')).toBe(10);
  });

  it('a staff adjustment', async () => {
    const before = await available(oolong());
    await adjust(-5);
    await w.settle();
    expect(w.peers.shopee.stockOf('1001', null)).toBe(before - 5);
  });

  it('holds the buffer back, never below 0', async () => {
    const now = await available(oolong());
    const url = '/api/admin/marketplaces/shopee/settings/';
    expect((await w.as(w.admin, 'PATCH', url, { stock_buffer: 3 })).status).toBe(200);
    await w.settle();
    expect(w.peers.shopee.stockOf('1001', null)).toBe(now - 3);
    expect((await w.as(w.admin, 'PATCH', url, { stock_buffer: 1_000_000 })).status).toBe(200);
    await w.settle();
    expect(w.peers.shopee.stockOf('1001', null)).toBe(0);
    expect(w.peers.shopee.stockOf('1002', '2001')).toBe(0);
    expect((await w.as(w.admin, 'PATCH', url, { stock_buffer: 0 })).status).toBe(200);
    await w.settle();
    expect(w.peers.shopee.stockOf('1001', null)).toBe(now);
  });

  it('coalesces many changes into a push per window, the last figure last', async () => {
    const pushesBefore = shopeeUpdates('1001').length;
    const started = Date.now();
    for (let i = 0; i < 20; i++) await adjust(i % 2 === 0 ? -2 : 1);
    const windows = Math.floor(Date.now() / 1000) - Math.floor(started / 1000) + 1;
    await w.settle();
    const pushed = shopeeUpdates('1001').slice(pushesBefore);
    expect(pushed.length).toBeGreaterThanOrEqual(1);
    expect(pushed.length).toBeLessThanOrEqual(windows);
    expect(pushed.at(-1)).toBe(await available(oolong()));
  });

  it('retries a push the marketplace failed, showing the error meanwhile', async () => {
    w.peers.shopee.fail('/api/v2/product/update_stock', { kind: 'http-500' });
    await adjust(-1);
    await sleep(1100);
    await w.app.jobs.runDue();
    const failed = (await w.linkRow('shopee', '1001'))!;
    expect(failed.pushError).toBeTruthy();
    expect(failed.stockDirtyAt).not.toBeNull();
    expect((await w.links('shopee', '?search=long')).results[0]!.push_error).toBeTruthy();
    const [job] = await w.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'marketplace.stock.shopee'), eq(jobs.status, 'queued')));
    expect(job).toMatchObject({ attempts: 1 });
    await w.settle();
    expect(w.peers.shopee.stockOf('1001', null)).toBe(await available(oolong()));
    expect(await w.linkRow('shopee', '1001')).toMatchObject({ pushError: null, stockDirtyAt: null });
  });

  it('"push all" sends every linked unit (admins)', async () => {
    const url = '/api/admin/marketplaces/shopee/push-stock/';
    expect((await w.as(w.staff, 'POST', url)).status).toBe(403);
    const count = w.peers.shopee.stockUpdates.length;
    const res = await w.as(w.admin, 'POST', url);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ queued: 3 });
    await w.settle();
    const sent = w.peers.shopee.stockUpdates.slice(count).map((u) => `${u.itemId}:${u.modelId ?? ''}`);
    expect(sent.sort()).toEqual(['1001:', '1002:2001', '1002:2002']);
  });

  it('a stock move of a unit no marketplace sells marks nothing and queues nothing', async () => {
    const pushJobs = async () =>
      (
        await w.db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(like(jobs.kind, 'marketplace.%'))
      )[0]!.n;
    const before = await pushJobs();
    await placedOrder(
      w.app,
      w.customer.tokens.access,
      orderBody({ items: [{ product: w.shop.products.milk.id, variant: null, quantity: 1 }] }, w.shop),
    );
    await adjust(3, { productId: w.shop.products.machine.id, variantId: null });
    expect(await pushJobs()).toBe(before);
    const marked = await w.db
      .select({ id: marketplaceLinks.id })
      .from(marketplaceLinks)
      .where(sql`${marketplaceLinks.stockDirtyAt} IS NOT NULL`);
    expect(marked).toEqual([]);
  });

  it('the sweep queues a push for a mark whose window was missed', async () => {
    await w.db
      .update(marketplaceLinks)
      .set({ stockDirtyAt: sql`now() - interval '10 seconds'` })
      .where(eq(marketplaceLinks.externalId, '1001'));
    const connections = createMarketplaceConnections({
      db: w.db,
      marketplaces: enabledMarketplaces(w.config.marketplaces),
    });
    const push = createMarketplaceStockPush({ db: w.db, log: w.app.log, audit: undefined as never, connections });
    expect(await push.sweep()).toBe(1);
    expect(await push.sweep()).toBe(0);
    const count = shopeeUpdates('1001').length;
    await w.settle();
    expect(shopeeUpdates('1001').length).toBe(count + 1);
  });
});

describe('a slow marketplace', () => {
  it('never gets an older figure after a newer one: the next push waits for the one in flight', async () => {
    w.app.jobs.start();
    const count = shopeeUpdates('1001').length;
    w.proxy.delayMs = 1500;
    await adjust(-1);
    const first = await available(oolong());
    const deadline = Date.now() + 10_000;
    while (w.proxy.inFlight() === 0 && Date.now() < deadline) await sleep(10);
    expect(w.proxy.inFlight()).toBeGreaterThan(0);
    // The next push would be answered at once: if it overlapped, it would land before the slow one.
    w.proxy.delayMs = 0;
    await adjust(-2);
    const second = await available(oolong());
    // A second runner (another instance) takes the next window's push while the first is in flight: it must wait.
    await sleep(1100);
    await w.app.jobs.runDue();
    await w.settle();
    expect(shopeeUpdates('1001').slice(count)).toEqual([first, second]);
    expect(await w.linkRow('shopee', '1001')).toMatchObject({ pushedStock: second, stockDirtyAt: null });
  });
});
