import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { banners, feedback, storeLocations } from '../../db/schema/index';

export type BannerRow = typeof banners.$inferSelect;
export type FeedbackRow = typeof feedback.$inferSelect;
export type StoreRow = typeof storeLocations.$inferSelect;

/** The three ordered lists of the home content and stores; each has `id` and `sort_order`. */
export const CONTENT_TABLES = { banner: banners, feedback, store_location: storeLocations } as const;
export type ContentKind = keyof typeof CONTENT_TABLES;

export const listBanners = (db: DbOrTx) =>
  db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id));

export const listFeedbackRows = (db: DbOrTx) =>
  db.select().from(feedback).orderBy(asc(feedback.sortOrder), desc(feedback.createdAt), desc(feedback.id));

export const listStores = (db: DbOrTx) =>
  db.select().from(storeLocations).orderBy(asc(storeLocations.sortOrder), asc(storeLocations.id));

/** The rows of a raw query (PGlite's and node-postgres' results both have them). */
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** Locks the kind's rows (writes to one list run one at a time) and answers their ids in the list's order. */
export async function lockOrder(tx: Tx, kind: ContentKind): Promise<number[]> {
  const table = CONTENT_TABLES[kind];
  const rows = rowsOf(await tx.execute(sql`SELECT id FROM ${table} ORDER BY sort_order, id FOR UPDATE`));
  return rows.map((r) => Number(r.id));
}

/** The sort order after the last row's: where a new entry goes. */
export async function nextSortOrder(tx: Tx, kind: ContentKind): Promise<number> {
  const table = CONTENT_TABLES[kind];
  const rows = rowsOf(await tx.execute(sql`SELECT coalesce(max(sort_order) + 1, 0) AS next FROM ${table}`));
  return Number(rows[0]?.next ?? 0);
}

/** Numbers `ids` 0, 1, 2… in the given order. */
export async function setOrder(tx: Tx, kind: ContentKind, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const table = CONTENT_TABLES[kind];
  const values = sql.join(
    ids.map((id, position) => sql`(${id}::int, ${position}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`UPDATE ${table} SET sort_order = v.position FROM (VALUES ${values}) AS v(id, position) WHERE ${table}.id = v.id`,
  );
}

export async function bannerById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  return row;
}

export async function feedbackById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
  return row;
}

export async function storeById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(storeLocations).where(eq(storeLocations.id, id));
  return row;
}
