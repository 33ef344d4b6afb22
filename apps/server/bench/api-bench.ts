// `npm run bench:api`: load each catalogue call with autocannon (50 connections, BENCH_SECONDS each, default 10)
// on the embedded database and on PostgreSQL, and compare it with a bare route on the same server.
// Then order creation (POST /api/orders/, signed-in buyers prepared beforehand) for BENCH_SECONDS per scenario:
// every order for one product (stock contention on one row) and orders spread over the catalogue.
// Set BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) or BENCH_SKIP_PG=1, and
// BENCH_LARGE_DATABASE_URL for the reads again on a large data set (npm run db:seed:large);
// Then the payment calls: the QR screen's status poll (every shopper on it asks every 3 s), the QR itself, and SePay
// webhooks crediting transfers. BENCH_ONLY=list,detail,orders,payments picks routes.
// `-- --soak N`: the cached reads only, measured on a fresh server, then again on the same server after N minutes of
// mixed traffic (soak.ts), with its resident memory before, after the first minute and after.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { soak } from './soak';
import { startBenchServer } from './start-bench-server';
import pg from 'pg';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const soakAt = process.argv.indexOf('--soak');
const soakMinutes = soakAt >= 0 ? Number(process.argv[soakAt + 1] ?? 10) : 0;

interface Target {
  name: string;
  path: string;
  /** The bare route it is compared with (default `/api/__bare`, a tiny constant). */
  bare?: string;
  /** Ask for brotli as a browser does (cached answers are compressed once). */
  br?: boolean;
  /** A page, asked for as a browser does (compressed). */
  html?: boolean;
}

async function load(base: string, path: string, br = false, duration = seconds, html = false) {
  const result = await autocannon({
    url: base + path,
    connections: 50,
    duration,
    headers: {
      ...(br ? { 'accept-encoding': 'br' } : {}),
      ...(html ? { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } : {}),
    },
  });
  if (result.non2xx || result.errors) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total };
}

async function firstProductId(base: string): Promise<number> {
  const res = await fetch(`${base}/api/products/?page=1&page_size=1`);
  const body = (await res.json()) as { results: { id: number }[] };
  return body.results[0]!.id;
}

type Row = {
  route: string;
  'req/s': number;
  'p99 ms': number;
  'bare req/s': number;
  'vs bare': string;
  'CPU µs/req': number;
  'vs bare (CPU)': string;
};

/** Runs per route, alternating with its bare route's (bare, route, bare, route…), BENCH_SECONDS in all for each. */
const ROUNDS = 4;

/**
 * Each target against its bare route, the two measured in alternating short runs so that both see the same machine:
 * on the shared 2-core machines here a route's req/s moved 2× within minutes, bare routes with it, and a bare route
 * measured a minute before its target made their ratio a coin toss. Gives req/s, the fraction of the bare route's,
 * and the server's CPU time per request against the bare route's, which the machine's load moves less.
 */
async function measure(
  base: string,
  targets: Target[],
  cpuMs: () => number,
): Promise<{ rows: Row[]; shares: number[] }> {
  const timed = async (path: string, br?: boolean, html?: boolean) => {
    const before = cpuMs();
    const r = await load(base, path, br, seconds / ROUNDS, html);
    return { ...r, cpuMs: cpuMs() - before };
  };
  const rows: Row[] = [];
  const shares: number[] = [];
  for (const t of targets) {
    const baseline = t.bare ?? '/api/__bare';
    const sum = { bare: { total: 0, cpuMs: 0 }, route: { total: 0, cpuMs: 0, p99: 0 } };
    for (let i = 0; i < ROUNDS; i++) {
      const b = await timed(baseline, BARE_BROTLI.has(baseline));
      sum.bare.total += b.total;
      sum.bare.cpuMs += b.cpuMs;
      const r = await timed(t.path, t.br, t.html);
      sum.route.total += r.total;
      sum.route.cpuMs += r.cpuMs;
      sum.route.p99 = Math.max(sum.route.p99, r.p99);
    }
    const cpu = (x: { total: number; cpuMs: number }) => Math.round((x.cpuMs * 1000) / x.total);
    shares.push(sum.route.total / sum.bare.total);
    rows.push({
      route: t.name,
      'req/s': Math.round(sum.route.total / seconds),
      'p99 ms': sum.route.p99,
      'bare req/s': Math.round(sum.bare.total / seconds),
      'vs bare': `${Math.round(shares.at(-1)! * 100)}% of ${baseline}`,
      'CPU µs/req': cpu(sum.route),
      'vs bare (CPU)': `${Math.round((cpu(sum.bare) / cpu(sum.route)) * 100)}%`,
    });
  }
  return { rows, shares };
}

