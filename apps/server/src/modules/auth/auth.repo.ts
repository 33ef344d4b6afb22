import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResetTokens, refreshTokens } from '../../db/schema/auth';

export async function insertResetToken(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

const usable = (userId: number, tokenHash: string) =>
  and(
    eq(passwordResetTokens.userId, userId),
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/** Whether the link is still good: this user's, unused and not expired. */
export async function isResetTokenUsable(db: DbOrTx, userId: number, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usable(userId, tokenHash));
  return row !== undefined;
}

/**
 * Marks the link used in one guarded statement, so two concurrent confirmations cannot both succeed; true when
 * this call was the one that used it.
 */
export async function useResetToken(db: DbOrTx, userId: number, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(userId, tokenHash))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

/** Retires every unused link of the user (after a reset or a password change). */
export async function retireResetTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: DbOrTx,
  values: { id: string; userId: number; family: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** Housekeeping at each sign-in: the user's expired refresh tokens can only ever be refused. */
export async function deleteExpiredRefreshTokens(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, sql`now()`)));
}

/**
 * Marks the refresh token used in one guarded statement, so two concurrent refreshes with one token cannot both
 * succeed; answers its family when this call was the one that used it.
 */
export async function useRefreshToken(db: DbOrTx, id: string, userId: number): Promise<string | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.id, id),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ family: refreshTokens.family });
  return row?.family;
}

/**
 * The family of a token that was already rotated more than `graceSec` seconds ago and not yet revoked: such a
 * token coming back means two parties hold it.
 */
export async function findReusedRefreshFamily(
  db: DbOrTx,
  id: string,
  userId: number,
  graceSec: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.id, id),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        lt(refreshTokens.usedAt, sql`now() - make_interval(secs => ${graceSec})`),
      ),
    );
  return row?.family;
}

/** Revokes every token of a family (the one in use included). */
export async function revokeRefreshFamily(db: DbOrTx, family: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}

/** Removes refresh tokens and reset links expired more than `days` days ago; answers their ids. */
export async function deleteExpiredTokens(db: DbOrTx, days: number) {
  const before = sql`now() - ${days} * interval '1 day'`;
  return {
    refreshTokens: await db
      .delete(refreshTokens)
      .where(lt(refreshTokens.expiresAt, before))
      .returning({ id: refreshTokens.id }),
    resetTokens: await db
      .delete(passwordResetTokens)
      .where(lt(passwordResetTokens.expiresAt, before))
      .returning({ id: passwordResetTokens.id }),
  };
}
