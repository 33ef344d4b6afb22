import { STORE_STATUS_LABELS } from '@shop/domain/catalog.constants';
import type { Banner, Feedback, StoreLocation } from '@shop/domain/catalog.schemas';
import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { banners, feedback, storeLocations } from '../../db/schema/content';

export type BannerRow = typeof banners.$inferSelect;
export type FeedbackRow = typeof feedback.$inferSelect;
export type StoreRow = typeof storeLocations.$inferSelect;
type NewBanner = typeof banners.$inferInsert;
type NewFeedback = typeof feedback.$inferInsert;
type NewStore = typeof storeLocations.$inferInsert;

/** The three ordered lists of the home content and stores; each has `id` and `sort_order`. */
export const CONTENT_TABLES = { banner: banners, feedback, store_location: storeLocations } as const;
export type ContentKind = keyof typeof CONTENT_TABLES;

export const listBanners = (db: DbOrTx) =>
  db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id));

export const listFeedbackRows = (db: DbOrTx) =>
  db.select().from(feedback).orderBy(asc(feedback.sortOrder), desc(feedback.createdAt), desc(feedback.id));

export const listStores = (db: DbOrTx) =>
  db.select().from(storeLocations).orderBy(asc(storeLocations.sortOrder), asc(storeLocations.id));

/** The active stores, in the list's order. */
export const listActiveStores = (db: DbOrTx) =>
  db
    .select()
    .from(storeLocations)
    .where(eq(storeLocations.status, 'active'))
    .orderBy(asc(storeLocations.sortOrder), asc(storeLocations.id));

/** The rows of a raw query (PGlite's and node-postgres' results both have them). */
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Locks the kind's rows (writes to one list run one at a time) and answers their ids in the list's order. The rows
 * are locked in id order: the stock moves share-lock store locations in that order too (DESIGN §15), so a write to
 * the list and a transfer between two locations cannot deadlock. NO KEY UPDATE: the rows' keys never change, and a
 * stronger lock would also wait on the key-share locks that rows pointing at a location take (a transfer's, an
 * order's), in their own order.
 */
export async function lockOrder(tx: Tx, kind: ContentKind): Promise<number[]> {
  const table = CONTENT_TABLES[kind];
  const rows = rowsOf(await tx.execute(sql`SELECT id, sort_order FROM ${table} ORDER BY id FOR NO KEY UPDATE`));
  return rows
    .map((r) => ({ id: Number(r.id), sortOrder: Number(r.sort_order) }))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
    .map((r) => r.id);
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

/** Every location, the first (lowest id) first: the stock screens' order (DESIGN §15). */
export const listLocations = (db: DbOrTx) => db.select().from(storeLocations).orderBy(asc(storeLocations.id));

export async function storeById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(storeLocations).where(eq(storeLocations.id, id));
  return row;
}

export async function deleteRow(tx: Tx, kind: ContentKind, id: number): Promise<void> {
  const table = CONTENT_TABLES[kind];
  await tx.delete(table).where(eq(table.id, id));
}

export async function insertBanner(tx: Tx, values: NewBanner): Promise<BannerRow> {
  const [row] = await tx.insert(banners).values(values).returning();
  return row!;
}

export async function updateBanner(tx: Tx, id: number, values: Partial<NewBanner>): Promise<BannerRow> {
  const [row] = await tx.update(banners).set(values).where(eq(banners.id, id)).returning();
  return row!;
}

export async function insertFeedback(tx: Tx, values: NewFeedback): Promise<FeedbackRow> {
  const [row] = await tx.insert(feedback).values(values).returning();
  return row!;
}

export async function updateFeedback(tx: Tx, id: number, values: Partial<NewFeedback>): Promise<FeedbackRow> {
  const [row] = await tx.update(feedback).set(values).where(eq(feedback.id, id)).returning();
  return row!;
}

export async function insertStore(tx: Tx, values: NewStore): Promise<StoreRow> {
  const [row] = await tx.insert(storeLocations).values(values).returning();
  return row!;
}

export async function updateStore(tx: Tx, id: number, values: Partial<NewStore>): Promise<StoreRow> {
  const [row] = await tx.update(storeLocations).set(values).where(eq(storeLocations.id, id)).returning();
  return row!;
}

// The shop's side -----------------------------------------------------------------------------------------------

/**
 * The banners the home page shows at `now`: active and inside their schedule, in the staff's order (the carousel
 * then shuffles them, spec 1 §2); and the next moment that answer changes by itself (a schedule's edge), if any.
 */
export async function listLiveBanners(db: DbOrTx, now: Date): Promise<{ banners: Banner[]; nextEdge: Date | null }> {
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.status, 'active'))
    .orderBy(asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id));
  const t = now.getTime();
  const edges = rows.flatMap((b) => [b.startsAt, b.endsAt]).filter((d): d is Date => d !== null && d.getTime() > t);
  const live = rows.filter(
    (b) => (b.startsAt === null || b.startsAt.getTime() <= t) && (b.endsAt === null || b.endsAt.getTime() > t),
  );
  return {
    banners: live.map((b) => ({
      id: b.id,
      image_url: b.imageUrl,
      link: b.link,
      status: b.status,
      created_at: b.createdAt.toISOString(),
    })),
    nextEdge: edges.length ? new Date(Math.min(...edges.map((d) => d.getTime()))) : null,
  };
}

/** The feedback the shop shows (not hidden), in the staff's order, newest first among equals. */
export async function listFeedback(db: DbOrTx, limit: number): Promise<{ count: number; results: Feedback[] }> {
  const visible = eq(feedback.isHidden, false);
  const [countRow] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(feedback)
    .where(visible);
  const rows = await db
    .select()
    .from(feedback)
    .where(visible)
    .orderBy(asc(feedback.sortOrder), desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
  return {
    count: countRow?.count ?? 0,
    results: rows.map((f) => ({
      id: f.id,
      name: f.name,
      feedback: f.feedback,
      avatar_url: f.avatarUrl,
      role: f.role,
      rating: f.rating,
    })),
  };
}

/**
 * The stores the shop lists: open and coming soon, in the staff's order (a closed store is not listed, nor a
 * warehouse).
 */
export async function listStoreLocations(db: DbOrTx): Promise<StoreLocation[]> {
  const rows = await db
    .select()
    .from(storeLocations)
    .where(and(ne(storeLocations.status, 'closed'), eq(storeLocations.kind, 'store')))
    .orderBy(asc(storeLocations.sortOrder), asc(storeLocations.id));
  return rows.flatMap((s) =>
    s.status === 'closed'
      ? []
      : [
          {
            id: s.id,
            name: s.name,
            address: s.address,
            phone: s.phone,
            status: s.status,
            status_display: STORE_STATUS_LABELS[s.status],
          },
        ],
  );
}

export interface StorePoint {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

/** Active stores that have coordinates: the shipping fee measures from the nearest (DESIGN §4). */
export async function listActiveStorePoints(db: DbOrTx): Promise<StorePoint[]> {
  const rows = await db
    .select({ id: storeLocations.id, name: storeLocations.name, lat: storeLocations.lat, lng: storeLocations.lng })
    .from(storeLocations)
    .where(and(eq(storeLocations.status, 'active'), isNotNull(storeLocations.lat), isNotNull(storeLocations.lng)))
    .orderBy(asc(storeLocations.id));
  return rows.filter((r): r is StorePoint => Number.isFinite(r.lat) && Number.isFinite(r.lng));
}
