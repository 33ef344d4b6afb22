// The back office's customers (DESIGN §12): customer accounts paged, searched and sorted in SQL from the users table
// (its order figures kept there by migration 0022's triggers). Each row carries its group's name, joined in the same
// query: a crossing read of wholesale's customer_groups (eslint.config.js TABLE_CROSSINGS).
import type { AdminCustomerOrdering } from '@shop/domain/admin-customers.schemas';
import { type SQL, and, asc, desc, eq, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { customerGroups } from '../../db/schema/wholesale';
import { escapeLike } from '../../lib/sql-like';

export interface CustomerFilters {
  /** Folded (contactSearchText); matched anywhere in users.search_text. */
  searchText?: string | undefined;
  /** A customer group's id (DESIGN §13): its members only. */
  group?: number | undefined;
}

const nameKey = sql`fold_vi(${users.firstName} || ' ' || ${users.lastName})`;

/** Each ordering as its index (migration 0022) holds it, the id breaking ties. */
const ORDER_BY: Record<AdminCustomerOrdering, SQL[]> = {
  '-created_at': [desc(users.createdAt), desc(users.id)],
  created_at: [asc(users.createdAt), asc(users.id)],
  name: [asc(nameKey), asc(users.id)],
  '-name': [desc(nameKey), desc(users.id)],
  '-orders_count': [desc(users.ordersCount), desc(users.id)],
  orders_count: [asc(users.ordersCount), asc(users.id)],
  '-total_spent': [desc(users.totalSpent), desc(users.id)],
  total_spent: [asc(users.totalSpent), asc(users.id)],
  // Those who never ordered last when newest first (the index's own order), first the other way round.
  '-last_order_at': [sql`${users.lastOrderAt} DESC NULLS LAST`, sql`${users.id} DESC NULLS LAST`],
  last_order_at: [sql`${users.lastOrderAt} ASC NULLS FIRST`, sql`${users.id} ASC NULLS FIRST`],
};

function conditions(f: CustomerFilters): SQL | undefined {
  return and(
    eq(users.role, 'customer'),
    f.searchText ? like(users.searchText, `%${escapeLike(f.searchText)}%`) : undefined,
    f.group !== undefined ? eq(users.customerGroupId, f.group) : undefined,
  );
}

export const customerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  ordersCount: users.ordersCount,
  totalSpent: users.totalSpent,
  lastOrderAt: users.lastOrderAt,
  companyName: users.companyName,
  taxCode: users.taxCode,
  groupId: users.customerGroupId,
  groupName: customerGroups.name,
  isActive: users.isActive,
  hasPassword: sql<boolean>`${users.passwordHash} <> ''`,
  createdAt: users.createdAt,
  staffNote: users.staffNote,
  shippingAddress: users.shippingAddress,
  ward: users.ward,
  district: users.district,
  city: users.city,
  paymentTermsDays: users.paymentTermsDays,
  creditLimit: users.creditLimit,
};
export interface CustomerRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  ordersCount: number;
  totalSpent: number;
  lastOrderAt: Date | null;
  companyName: string | null;
  taxCode: string | null;
  groupId: number | null;
  groupName: string | null;
  isActive: boolean;
  hasPassword: boolean;
  createdAt: Date;
  staffNote: string;
  shippingAddress: string;
  ward: string;
  district: string;
  city: string;
  paymentTermsDays: number | null;
  creditLimit: number | null;
}

/** The customers under the filters, counted up to `limit + 1` (more than `limit` means "over the limit"). */
export async function countCustomers(db: DbOrTx, f: CustomerFilters, limit = Number.MAX_SAFE_INTEGER): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(users)
    .where(conditions(f))
    .limit(limit + 1)
    .as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
  return row!.n;
}

/** One page: the ids from the ordering's index first, then only those rows. */
export async function listCustomers(
  db: DbOrTx,
  f: CustomerFilters,
  page: { limit: number; offset: number; ordering: AdminCustomerOrdering },
): Promise<CustomerRow[]> {
  const ids = db
    .select({ id: users.id })
    .from(users)
    .where(conditions(f))
    .orderBy(...ORDER_BY[page.ordering])
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  return (await db
    .select(customerColumns)
    .from(users)
    .innerJoin(ids, eq(users.id, ids.id))
    .leftJoin(customerGroups, eq(customerGroups.id, users.customerGroupId))
    .orderBy(...ORDER_BY[page.ordering])) as CustomerRow[];
}

/** Customer rows with their group's name: filter, order and limit them (the matches of a staff order). */
export function selectCustomers(db: DbOrTx) {
  return db.select(customerColumns).from(users).leftJoin(customerGroups, eq(customerGroups.id, users.customerGroupId));
}

export async function findCustomer(db: DbOrTx, id: number, lock = false): Promise<CustomerRow | undefined> {
  const query = selectCustomers(db).where(and(eq(users.id, id), eq(users.role, 'customer')));
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  return row as CustomerRow | undefined;
}

export type CustomerChanges = Partial<{
  staffNote: string;
  companyName: string | null;
  taxCode: string | null;
  customerGroupId: number | null;
  isActive: boolean;
  paymentTermsDays: number | null;
  creditLimit: number | null;
}>;

export async function updateCustomer(db: DbOrTx, id: number, changes: CustomerChanges) {
  await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** The group the customer is in now (null: none, or no such account): wholesale's prices for them. */
export async function customerGroupOf(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db.select({ g: users.customerGroupId }).from(users).where(eq(users.id, userId));
  return row?.g ?? null;
}

/** How many accounts are in the group (wholesale keeps a group in use). */
export async function countGroupMembers(db: DbOrTx, groupId: number): Promise<number> {
  return db.$count(users, eq(users.customerGroupId, groupId));
}
