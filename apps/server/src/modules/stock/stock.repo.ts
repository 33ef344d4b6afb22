import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { productVariants, products } from '../../db/schema/index';

/**
 * Takes `ownQuantity` units of the product's own stock in one guarded statement (no concurrency can make it
 * negative) and counts `soldQuantity` units as sold (the product's own plus its variants'). False when the stock
 * is short.
 */
export async function takeProductStock(
  tx: Tx,
  productId: number,
  ownQuantity: number,
  soldQuantity: number,
): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({
      stock: sql`${products.stock} - ${ownQuantity}`,
      totalQuantitySold: sql`${products.totalQuantitySold} + ${soldQuantity}`,
    })
    .where(and(eq(products.id, productId), gte(products.stock, ownQuantity)))
    .returning({ id: products.id });
  return rows.length === 1;
}

/** The variant's stock, taken with the same guard. False when the stock is short. */
export async function takeVariantStock(tx: Tx, variantId: number, productId: number, quantity: number) {
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
    .returning({ id: productVariants.id });
  return rows.length === 1;
}

/** Gives stock back (cancel, return) and uncounts the units sold. */
export async function returnProductStock(tx: Tx, productId: number, ownQuantity: number, soldQuantity: number) {
  await tx
    .update(products)
    .set({
      stock: sql`${products.stock} + ${ownQuantity}`,
      totalQuantitySold: sql`GREATEST(${products.totalQuantitySold} - ${soldQuantity}, 0)`,
    })
    .where(eq(products.id, productId));
}

export async function returnVariantStock(tx: Tx, variantId: number, quantity: number) {
  await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${quantity}` })
    .where(eq(productVariants.id, variantId));
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
