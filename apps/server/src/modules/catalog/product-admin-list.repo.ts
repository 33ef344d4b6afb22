// Staff's list of products: its filters and orders in SQL, and the products as staff see them (stock totals, low
// stock), for a page, the CSV export or one product.
import type { AdminProduct, AdminProductOrdering } from '@shop/domain/admin-catalog.schemas';
import { foldVietnamese } from '@shop/domain/search-text';
import { type SQL, and, asc, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, productVariants, products } from '../../db/schema/catalog';
import { escapeLike } from '../../lib/sql-like';
import { productColumns, shopVariant, withVariants } from './product-rows.repo';

export interface AdminProductFilter {
  /** Folded words, each of which must be in the name, the slug, the product's own SKU or a variant's. */
  words?: string[] | undefined;
  /** A product the search names by its barcode, or one of its variants' (found by `barcodeHolders` first). */
  orId?: number | undefined;
  /** Only these products (a barcode's: none when no one has it). */
  ids?: number[] | undefined;
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
      sql`lower(${products.sku}) LIKE ${pattern}`,
      sql`EXISTS (SELECT 1 FROM ${productVariants} v WHERE v.product_id = ${products.id}
        AND lower(v.sku) LIKE ${pattern})`,
    );
  });
  return and(
    f.orId === undefined || words.length === 0 ? and(...words) : or(and(...words), eq(products.id, f.orId)),
    f.ids ? inArray(products.id, f.ids.length ? f.ids : [-1]) : undefined,
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
  rows: (Parameters<typeof withVariants>[1][number] & {
    isFeatured: boolean;
    updatedAt: Date;
    vatRate: number | null;
    barcode: string | null;
    sku: string | null;
    costPrice: number | null;
  })[],
  threshold: number,
): Promise<AdminProduct[]> {
  const shaped = await withVariants(db, rows, (v) => ({
    ...shopVariant(v),
    barcode: v.barcode,
    cost_price: v.costPrice,
  }));
  return shaped.map((p, i) => ({
    ...p,
    is_featured: rows[i]!.isFeatured,
    updated_at: rows[i]!.updatedAt.toISOString(),
    total_stock: p.stock + p.variants.filter((v) => v.is_active).reduce((sum, v) => sum + v.stock, 0),
    low_stock: isLow(p, threshold),
    vat_rate: rows[i]!.vatRate,
    barcode: rows[i]!.barcode,
    sku: rows[i]!.sku,
    cost_price: rows[i]!.costPrice,
  }));
}

function selectAdmin(db: DbOrTx) {
  return db
    .select({
      ...productColumns,
      isFeatured: products.isFeatured,
      updatedAt: products.updatedAt,
      vatRate: products.vatRate,
      barcode: products.barcode,
      sku: products.sku,
      costPrice: products.costPrice,
    })
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
