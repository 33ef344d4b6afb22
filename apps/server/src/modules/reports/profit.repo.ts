// The profit report's figures: the delivered orders' daily rollup (migration 0028), summed over the range by day or
// by channel. Its own table: the triggers keep it, nothing here joins orders.
import type { ProfitGrouping } from '@shop/domain/admin-reports.schemas';
import { type SQLWrapper, between, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveredDailyTotals as t } from '../../db/schema/reports';

export interface ProfitSums {
  key: string;
  orders: number;
  revenue: number;
  cost: number;
  estimated_cost: number;
  uncosted_units: number;
}

const total = (column: SQLWrapper) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/** The range's sums per delivery day ('YYYY-MM-DD') or channel; keys without a figure are left out. */
export async function profitSums(
  db: DbOrTx,
  range: { from: string; to: string },
  groupBy: ProfitGrouping,
): Promise<ProfitSums[]> {
  const key = groupBy === 'day' ? sql<string>`${t.day}::text` : sql<string>`${t.source}::text`;
  return db
    .select({
      key,
      orders: total(t.orders),
      revenue: total(t.revenue),
      cost: total(t.cost),
      estimated_cost: total(t.estimatedCost),
      uncosted_units: total(t.uncostedUnits),
    })
    .from(t)
    .where(between(t.day, range.from, range.to))
    .groupBy(key);
}
