// An order's vouchers, read, used and freed inside the order's transaction (orders' placement, edits and cancels
// call these through promotions.service): the voucher, locked when its total limit counts, its uses, and the use rows
// the order writes and frees.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { promotionUsages, promotions } from '../../db/schema/promotions';

export type PromotionRow = typeof promotions.$inferSelect;

/**
 * The voucher; `lock` serialises the orders that use a voucher with a total limit: the next waits here until this
 * one commits, then counts its use. FOR NO KEY UPDATE, so the foreign-key checks of the usage rows (KEY SHARE) of
 * other orders are not blocked.
 */
export async function findPromotion(db: DbOrTx, id: number, lock = false): Promise<PromotionRow | undefined> {
  const query = db.select().from(promotions).where(eq(promotions.id, id));
  const [row] = lock ? await query.for('no key update') : await query;
  return row;
}

/** The voucher's uses over all shoppers: its usage rows (a cancelled order's are deleted). */
export async function countPromotionUses(db: DbOrTx, promotionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promotionUsages)
    .where(eq(promotionUsages.promotionId, promotionId));
  return Number(row?.n ?? 0);
}

export async function countUsages(db: DbOrTx, userId: number, promotionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promotionUsages)
    .where(and(eq(promotionUsages.userId, userId), eq(promotionUsages.promotionId, promotionId)));
  return Number(row?.n ?? 0);
}

/** The INSERT of a voucher use, not yet sent (it goes with the order's items). */
export function usageInsert(tx: Tx, values: { promotionId: number; userId: number; orderId: number }) {
  return tx.insert(promotionUsages).values(values);
}

/**
 * Frees the order's voucher uses; true when one of its vouchers was used up in total and so is usable again (the
 * shop's voucher lists change).
 */
export async function deleteUsages(tx: Tx, orderId: number): Promise<boolean> {
  const freed = await tx
    .delete(promotionUsages)
    .where(eq(promotionUsages.orderId, orderId))
    .returning({ promotionId: promotionUsages.promotionId });
  if (freed.length === 0) return false;
  const usableAgain = await tx
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        inArray(
          promotions.id,
          freed.map((f) => f.promotionId),
        ),
        sql`(SELECT count(*) FROM ${promotionUsages} WHERE ${promotionUsages.promotionId} = ${promotions.id}) = ${promotions.usageLimit} - 1`,
      ),
    );
  return usableAgain.length > 0;
}

/** The vouchers with these ids (an order's, for its invoice). */
export async function findPromotions(db: DbOrTx, ids: number[]): Promise<PromotionRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(promotions).where(inArray(promotions.id, ids));
}
