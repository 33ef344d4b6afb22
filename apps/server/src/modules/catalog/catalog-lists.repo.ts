import type { Category } from '@shop/domain/catalog.schemas';
import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, productVariants, products } from '../../db/schema/catalog';

/**
 * The shop's categories as a forest (top level first), each with its subtree. A hidden category is left out with
 * everything under it (hidden from the shop's menus and category pages).
 */
export async function loadCategoryTree(db: DbOrTx): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
  const nodes = new Map<number, Category>();
  for (const r of rows) {
    if (r.isHidden) continue;
    nodes.set(r.id, {
      id: r.id,
      name: r.name,
      slug: r.slug,
      image_url: r.imageUrl,
      parent: r.parentId,
      top_level: r.parentId === null,
      children: [],
    });
  }
  const roots: Category[] = [];
  for (const node of nodes.values()) {
    if (node.parent === null) roots.push(node);
    // Under a hidden (or missing) parent: out of the shop's tree with it.
    else nodes.get(node.parent)?.children.push(node);
  }
  return roots;
}

/**
 * Stock at or under `threshold` (the dashboard): an active product without active variants by its own stock, else
 * each active variant by its own; lowest first.
 */
export async function listLowStock(db: DbOrTx, threshold: number, limit: number) {
  const result = await db.execute(sql`
    SELECT ${products.id} AS product_id, NULL::int AS variant_id, ${products.name} AS name, ${products.stock} AS stock
    FROM ${products}
    WHERE ${products.isActive} AND ${products.stock} <= ${threshold}
      AND NOT EXISTS (
        SELECT 1 FROM ${productVariants} WHERE ${productVariants.productId} = ${products.id} AND ${productVariants.isActive}
      )
    UNION ALL
    SELECT ${productVariants.productId}, ${productVariants.id}, ${products.name} || ' - ' || ${productVariants.name}, ${productVariants.stock}
    FROM ${productVariants} JOIN ${products} ON ${products.id} = ${productVariants.productId}
    WHERE ${products.isActive} AND ${productVariants.isActive} AND ${productVariants.stock} <= ${threshold}
    ORDER BY stock, name, variant_id NULLS FIRST
    LIMIT ${limit}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    product_id: Number(r.product_id),
    variant_id: r.variant_id === null ? null : Number(r.variant_id),
    name: String(r.name),
    stock: Number(r.stock),
  }));
}
