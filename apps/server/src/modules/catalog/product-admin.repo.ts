// Staff's queries over products and variants: the list's filters and orders in SQL, the rows an edit
// reads and writes, and the checks for taken slugs and SKUs.
import type { AdminProduct, AdminProductOrdering } from '@shop/domain/admin-catalog.schemas';
import { foldVietnamese } from '@shop/domain/search-text';
import { type SQL, and, asc, desc, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { categories, orderItems, productVariants, products } from '../../db/schema/index';
import { escapeLike } from '../../lib/sql-like';
import { insertMany, updateMany } from '../../db/bulk';
import { productColumns, withVariants } from './catalog.repo';

export type ProductRecord = typeof products.$inferSelect;
export type VariantRecord = typeof productVariants.$inferSelect;
export type NewProductRecord = typeof products.$inferInsert;
export type NewVariantRecord = typeof productVariants.$inferInsert;

export interface AdminProductFilter {
  /** Folded words, each of which must be in the name, the slug or a variant's SKU. */
  words?: string[] | undefined;
  /** The category and its descendants. */
  categoryIds?: number[] | undefined;
  isActive?: boolean | undefined;
  inStock?: boolean | undefined;
  discounted?: boolean | undefined;
  lowStock?: boolean | undefined;
  lowStockThreshold: number;
}

const activeVariantStock = sql<number>`coalesce((SELECT sum(v.stock) FROM ${productVariants} v
  WHERE v.product_id = ${products.id} AND v.is_active), 0)::int`;
/** Own stock and the active variants', as the list shows it and sorts by it. */
const totalStock = sql<number>`(${products.stock} + ${activeVariantStock})`;

const inStock = sql`(${products.stock} > 0 OR EXISTS (SELECT 1 FROM ${productVariants} v
  WHERE v.product_id = ${products.id} AND v.is_active AND v.stock > 0))`;

const discounted = sql`((${products.discountPrice} IS NOT NULL AND ${products.discountPrice} < ${products.price})
  OR EXISTS (SELECT 1 FROM ${productVariants} v WHERE v.product_id = ${products.id} AND v.is_active
    AND v.discount_price IS NOT NULL AND v.discount_price < v.price))`;

/** As the dashboard counts it (decision 0011): an active product's own stock without active variants, else theirs. */
const lowStock = (threshold: number) => sql`(${products.isActive} AND CASE
  WHEN EXISTS (SELECT 1 FROM ${productVariants} v WHERE v.product_id = ${products.id} AND v.is_active)
  THEN EXISTS (SELECT 1 FROM ${productVariants} v WHERE v.product_id = ${products.id} AND v.is_active
    AND v.stock <= ${threshold})
  ELSE ${products.stock} <= ${threshold} END)`;

const is = (condition: SQL, wanted: boolean | undefined) =>
  wanted === undefined ? undefined : wanted ? condition : sql`NOT ${condition}`;

function whereAdmin(f: AdminProductFilter): SQL | undefined {
  const words = (f.words ?? []).map((w) => {
    const pattern = `%${escapeLike(w)}%`;
    return or(
      like(products.searchName, pattern),
      like(products.slug, pattern),
      sql`EXISTS (SELECT 1 FROM ${productVariants} v WHERE v.product_id = ${products.id}
        AND lower(v.sku) LIKE ${pattern})`,
    );
  });
  return and(
    ...words,
    f.categoryIds ? inArray(products.categoryId, f.categoryIds.length ? f.categoryIds : [-1]) : undefined,
    f.isActive === undefined ? undefined : eq(products.isActive, f.isActive),
    is(inStock, f.inStock),
    is(discounted, f.discounted),
    is(lowStock(f.lowStockThreshold), f.lowStock),
  );
}

const ORDER_BY: Record<AdminProductOrdering, SQL[]> = {
  '-created_at': [desc(products.createdAt), desc(products.id)],
  created_at: [asc(products.createdAt), asc(products.id)],
  // As the shop sorts by name (catalog.repo), so products_name_idx serves it.
  name: [sql`${products.searchName} COLLATE "C" ASC`, asc(products.id)],
  '-name': [sql`${products.searchName} COLLATE "C" DESC`, desc(products.id)],
  price: [asc(products.price), asc(products.id)],
  '-price': [desc(products.price), asc(products.id)],
  stock: [sql`${totalStock} ASC`, asc(products.id)],
  '-stock': [sql`${totalStock} DESC`, asc(products.id)],
  total_quantity_sold: [asc(products.totalQuantitySold), asc(products.id)],
  '-total_quantity_sold': [desc(products.totalQuantitySold), asc(products.id)],
};

/** The words of a staff search, folded as product names are (decision 0004). */
export function searchWords(search: string | undefined): string[] {
  return search ? foldVietnamese(search).split(' ').filter(Boolean).slice(0, 8) : [];
}

export async function countAdminProducts(db: DbOrTx, f: AdminProductFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(whereAdmin(f));
  return row?.n ?? 0;
}

/** Active variants' stock at or under the threshold, or the product's own without any (as {@link lowStock}). */
function isLow(p: { is_active: boolean; stock: number; variants: { is_active: boolean; stock: number }[] }, t: number) {
  if (!p.is_active) return false;
  const active = p.variants.filter((v) => v.is_active);
  return active.length ? active.some((v) => v.stock <= t) : p.stock <= t;
}

/** Products as staff see them, in the order of `rows`. */
async function toAdminProducts(
  db: DbOrTx,
  rows: (Parameters<typeof withVariants>[1][number] & { isFeatured: boolean; updatedAt: Date })[],
  threshold: number,
): Promise<AdminProduct[]> {
  const shaped = await withVariants(db, rows);
  return shaped.map((p, i) => ({
    ...p,
    is_featured: rows[i]!.isFeatured,
    updated_at: rows[i]!.updatedAt.toISOString(),
    total_stock: p.stock + p.variants.filter((v) => v.is_active).reduce((sum, v) => sum + v.stock, 0),
    low_stock: isLow(p, threshold),
  }));
}

function selectAdmin(db: DbOrTx) {
  return db
    .select({ ...productColumns, isFeatured: products.isFeatured, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

/** A page of the list, or (without `page`) every product the filters keep: the CSV export. */
export async function listAdminProducts(
  db: DbOrTx,
  f: AdminProductFilter,
  ordering: AdminProductOrdering,
  page?: { limit: number; offset: number },
): Promise<AdminProduct[]> {
  const query = selectAdmin(db)
    .where(whereAdmin(f))
    .orderBy(...ORDER_BY[ordering]);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return toAdminProducts(db, rows, f.lowStockThreshold);
}

export async function findAdminProduct(db: DbOrTx, id: number, threshold: number) {
  const rows = await selectAdmin(db).where(eq(products.id, id));
  return (await toAdminProducts(db, rows, threshold))[0];
}

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

/** The variants that hold these SKUs. */
export async function variantsBySku(db: DbOrTx, skus: string[]) {
  if (skus.length === 0) return [];
  return db
    .select({ sku: productVariants.sku, id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(inArray(productVariants.sku, skus));
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

/** Variants some order line names: removing one deactivates it, so the order keeps pointing at it. */
export async function orderedVariantIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: orderItems.variantId })
    .from(orderItems)
    .where(inArray(orderItems.variantId, ids));
  return new Set(rows.map((r) => r.id!));
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
