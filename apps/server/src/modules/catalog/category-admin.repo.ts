// Staff's queries over the category tree.
import { and, asc, count, eq, like, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { categories, products } from '../../db/schema/catalog';
import { updateMany } from '../../db/bulk';
import { escapeLike } from '../../lib/sql-like';

export type CategoryRecord = typeof categories.$inferSelect;

/** Every category in sibling order, with how many products sit directly in it. */
export async function listWithCounts(db: DbOrTx) {
  const counts = db
    .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int`.as('n') })
    .from(products)
    .groupBy(products.categoryId)
    .as('counts');
  return db
    .select({ row: categories, productCount: sql<number>`coalesce(${counts.n}, 0)` })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

/**
 * Every category, locked until the transaction ends: tree changes run one after another, so two moves can't make
 * a cycle between them.
 */
export async function lockTree(tx: Tx): Promise<CategoryRecord[]> {
  return tx.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)).for('update');
}

/** Slugs in use that are `base` or `base-<n>`, other than category `exceptId`'s. */
export async function slugsLike(db: DbOrTx, base: string, exceptId?: number): Promise<Set<string>> {
  const rows = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(
      and(
        or(eq(categories.slug, base), like(categories.slug, `${escapeLike(base)}-%`)),
        exceptId === undefined ? undefined : ne(categories.id, exceptId),
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

export async function insertCategory(tx: Tx, row: typeof categories.$inferInsert): Promise<CategoryRecord> {
  const [inserted] = await tx.insert(categories).values(row).returning();
  return inserted!;
}

export async function updateCategory(tx: Tx, id: number, values: Partial<typeof categories.$inferInsert>) {
  await tx.update(categories).set(values).where(eq(categories.id, id));
}

export async function deleteCategory(tx: Tx, id: number) {
  await tx.delete(categories).where(eq(categories.id, id));
}

export async function countProductsIn(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  return Number(row?.n ?? 0);
}

/** The products of a category, for their search text (which holds the category's name). */
export async function productsIn(db: DbOrTx, id: number) {
  return db
    .select({ id: products.id, description: products.description, specifications: products.specifications })
    .from(products)
    .where(eq(products.categoryId, id));
}

/** New search texts for many products at once (a category with thousands of them). */
export async function setSearchTexts(tx: Tx, rows: { id: number; searchText: string }[]) {
  await updateMany(tx, products, products.id, { searchText: products.searchText }, rows);
}
