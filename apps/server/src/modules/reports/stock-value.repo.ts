// The stock's value per location (DESIGN §17): units on hand × today's cost, the variant's else the product's, summed
// in one query over the levels (stock's), the costs (the catalogue's) and the locations' names (content's).
import type { StockValueReport } from '@shop/domain/admin-reports.schemas';
import { type SQLWrapper, asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productVariants, products } from '../../db/schema/catalog';
import { storeLocations as l } from '../../db/schema/content';
import { stockLevels as s } from '../../db/schema/stock';

const cost = sql`coalesce(${productVariants.costPrice}, ${products.costPrice})`;
const sum = (figure: SQLWrapper) => sql<number>`coalesce(sum(${figure}), 0)::bigint`.mapWith(Number);

/** Every location that holds stock, or still has some on hand, in the locations' order. */
export async function stockValueByLocation(db: DbOrTx): Promise<StockValueReport['rows']> {
  const rows = await db
    .select({
      id: l.id,
      name: l.name,
      units: sum(s.onHand),
      value: sum(sql`${s.onHand}::bigint * ${cost}`),
      uncosted_units: sum(sql`CASE WHEN ${cost} IS NULL THEN ${s.onHand} ELSE 0 END`),
    })
    .from(l)
    .leftJoin(s, sql`${s.locationId} = ${l.id} AND ${s.onHand} > 0`)
    .leftJoin(products, sql`${products.id} = ${s.productId}`)
    .leftJoin(productVariants, sql`${productVariants.id} = ${s.variantId}`)
    .groupBy(l.id, l.name, l.sortOrder, l.holdsStock)
    .having(sql`${l.holdsStock} OR count(${s.id}) > 0`)
    .orderBy(asc(l.sortOrder), asc(l.id));
  return rows.map(({ id, name, ...figures }) => ({ location: { id, name }, ...figures }));
}
