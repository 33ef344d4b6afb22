import type { Product, ProductSummary } from '@shop/domain/catalog.schemas';
import type { ProductOrdering } from '@shop/domain/catalog.constants';
import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { productEffectivePrice, products } from '../../db/schema/catalog';
import { isAvailable, selectProducts, summarize, withVariants } from './product-rows.repo';

export type { ProductOrdering };

export interface ProductFilter {
  /** Category ids to include (a category and its descendants); undefined = all. */
  categoryIds?: number[] | undefined;
  /** Only products discounted below their price. */
  promotion?: boolean | undefined;
  /** Only featured products. */
  featured?: boolean | undefined;
}

/** What the shopper pays per unit (DESIGN §4), as the price index has it. */
const effectivePrice = productEffectivePrice(products);

const isDiscounted = sql`${products.discountPrice} IS NOT NULL AND ${products.discountPrice} < ${products.price}`;

/** The available products under the filter (every listing's condition). */
export function whereAvailable(filter: ProductFilter): SQL {
  const conditions: SQL[] = [isAvailable];
  if (filter.categoryIds)
    conditions.push(inArray(products.categoryId, filter.categoryIds.length ? filter.categoryIds : [-1]));
  if (filter.promotion) conditions.push(isDiscounted);
  if (filter.featured) conditions.push(eq(products.isFeatured, true));
  return and(...conditions)!;
}

/** A sort key and its direction; {@link orderBy} writes it forwards or, for a page read from the end, backwards. */
type SortKey = [SQL | AnyPgColumn, 'asc' | 'desc'];

/** Each listing order, with the index that serves it in both directions (schema catalog.ts). */
const ORDER_BY: Record<ProductOrdering, SortKey[]> = {
  featured: [
    [products.isFeatured, 'desc'],
    [products.totalQuantitySold, 'desc'],
    [products.id, 'asc'],
  ],
  newest: [
    [products.createdAt, 'desc'],
    [products.id, 'desc'],
  ],
  price: [
    [effectivePrice, 'asc'],
    [products.id, 'asc'],
  ],
  '-price': [
    [effectivePrice, 'desc'],
    [products.id, 'asc'],
  ],
  // The case- and accent-folded name, so both databases sort alike whatever their collation; names alike once folded
  // by id. Not the name itself after it: that doubled the width of the index a deep page walks.
  name: [
    [sql`${products.searchName} COLLATE "C"`, 'asc'],
    [products.id, 'asc'],
  ],
  '-name': [
    [sql`${products.searchName} COLLATE "C"`, 'desc'],
    [products.id, 'desc'],
  ],
};

function orderBy(ordering: ProductOrdering, backwards = false): SQL[] {
  return ORDER_BY[ordering].map(([key, dir]) => ((dir === 'asc') !== backwards ? asc(key) : desc(key)));
}

export async function countAvailableProducts(db: DbOrTx, filter: ProductFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(whereAvailable(filter));
  return row?.count ?? 0;
}

/**
 * A page of a listing. Its ids come first, from the order's index alone (the filters' columns are in it, decision
 * 0019), and only those rows are read: OFFSET then skips narrow index entries, not wide rows. Given the filter's
 * `count`, a page in the second half is read from the end (the same index backwards), so no page skips more than
 * half the list.
 */
export async function listAvailableProducts(
  db: DbOrTx,
  filter: ProductFilter,
  opts: { ordering: ProductOrdering; limit: number; offset: number; count?: number | undefined },
): Promise<ProductSummary[]> {
  const { ordering, limit, offset, count } = opts;
  const fromEnd = count !== undefined && offset + limit / 2 > count / 2;
  const ids = db
    .select({ id: products.id })
    .from(products)
    .where(whereAvailable(filter))
    .orderBy(...orderBy(ordering, fromEnd))
    .limit(fromEnd ? Math.max(0, Math.min(limit, count - offset)) : limit)
    .offset(fromEnd ? Math.max(0, count - offset - limit) : offset)
    .as('page');
  const rows = await selectProducts(db)
    .innerJoin(ids, eq(ids.id, products.id))
    .orderBy(...orderBy(ordering));
  return (await withVariants(db, rows)).map(summarize);
}

/** Any product by id, inactive or sold out included (the page says it is unavailable). */
export async function findProduct(db: DbOrTx, id: number): Promise<Product | undefined> {
  const rows = await selectProducts(db).where(eq(products.id, id));
  const [product] = await withVariants(db, rows);
  return product;
}

/** The products' weights in grams, by id (a carrier's parcel); an id without a product is left out. */
export async function productWeights(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, grams: products.weightGrams })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.grams]));
}

/** Every available product's id and date, for sitemap.xml. */
export async function listAvailableProductDates(db: DbOrTx): Promise<{ id: number; created: Date }[]> {
  return db
    .select({ id: products.id, created: products.createdAt })
    .from(products)
    .where(isAvailable)
    .orderBy(desc(products.totalQuantitySold), asc(products.id));
}