/** The server's own CPU use over 3 s without a request, in % of a core: work left running in the background (the job
 * queue's backlog, timers) that a measurement would share the process with. */
async function idleCpu(cpuMs: () => number): Promise<string> {
  const before = cpuMs();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return `server CPU at rest ${((cpuMs() - before) / 30).toFixed(1)}%`;
}

const loadAverage = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

async function run(label: string, env: Record<string, string>, targets: (id: number) => Target[]) {
  const only = process.env.BENCH_ONLY?.split(',');
  if (only && !targets(0).some((t) => only.includes(t.name))) return;
  const server = await startBenchServer(soakMinutes ? { ...env, BENCH_ORDER_STOCK: '10000000' } : env);
  try {
    const id = await firstProductId(server.base);
    const chosen = targets(id).filter((t) => !only || only.includes(t.name));
    // Warm up (JIT, caches, pools) so the first measured route isn't penalised; only the routes measured (the pages
    // need the web build, which BENCH_ONLY=list,detail does not).
    for (const path of new Set(chosen.flatMap((t) => [t.bare ?? '/api/__bare', t.path])))
      await load(server.base, path, false, 2);
    const freshIdle = await idleCpu(server.cpuMs);
    const fresh = await profiled(server.base, `${label} fresh`, () => measure(server.base, chosen, server.cpuMs));
    console.log(`\n${label}${soakMinutes ? ', fresh' : ''} (${loadAverage()}, ${freshIdle}, RSS ${server.rssMb()} MB)`);
    console.table(fresh.rows);
    if (!soakMinutes) return;
    const before = await server.memory();
    let firstMinute: ReturnType<typeof server.memory> | undefined;
    const done = await soak(await soakParts(server.base), soakMinutes, () => {
      firstMinute ??= server.memory();
    });
    const memory = [before, await firstMinute, await server.memory()];
    const soaked = async (when: string) => {
      const idle = await idleCpu(server.cpuMs);
      const jobsLeft = await jobsNow(server.base);
      const after = await profiled(server.base, `${label} ${when}`, () => measure(server.base, chosen, server.cpuMs));
      console.log(`\n${label}, ${when} (${loadAverage()}, ${idle}), jobs as the measurement started:`, jobsLeft);
      // Fresh against soaked as fractions of the bare route measured beside each: the bare route's own req/s moves
      // with the machine between the two, by as much as the routes' do.
      console.table(
        after.rows.map((row, i) => ({
          ...row,
          'vs bare, of fresh': `${Math.round((after.shares[i]! / fresh.shares[i]!) * 100)}%`,
        })),
      );
    };
    console.log(`\n${label}: the ${soakMinutes}-minute soak made`, done);
    await soaked(`right after the ${soakMinutes}-minute soak`);
    // The soak's orders (15% of its requests: more than a shop takes in a month) leave their mails queued, and the
    // server sends them beside what it serves. Measured again once they are sent: what is left is the server's state.
    const drainStarted = Date.now();
    let waited = false;
    while ((await jobsNow(server.base)).due > 0 && Date.now() - drainStarted < 15 * 60_000) {
      waited = true;
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
    if (waited)
      await soaked(`once the soak's due jobs had run (${Math.round((Date.now() - drainStarted) / 1000)} s later)`);
    console.log(
      "Memory, MB (RSS; of it: PGlite's WebAssembly memory, glibc malloc's heaps; JS heap in use, and after a full GC; V8's memory outside its heap):",
    );
    console.table(['before the soak', 'after its first minute', 'after it'].map((when, i) => ({ when, ...memory[i] })));
    if (memory[1]) {
      const growth = (key: 'rss' | 'heap after GC') => `${((memory[2]![key] / memory[1]![key] - 1) * 100).toFixed(1)}%`;
      console.log(`Growth after the first minute: RSS ${growth('rss')}, JS heap kept ${growth('heap after GC')}`);
    }
  } finally {
    await server.stop();
  }
}

/** The job queue's rows by status, and `due`: queued and due now (bench-server.ts). */
const jobsNow = async (base: string) =>
  (await (await fetch(`${base}/api/__jobs`)).json()) as Record<string, number> & { due: number };

/** With BENCH_PROFILE_DIR: the server's CPU profile over `work`, and a heap snapshot after it (bench-server.ts). */
async function profiled<T>(base: string, name: string, work: () => Promise<T>): Promise<T> {
  if (!process.env.BENCH_PROFILE_DIR) return work();
  const file = name.replace(/\W+/g, '-');
  await fetch(`${base}/api/__profile/start`, { method: 'POST' });
  const result = await work();
  await fetch(`${base}/api/__profile/stop?name=${file}`, { method: 'POST' });
  await fetch(`${base}/api/__heap?name=${file}`, { method: 'POST' });
  return result;
}

/** What the soak needs: buyers, a staff member, the products and categories. */
async function soakParts(base: string) {
  const buyerTokens = await prepareBuyers(base, BUYERS);
  const [staffToken] = await prepareBuyers(base, 1, async (email) => {
    await fetch(`${base}/api/__staff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
  });
  const categories = (await (await fetch(`${base}/api/categories/`)).json()) as { id: number }[];
  return {
    base,
    productIds: await activeProductIds(base),
    categoryIds: categories.map((c) => c.id),
    buyerTokens,
    staffToken: staffToken!,
    orderBody: (productId: number) => orderPayload(productId),
  };
}

// The baselines (bench-server.ts): a tiny constant, and constants as large as the listing's first page (also sent
// compressed with brotli, asked for as a browser would) and the category tree.
const BARE_BROTLI = new Set(['/api/__bare_list_br']);

const cached = (id: number): Target[] => [
  { name: 'list', path: '/api/products/?page=1&page_size=12', bare: '/api/__bare_list' },
  { name: 'detail', path: `/api/products/${id}` },
  { name: 'hierarchy', path: '/api/categories/hierarchy/', bare: '/api/__bare_tree' },
  // Search runs in the database and is cached per query like the others (decision 0004): this measures a hit.
  { name: 'search', path: '/api/products/search/?q=tra%20sua' },
  { name: 'list (br)', path: '/api/products/?page=1&page_size=12', br: true, bare: '/api/__bare_list_br' },
  // Pages rendered on the server, kept per path and query: when the web build is there.
  { name: 'product page (HTML)', path: `/products/${id}`, html: true },
  { name: 'listing page (HTML)', path: '/products', html: true },
];
const uncached = (id: number): Target[] => [
  { name: 'list (uncached)', path: '/api/products/?page=1&page_size=12' },
  { name: 'detail (uncached)', path: `/api/products/${id}` },
  { name: 'search (uncached)', path: '/api/products/search/?q=tra%20sua' },
];

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Order creation
// ---------------------------------------------------------------------------------------------------------------

/** Concurrent order requests in flight (each a transaction taking stock). */
const ORDER_CONCURRENCY = 20;
/** Registration allows 10 per hour per client address (DESIGN §7), and every bench server starts afresh. */
const BUYERS = 10;

/** Registers and signs in `count` buyers. */
async function prepareBuyers(
  base: string,
  count: number,
  registered?: (email: string) => Promise<void>,
): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `bench-${Date.now()}-${i}@example.com`;
    const headers = { 'content-type': 'application/json' };
    const password = 'bench-password';
    const reg = await fetch(`${base}/api/register/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, first_name: 'Bench', password }),
    });
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
    await registered?.(email);
    const login = await fetch(`${base}/api/token/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    });
    if (login.status !== 200) throw new Error(`token: ${login.status} ${await login.text()}`);
    tokens.push(((await login.json()) as { access: string }).access);
  }
  return tokens;
}

async function activeProductIds(base: string): Promise<number[]> {
  const res = await fetch(`${base}/api/products/?page=1&page_size=100`);
  return ((await res.json()) as { results: { id: number }[] }).results.map((p) => p.id);
}

function orderPayload(productId: number, method = 'cash') {
  return JSON.stringify({
    items: [{ product: productId, variant: null, quantity: 1 }],
    shipping_address: '45 Nguyễn Thị Minh Khai',
    phone_number: '0909123456',
    email: 'bench@example.com',
    city: 'Thành phố Hồ Chí Minh',
    district: 'Quận 1',
    ward: 'Phường Bến Nghé',
    payment_method: method,
  });
}

/**
 * A bounded closed loop: ORDER_CONCURRENCY workers each place one order after another for `duration` seconds.
 * Every answer must be a 201 (the stock is large enough); latencies are per request.
 */
async function orderLoad(base: string, tokens: string[], productFor: (n: number) => number, duration: number) {
  const deadline = Date.now() + duration * 1000;
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  let firstFailure = '';
  const worker = async () => {
    while (Date.now() < deadline) {
      const n = next++;
      const started = performance.now();
      const res = await fetch(`${base}/api/orders/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[n % tokens.length]}` },
        body: orderPayload(productFor(n)),
      });
      const text = await res.text();
      latencies.push(performance.now() - started);
      if (res.status !== 201) {
        failures++;
        firstFailure ||= `${res.status} ${text}`;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: ORDER_CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  if (failures) throw new Error(`orders: ${failures} failed, first: ${firstFailure}`);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
  return { rps: latencies.length / elapsed, count: latencies.length, p50: at(0.5), p99: at(0.99) };
}

async function runOrders(label: string, env: Record<string, string>) {
  const only = process.env.BENCH_ONLY?.split(',');
  if (only && !only.includes('orders')) return;
  const server = await startBenchServer({ ...env, BENCH_ORDER_STOCK: '10000000' });
  try {
    const tokens = await prepareBuyers(server.base, BUYERS);
    const ids = await activeProductIds(server.base);
    await orderLoad(server.base, tokens, (n) => ids[n % ids.length]!, 2); // warm-up
    const rows: { scenario: string; 'orders/s': number; 'p50 ms': number; 'p99 ms': number; orders: number }[] = [];
    for (const [scenario, productFor] of [
      ['one product (contention)', () => ids[0]!],
      [`spread over ${ids.length} products`, (n: number) => ids[n % ids.length]!],
    ] as const) {
      const r = await orderLoad(server.base, tokens, productFor, seconds);
      rows.push({ scenario, 'orders/s': Math.round(r.rps), 'p50 ms': r.p50, 'p99 ms': r.p99, orders: r.count });
    }
    console.log(`\n${label}: POST /api/orders/, ${ORDER_CONCURRENCY} in flight, ${BUYERS} buyers`);
    console.table(rows);
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------------------------

const SEPAY_KEY = 'bench-sepay-key';

/** Bank-transfer orders to poll and credit. */
async function sepayOrders(base: string, token: string, productId: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${base}/api/orders/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: orderPayload(productId, 'sepay'),
    });
    if (res.status !== 201) throw new Error(`order: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
}

