// The daily rollups' triggers (migration 0017) repeat two of the domain's rules in SQL: which shop day an instant
// falls in (shop_day, domain shopDay) and whether an order's lines count as sold (order_lines_count, domain
// RELEASED_STATUSES). Over generated instants and orders, the database's answers must equal the domain's, on
// PGlite and on PostgreSQL (DATABASE_URL), around shop midnight (17:00Z) above all.
import { ORDER_STATUSES, type OrderStatus, RELEASED_STATUSES } from '@shop/domain/order-status';
import { shopDay } from '@shop/domain/shop-time';
import { type SQL, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { orderItems, orders } from '../../db/schema/index';
import { openTestDatabase } from '../../testing/test-app';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ seedDemo: false }));
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const DAY_MS = 86_400_000;
/** Shop midnight is 17:00 UTC: Vietnam keeps UTC+7 all year (no daylight saving since 1975). */
const SHOP_MIDNIGHT_UTC_MS = 17 * 3_600_000;
const FIRST_DAY = Date.parse('1976-01-01T00:00:00Z') / DAY_MS;
const LAST_DAY = Date.parse('2100-01-01T00:00:00Z') / DAY_MS;

/** Instants either side of shop midnight, and at the days other zones change their clocks (Vietnam doesn't). */
const EDGES = [
  '2025-06-14T16:59:59.999Z',
  '2025-06-14T17:00:00.000Z',
  '2024-12-31T16:59:59.999Z',
  '2024-12-31T17:00:00.000Z',
  '2024-02-28T17:00:00.000Z',
  '2024-02-29T16:59:59.999Z',
  '2024-02-29T17:00:00.000Z',
  '2025-03-09T10:00:00.000Z',
  '2025-03-30T01:00:00.000Z',
  '2025-10-26T00:59:59.999Z',
  '2025-11-02T09:00:00.000Z',
  '2038-01-19T03:14:08.000Z',
].map((iso) => new Date(iso));

const nearShopMidnight = fc
  .tuple(fc.integer({ min: FIRST_DAY, max: LAST_DAY }), fc.integer({ min: -2_000, max: 2_000 }))
  .map(([day, ms]) => new Date(day * DAY_MS + SHOP_MIDNIGHT_UTC_MS + ms));
const anyInstant = fc.date({
  min: new Date(FIRST_DAY * DAY_MS),
  max: new Date(LAST_DAY * DAY_MS),
  noInvalidDate: true,
});
const instant = fc.oneof(fc.constantFrom(...EDGES), nearShopMidnight, anyInstant);

const status = fc.constantFrom(...ORDER_STATUSES);
const countsAsSold = (s: OrderStatus) => !RELEASED_STATUSES.includes(s);

describe('shop_day() equals the domain shopDay()', () => {
  it('for generated instants, shop midnight ±2 s and the edge cases', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(instant, { minLength: 1, maxLength: 40 }), async (instants) => {
        const list = `{${instants.map((d) => d.toISOString()).join(',')}}`;
        const days = await rows<{ day: string }>(
          sql`SELECT shop_day(u.at)::text AS day FROM unnest(${list}::timestamptz[]) WITH ORDINALITY AS u(at, n)
              ORDER BY u.n`,
        );
        expect(days.map((d) => d.day)).toEqual(instants.map(shopDay));
      }),
      { numRuns: 40, examples: [[EDGES]] },
    );
  });
});

describe('order_lines_count() equals the domain rule (RELEASED_STATUSES)', () => {
  it('for every status of the database enum, which is the domain list', async () => {
    const answers = await rows<{ status: string; counts: boolean }>(
      sql`SELECT s::text AS status, order_lines_count(s) AS counts FROM unnest(enum_range(NULL::order_status)) s`,
    );
    expect(answers.map((a) => a.status).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const a of answers) expect(a.counts, a.status).toBe(countsAsSold(a.status as OrderStatus));
  });
});

