// `npm run bench:api`: load each catalogue call with autocannon (50 connections, BENCH_SECONDS each, default 10)
// on the embedded database and on PostgreSQL, and compare it with a bare route on the same server.
// Set BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) or BENCH_SKIP_PG=1;
// BENCH_ONLY=list,detail picks routes.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Target {
  name: string;
  path: string;
  /** Ask for brotli as a browser does (cached answers are compressed once). */
  br?: boolean;
}

async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bench-server.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const { port } = JSON.parse(line) as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function load(base: string, path: string, br = false, duration = seconds) {
  const result = await autocannon({
    url: base + path,
    connections: 50,
    duration,
    headers: br ? { 'accept-encoding': 'br' } : {},
  });
  if (result.non2xx || result.errors) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function firstProductId(base: string): Promise<number> {
  const res = await fetch(`${base}/api/products/?page=1&page_size=1`);
  const body = (await res.json()) as { results: { id: number }[] };
  return body.results[0]!.id;
}

async function run(label: string, env: Record<string, string>, targets: (id: number) => Target[]) {
  const server = await startServer(env);
  try {
    const id = await firstProductId(server.base);
    // Warm up (JIT, caches, pools) so the first measured route isn't penalised.
    for (const path of ['/api/__bare', ...targets(id).map((t) => t.path)]) await load(server.base, path, false, 2);
    const rows: { route: string; 'req/s': number; 'p99 ms': number; 'vs bare': string }[] = [];
    const bare = await load(server.base, '/api/__bare');
    rows.push({ route: 'bare', 'req/s': Math.round(bare.rps), 'p99 ms': bare.p99, 'vs bare': '100%' });
    const only = process.env.BENCH_ONLY?.split(',');
    for (const t of targets(id).filter((t) => !only || only.includes(t.name))) {
      const r = await load(server.base, t.path, t.br);
      rows.push({
        route: t.name,
        'req/s': Math.round(r.rps),
        'p99 ms': r.p99,
        'vs bare': `${Math.round((r.rps / bare.rps) * 100)}%`,
      });
    }
    console.log(`\n${label}`);
    console.table(rows);
  } finally {
    await server.stop();
  }
}

const cached = (id: number): Target[] => [
  { name: 'list', path: '/api/products/?page=1&page_size=12' },
  { name: 'detail', path: `/api/products/${id}` },
  { name: 'hierarchy', path: '/api/categories/hierarchy/' },
  // Search has no per-query cache: it scans the in-memory index every time (decision 0004).
  { name: 'search', path: '/api/products/search/?q=tra%20sua' },
  { name: 'list (br)', path: '/api/products/?page=1&page_size=12', br: true },
];
const uncached = (id: number): Target[] => [
  { name: 'list (uncached)', path: '/api/products/?page=1&page_size=12' },
  { name: 'detail (uncached)', path: `/api/products/${id}` },
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

console.log(`autocannon: 50 connections, ${seconds} s per route, node ${process.version}`);
await run('PGlite (embedded), cached reads', {}, cached);
await run('PGlite (embedded), cache off', { BENCH_CACHE: 'off' }, uncached);
if (process.env.BENCH_SKIP_PG !== '1' && (await postgresReachable())) {
  await run('PostgreSQL, cached reads', { BENCH_DATABASE_URL: pgUrl }, cached);
  await run('PostgreSQL, cache off', { BENCH_DATABASE_URL: pgUrl, BENCH_CACHE: 'off' }, uncached);
} else {
  console.log('\nPostgreSQL not reachable (or BENCH_SKIP_PG=1): skipped');
}
