// Staff's reads over orders (issue 12): the orders desk's filtered pages and tab counts, and the dashboard's figures.
// Every filter, count and sum runs in SQL.
import type { AdminOrderOrdering } from '@shop/domain/admin.schemas';
import { ORDER_STATUSES, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@shop/domain/order-status';
import { SHOP_TIME_ZONE } from '@shop/domain/shop-time';
import { type SQL, and, asc, desc, eq, gte, like, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orderStatusCounts, orders } from '../../db/schema/index';
import { escapeLike } from '../../lib/sql-like';

export interface DeskFilters {
  status?: OrderStatus | undefined;
  paymentStatus?: PaymentStatus | undefined;
  paymentMethod?: PaymentMethod | undefined;
  /** Already folded (foldVietnamese) and trimmed; matched anywhere in orders.search_text. */
  searchText?: string | undefined;
  /** [start, end) instants of the shop days asked for. */
  createdFrom?: Date | undefined;
  createdBefore?: Date | undefined;
}

function conditions(f: DeskFilters, withStatus: boolean): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    withStatus && f.status ? eq(orders.status, f.status) : undefined,
    f.paymentStatus ? eq(orders.paymentStatus, f.paymentStatus) : undefined,
    f.paymentMethod ? eq(orders.paymentMethod, f.paymentMethod) : undefined,
    f.searchText ? like(orders.searchText, `%${escapeLike(f.searchText)}%`) : undefined,
    f.createdFrom ? gte(orders.createdAt, f.createdFrom) : undefined,
    f.createdBefore ? lt(orders.createdAt, f.createdBefore) : undefined,
  ];
  return and(...parts);
}

const ORDER_BY: Record<AdminOrderOrdering, SQL[]> = {
  '-created_at': [desc(orders.createdAt), desc(orders.id)],
  created_at: [asc(orders.createdAt), asc(orders.id)],
  '-final_total': [desc(orders.finalTotal), desc(orders.createdAt), desc(orders.id)],
  final_total: [asc(orders.finalTotal), asc(orders.createdAt), asc(orders.id)],
};

/**
 * Orders per status under every filter but the status one (the desk's tabs), every status present. With no other
 * filter, from the counters the triggers keep (order_status_counts): a few rows instead of every order.
 */
export async function countByStatus(db: DbOrTx, f: DeskFilters): Promise<Record<OrderStatus, number>> {
  const where = conditions(f, false);
  const rows = where
    ? await db
        .select({ status: orders.status, n: sql<number>`count(*)`.mapWith(Number) })
        .from(orders)
        .where(where)
        .groupBy(orders.status)
    : await db
        .select({ status: orderStatusCounts.status, n: sql<number>`sum(${orderStatusCounts.n})`.mapWith(Number) })
        .from(orderStatusCounts)
        .groupBy(orderStatusCounts.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

/** One page of the desk, with the units each order holds. */
export async function listDeskOrders(
  db: DbOrTx,
  f: DeskFilters,
  page: { limit: number; offset: number; ordering: AdminOrderOrdering },
) {
  return db
    .select({
      order: orders,
      itemCount:
        sql<number>`(SELECT coalesce(sum(${orderItems.quantity}), 0) FROM ${orderItems} WHERE ${orderItems.orderId} = ${sql.identifier('orders')}.${sql.identifier('id')})`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(conditions(f, true))
    .orderBy(...ORDER_BY[page.ordering])
    .limit(page.limit)
    .offset(page.offset);
}

// ---------------------------------------------------------------------------------------------------------------
// Dashboard (issue 12 item 4): orders placed in [start, end), days in the shop's time zone.
// ---------------------------------------------------------------------------------------------------------------

export interface StatsRange {
  /** First and last shop day, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** Revenue counts an order that is paid, or a cash order delivered (the money came with the goods). */
const COUNTS_AS_REVENUE = sql`(${orders.paymentStatus} = 'paid' OR (${orders.paymentMethod} = 'cash' AND ${orders.status} = 'delivered'))`;

const inRange = (r: StatsRange) => and(gte(orders.createdAt, r.start), lt(orders.createdAt, r.end));

/** Orders placed, revenue, the orders counted in it and their average (rounded half up, to whole dong). */
export async function salesTotals(db: DbOrTx, r: StatsRange) {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${orders.finalTotal}) FILTER (WHERE ${COUNTS_AS_REVENUE}), 0)`.mapWith(Number),
      average: sql<number>`coalesce(round(avg(${orders.finalTotal}) FILTER (WHERE ${COUNTS_AS_REVENUE})), 0)`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(inRange(r));
  return row!;
}

export async function statusCountsIn(db: DbOrTx, r: StatsRange): Promise<Record<OrderStatus, number>> {
  return countByStatus(db, { createdFrom: r.start, createdBefore: r.end });
}

/** Every day of the range, zeros included: revenue as above and orders placed, bucketed in shop days. */
export async function dailySales(db: DbOrTx, r: StatsRange) {
  const day = sql`(${orders.createdAt} AT TIME ZONE ${SHOP_TIME_ZONE})::date`;
  const result = await db.execute(sql`
    WITH sales AS (
      SELECT ${day} AS day,
             coalesce(sum(${orders.finalTotal}) FILTER (WHERE ${COUNTS_AS_REVENUE}), 0) AS revenue,
             count(*) AS orders
      FROM ${orders}
      WHERE ${inRange(r)}
      GROUP BY 1
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date, coalesce(s.revenue, 0) AS revenue, coalesce(s.orders, 0) AS orders
    FROM generate_series(${r.from}::date, ${r.to}::date, interval '1 day') AS d(day)
    LEFT JOIN sales s ON s.day = d.day::date
    ORDER BY d.day`);
  const rows = (result as unknown as { rows: { date: string; revenue: unknown; orders: unknown }[] }).rows;
  return rows.map((row) => ({ date: row.date, revenue: Number(row.revenue), orders: Number(row.orders) }));
}

/**
 * The best-selling products of orders placed in the range that were not cancelled or returned, by units or by
 * their lines' revenue; a product's variants count together. A product deleted since is kept by its snapshot name.
 */
export async function topProducts(db: DbOrTx, r: StatsRange, by: 'units' | 'revenue', limit: number) {
  const units = sql<number>`sum(${orderItems.quantity})`.mapWith(Number);
  const revenue = sql<number>`sum(${orderItems.totalPrice})`.mapWith(Number);
  const deletedName = sql`CASE WHEN ${orderItems.productId} IS NULL THEN ${orderItems.productName} END`;
  return db
    .select({
      product_id: orderItems.productId,
      name: sql<string>`max(${orderItems.productName})`,
      units,
      revenue,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inRange(r), notInArray(orders.status, ['cancelled', 'returned'])))
    .groupBy(orderItems.productId, deletedName)
    .orderBy(
      ...(by === 'units' ? [desc(units), desc(revenue)] : [desc(revenue), desc(units)]),
      asc(orderItems.productId),
    )
    .limit(limit);
}
