import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { media } from '../../db/schema/media';

export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = Omit<typeof media.$inferInsert, 'id' | 'createdAt'>;

export async function findMediaByKey(db: DbOrTx, key: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.key, key));
  return row;
}

/** The new row, or undefined when an image with this key is already there (the same bytes, uploaded meanwhile). */
export async function insertMedia(db: DbOrTx, row: NewMediaRow): Promise<MediaRow | undefined> {
  const [inserted] = await db.insert(media).values(row).onConflictDoNothing({ target: media.key }).returning();
  return inserted;
}

/** Newest first. */
export async function listMedia(db: DbOrTx, page: { limit: number; offset: number }): Promise<MediaRow[]> {
  return db.select().from(media).orderBy(desc(media.createdAt), desc(media.id)).limit(page.limit).offset(page.offset);
}

export async function countMedia(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(media);
  return Number(row?.n ?? 0);
}