async function runPayments(label: string, env: Record<string, string>) {
  const only = process.env.BENCH_ONLY?.split(',');
  if (only && !only.includes('payments')) return;
  const server = await startBenchServer({ ...env, BENCH_ORDER_STOCK: '10000000', BENCH_SEPAY_KEY: SEPAY_KEY });
  try {
    const [token] = await prepareBuyers(server.base, 1);
    const orderIds = await sepayOrders(server.base, token!, (await activeProductIds(server.base))[0]!, 50);
    const auth = { authorization: `Bearer ${token}` };
    let transfer = 0;
    const scenarios = [
      { name: 'sepay-status (poll)', method: 'GET', path: `/api/orders/${orderIds[0]}/sepay-status/`, headers: auth },
      { name: 'sepay-payment (QR)', method: 'POST', path: `/api/orders/${orderIds[0]}/sepay-payment/`, headers: auth },
      {
        // 1 dong each, spread over 50 orders: every delivery is a new transaction, credited in its own DB transaction.
        name: 'SePay webhook (credit)',
        method: 'POST',
        path: '/api/webhooks/sepay',
        headers: { authorization: `Apikey ${SEPAY_KEY}`, 'content-type': 'application/json' },
        body: () => {
          transfer++;
          const content = `DH${orderIds[transfer % orderIds.length]}`;
          return JSON.stringify({ id: transfer, gateway: 'MBBank', content, transferType: 'in', transferAmount: 1 });
        },
      },
    ] as const;
    const rows: { call: string; 'req/s': number; 'p99 ms': number }[] = [];
    for (const s of scenarios) {
      const result = await autocannon({
        url: server.base + s.path,
        connections: 50,
        duration: seconds,
        method: s.method,
        headers: s.headers,
        requests: [{ setupRequest: (req) => ('body' in s ? { ...req, body: s.body() } : req) }],
      });
      if (result.non2xx || result.errors)
        throw new Error(`${s.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      rows.push({ call: s.name, 'req/s': Math.round(result.requests.average), 'p99 ms': result.latency.p99 });
    }
    console.log(`\n${label}: payment calls, 50 connections`);
    console.table(rows);
  } finally {
    await server.stop();
  }
}

console.log(`autocannon: 50 connections, ${seconds} s per route, node ${process.version}`);
await run('PGlite (embedded), cached reads', {}, cached);
if (!soakMinutes) {
  await run('PGlite (embedded), cache off', { BENCH_CACHE: 'off' }, uncached);
  await runOrders('PGlite (embedded), order creation', {});
  await runPayments('PGlite (embedded)', {});
}
if (process.env.BENCH_SKIP_PG !== '1' && (await postgresReachable())) {
  await run('PostgreSQL, cached reads', { BENCH_DATABASE_URL: pgUrl }, cached);
  if (soakMinutes) process.exit(0);
  await run('PostgreSQL, cache off', { BENCH_DATABASE_URL: pgUrl, BENCH_CACHE: 'off' }, uncached);
  await runOrders('PostgreSQL, order creation', { BENCH_DATABASE_URL: pgUrl });
  await runPayments('PostgreSQL', { BENCH_DATABASE_URL: pgUrl });
} else {
  console.log('\nPostgreSQL not reachable (or BENCH_SKIP_PG=1): skipped');
}
// An `npm run db:seed:large` database (100k products), used as it is.
const largeUrl = process.env.BENCH_LARGE_DATABASE_URL;
if (largeUrl) {
  await run('PostgreSQL, large data set, cached reads', { BENCH_LARGE_DATABASE_URL: largeUrl }, cached);
  await run(
    'PostgreSQL, large data set, cache off',
    { BENCH_LARGE_DATABASE_URL: largeUrl, BENCH_CACHE: 'off' },
    uncached,
  );
}
