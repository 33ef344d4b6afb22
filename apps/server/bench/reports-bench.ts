// `DATABASE_URL=postgres://… npm run bench:reports`: the reports (DESIGN §17) as GET /api/admin/reports/* runs them
// (reports.service, no server) on a db:seed:large database: profit by day and by channel over a year, 90 and 30 days,
// the stock's value, best and slowest sellers over a year and 30 days, receivables ageing, one at a time. Each case's
// median and slowest over REPORTS_BENCH_ROUNDS (5) rounds after one warm-up; the goal is ≤ 1 s for a year of 1M orders.
import { addDays, shopDay } from '@shop/domain/shop-time';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema/index';
import { createReportsService } from '../src/modules/reports/reports.service';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('DATABASE_URL must name a PostgreSQL database');
const rounds = Number(process.env.REPORTS_BENCH_ROUNDS ?? 5);
const pool = new pg.Pool({ connectionString: url, max: 1 });
const db = drizzle(pool, { schema }) as unknown as Db;
const reports = createReportsService({ db });

const count = async (query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)) as unknown as { rows: [{ n: unknown }] }).rows[0].n);
const figures = {
  orders: await count(sql`SELECT count(*) AS n FROM orders`),
  delivered: await count(sql`SELECT count(*) AS n FROM orders WHERE status = 'delivered'`),
  lines: await count(sql`SELECT count(*) AS n FROM order_items`),
  products: await count(sql`SELECT count(*) AS n FROM products`),
  levels: await count(sql`SELECT count(*) AS n FROM stock_levels`),
  on_account: await count(sql`SELECT count(*) AS n FROM orders WHERE payment_method = 'on_account'`),
};

const today = shopDay(new Date());
const days = (n: number) => ({ date_from: addDays(today, -(n - 1)), date_to: today });
const cases: [string, () => Promise<unknown>][] = [
  ['profit by day, 366 days', () => reports.profit({ ...days(366), group_by: 'day' })],
  ['profit by channel, 366 days', () => reports.profit({ ...days(366), group_by: 'channel' })],
  ['profit by day, 90 days', () => reports.profit({ ...days(90), group_by: 'day' })],
  ['profit by day, 30 days', () => reports.profit({ ...days(30), group_by: 'day' })],
  ['stock value', () => reports.stockValue()],
  ['best sellers, 366 days', () => reports.sellers({ ...days(366), order: 'best', limit: 20 })],
  ['slowest sellers, 366 days', () => reports.sellers({ ...days(366), order: 'slowest', limit: 20 })],
  ['best sellers, 30 days', () => reports.sellers({ ...days(30), order: 'best', limit: 20 })],
  ['slowest sellers, 30 days', () => reports.sellers({ ...days(30), order: 'slowest', limit: 20 })],
  ['receivables ageing, 100 customers', () => reports.receivablesAgeing({ limit: 100 })],
  ['receivables ageing, 10,000 customers (CSV)', () => reports.receivablesAgeing({ limit: 10_000 })],
];

const results: Record<string, { 'median ms': string; 'max ms': string }> = {};
for (const [name, run] of cases) {
  await run(); // warm-up: the pages the query reads come into the cache
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  results[name] = { 'median ms': times[Math.floor(times.length / 2)]!.toFixed(1), 'max ms': times.at(-1)!.toFixed(1) };
}
console.log(figures);
console.table(results);
await pool.end();
