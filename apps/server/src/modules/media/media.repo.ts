import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { media, users } from '../../db/schema/index';

export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = Omit<typeof media.$inferInsert, 'id' | 'createdAt'>;

export async function findMediaByKey(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ row: media, creatorEmail: users.email })
    .from(media)
    .leftJoin(users, eq(users.id, media.createdBy))
    .where(eq(media.key, key));
  return row;
}

/** The new row, or undefined when an image with this key is already there (the same bytes, uploaded meanwhile). */
export async function insertMedia(db: DbOrTx, row: NewMediaRow): Promise<MediaRow | undefined> {
  const [inserted] = await db.insert(media).values(row).onConflictDoNothing({ target: media.key }).returning();
  return inserted;
}

/** Newest first, with the uploader's e-mail. */
export async function listMedia(db: DbOrTx, page: { limit: number; offset: number }) {
  return db
    .select({ row: media, creatorEmail: users.email })
    .from(media)
    .leftJoin(users, eq(users.id, media.createdBy))
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMedia(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(media);
  return Number(row?.n ?? 0);
}
