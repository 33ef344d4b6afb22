// `DATABASE_URL=postgres://… npm run bench:search-sql`: search-bench.ts's terms asked of the search query itself
// (product-search.repo searchAvailableProducts), no server and no cache, one at a time. p50/p90/p99 and the slowest.
// SEARCH_EXTRA="pp nap|1,2" adds terms (SEARCH_BENCH_QUERIES=0: only those); SEARCH_BENCH_DUMP=file writes each time.
import { foldVietnamese } from '@shop/domain/search-text';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema/index';
import { listAvailableProducts } from '../src/modules/catalog/catalog.repo';
import { loadSearchWordShare, searchAvailableProducts } from '../src/modules/catalog/product-search.repo';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('DATABASE_URL must name a PostgreSQL database');
const limit = Number(process.env.SEARCH_BENCH_QUERIES ?? 300);
const pool = new pg.Pool({ connectionString: url, max: 1 });
const db = drizzle(pool, { schema }) as unknown as Db;

// The same names and terms as search-bench.ts (pages 1, 7 and 40 of 100, newest first).
const names: string[] = [];
for (const page of [1, 7, 40])
  names.push(
    ...(await listAvailableProducts(db, {}, { ordering: 'newest', limit: 100, offset: (page - 1) * 100 })).map(
      (p) => p.name,
    ),
  );
const found = new Set<string>();
names.forEach((name, i) => {
  const words = name.split(' ');
  const w = words[i % words.length]!;
  found.add(w);
  found.add(words.slice(i % 3, (i % 3) + 2).join(' '));
  found.add(foldVietnamese(w).slice(0, 3 + (i % 2)));
  if (i % 10 === 0) found.add(foldVietnamese(w).slice(0, 1 + (i % 2)));
  if (i % 15 === 0) found.add(`${w} zzq${i}`);
});
const terms = [...found]
  .filter(Boolean)
  .slice(0, limit)
  .concat((process.env.SEARCH_EXTRA ?? '').split('|').filter(Boolean));

// The server caches the words' shares (catalog.service search); asked once here.
const wordShare = await loadSearchWordShare(db);
const times: [number, string][] = [];
for (const q of terms) {
  const started = performance.now();
  await searchAvailableProducts(db, foldVietnamese(q), { limit: 12, offset: 0 }, { wordShare });
  times.push([performance.now() - started, q]);
}
const sorted = times.map(([ms]) => ms).sort((a, b) => a - b);
const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1);
console.log({ queries: sorted.length, 'p50 ms': at(0.5), 'p90 ms': at(0.9), 'p99 ms': at(0.99), 'max ms': at(1) });
if (process.env.SEARCH_BENCH_DUMP)
  (await import('node:fs')).writeFileSync(process.env.SEARCH_BENCH_DUMP, JSON.stringify(times));
times.sort((a, b) => b[0] - a[0]);
console.log(
  'slowest:',
  times
    .slice(0, 12)
    .map(([ms, q]) => `${q} ${ms.toFixed(0)} ms`)
    .join(', '),
);
await pool.end();
