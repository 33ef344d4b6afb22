// An order's stock change drops only what it touched from the catalogue cache (decision 0015), on this
// instance at once and on another instance sharing the PostgreSQL database through the NOTIFY payload.
import { Product, ProductPage } from '@shop/domain/catalog.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, signUp } from '../auth/auth.testing';
import { type Shop, orderBody, placedOrder, seedShop } from './orders.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shop: Shop;
let shopper: SignedUp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false, env: { RATE_LIMIT_FACTOR: '10' } });
  shop = await seedShop(t.db);
  shopper = await signUp(t.app);
});
afterAll(() => t?.close());

async function detail(app: App, id: number) {
  const res = await app.inject({ url: `/api/products/${id}/` });
  expect(res.statusCode).toBe(200);
  return Product.parse(res.json());
}

async function list(app: App, url: string) {
  const res = await app.inject({ url });
  expect(res.statusCode).toBe(200);
  return ProductPage.parse(res.json());
}

/** Hits and misses of the listing answers (`/api/products/`) so far. */
const listCounts = (app: App) => {
  const { hits, misses } = { hits: 0, misses: 0, ...app.readCache.stats()['json:products/'] };
  return { hits, misses };
};

const order = (productId: number, quantity: number) =>
  placedOrder(
    t.app,
    shopper.tokens.access,
    orderBody({ items: [{ product: productId, variant: null, quantity }] }, shop),
  );

// The dearest product: a listing that doesn't hold the oolong the orders below buy.
const UNRELATED = '/api/products/?ordering=-price&page_size=1';
const EVERYTHING = '/api/products/?ordering=name&page_size=100';

describe('the catalogue cache under orders', () => {
  it('shows the new stock at once, and keeps a listing that does not hold the product', async () => {
    const { oolong, machine } = shop.products;
    const before = (await detail(t.app, oolong.id)).stock;
    expect((await list(t.app, UNRELATED)).results.map((p) => p.id)).toEqual([machine.id]);
    const all = await list(t.app, EVERYTHING);
    expect(all.results.find((p) => p.id === oolong.id)?.stock).toBe(before);

    await order(oolong.id, 2);

    expect((await detail(t.app, oolong.id)).stock).toBe(before - 2);
    const counts = listCounts(t.app);
    expect((await list(t.app, UNRELATED)).results.map((p) => p.id)).toEqual([machine.id]);
    // The listing holding the oolong was dropped and shows its new stock; the other one was served from the cache.
    expect((await list(t.app, EVERYTHING)).results.find((p) => p.id === oolong.id)?.stock).toBe(before - 2);
    expect(listCounts(t.app)).toEqual({ hits: counts.hits + 1, misses: counts.misses + 1 });
  });

  it('drops every listing when a product sells out (it leaves them all)', async () => {
    const { scarce, machine } = shop.products;
    expect((await list(t.app, EVERYTHING)).results.map((p) => p.id)).toContain(scarce.id);
    expect((await list(t.app, UNRELATED)).results.map((p) => p.id)).toEqual([machine.id]);

    await order(scarce.id, scarce.stock);

    const counts = listCounts(t.app);
    const all = await list(t.app, EVERYTHING);
    expect(all.results.map((p) => p.id)).not.toContain(scarce.id);
    await list(t.app, UNRELATED);
    expect(listCounts(t.app)).toEqual({ hits: counts.hits, misses: counts.misses + 2 });
    expect((await detail(t.app, scarce.id)).stock).toBe(0);
  });

  it.skipIf(!process.env.DATABASE_URL)('tells a second instance on the same PostgreSQL', async () => {
    const database = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: null });
    const other = await buildApp(t.config, database, { jobs: { start: false }, logger: false });
    try {
      await other.ready();
      const { milk } = shop.products;
      const before = (await detail(other, milk.id)).stock;
      await list(other, UNRELATED);
      const counts = listCounts(other);

      await order(milk.id, 1);

      // The notice travels through PostgreSQL: it arrives a moment after the commit.
      await expect.poll(async () => (await detail(other, milk.id)).stock, { timeout: 5000 }).toBe(before - 1);
      await list(other, UNRELATED);
      expect(listCounts(other)).toEqual({ hits: counts.hits + 1, misses: counts.misses });
    } finally {
      await other.close();
    }
  });
});
