// `DATABASE_URL=postgres://… npm run bench:customers-sql`: the back office's customers list (customers.repo count and
// page, as GET /api/admin/customers/ runs them) on a db:seed:large database, no server: every ordering, deep pages and
// searches by name, phone and e-mail, one at a time. p50/p90/p99 and the slowest. CUSTOMERS_BENCH_ROUNDS (3) repeats.
import { ADMIN_CUSTOMER_ORDERINGS, CUSTOMER_SEARCH_COUNT_LIMIT } from '@shop/domain/admin-customers.schemas';
import { contactSearchText } from '@shop/domain/search-text';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema/index';
import { type CustomerFilters, countCustomers, listCustomers } from '../src/modules/users/customers.repo';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('DATABASE_URL must name a PostgreSQL database');
const rounds = Number(process.env.CUSTOMERS_BENCH_ROUNDS ?? 3);
const pool = new pg.Pool({ connectionString: url, max: 1 });
const db = drizzle(pool, { schema }) as unknown as Db;

const { rows: sample } = (await db.execute(
  sql`SELECT first_name, last_name, email, phone_number FROM users WHERE role = 'customer' ORDER BY id DESC LIMIT 40`,
)) as unknown as { rows: { first_name: string; last_name: string; email: string; phone_number: string }[] };
const [{ n: customers }] = (
  (await db.execute(sql`SELECT count(*)::int AS n FROM users WHERE role = 'customer'`)) as unknown as {
    rows: [{ n: number }];
  }
).rows;

// What staff type: a given name, a family name with accents or without, part of a phone (as they hear it), an
// e-mail's start, and a term nobody matches.
const searches = new Set<string>(['nguyen', 'Trần Thị', 'an', 'zzq không ai']);
sample.forEach((u, i) => {
  if (i % 4 === 0) searches.add(u.first_name);
  if (i % 4 === 1) searches.add(u.phone_number.slice(0, 4 + (i % 5)));
  if (i % 4 === 2) searches.add(`${u.phone_number.slice(0, 4)} ${u.phone_number.slice(4, 7)}`);
  if (i % 4 === 3) searches.add(u.email.slice(0, 8));
});

type Case = [string, CustomerFilters, { ordering: (typeof ADMIN_CUSTOMER_ORDERINGS)[number]; page: number }];
const cases: Case[] = [
  ...ADMIN_CUSTOMER_ORDERINGS.map((ordering): Case => [`ordering ${ordering}`, {}, { ordering, page: 1 }]),
  ['page 50, newest first', {}, { ordering: '-created_at', page: 50 }],
  ['page 50, top spenders', {}, { ordering: '-total_spent', page: 50 }],
  ...[...searches].map((q): Case => [
    `search "${q}"`,
    { searchText: contactSearchText(q) },
    { ordering: '-created_at', page: 1 },
  ]),
];

const times: [number, string][] = [];
for (let round = 0; round < rounds; round++) {
  for (const [name, filters, { ordering, page }] of cases) {
    const started = performance.now();
    await Promise.all([
      countCustomers(db, filters, filters.searchText ? CUSTOMER_SEARCH_COUNT_LIMIT : undefined),
      listCustomers(db, filters, { limit: 20, offset: (page - 1) * 20, ordering }),
    ]);
    times.push([performance.now() - started, name]);
  }
}
const sorted = times.map(([ms]) => ms).sort((a, b) => a - b);
const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1);
console.log({
  customers,
  calls: sorted.length,
  'p50 ms': at(0.5),
  'p90 ms': at(0.9),
  'p99 ms': at(0.99),
  'max ms': at(1),
});
times.sort((a, b) => b[0] - a[0]);
console.log(
  'slowest:',
  times
    .slice(0, 10)
    .map(([ms, q]) => `${q} ${ms.toFixed(0)} ms`)
    .join(', '),
);
await pool.end();
