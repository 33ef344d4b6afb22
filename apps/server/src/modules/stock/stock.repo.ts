import { type SQL, and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { insertMany } from '../../db/bulk';
import type { DbOrTx, Tx } from '../../db/client';
import { productVariants, products } from '../../db/schema/catalog';
import { stockMovements } from '../../db/schema/stock';

export type NewMovement = Omit<typeof stockMovements.$inferInsert, 'id' | 'createdAt'>;

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

/** One ledger line; its id. */
export async function insertMovement(tx: Tx, row: NewMovement): Promise<number> {
  const [inserted] = await tx.insert(stockMovements).values(row).returning({ id: stockMovements.id });
  return inserted!.id;
}

/**
 * An order's few ledger lines and `then` (the catalogue's notice) in one statement: one round trip where two were
 *. A data-modifying WITH runs to completion whether or not `then` reads it.
 */
export async function insertMovementsThen(tx: Tx, rows: NewMovement[], then: SQL): Promise<void> {
  await tx.execute(
    rows.length === 0 ? then : sql`WITH m AS (${tx.insert(stockMovements).values(rows).getSQL()}) ${then}`,
  );
}

/** Many ledger lines at once (an order's, an import's). */
export async function insertMovements(tx: Tx, rows: Required<NewMovement>[]): Promise<void> {
  const columns = {
    productId: stockMovements.productId,
    variantId: stockMovements.variantId,
    delta: stockMovements.delta,
    reason: stockMovements.reason,
    stockAfter: stockMovements.stockAfter,
    actorId: stockMovements.actorId,
    orderId: stockMovements.orderId,
    note: stockMovements.note,
  };
  await insertMany(tx, stockMovements, columns, rows);
}

function ledgerWhere(productId: number, variantId: number | undefined): SQL | undefined {
  return and(
    eq(stockMovements.productId, productId),
    variantId === undefined ? undefined : eq(stockMovements.variantId, variantId),
  );
}

/** A product's ledger (or one variant's lines of it), newest first, with the variant's name. */
export async function listMovements(
  db: DbOrTx,
  filter: { productId: number; variantId?: number | undefined; id?: number },
  page: { limit: number; offset: number },
) {
  return db
    .select({ row: stockMovements, variantName: productVariants.name })
    .from(stockMovements)
    .leftJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
    .where(
      and(
        ledgerWhere(filter.productId, filter.variantId),
        filter.id === undefined ? undefined : eq(stockMovements.id, filter.id),
      ),
    )
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMovements(db: DbOrTx, productId: number, variantId: number | undefined) {
  const [row] = await db.select({ n: count() }).from(stockMovements).where(ledgerWhere(productId, variantId));
  return Number(row?.n ?? 0);
}
