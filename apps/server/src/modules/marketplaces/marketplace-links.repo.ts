// marketplace_links (DESIGN §16): the marketplaces' sellable units, what each is linked to, and the stock push's marks.
// The reads that name our products and match SKUs against the catalogue are in marketplace-links-catalog.repo.ts.
import type { MarketplaceChannel } from '@shop/domain/order-source';
import { type SQL, and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { marketplaceLinks } from '../../db/schema/marketplaces';
import type { MarketplaceItem } from './marketplace-provider';

export type LinkRow = typeof marketplaceLinks.$inferSelect;

const l = marketplaceLinks;
/** Rows one statement writes at most (7 parameters a row stay far below PostgreSQL's 65 535). */
const CHUNK = 500;

/** The unit's row, locked for the caller's transaction; undefined when the marketplace has no such unit. */
export async function lockLink(tx: Tx, channel: MarketplaceChannel, externalId: string) {
  const [row] = await tx
    .select()
    .from(l)
    .where(and(eq(l.channel, channel), eq(l.externalId, externalId)))
    .for('update');
  return row;
}

/**
 * The units as the marketplace lists them now: new ones added (unlinked), known ones' names, SKUs and ids refreshed
 * (their links kept), and the rows of units it no longer lists removed. How many rows were new and removed.
 */
export async function syncItems(tx: Tx, channel: MarketplaceChannel, items: MarketplaceItem[]) {
  let created = 0;
  for (let i = 0; i < items.length; i += CHUNK) {
    const rows = items.slice(i, i + CHUNK).map((item) => ({
      channel,
      externalId: item.externalId,
      itemId: item.itemId,
      modelId: item.modelId,
      warehouseId: item.warehouseId,
      name: item.name,
      externalSku: item.sku,
    }));
    const written = await tx
      .insert(l)
      .values(rows)
      .onConflictDoUpdate({
        target: [l.channel, l.externalId],
        set: {
          itemId: sql`excluded.item_id`,
          modelId: sql`excluded.model_id`,
          warehouseId: sql`excluded.warehouse_id`,
          name: sql`excluded.name`,
          externalSku: sql`excluded.external_sku`,
          updatedAt: sql`now()`,
        },
      })
      // xmax is 0 on a row this statement inserted, set on one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    created += written.filter((w) => w.inserted).length;
  }
  // Every row listed was written by this transaction, at its now(): the others are the units no longer listed.
  const removed = await tx
    .delete(l)
    .where(and(eq(l.channel, channel), sql`${l.updatedAt} < now()`))
    .returning({ id: l.id });
  return { created, removed: removed.length };
}

/** Links a row to a product or variant (or unlinks it: `productId` null, its push mark and error dropped). */
export async function setLink(
  tx: Tx,
  id: number,
  link: { productId: number | null; variantId: number | null; linkedBy: 'sku' | 'hand' | null },
) {
  const linked = link.productId !== null;
  const [row] = await tx
    .update(l)
    .set({
      ...link,
      ...(linked ? {} : { stockDirtyAt: null, pushError: null }),
      updatedAt: sql`now()`,
    })
    .where(eq(l.id, id))
    .returning();
  return row!;
}

/** A linked dirty row as the stock push reads it: the unit, its item, and its mark (exact, in microseconds). */
export interface DirtyLink {
  id: number;
  externalId: string;
  itemId: string;
  modelId: string | null;
  warehouseId: string | null;
  productId: number;
  variantId: number | null;
  /** stock_dirty_at in microseconds since the epoch, as text: compared exactly when the push is recorded. */
  stamp: string;
}

const stampOf = sql<string>`(extract(epoch FROM ${l.stockDirtyAt}) * 1000000)::bigint::text`;

/** The next `limit` linked rows of the marketplace waiting for a push, by id after `afterId`. */
export async function dirtyBatch(db: DbOrTx, channel: MarketplaceChannel, afterId: number, limit: number) {
  const rows = await db
    .select({
      id: l.id,
      externalId: l.externalId,
      itemId: l.itemId,
      modelId: l.modelId,
      warehouseId: l.warehouseId,
      productId: l.productId,
      variantId: l.variantId,
      stamp: stampOf,
    })
    .from(l)
    .where(and(eq(l.channel, channel), isNotNull(l.stockDirtyAt), isNotNull(l.productId), gt(l.id, afterId)))
    .orderBy(asc(l.id))
    .limit(limit);
  return rows as DirtyLink[];
}

/** The rows' ids locked in id order (as every write of several rows here locks them: no deadlock between two). */
const lockedInOrder = (ids: number[]) =>
  sql`${l.id} IN (SELECT id FROM ${l} WHERE ${inArray(l.id, ids)} ORDER BY id FOR UPDATE)`;

/**
 * The figures the marketplace accepted; each row's mark cleared only when it is still the one read before the push
 * (a change meanwhile moved it: that row is pushed again).
 */
export async function notePushed(db: DbOrTx, pushed: { id: number; stock: number; stamp: string }[]) {
  if (pushed.length === 0) return;
  const values = sql.join(
    pushed.map((p) => sql`(${p.id}::int, ${p.stock}::int, ${p.stamp}::bigint)`),
    sql`, `,
  );
  await db.execute(sql`UPDATE ${l} SET pushed_stock = v.stock, pushed_at = now(), push_error = NULL,
      stock_dirty_at = CASE WHEN ${stampOf} = v.stamp::text THEN NULL ELSE ${l.stockDirtyAt} END
    FROM (VALUES ${values}) AS v(id, stock, stamp)
    WHERE ${l.id} = v.id AND ${lockedInOrder(pushed.map((p) => p.id))}`);
}

/** Why the push failed, on the rows it carried (they stay marked: the retry sends them again). */
export async function notePushError(db: DbOrTx, ids: number[], message: string) {
  if (ids.length === 0) return;
  await db
    .update(l)
    .set({ pushError: message.slice(0, 500) })
    .where(lockedInOrder(ids));
}

/** The marketplaces with rows marked longer than `olderThanMs` ago (a push that never got its job). */
export async function staleDirtyChannels(db: DbOrTx, olderThanMs: number): Promise<MarketplaceChannel[]> {
  const rows = await db
    .selectDistinct({ channel: l.channel })
    .from(l)
    .where(
      sql`${l.stockDirtyAt} IS NOT NULL AND ${l.stockDirtyAt} < now() - ${olderThanMs} * interval '1 millisecond'`,
    );
  return rows.map((r) => r.channel);
}

/** Marks rows for a push; answers each marked row's channel (the UPDATE of a CTE: see marketplace-stock-push.ts). */
const markWhere = (where: SQL) =>
  sql`UPDATE ${l} SET stock_dirty_at = clock_timestamp() WHERE ${l.id} IN (
    SELECT id FROM ${l} WHERE ${where} ORDER BY id FOR UPDATE) RETURNING ${l.channel}`;

/** Every linked row of the marketplace ("push all", a settings change). */
export const markChannelSql = (channel: MarketplaceChannel) =>
  markWhere(sql`${l.channel} = ${channel} AND ${l.productId} IS NOT NULL`);

/** One row (a unit just linked). */
export const markLinkSql = (id: number) => markWhere(sql`${l.id} = ${id}`);

/** The linked rows of these units (levels that moved, at any location). */
export function markItemsSql(items: { productId: number; variantId: number | null }[]) {
  const products = [...new Set(items.map((i) => i.productId))];
  const pairs = sql.join(
    items.map((i) => sql`(${i.productId}::int, ${i.variantId ?? 0}::int)`),
    sql`, `,
  );
  return markWhere(
    sql`${inArray(l.productId, products)} AND (${l.productId}, COALESCE(${l.variantId}, 0)) IN (VALUES ${pairs})`,
  );
}

/** How many linked rows the marketplace has. */
export async function countLinked(db: DbOrTx, channel: MarketplaceChannel) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(l)
    .where(and(eq(l.channel, channel), isNotNull(l.productId)));
  return rows[0]?.n ?? 0;
}
