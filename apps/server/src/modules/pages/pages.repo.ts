import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pages } from '../../db/schema/pages';

export type PageRow = typeof pages.$inferSelect;

export const listPageRows = (db: DbOrTx) => db.select().from(pages);

/** Writes the rows that are missing (a page's built-in text); existing rows stay as staff left them. */
export async function insertMissingPages(db: DbOrTx, rows: { slug: string; body: string; updatedAt: Date }[]) {
  await db.insert(pages).values(rows).onConflictDoNothing();
}

/** A page's new Markdown; undefined when there is no row for the slug. */
export async function updatePageBody(db: DbOrTx, slug: string, body: string): Promise<PageRow | undefined> {
  const [row] = await db.update(pages).set({ body, updatedAt: new Date() }).where(eq(pages.slug, slug)).returning();
  return row;
}
