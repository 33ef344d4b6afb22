// The back office's voucher list sorts and pages by each voucher's uses and the discount they gave, so it reads them
// from the orders that used it in the same query: a crossing read of the orders' tables (eslint.config.js
// TABLE_CROSSINGS). Its subquery is here, the list's query in promotion-admin.repo.ts.
import { eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderPromotions, orders } from '../../db/schema/orders';

/** Each voucher's use by non-cancelled orders: how many, and the discount they got (goods and shipping). */
export function voucherUsage(db: DbOrTx) {
  return db
    .select({
      promotionId: orderPromotions.promotionId,
      timesUsed: sql<string>`count(*)`.as('times_used'),
      discountTotal: sql<string>`coalesce(sum(${orderPromotions.discountAmount}), 0)`.as('discount_total'),
    })
    .from(orderPromotions)
    .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
    .where(ne(orders.status, 'cancelled'))
    .groupBy(orderPromotions.promotionId)
    .as('usage');
}
