// `npm run bench:api`: load each catalogue call with autocannon (50 connections, BENCH_SECONDS each, default 10)
// on the embedded database and on PostgreSQL, and compare it with a bare route on the same server.
// Then order creation (POST /api/orders/, signed-in buyers prepared beforehand) for BENCH_SECONDS per scenario:
// every order for one product (stock contention on one row) and orders spread over the catalogue.
// Set BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) or BENCH_SKIP_PG=1, and
// BENCH_LARGE_DATABASE_URL for the reads again on a large data set (npm run db:seed:large);
// Then the payment calls: the QR screen's status poll (every shopper on it asks every 3 s), the QR itself, and SePay
// webhooks crediting transfers. BENCH_ONLY=list,detail,orders,payments picks routes.
// `-- --soak N`: the cached reads only, on a server measured fresh, then again after N minutes of mixed traffic
// (soak.ts), each time beside a fresh twin measured in the same rounds; with the soaked server's resident memory
// before, after the first minute and after; then a new server started on the data the soak left, beside the twin.
// BENCH_ROUNDS (default 4) alternations per route; BENCH_SKIP_PGLITE=1 measures PostgreSQL only.
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { soak } from './soak';
import { startBenchServer } from './start-bench-server';
import pg from 'pg';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const soakAt = process.argv.indexOf('--soak');
const soakMinutes = soakAt >= 0 ? Number(process.argv[soakAt + 1] ?? 10) : 0;

type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

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

/** Runs per route, alternating with its bare route's (bare, route, bare, route…), BENCH_SECONDS in all for each. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);

interface Totals {
  total: number;
  cpuMs: number;
  /** Of it, in the kernel. */
  systemMs: number;
  p99: number;
}
/** One server's runs of one target and of its bare route. */
interface Side {
  route: Totals;
  bare: Totals;
  /** Each round's route req/s as % of its bare route's. */
  perRound: number[];
}

/**
 * Each target against its bare route, the two measured in alternating short runs so that both see the same machine:
 * on the shared 2-core machines here a route's req/s moved 2× within minutes, bare routes with it, and a bare route
 * measured a minute before its target made their ratio a coin toss. With several servers (a soaked one and its fresh
 * twin), each round runs on each in turn, so they are compared in the same minute too. Returns `[target][server]`.
 */
async function measure(servers: BenchServer[], targets: Target[]): Promise<Side[][]> {
  const timed = async (server: BenchServer, into: Totals, path: string, br?: boolean, html?: boolean) => {
    const before = server.cpuMs();
    const r = await load(server.base, path, br, seconds / ROUNDS, html);
    into.total += r.total;
    const after = server.cpuMs();
    into.cpuMs += after.all - before.all;
    into.systemMs += after.system - before.system;
    into.p99 = Math.max(into.p99, r.p99);
    return r.total;
  };
  const zero = (): Totals => ({ total: 0, cpuMs: 0, systemMs: 0, p99: 0 });
  const sides: Side[][] = [];
  for (const t of targets) {
    const baseline = t.bare ?? '/api/__bare';
    const each = servers.map((): Side => ({ route: zero(), bare: zero(), perRound: [] }));
    for (let i = 0; i < ROUNDS; i++)
      for (const [n, server] of servers.entries()) {
        const side = each[n]!;
        const bare = await timed(server, side.bare, baseline, BARE_BROTLI.has(baseline));
        const route = await timed(server, side.route, t.path, t.br, t.html);
        side.perRound.push(Math.round((route / bare) * 100));
      }
    sides.push(each);
  }
  return sides;
}

const share = (side: Side) => side.route.total / side.bare.total;
/** The server's CPU time per request, µs: a cost the machine's load moves less than req/s. */
const cpuPerRequest = (x: Totals) => Math.round((x.cpuMs * 1000) / x.total);
const percent = (x: number) => `${Math.round(x * 100)}%`;

