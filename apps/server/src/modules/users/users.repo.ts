import type { User } from '@shop/domain/auth.schemas';
import type { StaffAccount, StaffOrdering } from '@shop/domain/admin-staff.schemas';
import { STAFF_ROLES, type StaffRole, type UserRole } from '@shop/domain/user-role';
import { type SQL, and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { users } from '../../db/schema/users';
import { escapeLike } from '../../lib/sql-like';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phoneNumber'
    | 'shippingAddress'
    | 'city'
    | 'district'
    | 'ward'
    | 'zaloNotifications'
  >
>;

/** DESIGN §3 User: what the API shows of an account (never the hash or the token version). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phoneNumber,
    shipping_address: row.shippingAddress,
    city: row.city,
    district: row.district,
    ward: row.ward,
    role: row.role,
    zalo_notifications: row.zaloNotifications,
  };
}

/** The admins' staff page's view of an account (never the hash or the token version). */
export function toStaffAccount(row: UserRow): StaffAccount {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The unique indexes of `users` (db/schema/users.ts), as a violation names them. */
export const USERS_EMAIL_INDEX = 'users_email_idx';
export const USERS_USERNAME_INDEX = 'users_username_idx';

/** True when `err` (or the driver error drizzle wraps in `cause`) is a unique violation of `constraint`. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint;
  }
  return false;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Case-insensitive, like the unique index on lower(email). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

/**
 * The account a login names: by e-mail or by username (the `username` field may hold either). Should one
 * account's username equal another's e-mail, the e-mail wins.
 */
export async function findUserByLogin(db: DbOrTx, identifier: string): Promise<UserRow | undefined> {
  const id = identifier.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${id} OR lower(${users.username}) = ${id}`)
    .orderBy(sql`(lower(${users.email}) = ${id}) DESC`)
    .limit(1);
  return row;
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** `revokeTokens` bumps token_version in the same statement (an e-mail change), so no earlier token outlives it. */
export async function updateUser(
  db: DbOrTx,
  id: number,
  changes: UserChanges,
  opts: { revokeTokens?: boolean } = {},
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      ...changes,
      ...(opts.revokeTokens ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Stores a new hash and bumps token_version, so every token issued before stops working (DESIGN §7). */
export async function setPassword(db: DbOrTx, id: number, passwordHash: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished while changing its password`);
  return row;
}

/** Enables or disables an account; disabling also bumps token_version (`updateAccess`). */
export function setActive(db: DbOrTx, id: number, active: boolean): Promise<UserRow | undefined> {
  return updateAccess(db, id, { isActive: active });
}

/** Sets an account's role (staff:create, ADMIN_EMAIL at start). */
export async function setRole(db: DbOrTx, id: number, role: UserRole): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Revokes every token issued so far (logout, an e-mail change): they carry the old version (DESIGN §7). */
export async function bumpTokenVersion(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

// --- Staff accounts (the admins' staff page) ---------------------------------------------------------------------

export interface StaffFilters {
  search?: string | undefined;
  role?: StaffRole | undefined;
  isActive?: boolean | undefined;
}

function staffWhere(f: StaffFilters): SQL | undefined {
  const pattern = f.search ? `%${escapeLike(f.search)}%` : undefined;
  return and(
    inArray(users.role, f.role ? [f.role] : [...STAFF_ROLES]),
    f.isActive === undefined ? undefined : eq(users.isActive, f.isActive),
    pattern
      ? or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))
      : undefined,
  );
}

const lowerName = [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`];
const STAFF_ORDER_BY: Record<StaffOrdering, SQL[]> = {
  email: [asc(users.email)],
  '-email': [desc(users.email)],
  name: [...lowerName.map((c) => sql`${c} ASC`), asc(users.email)],
  '-name': [...lowerName.map((c) => sql`${c} DESC`), desc(users.email)],
  role: [asc(users.role), asc(users.email)],
  '-role': [desc(users.role), asc(users.email)],
  created_at: [asc(users.createdAt), asc(users.id)],
  '-created_at': [desc(users.createdAt), desc(users.id)],
};

export async function countStaff(db: DbOrTx, filters: StaffFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(staffWhere(filters));
  return row?.n ?? 0;
}

export function listStaff(
  db: DbOrTx,
  filters: StaffFilters,
  ordering: StaffOrdering,
  page: { limit: number; offset: number },
): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(staffWhere(filters))
    .orderBy(...STAFF_ORDER_BY[ordering])
    .limit(page.limit)
    .offset(page.offset);
}

/** Whether any account is admin, enabled or not (the first admin from ADMIN_EMAIL is made only when none is). */
export async function hasAdmin(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return rows.length > 0;
}

/**
 * Locks the active admins' rows (in id order, so two transactions never wait on each other in a circle) and answers
 * their ids: while it holds them, no other transaction can demote or disable one of them.
 */
export async function lockActiveAdmins(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function findUserForUpdate(tx: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export type AccessChanges = Partial<Pick<UserRow, 'firstName' | 'lastName' | 'role' | 'isActive'>>;

/**
 * A staff account's names, role and state. Disabling also bumps token_version, so its tokens are refused even by a
 * check that forgot is_active (the guard checks both), and stay refused if the account is enabled again.
 */
export async function updateAccess(db: DbOrTx, id: number, changes: AccessChanges): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      ...changes,
      ...(changes.isActive === false ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

// --- Other modules' look-ups: who wrote a row, shown or filtered by e-mail ------------------------------------------

/**
 * Each named account's e-mail and role, in one query for a whole list (a row's missing actor, null, is skipped; an
 * id of no account is left out).
 */
export async function accountsByIds(
  db: DbOrTx,
  ids: readonly (number | null)[],
): Promise<Map<number, { email: string; role: UserRole }>> {
  const unique = [...new Set(ids.filter((id) => id !== null))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { email: r.email, role: r.role }]));
}

/** Whether the account has turned Zalo messages off (an id of no account has not). */
export async function zaloOptedOut(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ on: users.zaloNotifications }).from(users).where(eq(users.id, id));
  return row?.on === false;
}

/** The id of the account with this e-mail (any case, like the unique index on lower(email)), or null. */
export async function idByEmail(db: DbOrTx, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row?.id ?? null;
}

/**
 * Serialises one user's orders that use a limited voucher: the second waits here until the first commits, then
 * counts its usage row (READ COMMITTED takes a new snapshot per statement). FOR NO KEY UPDATE, not FOR UPDATE, so
 * the foreign-key checks of other inserts that reference the user (KEY SHARE) are not blocked.
 */
export async function lockUserForVoucher(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT ${users.id} FROM ${users} WHERE ${users.id} = ${userId} FOR NO KEY UPDATE`);
}
