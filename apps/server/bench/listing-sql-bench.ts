// `DATABASE_URL=postgres://… npm run bench:listing-sql`: the listing's queries alone (decision 0019),
// no server and no cache — every order × all / a top category / a leaf × first, middle and last page, with
// page sizes 20–59 as scale-bench.ts asks them — timed in the process (query and variants, as a cache miss runs
// them once the filter's count is cached). Prints p50/p99 per page position and the slowest asks.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema/index';
import { loadCategoryTree } from '../src/modules/catalog/catalog-lists.repo';
import { countAvailableProducts, listAvailableProducts } from '../src/modules/catalog/catalog.repo';
import type { ProductOrdering } from '@shop/domain/catalog.constants';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('DATABASE_URL must name a PostgreSQL database');
const runs = Number(process.env.SCALE_RUNS ?? 3);
const pool = new pg.Pool({ connectionString: url, max: 1 });
const db = drizzle(pool, { schema }) as unknown as Db;

const tree = await loadCategoryTree(db);
const top = tree.find((c) => c.children.length > 0)!;
const leaf = top.children[0]!;
const subtree = (c: typeof top): number[] => [c.id, ...c.children.flatMap(subtree)];
const times: Record<'first' | 'middle' | 'last', number[]> = { first: [], middle: [], last: [] };
const slow: [number, string][] = [];
let size = 20;
for (let run = 0; run < runs; run++)
  for (const ordering of ['featured', 'newest', 'price', '-price', 'name', '-name'] as ProductOrdering[])
    for (const [label, categoryIds] of [
      ['all', undefined],
      [`top ${top.id}`, subtree(top)],
      [`leaf ${leaf.id}`, [leaf.id]],
    ] as const) {
      const filter = { categoryIds: categoryIds ? [...categoryIds] : undefined };
      const count = await countAvailableProducts(db, filter);
      size = size >= 59 ? 20 : size + 1;
      const pages = Math.ceil(count / size);
      for (const [which, page] of [
        ['first', 1],
        ['middle', Math.ceil(pages / 2)],
        ['last', pages],
      ] as const) {
        const started = performance.now();
        await listAvailableProducts(db, filter, { ordering, limit: size, offset: (page - 1) * size, count });
        const ms = performance.now() - started;
        times[which].push(ms);
        slow.push([ms, `${ordering} ${label} page ${page} of ${size}`]);
      }
    }
const at = (list: number[], p: number) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(p * list.length))]!.toFixed(1);
console.table(
  Object.fromEntries(
    Object.entries(times).map(([k, v]) => [k, { asks: v.length, 'p50 ms': at(v, 0.5), 'p99 ms': at(v, 0.99) }]),
  ),
);
slow.sort((a, b) => b[0] - a[0]);
console.log(
  'slowest:',
  slow
    .slice(0, 6)
    .map(([ms, what]) => `${what} ${ms.toFixed(1)} ms`)
    .join('; '),
);
await pool.end();