/** A server's figures for each target: req/s, its fraction of the bare route's, and the CPU each request cost. */
function rowsOf(targets: Target[], sides: Side[]) {
  return sides.map((side, i) => ({
    route: targets[i]!.name,
    'req/s': Math.round(side.route.total / seconds),
    'p99 ms': side.route.p99,
    'bare req/s': Math.round(side.bare.total / seconds),
    'vs bare': `${percent(share(side))} of ${targets[i]!.bare ?? '/api/__bare'}`,
    // How far one short run's fraction moves within the measurement: what a difference smaller than this is worth.
    'rounds (vs bare)': `${Math.min(...side.perRound)}–${Math.max(...side.perRound)}%`,
    'CPU µs/req': cpuPerRequest(side.route),
    'of it, kernel': percent(side.route.systemMs / side.route.cpuMs),
    'vs bare (CPU)': percent(cpuPerRequest(side.bare) / cpuPerRequest(side.route)),
  }));
}

/** The server's own CPU use over 3 s without a request, in % of a core: work left running in the background (the job
 * queue's backlog, timers) that a measurement would share the process with. */
async function idleCpu(server: BenchServer): Promise<string> {
  const before = server.cpuMs().all;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return `server CPU at rest ${((server.cpuMs().all - before) / 30).toFixed(1)}%`;
}

const loadAverage = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

