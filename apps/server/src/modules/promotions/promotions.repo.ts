// The shop's voucher lists: the vouchers usable now, and a shopper's uses of each.
import type { Promotion } from '@shop/domain/catalog.schemas';
import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { promotionUsages, promotions } from '../../db/schema/promotions';

/** How many times the user has used each promotion (rows of non-cancelled orders; DESIGN §4). */
export async function countUsagesByPromotion(db: DbOrTx, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ promotionId: promotionUsages.promotionId, uses: count() })
    .from(promotionUsages)
    .where(eq(promotionUsages.userId, userId))
    .groupBy(promotionUsages.promotionId);
  return new Map(rows.map((r) => [r.promotionId, Number(r.uses)]));
}

/**
 * The vouchers a shopper may still use, sorted by code: active, not ended, not used up in total (uses are the usage
 * rows of non-cancelled orders). One not started yet is included: the caller filters the window at answer time, so
 * that a cached list stays right as time passes. `can_user_use` is true for an anonymous visitor.
 */
export async function listActivePromotions(db: DbOrTx): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.isActive, true),
        or(isNull(promotions.endsAt), sql`${promotions.endsAt} > now()`),
        or(
          isNull(promotions.usageLimit),
          sql`(SELECT count(*) FROM ${promotionUsages} WHERE ${promotionUsages.promotionId} = ${promotions.id}) < ${promotions.usageLimit}`,
        ),
      ),
    )
    .orderBy(sql`${promotions.code} COLLATE "C" ASC`);
  return rows.map((p) => ({ ...promotionFields(p), can_user_use: true }));
}

/** DESIGN §3's Promotion fields of a row, and §8's voucher rules (the back office adds its usage). */
function promotionFields(p: typeof promotions.$inferSelect): Omit<Promotion, 'can_user_use'> {
  return {
    id: p.id,
    code: p.code,
    description: p.description,
    image_url: p.imageUrl,
    value: p.value,
    is_percentage: p.isPercentage,
    min_purchase_amount: p.minPurchaseAmount,
    is_active: p.isActive,
    usage_limit_per_user: p.usageLimitPerUser,
    max_discount: p.maxDiscount,
    usage_limit: p.usageLimit,
    starts_at: p.startsAt?.toISOString() ?? null,
    ends_at: p.endsAt?.toISOString() ?? null,
  };
}
