// The dashboard's figures over orders placed in a range of shop days (Asia/Ho_Chi_Minh): totals, per source, per
// status, per day and the best sellers, every sum in SQL over the daily rollups (order_daily_totals,
// product_daily_sales) the triggers keep.
import { ORDER_SOURCES } from '@shop/domain/order-source';
import type { OrderStatus } from '@shop/domain/order-status';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderDailyTotals, productDailySales } from '../../db/schema/orders';
import { countByStatusFromRollup, rollupConditions } from './order-desk.repo';

export interface StatsRange {
  /** First and last shop day, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/**
 * Revenue counts an order that is paid, or a cash order delivered (the money came with the goods), or an on_account
 * one delivered (sold on credit: the customer owes it, DESIGN §17).
 */
const COUNTS_AS_REVENUE = sql`(${orderDailyTotals.paymentStatus} = 'paid' OR (${orderDailyTotals.paymentMethod} IN ('cash', 'on_account') AND ${orderDailyTotals.status} = 'delivered'))`;

const daysOf = (r: StatsRange) => ({ dateFrom: r.from, dateTo: r.to });

/**
 * Orders placed, revenue, the orders counted in it and their average (rounded half up, to whole dong: the
 * numeric quotient rounded, as `round(avg(final_total))` over the orders gave it).
 */
export async function salesTotals(db: DbOrTx, r: StatsRange) {
  const t = orderDailyTotals;
  const [row] = await db
    .select({
      orders: sql<number>`coalesce(sum(${t.orders}), 0)`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${t.amount}) FILTER (WHERE ${COUNTS_AS_REVENUE}), 0)`.mapWith(Number),
      average: sql<number>`coalesce(round(sum(${t.amount}) FILTER (WHERE ${COUNTS_AS_REVENUE})::numeric
        / nullif(sum(${t.orders}) FILTER (WHERE ${COUNTS_AS_REVENUE}), 0)), 0)`.mapWith(Number),
    })
    .from(t)
    .where(rollupConditions(daysOf(r), false));
  return row!;
}

/** Every source, in ORDER_SOURCES order: revenue as above and orders placed in the range. */
export async function salesBySource(db: DbOrTx, r: StatsRange) {
  const t = orderDailyTotals;
  const rows = await db
    .select({
      source: t.source,
      orders: sql<number>`coalesce(sum(${t.orders}), 0)`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${t.amount}) FILTER (WHERE ${COUNTS_AS_REVENUE}), 0)`.mapWith(Number),
    })
    .from(t)
    .where(rollupConditions(daysOf(r), false))
    .groupBy(t.source);
  const bySource = new Map(rows.map((row) => [row.source, row]));
  return ORDER_SOURCES.map((source) => ({
    source,
    revenue: bySource.get(source)?.revenue ?? 0,
    orders: bySource.get(source)?.orders ?? 0,
  }));
}

export async function statusCountsIn(db: DbOrTx, r: StatsRange): Promise<Record<OrderStatus, number>> {
  return countByStatusFromRollup(db, daysOf(r));
}

/** Every day of the range, zeros included: revenue as above and orders placed, in shop days. */
export async function dailySales(db: DbOrTx, r: StatsRange) {
  const t = orderDailyTotals;
  const result = await db.execute(sql`
    WITH sales AS (
      SELECT ${t.day} AS day,
             coalesce(sum(${t.amount}) FILTER (WHERE ${COUNTS_AS_REVENUE}), 0) AS revenue,
             sum(${t.orders}) AS orders
      FROM ${t}
      WHERE ${rollupConditions(daysOf(r), false)}
      GROUP BY 1
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date, coalesce(s.revenue, 0) AS revenue, coalesce(s.orders, 0) AS orders
    FROM generate_series(${r.from}::date, ${r.to}::date, interval '1 day') AS d(day)
    LEFT JOIN sales s ON s.day = d.day::date
    ORDER BY d.day`);
  const rows = (result as unknown as { rows: { date: string; revenue: unknown; orders: unknown }[] }).rows;
  return rows.map((row) => ({ date: row.date, revenue: Number(row.revenue), orders: Number(row.orders) }));
}

export interface TopProduct {
  product_id: number | null;
  name: string;
  units: number;
  revenue: number;
}

/**
 * The best-selling products of orders placed in the range that were not cancelled or returned, by units and by
 * their lines' revenue (ties: the other figure, then the product id); a product's variants count together. A
 * product deleted since is kept by its snapshot name. From the daily rollup (product_daily_sales), aggregated once
 * for both lists; a product's name is the greatest snapshot name among its lines in the range, looked up for the
 * few products listed.
 */
export async function topProducts(db: DbOrTx, r: StatsRange, limit: number) {
  const s = productDailySales;
  const inDays = sql`${s.day} BETWEEN ${r.from}::date AND ${r.to}::date`;
  // The range's sales are grouped per product in memory: at 1M orders 30 days hold ~320k rollup rows of ~95k
  // products, read from product_daily_sales_day_idx alone, whose grouping spills to disk under PostgreSQL's default
  // work_mem (4 MB), doubling the time. Deleted products (no id) are few, grouped by name apart.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    return tx.execute(sql`
    WITH sold AS MATERIALIZED (
      SELECT ${s.productId} AS product_id, NULL AS gone_name, sum(${s.units}) AS units, sum(${s.revenue}) AS revenue
      FROM ${s} WHERE ${inDays} AND ${s.productId} IS NOT NULL
      GROUP BY 1
      HAVING sum(${s.units}) > 0
      UNION ALL
      SELECT NULL, ${s.productName}, sum(${s.units}), sum(${s.revenue})
      FROM ${s} WHERE ${inDays} AND ${s.productId} IS NULL
      GROUP BY 2
      HAVING sum(${s.units}) > 0
    ), listed AS (
      (SELECT 'units' AS list, * FROM sold ORDER BY units DESC, revenue DESC, product_id LIMIT ${limit})
      UNION ALL
      (SELECT 'revenue' AS list, * FROM sold ORDER BY revenue DESC, units DESC, product_id LIMIT ${limit})
    )
    SELECT l.list, l.product_id, l.units, l.revenue,
           coalesce(l.gone_name, (
             SELECT max(n.product_name) FROM (
               SELECT ${s.productName} AS product_name FROM ${s}
               WHERE ${s.productId} = l.product_id AND ${inDays}
               GROUP BY 1 HAVING sum(${s.units}) > 0
             ) n
           )) AS name
    FROM listed l`);
  });
  const rows = (
    result as unknown as {
      rows: { list: string; product_id: unknown; name: string; units: unknown; revenue: unknown }[];
    }
  ).rows;
  // UNION ALL keeps each branch's rows together and in their order.
  const pick = (list: string): TopProduct[] =>
    rows
      .filter((row) => row.list === list)
      .map((row) => ({
        product_id: row.product_id === null ? null : Number(row.product_id),
        name: row.name,
        units: Number(row.units),
        revenue: Number(row.revenue),
      }));
  return { byUnits: pick('units'), byRevenue: pick('revenue') };
}