async function run(label: string, env: Record<string, string>, targets: (id: number) => Target[]) {
  const only = process.env.BENCH_ONLY?.split(',');
  if (only && !targets(0).some((t) => only.includes(t.name))) return;
  const started: BenchServer[] = [];
  const start = async (extra: Record<string, string>) => {
    started.push(await startBenchServer({ ...env, ...extra }));
    return started.at(-1)!;
  };
  // A soak keeps the server's data for a second server started on it after.
  const server = await start(soakMinutes ? { BENCH_ORDER_STOCK: '10000000', BENCH_KEEP_DATA: '1' } : {});
  try {
    const id = await firstProductId(server.base);
    const chosen = targets(id).filter((t) => !only || only.includes(t.name));
    const warmUp = async (s: BenchServer) => {
      // JIT, caches, pools, so that the first measured route isn't penalised; only the routes measured (the pages
      // need the web build, which BENCH_ONLY=list,detail does not).
      for (const path of new Set(chosen.flatMap((t) => [t.bare ?? '/api/__bare', t.path])))
        await load(s.base, path, false, 2);
    };
    await warmUp(server);
    if (!soakMinutes) {
      const idle = await idleCpu(server);
      const sides = await profiled({ server }, label, () => measure([server], chosen));
      console.log(`\n${label} (${loadAverage()}, ${idle}, RSS ${server.rssMb()} MB)`);
      console.table(
        rowsOf(
          chosen,
          sides.map(([side]) => side!),
        ),
      );
      return;
    }
    // The soaked server is compared with a twin started beside it that serves only the measurements, each round on
    // one and then the other: the machine moved a bare route's req/s 2× within minutes, so a server measured before
    // the soak and again after it tells the machine's drift as much as the server's.
    const twin = await start({ BENCH_ORDER_STOCK: '10000000' });
    await warmUp(twin);
    const compare = async (s: BenchServer, when: string) => {
      const idle = await idleCpu(s);
      const jobsLeft = await jobsNow(s.base);
      const sides = await profiled({ twin, soaked: s }, `${label} ${when}`, () => measure([twin, s], chosen));
      console.log(`\n${label}, ${when} (${loadAverage()}, ${idle}), jobs as the measurement started:`, jobsLeft);
      console.table(
        rowsOf(
          chosen,
          sides.map(([, side]) => side!),
        ).map((row, i) => {
          const [fresh, side] = sides[i]! as [Side, Side];
          return {
            ...row,
            'vs bare, of the twin': percent(share(side) / share(fresh)),
            'req/s, of the twin': percent(side.route.total / fresh.route.total),
            'bare req/s, of the twin': percent(side.bare.total / fresh.bare.total),
            'CPU µs/req, twin': cpuPerRequest(fresh.route),
          };
        }),
      );
    };
    await compare(server, 'fresh, beside its twin');
    const before = await server.memory();
    let firstMinute: ReturnType<typeof server.memory> | undefined;
    const done = await soak(await soakParts(server.base), soakMinutes, () => {
      firstMinute ??= server.memory();
    });
    const memory = [before, await firstMinute, await server.memory()];
    console.log(`\n${label}: the ${soakMinutes}-minute soak made`, done);
    await compare(server, `right after the ${soakMinutes}-minute soak`);
    // The soak's orders (15% of its requests: more than a shop takes in a month) leave their mails queued, and the
    // server sends them beside what it serves. Measured again once they are sent: what is left is the server's state.
    const drainStarted = Date.now();
    let waited = false;
    while ((await jobsNow(server.base)).due > 0 && Date.now() - drainStarted < 15 * 60_000) {
      waited = true;
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
    if (waited)
      await compare(
        server,
        `once the soak's due jobs had run (${Math.round((Date.now() - drainStarted) / 1000)} s later)`,
      );
    console.log(
      "Memory, MB (RSS; of it: PGlite's WebAssembly memory, glibc malloc's heaps; JS heap in use, and after a full GC; V8's memory outside its heap):",
    );
    console.table(['before the soak', 'after its first minute', 'after it'].map((when, i) => ({ when, ...memory[i] })));
    if (memory[1]) {
      const growth = (key: 'rss' | 'heap after GC') => `${((memory[2]![key] / memory[1]![key] - 1) * 100).toFixed(1)}%`;
      console.log(`Growth after the first minute: RSS ${growth('rss')}, JS heap kept ${growth('heap after GC')}`);
    }
    // A new process on the data the soak left: what the soaked server lost and this one has not is the process's
    // state (caches, heap, compiled code); what both lost is in the data (rows, dead rows, indexes).
    await server.stop();
    const { dataDir, databaseUrl } = server.data;
    const restarted = await start(
      databaseUrl ? { BENCH_REUSE_DATABASE_URL: databaseUrl } : { BENCH_REUSE_DATA_DIR: dataDir! },
    );
    await warmUp(restarted);
    await compare(restarted, 'restarted on the data the soak left');
  } finally {
    for (const s of started) await s.stop();
    await discard(started.map((s) => s.data));
  }
}

/** Removes the data the soak's servers kept (BENCH_KEEP_DATA): their PGlite directories and PostgreSQL database. */
async function discard(kept: BenchServer['data'][]) {
  for (const { dataDir, databaseUrl } of kept) {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (!databaseUrl) continue;
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(
      `DROP DATABASE IF EXISTS ${client.escapeIdentifier(new URL(databaseUrl).pathname.slice(1))} WITH (FORCE)`,
    );
    await client.end();
  }
}

/** The job queue's rows by status, and `due`: queued and due now (bench-server.ts). */
const jobsNow = async (base: string) =>
  (await (await fetch(`${base}/api/__jobs`)).json()) as Record<string, number> & { due: number };

/** With BENCH_PROFILE_DIR: each server's CPU profile over `work`, and a heap snapshot after it (bench-server.ts),
 * named after the measurement and the server's role. */
async function profiled<T>(servers: Record<string, BenchServer>, name: string, work: () => Promise<T>): Promise<T> {
  if (!process.env.BENCH_PROFILE_DIR) return work();
  const each = Object.entries(servers).map(([role, s]) => ({
    base: s.base,
    file: `${name} ${role}`.replace(/\W+/g, '-'),
  }));
  const post = (path: string) => fetch(path, { method: 'POST' });
  await Promise.all(each.map(({ base }) => post(`${base}/api/__profile/start`)));
  const result = await work();
  await Promise.all(each.map(({ base, file }) => post(`${base}/api/__profile/stop?name=${file}`)));
  for (const { base, file } of each) await post(`${base}/api/__heap?name=${file}`);
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
if (process.env.BENCH_SKIP_PGLITE !== '1') {
  await run('PGlite (embedded), cached reads', {}, cached);
  if (!soakMinutes) {
    await run('PGlite (embedded), cache off', { BENCH_CACHE: 'off' }, uncached);
    await runOrders('PGlite (embedded), order creation', {});
    await runPayments('PGlite (embedded)', {});
  }
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
