// Staff's reads over orders: the orders desk's filtered pages and tab counts, and the dashboard's figures.
// Every filter, count and sum runs in SQL.
import type { AdminOrderOrdering } from '@shop/domain/admin-orders.schemas';
import type { DeliveryMethod } from '@shop/domain/locations.rules';
import { ORDER_SOURCES, type OrderSource } from '@shop/domain/order-source';
import { ORDER_STATUSES, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@shop/domain/order-status';
import { addDays, shopDayStart } from '@shop/domain/shop-time';
import { type SQL, and, asc, desc, eq, gte, inArray, like, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderDailyTotals, orderItems, orders, productDailySales } from '../../db/schema/orders';
import { escapeLike } from '../../lib/sql-like';

export interface DeskFilters {
  status?: OrderStatus | undefined;
  paymentStatus?: PaymentStatus | undefined;
  paymentMethod?: PaymentMethod | undefined;
  source?: OrderSource | undefined;
  /** Shipped or collected at a store; not in the daily rollup, so counted over the orders (pickups are few). */
  deliveryMethod?: DeliveryMethod | undefined;
  /** What the orders wait for staff on: its condition (order-attention.ts). */
  attention?: SQL | undefined;
  /** Already folded (foldVietnamese) and trimmed; matched anywhere in orders.search_text. */
  searchText?: string | undefined;
  /** First and last shop day ('YYYY-MM-DD', Asia/Ho_Chi_Minh) of the orders asked for, both inclusive. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

function conditions(f: DeskFilters, withStatus: boolean): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    withStatus && f.status ? eq(orders.status, f.status) : undefined,
    f.paymentStatus ? eq(orders.paymentStatus, f.paymentStatus) : undefined,
    f.paymentMethod ? eq(orders.paymentMethod, f.paymentMethod) : undefined,
    f.source ? eq(orders.source, f.source) : undefined,
    f.deliveryMethod ? eq(orders.deliveryMethod, f.deliveryMethod) : undefined,
    f.attention,
    f.searchText ? like(orders.searchText, `%${escapeLike(f.searchText)}%`) : undefined,
    f.dateFrom ? gte(orders.createdAt, shopDayStart(f.dateFrom)) : undefined,
    f.dateTo ? lt(orders.createdAt, shopDayStart(addDays(f.dateTo, 1))) : undefined,
  ];
  return and(...parts);
}

const ORDER_BY: Record<AdminOrderOrdering, SQL[]> = {
  '-created_at': [desc(orders.createdAt), desc(orders.id)],
  created_at: [asc(orders.createdAt), asc(orders.id)],
  '-final_total': [desc(orders.finalTotal), desc(orders.createdAt), desc(orders.id)],
  final_total: [asc(orders.finalTotal), asc(orders.createdAt), asc(orders.id)],
};

type RollupFilters = Omit<DeskFilters, 'searchText' | 'attention' | 'deliveryMethod'>;

/**
 * The same filters over the daily rollup (order_daily_totals): every one but search, attention and delivery method,
 * which need the orders.
 */
function rollupConditions(f: RollupFilters, withStatus: boolean): SQL | undefined {
  const t = orderDailyTotals;
  return and(
    withStatus && f.status ? eq(t.status, f.status) : undefined,
    f.paymentStatus ? eq(t.paymentStatus, f.paymentStatus) : undefined,
    f.paymentMethod ? eq(t.paymentMethod, f.paymentMethod) : undefined,
    f.source ? eq(t.source, f.source) : undefined,
    f.dateFrom ? gte(t.day, f.dateFrom) : undefined,
    f.dateTo ? lte(t.day, f.dateTo) : undefined,
  );
}

function statusRecord(rows: { status: OrderStatus; n: number }[]): Record<OrderStatus, number> {
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

/**
 * Orders per status under every filter but the status one (the desk's tabs), every status present. Without a
 * search, an attention or a delivery method filter, from the daily rollup the triggers keep (order_daily_totals): a few hundred rows
 * instead of every order. With one, the orders are counted up to `searchLimit` matches, and null when more match:
 * counting a term found in most orders would read every order (decision 0021).
 */
export async function countByStatus(
  db: DbOrTx,
  f: DeskFilters,
  searchLimit: number,
): Promise<Record<OrderStatus, number> | null> {
  if (!f.searchText && !f.attention && !f.deliveryMethod) return countByStatusFromRollup(db, f);
  const matches = db
    .select({ status: orders.status })
    .from(orders)
    .where(conditions(f, false))
    .limit(searchLimit + 1)
    .as('matches');
  const rows = await db
    .select({ status: matches.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(matches)
    .groupBy(matches.status);
  return rows.reduce((sum, r) => sum + r.n, 0) > searchLimit ? null : statusRecord(rows);
}

async function countByStatusFromRollup(db: DbOrTx, f: RollupFilters) {
  const t = orderDailyTotals;
  const rows = await db
    .select({ status: t.status, n: sql<number>`sum(${t.orders})`.mapWith(Number) })
    .from(t)
    .where(rollupConditions(f, false))
    .groupBy(t.status);
  return statusRecord(rows);
}

/** The orders under every filter, counted up to `limit + 1` (more than `limit` means "over the limit"). */
export async function countUpTo(db: DbOrTx, f: DeskFilters, limit: number): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(orders)
    .where(conditions(f, true))
    .limit(limit + 1)
    .as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
  return row!.n;
}

/**
 * One page of the desk, with the units each order holds. The page's ids come first, from the index alone where
 * the filters allow (a deep page skips index entries, not orders), then only those orders and their lines are read.
 */
export async function listDeskOrders(
  db: DbOrTx,
  f: DeskFilters,
  page: { limit: number; offset: number; ordering: AdminOrderOrdering },
) {
  const ids = db
    .select({ id: orders.id })
    .from(orders)
    .where(conditions(f, true))
    .orderBy(...ORDER_BY[page.ordering])
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(ids, eq(orders.id, ids.id))
    .orderBy(...ORDER_BY[page.ordering]);
  if (rows.length === 0) return [];
  const units = await db
    .select({ orderId: orderItems.orderId, n: sql<number>`sum(${orderItems.quantity})`.mapWith(Number) })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .groupBy(orderItems.orderId);
  const byOrder = new Map(units.map((u) => [u.orderId, u.n]));
  return rows.map((r) => ({ order: r.order, itemCount: byOrder.get(r.order.id) ?? 0 }));
}

// ---------------------------------------------------------------------------------------------------------------
// Dashboard: orders placed in [start, end), days in the shop's time zone.
// ---------------------------------------------------------------------------------------------------------------

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
