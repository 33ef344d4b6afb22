// The zalo area's table: `zalo_tokens`, the shop's one row of Zalo tokens (db/schema/zalo.ts). Tokens go in and out
// as they are stored (sealed or not); zalo-tokens.ts seals and opens them.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { zaloTokens } from '../../db/schema/zalo';

const ROW = 'oa';

export type ZaloTokenRow = typeof zaloTokens.$inferSelect;

export async function readTokens(db: DbOrTx): Promise<ZaloTokenRow | undefined> {
  const [row] = await db.select().from(zaloTokens).where(eq(zaloTokens.id, ROW));
  return row;
}

/** The row, locked until the transaction ends: one refresh at a time across instances. */
export async function lockTokens(tx: Tx): Promise<ZaloTokenRow | undefined> {
  const [row] = await tx.select().from(zaloTokens).where(eq(zaloTokens.id, ROW)).for('update');
  return row;
}

/** The tokens sealed again under the current key, unless a refresh has written the row since `read`. */
export async function resealTokens(
  db: DbOrTx,
  read: Pick<ZaloTokenRow, 'refreshToken'>,
  sealed: Pick<ZaloTokenRow, 'refreshToken' | 'accessToken'>,
): Promise<void> {
  await db
    .update(zaloTokens)
    .set(sealed)
    .where(and(eq(zaloTokens.id, ROW), eq(zaloTokens.refreshToken, read.refreshToken)));
}

export async function storeRefreshedPair(
  tx: Tx,
  pair: Pick<ZaloTokenRow, 'accessToken' | 'refreshToken' | 'accessExpiresAt'>,
): Promise<void> {
  await tx
    .update(zaloTokens)
    .set({ ...pair, refreshedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(zaloTokens.id, ROW));
}

/** Sending paused with Zalo's reason, until a new refresh token is seeded. */
export async function pauseTokens(tx: Tx, reason: string): Promise<void> {
  await tx
    .update(zaloTokens)
    .set({ pausedReason: reason, pausedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(zaloTokens.id, ROW));
}

/**
 * Seeds the row with `seed` (sealed refresh token and the hash of the env value): written when there is no row, or
 * over a row seeded by another value that is paused or `lost` (no key opens it). True when it wrote.
 */
export async function seedTokens(
  db: DbOrTx,
  seed: Pick<ZaloTokenRow, 'refreshToken' | 'seedHash'>,
  lost: boolean,
): Promise<boolean> {
  const written = await db
    .insert(zaloTokens)
    .values({ id: ROW, ...seed })
    .onConflictDoUpdate({
      target: zaloTokens.id,
      set: {
        ...seed,
        accessToken: null,
        accessExpiresAt: null,
        pausedReason: null,
        pausedAt: null,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${zaloTokens.seedHash} <> ${seed.seedHash} AND (${zaloTokens.pausedReason} IS NOT NULL OR ${lost ? sql`TRUE` : sql`FALSE`})`,
    })
    .returning({ id: zaloTokens.id });
  return written.length > 0;
}
