// Best sellers: the one catalogue list ranked by what orders sold. It reads the order lines in the same query as the
// products it lists (a crossing read of the orders' tables, eslint.config.js TABLE_CROSSINGS): the answer is cached,
// and a list of every product's sales fetched first would cost more than the join.
import type { ProductSummary } from '@shop/domain/catalog.schemas';
import { RELEASED_STATUSES } from '@shop/domain/order-status';
import { type SQL, and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { orderItems, orders } from '../../db/schema/orders';
import { whereAvailable } from './catalog.repo';
import { selectProducts, summarize, withVariants } from './product-rows.repo';

/**
 * Best sellers: units sold in orders placed within [from, to) that were not cancelled or returned; ties (and a
 * shop with no orders yet) fall back to all-time sales, then age (older products have sold longer).
 */
export async function listBestSellers(
  db: DbOrTx,
  opts: { from?: Date | undefined; to?: Date | undefined; categoryIds?: number[] | undefined; limit: number },
): Promise<ProductSummary[]> {
  const orderConditions: SQL[] = [
    sql`${orders.status} NOT IN (${sql.join(
      RELEASED_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  ];
  if (opts.from) orderConditions.push(sql`${orders.createdAt} >= ${opts.from.toISOString()}`);
  if (opts.to) orderConditions.push(sql`${orders.createdAt} < ${opts.to.toISOString()}`);
  const sold = db
    .select({ productId: orderItems.productId, qty: sql<number>`sum(${orderItems.quantity})::int`.as('qty') })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(...orderConditions))
    .groupBy(orderItems.productId)
    .as('sold');
  const rows = await selectProducts(db)
    .leftJoin(sold, eq(sold.productId, products.id))
    .where(whereAvailable({ categoryIds: opts.categoryIds }))
    .orderBy(
      sql`coalesce(${sold.qty}, 0) DESC`,
      desc(products.totalQuantitySold),
      asc(products.createdAt),
      asc(products.id),
    )
    .limit(opts.limit);
  return (await withVariants(db, rows)).map(summarize);
}
