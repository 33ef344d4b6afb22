import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResetTokens } from '../../db/schema/index';

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
