// Receivables' reads over the customers' accounts and their on_account orders (DESIGN §17): a customer's row with
// their group's terms, what their open orders owe, the receivables list and the statement's orders. They join users,
// customer_groups and orders with receivables' own payments in SQL: a crossing read (eslint.config.js TABLE_CROSSINGS).
import { RELEASED_STATUSES } from '@shop/domain/order-status';
import { type SQL, and, asc, eq, gte, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { customerPayments } from '../../db/schema/receivables';
import { users } from '../../db/schema/users';
import { customerGroups } from '../../db/schema/wholesale';
import { escapeLike } from '../../lib/sql-like';

const accountColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phoneNumber,
  companyName: users.companyName,
  taxCode: users.taxCode,
  termsDays: users.paymentTermsDays,
  creditLimit: users.creditLimit,
  groupId: customerGroups.id,
  groupName: customerGroups.name,
  groupTermsDays: customerGroups.paymentTermsDays,
  groupCreditLimit: customerGroups.creditLimit,
};

/** A customer account with its own terms and its group's. */
export interface AccountRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string | null;
  taxCode: string | null;
  termsDays: number | null;
  creditLimit: number | null;
  groupId: number | null;
  groupName: string | null;
  groupTermsDays: number | null;
  groupCreditLimit: number | null;
}

function selectAccount(db: DbOrTx, userId: number) {
  return db
    .select(accountColumns)
    .from(users)
    .leftJoin(customerGroups, eq(customerGroups.id, users.customerGroupId))
    .where(and(eq(users.id, userId), eq(users.role, 'customer')));
}

/** The customer's account, or undefined for no such customer. */
export async function findAccount(db: DbOrTx, userId: number): Promise<AccountRow | undefined> {
  const [row] = await selectAccount(db, userId);
  return row;
}

/**
 * The customer's account, its row locked for the transaction: what the account owes changes only under this lock
 * (an order placed or edited on account, a payment, a cancel through the orders' lockOrder). FOR NO KEY UPDATE, as the
 * users module locks an account: it excludes every other such lock, as FOR UPDATE would, without blocking the foreign
 * key checks of rows that name the account (its web orders, its payments).
 */
export async function lockAccount(tx: Tx, userId: number): Promise<AccountRow | undefined> {
  const [row] = await selectAccount(tx, userId).for('no key update', { of: users });
  return row;
}

/** An open on_account order: unpaid, neither cancelled nor returned (delivered or not). */
const open = (userId?: number) =>
  and(
    eq(orders.paymentMethod, 'on_account'),
    eq(orders.paymentStatus, 'unpaid'),
    userId === undefined ? undefined : eq(orders.userId, userId),
    notInArray(orders.status, [...RELEASED_STATUSES]),
  );

/** What the customer's open on_account orders still owe (all but `exceptOrder`). */
export async function owedBy(db: DbOrTx, userId: number, exceptOrder?: number): Promise<number> {
  const [row] = await db
    .select({ owed: sql<number>`coalesce(sum(${orders.finalTotal} - ${orders.accountPaid}), 0)`.mapWith(Number) })
    .from(orders)
    .where(and(open(userId), exceptOrder === undefined ? undefined : ne(orders.id, exceptOrder)));
  return row!.owed;
}

/** The customer's open on_account orders, the oldest due first (undelivered ones last, by when they were placed). */
export function openOrdersOf(db: DbOrTx, userId: number) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      createdAt: orders.createdAt,
      deliveredAt: orders.deliveredAt,
      dueAt: orders.dueAt,
      finalTotal: orders.finalTotal,
      accountPaid: orders.accountPaid,
    })
    .from(orders)
    .where(open(userId))
    .orderBy(sql`${orders.dueAt} ASC NULLS LAST`, asc(orders.createdAt), asc(orders.id));
}

// ---------------------------------------------------------------------------------------------------------------
// The receivables list: every customer with an open on_account order or credit, overdue ones first
// ---------------------------------------------------------------------------------------------------------------

export interface ReceivableFilters {
  overdue?: boolean | undefined;
  /** Folded (contactSearchText), matched anywhere in users.search_text. */
  searchText?: string | undefined;
}

