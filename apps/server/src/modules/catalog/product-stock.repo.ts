// The public stock columns of products and variants (DESIGN §15: the sum of what is available at the locations that
// sell online) and the units-sold counter, as the stock module moves them (through catalog.service) in the same
// transaction as the location's level; and the look-ups around them.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { productVariants, products } from '../../db/schema/catalog';

/** A product's own stock (`variantId` null) or a variant's. */
interface StockItem {
  productId: number;
  variantId: number | null;
}

/**
 * Adds `delta` (either sign) to the item's public stock, which its CHECK keeps at 0 or more (a location's guarded
 * level moved first, so the sum can't go below). The public stock now.
 */
export async function shiftPublicStock(tx: Tx, item: StockItem, delta: number): Promise<number> {
  if (item.variantId === null) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${delta}` })
      .where(eq(products.id, item.productId))
      .returning({ stock: products.stock });
    return row?.stock ?? 0;
  }
  const [row] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${delta}` })
    .where(eq(productVariants.id, item.variantId))
    .returning({ stock: productVariants.stock });
  return row?.stock ?? 0;
}

/** Counts units as sold (or, negative, no longer sold); never below 0. */
export async function countSold(tx: Tx, productId: number, units: number): Promise<void> {
  if (units === 0) return;
  await tx
    .update(products)
    .set({ totalQuantitySold: sql`GREATEST(${products.totalQuantitySold} + ${units}, 0)` })
    .where(eq(products.id, productId));
}

/** The public stock of each item (a location's `sells_online` changed): the sums recomputed by the stock module. */
export async function setPublicStocks(tx: Tx, sums: (StockItem & { available: number })[]): Promise<void> {
  for (const s of sums) {
    if (s.variantId === null) {
      await tx.update(products).set({ stock: s.available }).where(eq(products.id, s.productId));
    } else {
      await tx.update(productVariants).set({ stock: s.available }).where(eq(productVariants.id, s.variantId));
    }
  }
}

/** The item's public stock. */
export async function publicStock(db: DbOrTx, item: StockItem): Promise<number> {
  const [row] = item.variantId
    ? await db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, item.variantId))
    : await db.select({ stock: products.stock }).from(products).where(eq(products.id, item.productId));
  return row?.stock ?? 0;
}

export async function productExists(db: DbOrTx, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return row !== undefined;
}

export async function variantBelongs(db: DbOrTx, productId: number, variantId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  return row !== undefined;
}

/** The names of these variants (a stock ledger page's). */
export async function variantNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: productVariants.id, name: productVariants.name })
    .from(productVariants)
    .where(inArray(productVariants.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
