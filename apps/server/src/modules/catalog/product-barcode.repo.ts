// Barcodes (DESIGN §15): one code names one product or one variant, across both tables. Each table's UNIQUE
// constraint keeps its own rows apart and gives the index an exact match reads; across the two tables a write takes
// a transaction-level advisory lock on each code before it checks, so two writes can't put one code on a product
// and a variant at once (the second waits, then sees the first's row).
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { productVariants, products } from '../../db/schema/catalog';

/**
 * The advisory locks' first key for barcodes: the two-key form has a key space of its own, apart from the
 * single-key locks (the migrations'), and this class keeps barcodes apart from any other two-key lock.
 */
const BARCODE_LOCK_CLASS = 7261015;

/**
 * Locks these codes until the caller's transaction ends (a write's), in one order for every writer (by their hash,
 * the lock's key), so that two writes locking several codes each can't deadlock.
 */
export async function lockBarcodes(tx: DbOrTx, codes: string[]): Promise<void> {
  if (codes.length === 0) return;
  // A volatile function in the select list runs after the ORDER BY (PostgreSQL ≥ 9.6), so the locks go in order.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${BARCODE_LOCK_CLASS}, hashtext(code))
    FROM (SELECT DISTINCT jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb) AS code) codes
    ORDER BY hashtext(code)`);
}

/** Who has a code: a product itself (`variantId` null) or one of its variants. */
export interface BarcodeHolder {
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
export async function barcodeHolders(db: DbOrTx, codes: string[]): Promise<Map<string, BarcodeHolder>> {
  const holders = new Map<string, BarcodeHolder>();
  if (codes.length === 0) return holders;
  for (const query of barcodeQueries(db, codes)) {
    for (const r of await query) holders.set(r.code!, { productId: r.productId, variantId: r.variantId });
  }
  return holders;
}

/**
 * Takes the barcodes off these variants, so that the same write may give them to others of the product (a swap of
 * two variants' codes would otherwise meet the UNIQUE constraint half-way through the update).
 */
export async function clearVariantBarcodes(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length) await tx.update(productVariants).set({ barcode: null }).where(inArray(productVariants.id, ids));
}
