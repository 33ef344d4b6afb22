import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/** A file the pipeline made, by its storage key (public URLs are built from the store's base at read time). */
export interface StoredVariant {
  width: number;
  format: 'avif' | 'webp' | 'jpeg';
  key: string;
}

/**
 * The back office's image library (DESIGN §8): one row per distinct upload. `key` is the image's folder,
 * `p/<hash of its bytes>`, so the same picture uploaded twice is the same row.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    /** After EXIF rotation. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    /** Storage key of the bytes as uploaded (kept, never served: they may carry EXIF such as a location). */
    original: text('original').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('media_size_positive', sql`${t.width} > 0 AND ${t.height} > 0 AND ${t.bytes} > 0`),
  ],
);
