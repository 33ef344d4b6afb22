// The stock columns of products and variants, as the stock module moves them (through catalog.service) inside the
// transaction of an order, a cancel or a staff adjustment: guarded single statements that no concurrency can take
// below 0, and the look-ups around them.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { productVariants, products } from '../../db/schema/catalog';

/**
 * Takes `ownQuantity` units of the product's own stock in one guarded statement (no concurrency can make it
 * negative) and counts `soldQuantity` units as sold (the product's own plus its variants'). The stock left, or null
 * when it was short.
 */
export async function takeProductStock(
  tx: Tx,
  productId: number,
  ownQuantity: number,
  soldQuantity: number,
): Promise<number | null> {
  const rows = await tx
    .update(products)
    .set({
      stock: sql`${products.stock} - ${ownQuantity}`,
      totalQuantitySold: sql`${products.totalQuantitySold} + ${soldQuantity}`,
    })
    .where(and(eq(products.id, productId), gte(products.stock, ownQuantity)))
    .returning({ stock: products.stock });
  return rows[0]?.stock ?? null;
}

/** The variant's stock, taken with the same guard. The stock left, or null when it was short. */
export async function takeVariantStock(
  tx: Tx,
  variantId: number,
  productId: number,
  quantity: number,
): Promise<number | null> {
  const rows = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${quantity}` })
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.productId, productId),
        gte(productVariants.stock, quantity),
      ),
    )
    .returning({ stock: productVariants.stock });
  return rows[0]?.stock ?? null;
}

/** Gives stock back (cancel, return) and uncounts the units sold; the stock now (null: no such product). */
export async function returnProductStock(tx: Tx, productId: number, ownQuantity: number, soldQuantity: number) {
  const rows = await tx
    .update(products)
    .set({
      stock: sql`${products.stock} + ${ownQuantity}`,
      totalQuantitySold: sql`GREATEST(${products.totalQuantitySold} - ${soldQuantity}, 0)`,
    })
    .where(eq(products.id, productId))
    .returning({ stock: products.stock });
  return rows[0]?.stock ?? null;
}

export async function returnVariantStock(tx: Tx, variantId: number, quantity: number) {
  const rows = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${quantity}` })
    .where(eq(productVariants.id, variantId))
    .returning({ stock: productVariants.stock });
  return rows[0]?.stock ?? null;
}

/**
 * Adds `delta` (either sign) to the product's own stock, or to its variant's, in one guarded statement: the stock
 * can't go below 0 whatever runs at the same time. The stock now, or null when it would have gone below 0.
 */
export async function shiftStock(tx: Tx, productId: number, variantId: number | null, delta: number) {
  if (variantId === null) {
    const rows = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${delta}`, updatedAt: sql`now()` })
      .where(and(eq(products.id, productId), sql`${products.stock} + ${delta} >= 0`))
      .returning({ stock: products.stock });
    return rows[0]?.stock ?? null;
  }
  const rows = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${delta}` })
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.productId, productId),
        sql`${productVariants.stock} + ${delta} >= 0`,
      ),
    )
    .returning({ stock: productVariants.stock });
  return rows[0]?.stock ?? null;
}

/** The stock left, for the "not enough" message. */
export async function currentStock(db: DbOrTx, line: { productId: number; variantId: number | null }) {
  const [row] = line.variantId
    ? await db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, line.variantId))
    : await db.select({ stock: products.stock }).from(products).where(eq(products.id, line.productId));
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
