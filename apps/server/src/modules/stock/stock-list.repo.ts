// The stock screens' reads (DESIGN §15): the levels per item and location with the product's, the variant's and the
// location's names, filtered, sorted and paged in SQL; the dashboard's low stock per location; and the names of the
// items a transfer or a stocktake names.
import type { StockLevelOrdering } from '@shop/domain/stock-locations.schemas';
import { foldVietnamese } from '@shop/domain/search-text';
import { type SQL, and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productVariants, products } from '../../db/schema/catalog';
import { storeLocations } from '../../db/schema/content';
import { stockLevels } from '../../db/schema/stock';
import { escapeLike, foldedSql } from '../../lib/sql-like';
import type { StockItem } from './stock-levels.repo';

export interface LevelFilter {
  location?: number | undefined;
  /** Words of a staff search; each must be in the product's name or the variant's name or SKU. */
  search?: string | undefined;
  /** Only what is on sale at a location that holds stock with at most `threshold` available. */
  low?: boolean | undefined;
  threshold: number;
}

const available = sql<number>`${stockLevels.onHand} - ${stockLevels.reserved}`;
const hasActiveVariant = sql`EXISTS (SELECT 1 FROM ${productVariants} av
  WHERE av.product_id = ${stockLevels.productId} AND av.is_active)`;
const onSale = sql`(${products.isActive} AND (${stockLevels.variantId} IS NULL OR ${productVariants.isActive}))`;
/** A product sold by its variants keeps an own level at 0: not worth a row unless something is there. */
const worthShowing = sql`(${stockLevels.variantId} IS NOT NULL OR ${stockLevels.onHand} > 0 OR NOT ${hasActiveVariant})`;
/** As the dashboard counts low stock (decision 0011): each active variant, else the product's own. */
const low = (threshold: number) => sql`(${onSale} AND ${storeLocations.holdsStock} AND ${available} <= ${threshold}
  AND (${stockLevels.variantId} IS NOT NULL OR NOT ${hasActiveVariant}))`;

/** A variant's name folded as product names are (decision 0004), in SQL: it has no folded copy of its own. */
const foldedVariantName = foldedSql(productVariants.name);

function searchWhere(search: string | undefined): SQL | undefined {
  const words = search ? foldVietnamese(search).split(' ').filter(Boolean).slice(0, 8) : [];
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(
        sql`${products.searchName} LIKE ${pattern}`,
        sql`${foldedVariantName} LIKE ${pattern}`,
        sql`lower(${productVariants.sku}) LIKE ${pattern}`,
      );
    }),
  );
}

function levelWhere(f: LevelFilter): SQL | undefined {
  return and(
    worthShowing,
    f.location === undefined ? undefined : eq(stockLevels.locationId, f.location),
    searchWhere(f.search),
    f.low ? low(f.threshold) : undefined,
  );
}

// By the folded name, as the products list sorts (its COLLATE "C" is the products_name_idx's).
const byName = [
  sql`${products.searchName} COLLATE "C" ASC`,
  asc(products.id),
  sql`${productVariants.name} ASC NULLS FIRST`,
  asc(stockLevels.locationId),
];
const ORDER_BY: Record<StockLevelOrdering, SQL[]> = {
  name: byName,
  '-name': [
    sql`${products.searchName} COLLATE "C" DESC`,
    desc(products.id),
    sql`${productVariants.name} DESC NULLS LAST`,
    asc(stockLevels.locationId),
  ],
  location: [asc(stockLevels.locationId), ...byName],
  '-location': [desc(stockLevels.locationId), ...byName],
  on_hand: [asc(stockLevels.onHand), ...byName],
  '-on_hand': [desc(stockLevels.onHand), ...byName],
  reserved: [asc(stockLevels.reserved), ...byName],
  '-reserved': [desc(stockLevels.reserved), ...byName],
  available: [asc(available), ...byName],
  '-available': [desc(available), ...byName],
};

function levelsFrom(db: DbOrTx, columns: Record<string, unknown>) {
  return db
    .select(columns as never)
    .from(stockLevels)
    .innerJoin(products, eq(products.id, stockLevels.productId))
    .leftJoin(productVariants, eq(productVariants.id, stockLevels.variantId))
    .innerJoin(storeLocations, eq(storeLocations.id, stockLevels.locationId));
}

export async function countLevels(db: DbOrTx, f: LevelFilter): Promise<number> {
  const [row] = (await levelsFrom(db, { n: sql<number>`count(*)::int` }).where(levelWhere(f))) as { n: number }[];
  return row?.n ?? 0;
}

export interface LevelRow {
  locationId: number;
  locationName: string;
  productId: number;
  productName: string;
  variantId: number | null;
  variantName: string | null;
  sku: string | null;
  onHand: number;
  reserved: number;
  isActive: boolean;
}

/** One page of levels in the asked order. */
export async function listLevels(
  db: DbOrTx,
  f: LevelFilter,
  page: { ordering: StockLevelOrdering; limit: number; offset: number },
): Promise<LevelRow[]> {
  const columns = {
    locationId: stockLevels.locationId,
    locationName: storeLocations.name,
    productId: stockLevels.productId,
    productName: products.name,
    variantId: stockLevels.variantId,
    variantName: productVariants.name,
    sku: productVariants.sku,
    onHand: stockLevels.onHand,
    reserved: stockLevels.reserved,
    isActive: sql<boolean>`${onSale}`,
  };
  return (await levelsFrom(db, columns)
    .where(levelWhere(f))
    .orderBy(...ORDER_BY[page.ordering])
    .limit(page.limit)
    .offset(page.offset)) as LevelRow[];
}

/** The dashboard's low stock at every location that holds stock (as {@link low}), lowest first. */
export async function lowStockByLocation(db: DbOrTx, threshold: number, limit: number) {
  const rows = (await levelsFrom(db, {
    location: stockLevels.locationId,
    location_name: storeLocations.name,
    product_id: stockLevels.productId,
    variant_id: stockLevels.variantId,
    name: sql<string>`${products.name} || COALESCE(' - ' || ${productVariants.name}, '')`,
    available,
  })
    .where(low(threshold))
    .orderBy(asc(available), asc(stockLevels.locationId), ...byName)
    .limit(limit)) as {
    location: number;
    location_name: string;
    product_id: number;
    variant_id: number | null;
    name: string;
    available: number;
  }[];
  return rows.map((r) => ({ ...r, available: Number(r.available) }));
}

/** An item's names as a transfer or a stocktake shows them; `variantName` null for a product's own stock. */
export interface ItemNames {
  productName: string;
  variantName: string | null;
}

/**
 * The names of these items, keyed `"product:variant"` (stock-levels.repo `itemKey`): only the products that exist,
 * and the variants that belong to the product named with them.
 */
export async function itemNames(db: DbOrTx, items: StockItem[]): Promise<Map<string, ItemNames>> {
  const names = new Map<string, ItemNames>();
  const productIds = [...new Set(items.map((i) => i.productId))];
  if (productIds.length === 0) return names;
  const rows = await db
    .select({
      productId: products.id,
      productName: products.name,
      variantId: productVariants.id,
      variantName: productVariants.name,
    })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(inArray(products.id, productIds));
  for (const r of rows) {
    names.set(`${r.productId}:0`, { productName: r.productName, variantName: null });
    if (r.variantId !== null) {
      names.set(`${r.productId}:${r.variantId}`, { productName: r.productName, variantName: r.variantName });
    }
  }
  return names;
}
