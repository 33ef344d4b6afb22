// Staff's queries over products and variants: the rows an edit reads and writes, and the check for taken slugs
// (SKUs' and barcodes' are in product-codes.repo, the list's queries in product-admin-list.repo).
import { and, asc, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { categories, productVariants, products } from '../../db/schema/catalog';
import { escapeLike } from '../../lib/sql-like';
import { insertMany, updateMany } from '../../db/bulk';

export type ProductRecord = typeof products.$inferSelect;
export type VariantRecord = typeof productVariants.$inferSelect;
export type NewProductRecord = typeof products.$inferInsert;
export type NewVariantRecord = typeof productVariants.$inferInsert;

/** The product's row, locked until the transaction ends: two edits of one product run one after the other. */
export async function lockProduct(tx: Tx, id: number): Promise<ProductRecord | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

/** Its variants, locked too, in display order. */
export async function lockVariants(tx: Tx, productId: number): Promise<VariantRecord[]> {
  return tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.id))
    .for('update');
}

export async function categoryName(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, id));
  return row?.name;
}

/** Slugs in use that are `base` or `base-<n>`, other than product `exceptId`'s. */
export async function slugsLike(db: DbOrTx, base: string, exceptId?: number): Promise<Set<string>> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        or(eq(products.slug, base), like(products.slug, `${escapeLike(base)}-%`)),
        exceptId === undefined ? undefined : ne(products.id, exceptId),
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

const productColumnsToSet = {
  name: products.name,
  slug: products.slug,
  categoryId: products.categoryId,
  price: products.price,
  discountPrice: products.discountPrice,
  stock: products.stock,
  unit: products.unit,
  weightGrams: products.weightGrams,
  description: products.description,
  specifications: products.specifications,
  imageUrl: products.imageUrl,
  imageAlts: products.imageAlts,
  isActive: products.isActive,
  isFeatured: products.isFeatured,
  maxQuantitiesInCart: products.maxQuantitiesInCart,
  orderMultiple: products.orderMultiple,
  vatRate: products.vatRate,
  barcode: products.barcode,
  sku: products.sku,
  costPrice: products.costPrice,
  searchName: products.searchName,
  searchText: products.searchText,
};

/** New products (every editable column); their ids by slug. */
export async function insertProducts(tx: Tx, rows: Record<keyof typeof productColumnsToSet, unknown>[]) {
  const inserted = await insertMany(tx, products, productColumnsToSet, rows, { id: products.id, slug: products.slug });
  return inserted.map((r) => ({ id: Number(r.id), slug: String(r.slug) }));
}

/** Existing products' every editable column, each row its own values; `updated_at` set to now. */
export async function updateProducts(
  tx: Tx,
  rows: ({ id: number } & Record<keyof typeof productColumnsToSet, unknown>)[],
) {
  await updateMany(tx, products, products.id, productColumnsToSet, rows, [sql`updated_at = now()`]);
}

const variantColumnsToSet = {
  name: productVariants.name,
  unit: productVariants.unit,
  sku: productVariants.sku,
  price: productVariants.price,
  discountPrice: productVariants.discountPrice,
  stock: productVariants.stock,
  isActive: productVariants.isActive,
  images: productVariants.images,
  mainImage: productVariants.mainImage,
  maxQuantitiesInCart: productVariants.maxQuantitiesInCart,
  orderMultiple: productVariants.orderMultiple,
  barcode: productVariants.barcode,
  costPrice: productVariants.costPrice,
  sortOrder: productVariants.sortOrder,
};

/** New variants of existing products; their ids by SKU. */
export async function insertVariants(
  tx: Tx,
  rows: ({ productId: number } & Record<keyof typeof variantColumnsToSet, unknown>)[],
) {
  const columns = { ...variantColumnsToSet, productId: productVariants.productId };
  const inserted = await insertMany(tx, productVariants, columns, rows, {
    id: productVariants.id,
    sku: productVariants.sku,
  });
  return inserted.map((r) => ({ id: Number(r.id), sku: String(r.sku) }));
}

export async function updateVariants(
  tx: Tx,
  rows: ({ id: number } & Record<keyof typeof variantColumnsToSet, unknown>)[],
) {
  await updateMany(tx, productVariants, productVariants.id, variantColumnsToSet, rows);
}

export async function deleteVariants(tx: Tx, ids: number[]) {
  if (ids.length) await tx.delete(productVariants).where(inArray(productVariants.id, ids));
}

/** Every category's parent, for a category filter's descendants. */
export async function categoryParents(db: DbOrTx): Promise<Map<number, number | null>> {
  const rows = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  return new Map(rows.map((r) => [r.id, r.parentId]));
}

/** Every category's id, slug and name (the CSV names categories by slug). */
export async function categoryList(db: DbOrTx) {
  return db.select({ id: categories.id, slug: categories.slug, name: categories.name }).from(categories);
}

/** The products with these slugs and their variants in display order; locked when `lock` (an import's write). */
export async function productsBySlug(db: DbOrTx, slugs: string[], lock: boolean) {
  if (slugs.length === 0) return [];
  const query = db.select().from(products).where(inArray(products.slug, slugs)).orderBy(asc(products.id));
  const rows = lock ? await query.for('update') : await query;
  if (rows.length === 0) return [];
  const variantQuery = db
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productVariants.productId), asc(productVariants.sortOrder), asc(productVariants.id));
  const byProduct = new Map<number, VariantRecord[]>();
  for (const v of lock ? await variantQuery.for('update') : await variantQuery) {
    byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
  }
  return rows.map((row) => ({ row, variants: byProduct.get(row.id) ?? [] }));
}
