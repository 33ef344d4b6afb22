// The daily rollups (migration 0017, split by source in 0022): order_daily_totals and product_daily_sales, and the
// accounts' order figures (0022), kept by statement triggers, must always equal the same figures computed from the orders and their lines. After each kind of write
// (checkout, status moves, cancellations, payments, bulk inserts, line edits, a product's deletion, deletes) the
// rollups are compared with plain SQL over orders, so a trigger that misses a case fails at that step. The
// dashboard's figures are then compared with the plain SQL the dashboard ran before the rollups.
import { addDays, shopDay, shopDayRange } from '@shop/domain/shop-time';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { orderItems, orders, products } from '../../db/schema/index';
import type { TestApp } from '../../testing/test-app';
import { adminCall, placedAt } from '../../testing/staff.testing';
import type { SignedUp } from '../auth/auth.testing';
import * as statsRepo from './order-stats.repo';
import { type Shop, openOrderDesk, orderBody, placedOrder } from './orders.testing';

let t: TestApp;
let shop: Shop;
let customer: SignedUp;
let staff: SignedUp;
beforeAll(async () => {
  ({ t, shop, customer, staff } = await openOrderDesk());
});
afterAll(() => t?.close());

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const DAY = sql`(created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date`;

/** The rollups, summed over slots, without keys that net to nothing; and the same from the orders themselves. */
async function expectRollupsMatch() {
  const totals = await rows(
    t.db,
    sql`SELECT day::text, status::text, payment_status::text, payment_method::text, source::text,
               sum(orders)::int AS n, sum(amount)::bigint::text AS amount
        FROM order_daily_totals GROUP BY 1, 2, 3, 4, 5 HAVING sum(orders) <> 0 OR sum(amount) <> 0
        ORDER BY 1, 2, 3, 4, 5`,
  );
  const fromOrders = await rows(
    t.db,
    sql`SELECT ${DAY}::text AS day, status::text, payment_status::text, payment_method::text, source::text,
               count(*)::int AS n, sum(final_total)::bigint::text AS amount
        FROM orders GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
  );
  expect(totals).toEqual(fromOrders);

  // The accounts' order figures (migration 0022), kept by triggers on the same writes.
  const figures = await rows(
    t.db,
    sql`SELECT id, orders_count, total_spent::text, last_order_at FROM users
        WHERE orders_count <> 0 OR total_spent <> 0 OR last_order_at IS NOT NULL ORDER BY id`,
  );
  const fromAccounts = await rows(
    t.db,
    sql`SELECT user_id AS id, count(*)::int AS orders_count,
               sum(CASE WHEN status NOT IN ('cancelled', 'returned') THEN final_total ELSE 0 END)::bigint::text
                 AS total_spent,
               max(created_at) AS last_order_at
        FROM orders WHERE user_id IS NOT NULL GROUP BY 1 ORDER BY 1`,
  );
  expect(figures).toEqual(fromAccounts);
  expect(fromOrders.length).toBeGreaterThan(0);

  const sales = await rows(
    t.db,
    sql`SELECT day::text, product_id, product_name, sum(units)::int AS units, sum(revenue)::bigint::text AS revenue
        FROM product_daily_sales GROUP BY 1, 2, 3 HAVING sum(units) <> 0 OR sum(revenue) <> 0
        ORDER BY 1, 2, 3`,
  );
  const fromLines = await rows(
    t.db,
    sql`SELECT (o.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date::text AS day, i.product_id, i.product_name,
               sum(i.quantity)::int AS units, sum(i.total_price)::bigint::text AS revenue
        FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE o.status NOT IN ('cancelled', 'returned')
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );
  expect(sales).toEqual(fromLines);
  expect(fromLines.length).toBeGreaterThan(0);
}

const place = (items: { product: number; variant?: number; quantity: number }[], extra = {}) =>
  placedOrder(t.app, customer.tokens.access, orderBody({ items, ...extra }, shop));
const act = async (id: number, path: string, body: object) => {
  const res = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${id}/${path}/`, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

let nextId = 40_000_000;
/** Orders written straight in SQL, several per statement (as seed-large does). */
async function insertOrders(
  list: { status: string; paymentStatus?: string; method?: string; total: number; at: string }[],
): Promise<number[]> {
  const ids = list.map(() => ++nextId);
  await t.db.insert(orders).values(
    list.map((o, i) => ({
      id: ids[i]!,
      status: o.status as never,
      paymentStatus: (o.paymentStatus ?? 'unpaid') as never,
      paymentMethod: (o.method ?? 'cash') as never,
      shippingAddress: '1 Lê Lợi',
      phoneNumber: '0900000000',
      email: 'khach@example.vn',
      totalPrice: o.total,
      finalTotal: o.total,
      createdAt: new Date(o.at),
    })),
  );
  return ids;
}
const line = (orderId: number, productId: number | null, name: string, quantity: number, price: number) => ({
  orderId,
  productId,
  productName: name,
  quantity,
  price,
  totalPrice: quantity * price,
});

describe('daily rollups', () => {
  let gone: typeof products.$inferSelect | undefined;
  let bulk: number[] = [];
  let checkout: Awaited<ReturnType<typeof place>>[] = [];

  it('follow checkouts, payments, status moves and cancellations through the API', async () => {
    const { oolong, jelly, milk, machine } = shop.products;
    checkout = [
      await place([{ product: oolong.id, quantity: 2 }]),
      await place([{ product: jelly.id, variant: shop.variants.coconut.id, quantity: 1 }]),
      await place([
        { product: milk.id, quantity: 1 },
        { product: machine.id, quantity: 1 },
      ]),
      await place([{ product: oolong.id, quantity: 1 }]),
    ];
    await expectRollupsMatch();
    await act(checkout[0]!.id, 'mark-paid', {});
    for (const status of ['accounting_processing', 'processing', 'shipped', 'delivered']) {
      await act(checkout[1]!.id, 'transition', { status });
    }
    await act(checkout[2]!.id, 'mark-paid', {});
    await act(checkout[2]!.id, 'transition', { status: 'cancelled', note: 'Hết hàng' });
    await expectRollupsMatch();
  });

  it('follow staff edits of an order’s lines and fee, and a staff order from another channel', async () => {
    const { oolong, jelly } = shop.products;
    const order = checkout[3]!;
    const res = await adminCall(t.app, staff, 'PATCH', `/api/admin/orders/${order.id}/`, {
      body: {
        version: 0,
        shipping_fee: 12_000,
        items: [
          { id: order.items[0]!.id, product: oolong.id, variant: null, quantity: 3 },
          { product: jelly.id, variant: null, quantity: 1 },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const staffOrder = await adminCall(t.app, staff, 'POST', '/api/admin/orders/', {
      body: {
        customer: { name: 'Khách Zalo', phone: '0977000111' },
        items: [{ product: jelly.id, variant: null, quantity: 2 }],
        source: 'store',
      },
    });
    expect(staffOrder.status, JSON.stringify(staffOrder.body)).toBe(201);
    await expectRollupsMatch();
  });

  it('follow bulk inserts of orders and lines, lines added later, and days moved', async () => {
    const { oolong, jelly } = shop.products;
    [gone] = await t.db
      .insert(products)
      .values({ slug: `gone-${nextId}`, name: 'Trà sắp ngừng', price: 70_000, categoryId: oolong.categoryId })
      .returning();
    bulk = await insertOrders([
      { status: 'delivered', total: 300_000, at: '2033-03-01T02:00:00Z' },
      { status: 'delivered', paymentStatus: 'paid', method: 'sepay', total: 150_000, at: '2033-03-01T17:30:00Z' },
      { status: 'pending', method: 'sepay', total: 80_000, at: '2033-03-02T16:59:59Z' },
      { status: 'cancelled', paymentStatus: 'refund_due', method: 'payos', total: 90_000, at: '2033-03-02T03:00:00Z' },
      { status: 'returned', total: 40_000, at: '2033-02-28T17:00:00Z' },
      { status: 'shipped', total: 210_000, at: '2033-03-03T05:00:00Z' },
    ]);
    await expectRollupsMatch();
    await t.db
      .insert(orderItems)
      .values([
        line(bulk[0]!, oolong.id, oolong.name, 2, 120_000),
        line(bulk[0]!, gone!.id, gone!.name, 1, 60_000),
        line(bulk[1]!, gone!.id, gone!.name, 2, 70_000),
        line(bulk[2]!, jelly.id, jelly.name, 2, 40_000),
        line(bulk[3]!, oolong.id, oolong.name, 1, 90_000),
        line(bulk[4]!, jelly.id, jelly.name, 1, 40_000),
        line(bulk[5]!, oolong.id, 'Trà ô long (tên cũ)', 1, 120_000),
        line(bulk[5]!, gone!.id, gone!.name, 1, 90_000),
      ]);
    await expectRollupsMatch();
    // A line added to an order placed earlier, to a counted one and to a cancelled one.
    await t.db.insert(orderItems).values([line(bulk[2]!, oolong.id, oolong.name, 1, 99_000)]);
    await t.db.insert(orderItems).values([line(bulk[3]!, jelly.id, jelly.name, 3, 40_000)]);
    await expectRollupsMatch();
    // Placed on another day: its counts and its lines move with it.
    await placedAt(t.db, bulk[5]!, '2033-03-01T04:00:00Z');
    await placedAt(t.db, checkout[0]!.id, '2033-03-02T04:00:00Z');
    await expectRollupsMatch();
  });

  it('follow status and payment changes of many orders in one statement, into and out of cancelled', async () => {
    await t.db
      .update(orders)
      .set({ status: sql`CASE WHEN status = 'cancelled' THEN 'pending'::order_status ELSE 'cancelled' END` })
      .where(inArray(orders.id, [bulk[0]!, bulk[3]!]));
    await expectRollupsMatch();
    await t.db
      .update(orders)
      .set({ paymentStatus: 'paid', finalTotal: sql`${orders.finalTotal} + 1000` })
      .where(inArray(orders.id, [bulk[2]!, bulk[5]!, checkout[3]!.id]));
    await t.db.update(orders).set({ status: 'returned' }).where(eq(orders.id, bulk[1]!));
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, bulk[4]!));
    // A write that touches none of the rolled-up columns changes nothing.
    await t.db.update(orders).set({ staffNote: 'gọi trước' }).where(inArray(orders.id, bulk));
    await expectRollupsMatch();
  });

  it('follow lines edited and deleted, and a product deleted', async () => {
    await t.db
      .update(orderItems)
      .set({ quantity: 5, totalPrice: 5 * 120_000 })
      .where(eq(orderItems.orderId, bulk[5]!));
    await t.db.delete(orderItems).where(eq(orderItems.orderId, bulk[2]!));
    await expectRollupsMatch();
    // The product's lines keep their snapshot name, product_id set null by the foreign key.
    await t.db.delete(products).where(eq(products.id, gone!.id));
    await expectRollupsMatch();
  });

  it('agree with the dashboard figures computed from the orders', async () => {
    const from = '2033-02-28';
    const to = shopDay(new Date()) > '2033-03-03' ? shopDay(new Date()) : '2033-03-03';
    await expectDashboardMatches(from, to);
    await expectDashboardMatches('2033-03-01', '2033-03-02');
    await expectDashboardMatches(shopDay(new Date()), shopDay(new Date()));
  });

  it('follow orders deleted with their lines', async () => {
    await t.db.delete(orders).where(inArray(orders.id, [bulk[0]!, bulk[5]!, bulk[3]!, checkout[1]!.id]));
    await expectRollupsMatch();
    await expectDashboardMatches('2033-02-28', addDays(shopDay(new Date()), 1));
  });
});

/** The dashboard's reads against the SQL over orders they replaced (the dashboard's first queries). */
async function expectDashboardMatches(from: string, to: string) {
  const range = { from, to, ...shopDayRange(from, to) };
  const where = sql`created_at >= ${range.start.toISOString()}::timestamptz AND created_at < ${range.end.toISOString()}::timestamptz`;
  const revenue = sql`(payment_status = 'paid' OR (payment_method = 'cash' AND status = 'delivered'))`;
  const [plain] = await rows<{ orders: number; revenue: string; average: string }>(
    t.db,
    sql`SELECT count(*)::int AS orders, coalesce(sum(final_total) FILTER (WHERE ${revenue}), 0)::text AS revenue,
               coalesce(round(avg(final_total) FILTER (WHERE ${revenue})), 0)::text AS average
        FROM orders WHERE ${where}`,
  );
  expect(await statsRepo.salesTotals(t.db, range)).toEqual({
    orders: plain!.orders,
    revenue: Number(plain!.revenue),
    average: Number(plain!.average),
  });

  const byStatus = await rows<{ status: string; n: number }>(
    t.db,
    sql`SELECT status::text, count(*)::int AS n FROM orders WHERE ${where} GROUP BY 1`,
  );
  const counts = await statsRepo.statusCountsIn(t.db, range);
  for (const [status, n] of Object.entries(counts)) {
    expect(n, status).toBe(byStatus.find((r) => r.status === status)?.n ?? 0);
  }

  const daily = await statsRepo.dailySales(t.db, range);
  const perDay = await rows<{ day: string; revenue: string; orders: number }>(
    t.db,
    sql`SELECT ${DAY}::text AS day, coalesce(sum(final_total) FILTER (WHERE ${revenue}), 0)::text AS revenue,
               count(*)::int AS orders
        FROM orders WHERE ${where} GROUP BY 1`,
  );
  for (const d of daily) {
    const row = perDay.find((r) => r.day === d.date);
    expect(d, d.date).toEqual({ date: d.date, revenue: Number(row?.revenue ?? 0), orders: row?.orders ?? 0 });
  }
  expect(perDay.every((r) => daily.some((d) => d.date === r.day))).toBe(true);

  const top = await statsRepo.topProducts(t.db, range, 3);
  for (const [by, list] of [
    ['units', top.byUnits],
    ['revenue', top.byRevenue],
  ] as const) {
    const units = sql`sum(i.quantity)`;
    const revenue = sql`sum(i.total_price)`;
    const order = by === 'units' ? sql`${units} DESC, ${revenue} DESC` : sql`${revenue} DESC, ${units} DESC`;
    const plainTop = await rows<{ product_id: number | null; name: string; units: string; revenue: string }>(
      t.db,
      sql`SELECT i.product_id, max(i.product_name) AS name, sum(i.quantity)::text AS units,
                 sum(i.total_price)::text AS revenue
          FROM order_items i JOIN orders o ON o.id = i.order_id
          WHERE o.created_at >= ${range.start.toISOString()}::timestamptz
            AND o.created_at < ${range.end.toISOString()}::timestamptz AND o.status NOT IN ('cancelled', 'returned')
          GROUP BY i.product_id, CASE WHEN i.product_id IS NULL THEN i.product_name END
          ORDER BY ${order}, i.product_id LIMIT 3`,
    );
    expect(list, by).toEqual(
      plainTop.map((r) => ({
        product_id: r.product_id === null ? null : Number(r.product_id),
        name: r.name,
        units: Number(r.units),
        revenue: Number(r.revenue),
      })),
    );
  }
}
