// Codes that name one product or one variant across both tables: barcodes (DESIGN §15) and SKUs (a variant's, or a
// product's own, DESIGN §16). Each table's UNIQUE constraint keeps its own rows apart and gives the index an exact
// match reads; across the two tables a write takes a transaction-level advisory lock on each code it gives out
// before it checks, so two writes can't put one code on a product and a variant at once (the second waits, then
// sees the first's row).
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { productVariants, products } from '../../db/schema/catalog';

/**
 * The advisory locks' first keys, one class per kind of code: the two-key form has a key space of its own, apart
 * from the single-key locks (the migrations'), and each class keeps its codes apart from any other two-key lock.
 */
const BARCODE_LOCK_CLASS = 7261015;
const SKU_LOCK_CLASS = 7261016;

/**
 * Locks these codes until the caller's transaction ends (a write's), in one order for every writer (by their hash,
 * the lock's key), so that two writes locking several codes each can't deadlock.
 */
async function lockCodes(tx: DbOrTx, lockClass: number, codes: string[]): Promise<void> {
  if (codes.length === 0) return;
  // A volatile function in the select list runs after the ORDER BY (PostgreSQL ≥ 9.6), so the locks go in order.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${lockClass}, hashtext(code))
    FROM (SELECT DISTINCT jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb) AS code) codes
    ORDER BY hashtext(code)`);
}

export const lockBarcodes = (tx: DbOrTx, codes: string[]) => lockCodes(tx, BARCODE_LOCK_CLASS, codes);
export const lockSkus = (tx: DbOrTx, skus: string[]) => lockCodes(tx, SKU_LOCK_CLASS, skus);

/** Who has a code: a product itself (`variantId` null) or one of its variants. */
export interface CodeHolder {
  productId: number;
  variantId: number | null;
}

/** The two lookups of {@link barcodeHolders}: the products', then the variants' (each an exact match on its index). */
export function barcodeQueries(db: DbOrTx, codes: string[]) {
  return [
    db
      .select({ code: products.barcode, productId: products.id, variantId: sql<number | null>`NULL::int` })
      .from(products)
      .where(inArray(products.barcode, codes)),
    db
      .select({ code: productVariants.barcode, productId: productVariants.productId, variantId: productVariants.id })
      .from(productVariants)
      .where(inArray(productVariants.barcode, codes)),
  ] as const;
}

/** The products and variants that hold these codes now, by code (index lookups: the UNIQUE constraints'). */
export async function barcodeHolders(db: DbOrTx, codes: string[]): Promise<Map<string, CodeHolder>> {
  const holders = new Map<string, CodeHolder>();
  if (codes.length === 0) return holders;
  for (const query of barcodeQueries(db, codes)) {
    for (const r of await query) holders.set(r.code!, { productId: r.productId, variantId: r.variantId });
  }
  return holders;
}

/** The lookup of {@link skuHolders}: the products' own SKUs and the variants', each an exact match on its index. */
export function skuQuery(db: DbOrTx, skus: string[]) {
  return db
    .select({ code: products.sku, productId: products.id, variantId: sql<number | null>`NULL::int` })
    .from(products)
    .where(inArray(products.sku, skus))
    .unionAll(
      db
        .select({ code: productVariants.sku, productId: productVariants.productId, variantId: productVariants.id })
        .from(productVariants)
        .where(inArray(productVariants.sku, skus)),
    );
}

/**
 * The products and variants that hold these SKUs now, by SKU. One statement, so one snapshot: a write that moves an
 * SKU between a product and its variant (without locking it, see product-codes.ts) is seen before or after, never
 * half-way with the SKU nowhere.
 */
export async function skuHolders(db: DbOrTx, skus: string[]): Promise<Map<string, CodeHolder>> {
  const holders = new Map<string, CodeHolder>();
  if (skus.length === 0) return holders;
  for (const r of await skuQuery(db, skus)) holders.set(r.code!, { productId: r.productId, variantId: r.variantId });
  return holders;
}

/**
 * Takes the barcodes off these variants, so that the same write may give them to others of the product (a swap of
 * two variants' codes would otherwise meet the UNIQUE constraint half-way through the update).
 */
export async function clearVariantBarcodes(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length) await tx.update(productVariants).set({ barcode: null }).where(inArray(productVariants.id, ids));
}
