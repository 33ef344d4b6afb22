import type { User } from '@shop/domain/auth.schemas';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<
  Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'shippingAddress' | 'city' | 'district' | 'ward'>
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

/** Revokes every token issued so far (logout, an e-mail change): they carry the old version (DESIGN §7). */
export async function bumpTokenVersion(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}
