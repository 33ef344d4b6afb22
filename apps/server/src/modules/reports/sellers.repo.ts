// Best and slowest sellers over a range (DESIGN §17): the units and line revenue of the orders placed in it that were
// not cancelled or returned, from the orders' daily product rollup (product_daily_sales, as the dashboard's best
// sellers), with the products' names and, for the slowest, every active product that sold nothing.
import type { SellerOrder, SellersReport } from '@shop/domain/admin-reports.schemas';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products as p } from '../../db/schema/catalog';
import { productDailySales as s } from '../../db/schema/orders';

type Row = { id: unknown; name: string; units: unknown; revenue: unknown };

export async function sellers(
  db: DbOrTx,
  range: { from: string; to: string },
  order: SellerOrder,
  limit: number,
): Promise<SellersReport['rows']> {
  // A year at 1M orders groups ~1.7M rollup rows into ~97k products: in memory, not spilled to disk under PostgreSQL's
  // default work_mem (4 MB). Read from product_daily_sales_day_idx alone.
  const sold = sql`SELECT ${s.productId} AS product_id, sum(${s.units}) AS units, sum(${s.revenue}) AS revenue
    FROM ${s} WHERE ${s.day} BETWEEN ${range.from}::date AND ${range.to}::date AND ${s.productId} IS NOT NULL
    GROUP BY 1`;
  const query =
    order === 'best'
      ? sql`WITH sold AS (${sold} HAVING sum(${s.units}) > 0 ORDER BY 2 DESC, 3 DESC, 1 LIMIT ${limit})
          SELECT sold.product_id AS id, ${p.name} AS name, sold.units, sold.revenue
          FROM sold JOIN ${p} ON ${p.id} = sold.product_id
          ORDER BY sold.units DESC, sold.revenue DESC, sold.product_id`
      : // The active products ranked by id alone (from an index of the catalogue's, not its wide rows), then the
        // names of the few listed.
        sql`WITH sold AS MATERIALIZED (${sold}), ranked AS (
            SELECT ${p.id} AS id, coalesce(sold.units, 0) AS units, coalesce(sold.revenue, 0) AS revenue
            FROM ${p} LEFT JOIN sold ON sold.product_id = ${p.id}
            WHERE ${p.isActive}
            ORDER BY 2, 3, 1 LIMIT ${limit}
          )
          SELECT ranked.*, ${p.name} AS name FROM ranked JOIN ${p} ON ${p.id} = ranked.id
          ORDER BY ranked.units, ranked.revenue, ranked.id`;
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    return tx.execute(query);
  });
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    product: { id: Number(r.id), name: r.name },
    units: Number(r.units),
    revenue: Number(r.revenue),
  }));
}
