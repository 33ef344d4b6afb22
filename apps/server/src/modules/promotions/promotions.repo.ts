import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { promotionUsages } from '../../db/schema/promotions';

/** How many times the user has used each promotion (rows of non-cancelled orders; DESIGN §4). */
export async function countUsagesByPromotion(db: DbOrTx, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ promotionId: promotionUsages.promotionId, uses: count() })
    .from(promotionUsages)
    .where(eq(promotionUsages.userId, userId))
    .groupBy(promotionUsages.promotionId);
  return new Map(rows.map((r) => [r.promotionId, Number(r.uses)]));
}
