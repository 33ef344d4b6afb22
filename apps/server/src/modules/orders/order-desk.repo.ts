// Staff's reads over orders: the orders desk's filtered pages and tab counts (the dashboard's figures are in
// order-stats.repo.ts). Every filter and count runs in SQL.
import type { AdminOrderOrdering } from '@shop/domain/admin-orders.schemas';
import type { DeliveryMethod } from '@shop/domain/locations.rules';
import type { OrderSource } from '@shop/domain/order-source';
import { ORDER_STATUSES, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@shop/domain/order-status';
import { addDays, shopDayStart } from '@shop/domain/shop-time';
import { type SQL, and, asc, desc, eq, gte, inArray, like, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderDailyTotals, orderItems, orders } from '../../db/schema/orders';
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
export function rollupConditions(f: RollupFilters, withStatus: boolean): SQL | undefined {
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

/** Orders per status over the daily rollup, under every filter but the status one. */
export async function countByStatusFromRollup(db: DbOrTx, f: RollupFilters) {
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
