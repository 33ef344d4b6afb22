// `npm run bench:cache`: the product listing under a checkout load (decision 0015). For each
// listing order, its first three pages under autocannon (50 connections, BENCH_SECONDS, default 10) alone, then with
// a trickle of orders (BENCH_ORDERS_PER_S, default 10, spread over the available products, one unit each). Reports
// req/s (and its share of the load alone), p99 and the listing's cache hit rate. BENCH_DATABASE_URL for PostgreSQL
// (a fresh database), BENCH_LARGE_DATABASE_URL for a large data set as it is, else PGlite.
import autocannon from 'autocannon';
import { startBenchServer } from './start-bench-server';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const ordersPerSecond = Number(process.env.BENCH_ORDERS_PER_S ?? 10);
const BUYERS = 10;

async function buyers(base: string): Promise<string[]> {
  const headers = { 'content-type': 'application/json' };
  const tokens: string[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const email = `cache-bench-${Date.now()}-${i}@example.com`;
    const password = 'bench-password';
    const body = JSON.stringify({ email, first_name: 'Bench', password });
    const reg = await fetch(`${base}/api/register/`, { method: 'POST', headers, body });
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
    const login = await fetch(`${base}/api/token/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    });
    tokens.push(((await login.json()) as { access: string }).access);
  }
  return tokens;
}

/** Places `ordersPerSecond` orders a second until stopped; answers how many were placed and failed. */
function trickle(base: string, tokens: string[], ids: number[]) {
  let n = 0;
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const i = n++;
    const p = fetch(`${base}/api/orders/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` },
      body: JSON.stringify({
        items: [{ product: ids[(i * 7) % ids.length], variant: null, quantity: 1 }],
        shipping_address: '45 Nguyễn Thị Minh Khai',
        phone_number: '0909123456',
        email: 'bench@example.com',
        city: 'Thành phố Hồ Chí Minh',
        district: 'Quận 1',
        ward: 'Phường Bến Nghé',
        payment_method: 'cash',
      }),
    }).then(async (res) => {
      await res.arrayBuffer();
      if (res.status !== 201) failed++;
    });
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  }, 1000 / ordersPerSecond);
  return async () => {
    clearInterval(timer);
    await Promise.all(inFlight);
    return { placed: n - failed, failed };
  };
}

const listKind = 'json:products/';
type Counts = { hits: number; misses: number; loads: number };
async function listStats(base: string) {
  const all = (await (await fetch(`${base}/api/__cache`)).json()) as Record<string, Counts>;
  return { hits: 0, misses: 0, loads: 0, ...all[listKind] };
}

// The listing pages a shopper browses, per order (BENCH_ORDERINGS, default every one): the first three pages.
const ORDERINGS = (process.env.BENCH_ORDERINGS ?? 'featured,newest,price,-price,name,-name').split(',');
const pagesOf = (ordering: string) =>
  [1, 2, 3].map((page) => `/api/products/?page=${page}&page_size=12&ordering=${ordering}`);

// The database is the shell's choice: BENCH_LARGE_DATABASE_URL, else BENCH_DATABASE_URL, else the embedded one.
const databaseEnv = Object.fromEntries(
  ['BENCH_DATABASE_URL', 'BENCH_LARGE_DATABASE_URL'].flatMap((name) => {
    const value = process.env[name];
    return value ? [[name, value]] : [];
  }),
);
const server = await startBenchServer({ ...databaseEnv, BENCH_ORDER_STOCK: '10000000' });
try {
  const tokens = await buyers(server.base);
  const idsRes = await fetch(`${server.base}/api/products/?page=1&page_size=100`);
  const ids = ((await idsRes.json()) as { results: { id: number }[] }).results.map((p) => p.id);
  const rows: Record<string, unknown>[] = [];
  for (const ordering of ORDERINGS) {
    const pages = pagesOf(ordering);
    let alone = 0;
    for (const orders of [false, true]) {
      const stop = orders ? trickle(server.base, tokens, ids) : undefined;
      const before = await listStats(server.base);
      const result = await autocannon({
        url: server.base,
        connections: 50,
        duration: seconds,
        requests: [{ setupRequest: (req) => ({ ...req, path: pages[Math.floor(Math.random() * pages.length)]! }) }],
      });
      const placed = stop ? await stop() : { placed: 0, failed: 0 };
      const after = await listStats(server.base);
      const hits = after.hits - before.hits;
      const misses = after.misses - before.misses;
      if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
      if (!orders) alone = result.requests.average;
      rows.push({
        ordering,
        load: orders ? `list + ${ordersPerSecond} orders/s` : 'list alone',
        'list req/s': Math.round(result.requests.average),
        'vs alone': orders ? `${Math.round((result.requests.average / alone) * 100)}%` : '100%',
        'p99 ms': result.latency.p99,
        'hit rate': hits + misses ? `${((hits / (hits + misses)) * 100).toFixed(2)}%` : 'n/a',
        misses,
        'list loads': after.loads - before.loads,
        'orders placed': placed.placed,
        'orders failed': placed.failed,
      });
    }
  }
  const database = process.env.BENCH_LARGE_DATABASE_URL
    ? 'PostgreSQL, large data set'
    : process.env.BENCH_DATABASE_URL
      ? 'PostgreSQL'
      : 'PGlite';
  console.log(`\n${database}: the first 3 listing pages of each order, ${seconds} s each`);
  console.table(rows);
} finally {
  await server.stop();
}
