// The shop's server for `npm run bench:api`, in its own process so the load generator doesn't share its thread.
// A fresh database (PGlite in a temp dir, or a new PostgreSQL database when BENCH_DATABASE_URL is set) with the
// demo catalogue, or BENCH_LARGE_DATABASE_URL's as it is (an `npm run db:seed:large` one: migrated, never dropped);
// bare routes for the baselines, BENCH_CACHE=off to measure uncached reads, and BENCH_ORDER_STOCK for the order
// benchmark, BENCH_SEPAY_KEY for the payment benchmark. Pages are rendered when the web build is there.
// BENCH_KEEP_DATA=1 leaves its data behind when it stops and names it on its first line (`dataDir`, `databaseUrl`); a
// server given them back (BENCH_REUSE_DATA_DIR, BENCH_REUSE_DATABASE_URL) opens that data as it is and leaves it too:
// the soak's restart on the data a soaked server left, which api-bench.ts removes after.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';
import { brotliCompressSync } from 'node:zlib';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { jobs, productVariants, products, stockLevels, storeLocations, users } from '../src/db/schema/index';
import { openTestDatabase } from '../src/testing/test-app';
import { createMarketplaceConnections } from '../src/modules/marketplaces/marketplace-connections';
import { enabledMarketplaces } from '../src/modules/marketplaces/marketplace-providers';

const pgUrl = process.env.BENCH_DATABASE_URL;
const largeUrl = process.env.BENCH_LARGE_DATABASE_URL;
const reuseUrl = process.env.BENCH_REUSE_DATABASE_URL;
const reuseDir = process.env.BENCH_REUSE_DATA_DIR;
const reusing = Boolean(reuseUrl || reuseDir);
const dataDir = reuseDir ?? mkdtempSync(join(tmpdir(), 'shop-bench-'));
const keepData = reusing || process.env.BENCH_KEEP_DATA === '1';
// The payment benchmark turns bank transfer on with a webhook key it knows (BENCH_SEPAY_KEY).
const sepayKey = process.env.BENCH_SEPAY_KEY;
const bankTransfer = sepayKey
  ? { SHOP_BANK_BIN: '970422', SHOP_ACCOUNT_NO: '0123456789', SEPAY_API_KEY: sepayKey }
  : {};
// The marketplace benchmark (marketplace-stock-bench.ts): Shopee on, against its peer at BENCH_SHOPEE_URL.
const shopeeUrl = process.env.BENCH_SHOPEE_URL;
const shopee = shopeeUrl
  ? {
      SHOPEE_PARTNER_ID: process.env.BENCH_SHOPEE_PARTNER_ID,
      SHOPEE_PARTNER_KEY: process.env.BENCH_SHOPEE_PARTNER_KEY,
      SHOPEE_BASE_URL: shopeeUrl,
    }
  : {};
const config = loadConfig({
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  // The order trickle of cache-bench.ts places more orders from 127.0.0.1 than a shopper may in an hour.
  RATE_LIMIT_FACTOR: '1000',
  // The soak (soak.ts) speaks for many shoppers, each with its own address, as a proxy in front would.
  TRUST_PROXY: '1',
  ...bankTransfer,
  ...shopee,
});

let database;
let drop = async () => {};
let databaseUrl: string | undefined;
if (reusing) {
  // As `npm start` opens a shop's data: migrations (none left to apply), no seed.
  database = await openDatabase({ databaseUrl: reuseUrl, dataDir: reuseUrl ? null : dataDir });
  await prepareDatabase(database, { seedDemo: false });
} else if (largeUrl) {
  database = await openDatabase({ databaseUrl: largeUrl, dataDir: null });
  await prepareDatabase(database, { seedDemo: false });
} else if (pgUrl) {
  process.env.DATABASE_URL = pgUrl;
  ({ database, drop, databaseUrl } = await openTestDatabase());
} else {
  database = await openDatabase({ databaseUrl: undefined, dataDir });
  await prepareDatabase(database, { seedDemo: true });
}

// The order benchmark (api-bench.ts) gives every product and variant this much stock and no cart limit, so its
// orders never run out. On a large data set only the products its orders buy (the listing's first 100): rewriting
// every row would leave the table's visibility map cleared, and the listing's index-only reads with it.
const orderStock = reusing ? 0 : Number(process.env.BENCH_ORDER_STOCK ?? 0);
if (orderStock > 0) {
  const bought = largeUrl
    ? inArray(
        products.id,
        database.db
          .select({ id: products.id })
          .from(products)
          // The listing's first 100 once they have stock: every active product may be listed then.
          .where(eq(products.isActive, true))
          .orderBy(desc(products.isFeatured), desc(products.totalQuantitySold), asc(products.id))
          .limit(100),
      )
    : undefined;
  await database.db.update(products).set({ stock: orderStock, maxQuantitiesInCart: null }).where(bought);
  await database.db
    .update(productVariants)
    .set({ stock: orderStock, maxQuantitiesInCart: null })
    .where(
      largeUrl
        ? inArray(productVariants.productId, database.db.select({ id: products.id }).from(products).where(bought))
        : undefined,
    );
  // An order takes its units from a location's level (DESIGN §15): the same stock on every shelf of every location
  // that holds stock (on the demo, a level made where there was none: the counter's), the bought products' on a large
  // data set. The public figure above is the sum over the locations that sell online: the demo has one, the warehouse.
  if (!largeUrl) {
    await database.db.execute(sql`
    INSERT INTO ${stockLevels} (location_id, product_id, variant_id, on_hand)
    SELECT s.id, l.product_id, l.variant_id, 0 FROM ${stockLevels} l
      CROSS JOIN ${storeLocations} s WHERE s.holds_stock AND l.location_id = (SELECT min(id) FROM ${storeLocations})
    ON CONFLICT DO NOTHING`);
  }
  await database.db
    .update(stockLevels)
    .set({ onHand: sql`${stockLevels.reserved} + ${orderStock}` })
    .where(
      largeUrl
        ? inArray(stockLevels.productId, database.db.select({ id: products.id }).from(products).where(bought))
        : undefined,
    );
}