/** Per customer: what the open orders owe, what of it is past due, the oldest due date; and their credit. */
function accountsQuery(f: ReceivableFilters): SQL {
  const owed = sql`SELECT ${orders.userId} AS user_id, sum(${orders.finalTotal} - ${orders.accountPaid}) AS owed,
      coalesce(sum(${orders.finalTotal} - ${orders.accountPaid}) FILTER (WHERE ${orders.dueAt} < now()), 0) AS overdue,
      min(${orders.dueAt}) AS oldest_due_at, count(*) AS open_orders
    FROM ${orders} WHERE ${open()} AND ${orders.userId} IS NOT NULL GROUP BY ${orders.userId}`;
  const credit = sql`SELECT ${customerPayments.userId} AS user_id, sum(${customerPayments.unallocated}) AS credit
    FROM ${customerPayments} WHERE ${customerPayments.unallocated} > 0 GROUP BY ${customerPayments.userId}`;
  const where = and(
    f.overdue ? sql`coalesce(o.overdue, 0) > 0` : undefined,
    f.searchText ? sql`${users.searchText} LIKE ${`%${escapeLike(f.searchText)}%`}` : undefined,
  );
  return sql`WITH o AS (${owed}), c AS (${credit})
    SELECT ${users.id} AS id, ${users.firstName} AS first_name, ${users.lastName} AS last_name,
      ${users.email} AS email, ${users.phoneNumber} AS phone,
      coalesce(o.owed, 0) - coalesce(c.credit, 0) AS balance, coalesce(o.overdue, 0) AS overdue,
      o.oldest_due_at, coalesce(o.open_orders, 0) AS open_orders,
      coalesce(${users.paymentTermsDays}, ${customerGroups.paymentTermsDays}, 0) AS terms_days,
      coalesce(${users.creditLimit}, ${customerGroups.creditLimit}) AS credit_limit
    FROM (SELECT user_id FROM o UNION SELECT user_id FROM c) a
    JOIN ${users} ON ${users.id} = a.user_id
    LEFT JOIN o ON o.user_id = a.user_id
    LEFT JOIN c ON c.user_id = a.user_id
    LEFT JOIN ${customerGroups} ON ${customerGroups.id} = ${users.customerGroupId}
    ${where ? sql`WHERE ${where}` : sql``}`;
}

export interface ReceivableListRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  balance: number;
  overdue: number;
  oldestDueAt: Date | null;
  openOrders: number;
  termsDays: number;
  creditLimit: number | null;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const dateOf = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));

/** One page of the list: those with an overdue order first (the longest overdue first), then by balance. */
export async function listReceivables(
  db: DbOrTx,
  f: ReceivableFilters,
  page: { limit: number; offset: number },
): Promise<ReceivableListRow[]> {
  const result = await db.execute(sql`SELECT * FROM (${accountsQuery(f)}) r
    ORDER BY (r.overdue > 0) DESC, r.oldest_due_at ASC NULLS LAST, r.balance DESC, r.id
    LIMIT ${page.limit} OFFSET ${page.offset}`);
  return rowsOf(result).map((r) => ({
    id: Number(r.id),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    email: String(r.email),
    phone: String(r.phone),
    balance: Number(r.balance),
    overdue: Number(r.overdue),
    oldestDueAt: dateOf(r.oldest_due_at),
    openOrders: Number(r.open_orders),
    termsDays: Number(r.terms_days),
    creditLimit: r.credit_limit === null ? null : Number(r.credit_limit),
  }));
}

export async function countReceivables(db: DbOrTx, f: ReceivableFilters): Promise<number> {
  const result = await db.execute(sql`SELECT count(*) AS n FROM (${accountsQuery(f)}) r`);
  return Number(rowsOf(result)[0]!.n);
}

// ---------------------------------------------------------------------------------------------------------------
// The statement: the customer's on_account orders (neither cancelled nor returned) by when they were placed
// ---------------------------------------------------------------------------------------------------------------

const owedOrders = (userId: number) =>
  and(
    eq(orders.paymentMethod, 'on_account'),
    eq(orders.userId, userId),
    notInArray(orders.status, [...RELEASED_STATUSES]),
  );

/** The total of the customer's on_account orders placed before `start`. */
export async function orderedBefore(db: DbOrTx, userId: number, start: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orders.finalTotal}), 0)`.mapWith(Number) })
    .from(orders)
    .where(and(owedOrders(userId), lt(orders.createdAt, start)));
  return row!.total;
}

/** The customer's on_account orders placed in [start, end), oldest first. */
export function ordersBetween(db: DbOrTx, userId: number, start: Date, end: Date) {
  return db
    .select({ id: orders.id, createdAt: orders.createdAt, dueAt: orders.dueAt, finalTotal: orders.finalTotal })
    .from(orders)
    .where(and(owedOrders(userId), gte(orders.createdAt, start), lt(orders.createdAt, end)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

// ---------------------------------------------------------------------------------------------------------------
// Overdue reminders: the customers with an open order past its due date
// ---------------------------------------------------------------------------------------------------------------

/** The open on_account orders past their due date at `now`, per customer, the oldest due first. */
export function overdueOrders(db: DbOrTx, now: Date) {
  return db
    .select({
      userId: orders.userId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      id: orders.id,
      dueAt: orders.dueAt,
      owed: sql<number>`${orders.finalTotal} - ${orders.accountPaid}`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(open(), lt(orders.dueAt, now), eq(users.isActive, true)))
    .orderBy(asc(orders.userId), asc(orders.dueAt), asc(orders.id));
}