/** An order as generated: placed at `at` in `first`, later moved to `then` (status and/or instant), with lines. */
const generatedOrder = fc.record({
  at: instant,
  first: status,
  then: fc.record({ status: fc.option(status), at: fc.option(instant) }),
  lines: fc.array(
    fc.record({
      name: fc.constantFrom('Trà ô long', 'Thạch dừa', 'Sữa đặc'),
      quantity: fc.integer({ min: 1, max: 5 }),
      price: fc.integer({ min: 1_000, max: 500_000 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});
type GeneratedOrder = typeof generatedOrder extends fc.Arbitrary<infer T> ? T : never;

/** What the rollups must hold for these orders, from the domain's rules: per shop day, orders and lines sold. */
function expected(list: (GeneratedOrder & { status: OrderStatus; placed: Date })[]) {
  const ordersByDay = new Map<string, number>();
  const sold = new Map<string, { units: number; revenue: number }>();
  for (const o of list) {
    const day = shopDay(o.placed);
    ordersByDay.set(`${day} ${o.status}`, (ordersByDay.get(`${day} ${o.status}`) ?? 0) + 1);
    if (!countsAsSold(o.status)) continue;
    for (const l of o.lines) {
      const entry = sold.get(`${day} ${l.name}`) ?? { units: 0, revenue: 0 };
      sold.set(`${day} ${l.name}`, { units: entry.units + l.quantity, revenue: entry.revenue + l.quantity * l.price });
    }
  }
  return { ordersByDay: Object.fromEntries(ordersByDay), sold: Object.fromEntries(sold) };
}

/** The rollups as the triggers left them, keys that net to nothing left out. */
async function rollups() {
  const totals = await rows<{ key: string; n: number }>(
    sql`SELECT day::text || ' ' || status::text AS key, sum(orders)::int AS n FROM order_daily_totals
        GROUP BY 1 HAVING sum(orders) <> 0`,
  );
  const sales = await rows<{ key: string; units: number; revenue: number }>(
    sql`SELECT day::text || ' ' || product_name AS key, sum(units)::int AS units, sum(revenue)::int AS revenue
        FROM product_daily_sales GROUP BY 1 HAVING sum(units) <> 0 OR sum(revenue) <> 0`,
  );
  return {
    ordersByDay: Object.fromEntries(totals.map((r) => [r.key, r.n])),
    sold: Object.fromEntries(sales.map((r) => [r.key, { units: r.units, revenue: r.revenue }])),
  };
}

let nextId = 50_000_000;

describe('the rollup triggers count generated orders as the domain does', () => {
  it('placed, moved to another status or day, then deleted', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(generatedOrder, { minLength: 1, maxLength: 8 }), async (list) => {
        const placed = list.map((o) => ({ ...o, id: ++nextId }));
        const ids = placed.map((o) => o.id);
        // One statement each for the orders and their lines, as a bulk import writes them.
        await database.db.insert(orders).values(
          placed.map((o) => ({
            id: o.id,
            status: o.first,
            shippingAddress: '1 Lê Lợi',
            phoneNumber: '0900000000',
            email: 'khach@example.vn',
            totalPrice: 0,
            finalTotal: 0,
            createdAt: o.at,
          })),
        );
        await database.db.insert(orderItems).values(
          placed.flatMap((o) =>
            o.lines.map((l) => ({
              orderId: o.id,
              productId: null,
              productName: l.name,
              quantity: l.quantity,
              price: l.price,
              totalPrice: l.quantity * l.price,
            })),
          ),
        );
        expect(await rollups()).toEqual(expected(placed.map((o) => ({ ...o, status: o.first, placed: o.at }))));

        const moved = placed.map((o) => ({ ...o, status: o.then.status ?? o.first, placed: o.then.at ?? o.at }));
        for (const o of moved) {
          if (o.then.status === null && o.then.at === null) continue;
          await database.db.execute(
            sql`UPDATE orders SET status = ${o.status}, created_at = ${o.placed.toISOString()} WHERE id = ${o.id}`,
          );
        }
        expect(await rollups()).toEqual(expected(moved));

        await database.db.delete(orders).where(inArray(orders.id, ids));
        expect(await rollups()).toEqual({ ordersByDay: {}, sold: {} });
      }),
      { numRuns: 25 },
    );
  });
});