// BENCH_JOBS=off: no job worker (the marketplace benchmark's in-transaction cost, without the pushes beside it).
const app = await buildApp(config, database, {
  cacheCatalogue: process.env.BENCH_CACHE !== 'off',
  ...(process.env.BENCH_JOBS === 'off' ? { jobs: { start: false } } : {}),
});
// The shop authorised on the Shopee peer with the code the benchmark got from it (BENCH_SHOPEE_CODE).
if (config.marketplaces.shopee && process.env.BENCH_SHOPEE_CODE) {
  const marketplaces = enabledMarketplaces(config.marketplaces).filter((m) => m.provider.channel === 'shopee');
  await createMarketplaceConnections({ db: database.db, marketplaces }).connect('shopee', {
    code: process.env.BENCH_SHOPEE_CODE,
    shopId: process.env.BENCH_SHOPEE_SHOP_ID,
  });
}
// The baselines: bare routes answering constant bytes, serialised (and compressed) once, as large as the listing's
// first page and the category tree: what the same bytes cost without the shop's work. A cached answer is sent as
// ready bytes too, so this is its floor. The constants are those answers, read once the server is up.
const JSON_TYPE = 'application/json; charset=utf-8';
const hello = Buffer.from(JSON.stringify({ ok: true, shop: 'bench' }));
const bare: Record<'list' | 'listBr' | 'tree', Buffer> = { list: hello, listBr: hello, tree: hello };
app.get('/api/__bare', (_req, reply) => reply.type(JSON_TYPE).send(hello));
app.get('/api/__bare_list', (_req, reply) => reply.type(JSON_TYPE).send(bare.list));
app.get('/api/__bare_list_br', (_req, reply) =>
  reply.type(JSON_TYPE).header('vary', 'accept-encoding').header('content-encoding', 'br').send(bare.listBr),
);
app.get('/api/__bare_tree', (_req, reply) => reply.type(JSON_TYPE).send(bare.tree));
// The soak's staff member: an account registered through the API, made admin here.
app.post<{ Body: { email: string } }>('/api/__staff', async (req) => {
  await database.db.update(users).set({ role: 'admin' }).where(eq(users.email, req.body.email));
  return { ok: true };
});
// BENCH_PROFILE_DIR: the server's CPU profile between /api/__profile/start and /stop?name=, and a heap snapshot at
// /api/__heap?name=, written there (api-bench.ts takes them around its measurements, fresh and after a soak).
const profileDir = process.env.BENCH_PROFILE_DIR;
if (profileDir) {
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))),
    );
  app.post('/api/__profile/start', async () => {
    await post('Profiler.enable');
    await post('Profiler.start');
    return { ok: true };
  });
  app.post<{ Querystring: { name: string } }>('/api/__profile/stop', async (req) => {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    writeFileSync(join(profileDir, `${req.query.name}.cpuprofile`), JSON.stringify(profile));
    return { ok: true };
  });
  app.post<{ Querystring: { name: string } }>('/api/__heap', async (req) => ({
    file: writeHeapSnapshot(join(profileDir, `${req.query.name}.heapsnapshot`)),
  }));
}
// The job queue's rows by status, and how many of the queued are due now: the work a soak left behind (mails of its
// orders), which runs beside the measurement. An unpaid order's expiry is queued for later and is not due.
app.get('/api/__jobs', async () => {
  const [byStatus, [due]] = await Promise.all([
    database.db.select({ status: jobs.status, n: count() }).from(jobs).groupBy(jobs.status),
    database.db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`))),
  ]);
  return { ...Object.fromEntries(byStatus.map((r) => [r.status, r.n])), due: due!.n };
});
// Where the memory is (start-bench-server.ts); `?gc=1` first runs a full collection (the server runs with --expose-gc),
// which tells memory the server keeps from garbage not yet collected.
app.get<{ Querystring: { gc?: string } }>('/api/__memory', async (req) => {
  if (req.query.gc) globalThis.gc?.({ type: 'major', execution: 'sync' });
  // The young generation's size: V8 grows it when many objects survive a scavenge, and a larger one is touched anew by
  // every allocation (caches, TLB).
  const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
  return { ...process.memoryUsage(), young: young?.space_size ?? 0 };
});
// The catalogue cache's hits and misses per kind of answer (cache-bench.ts).
app.get('/api/__cache', async () => app.readCache?.stats() ?? {});
await app.listen({ port: 0, host: '127.0.0.1' });
bare.list = (await app.inject('/api/products/?page=1&page_size=12')).rawPayload;
bare.listBr = brotliCompressSync(bare.list);
bare.tree = (await app.inject('/api/categories/hierarchy/')).rawPayload;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, ...(keepData ? { dataDir, databaseUrl } : {}) })}\n`);

process.once('SIGTERM', async () => {
  // autocannon drops its sockets at the end of a run; let the handlers of those last requests finish first.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await app.close();
  if (!keepData) {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
});
