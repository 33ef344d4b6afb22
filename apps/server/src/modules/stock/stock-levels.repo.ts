// Stock per location (DESIGN §15): guarded single statements on `stock_levels` that no concurrency can take below
// what is reserved, and the levels' look-ups. The public stock they imply is kept by catalog's product-stock repo in
// the same transaction (stock.service pairs them); the look-ups that pick a location are in stock-locations.repo.ts.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { storeLocations } from '../../db/schema/content';
import { productVariants, products } from '../../db/schema/catalog';
import { stockLevels } from '../../db/schema/stock';

/** A product's own stock (`variantId` null) or a variant's. */
export interface StockItem {
  productId: number;
  variantId: number | null;
}

const at = (locationId: number, item: StockItem) =>
  and(
    eq(stockLevels.locationId, locationId),
    eq(stockLevels.productId, item.productId),
    item.variantId === null ? isNull(stockLevels.variantId) : eq(stockLevels.variantId, item.variantId),
  );

const available = sql<number>`${stockLevels.onHand} - ${stockLevels.reserved}`;

/** Makes sure the level row exists (at 0), so an increment has a row to lock. */
async function ensureLevel(tx: Tx, locationId: number, item: StockItem) {
  await tx
    .insert(stockLevels)
    .values({ locationId, productId: item.productId, variantId: item.variantId })
    .onConflictDoNothing();
}

/** Reserves `quantity` units for a placed order; the available stock left, or null when it was short. */
export async function reserve(tx: Tx, locationId: number, item: StockItem, quantity: number) {
  const [row] = await tx
    .update(stockLevels)
    .set({ reserved: sql`${stockLevels.reserved} + ${quantity}` })
    .where(and(at(locationId, item), sql`${available} >= ${quantity}`))
    .returning({ available });
  return row?.available ?? null;
}

/** Frees a reservation (a cancel, an edit that removed units); the available stock now. */
export async function unreserve(tx: Tx, locationId: number, item: StockItem, quantity: number) {
  await ensureLevel(tx, locationId, item);
  const [row] = await tx
    .update(stockLevels)
    .set({ reserved: sql`GREATEST(${stockLevels.reserved} - ${quantity}, 0)` })
    .where(at(locationId, item))
    .returning({ available });
  return row!.available;
}

/** The reserved units leave the shelf (shipped or collected): on hand and reserved fall together. */
export async function ship(tx: Tx, locationId: number, item: StockItem, quantity: number) {
  const leaving = sql`LEAST(${stockLevels.reserved}, ${quantity})`;
  await tx
    .update(stockLevels)
    .set({ onHand: sql`${stockLevels.onHand} - ${leaving}`, reserved: sql`${stockLevels.reserved} - ${leaving}` })
    .where(at(locationId, item));
}

/**
 * Adds `delta` (either sign) to what is on hand, never below what is reserved; the available stock now, or null
 * when it would have gone below.
 */
export async function shiftOnHand(tx: Tx, locationId: number, item: StockItem, delta: number) {
  if (delta > 0) await ensureLevel(tx, locationId, item);
  const [row] = await tx
    .update(stockLevels)
    .set({ onHand: sql`${stockLevels.onHand} + ${delta}` })
    .where(and(at(locationId, item), sql`${available} + ${delta} >= 0`))
    .returning({ available });
  return row?.available ?? null;
}

/**
 * Takes `quantity` units off the shelf at once (a counter sale), never below what is reserved: all of them, or with
 * `allowShort` what is available (the goods have left; the caller flags the rest). The units taken and the available
 * stock left; null when short and not allowed.
 */
export async function takeOnHand(tx: Tx, locationId: number, item: StockItem, quantity: number, allowShort: boolean) {
  if (!allowShort) {
    const left = await shiftOnHand(tx, locationId, item, -quantity);
    return left === null ? null : { taken: quantity, left };
  }
  const [row] = await tx.select({ available }).from(stockLevels).where(at(locationId, item)).for('update');
  const before = Math.max(row?.available ?? 0, 0);
  const taken = Math.min(quantity, before);
  if (taken > 0) await shiftOnHand(tx, locationId, item, -taken);
  return { taken, left: before - taken };
}

/**
 * Reserves up to `quantity` units for a placed order (a marketplace's, which is kept however short the shelf is):
 * all of them, or what is available, in one statement (the row locked, read and written at once). The units reserved
 * and the available stock left; none when the item has no level there.
 */
export async function reserveUpTo(tx: Tx, locationId: number, item: StockItem, quantity: number) {
  const result = await tx.execute(sql`
    UPDATE ${stockLevels} SET reserved = ${stockLevels.reserved} + LEAST(${quantity}, GREATEST(cur.before, 0))
    FROM (SELECT ${stockLevels.id} AS id, ${available} AS before FROM ${stockLevels}
      WHERE ${at(locationId, item)} FOR UPDATE) cur
    WHERE ${stockLevels.id} = cur.id
    RETURNING cur.before::int AS before`);
  const before = Math.max((result as unknown as { rows: { before: number }[] }).rows[0]?.before ?? 0, 0);
  const taken = Math.min(quantity, before);
  return { taken, left: before - taken };
}

/** The item's level at the location, row-locked for a stocktake; null when it has none there. */
export async function lockLevel(tx: Tx, locationId: number, item: StockItem) {
  const [row] = await tx
    .select({ onHand: stockLevels.onHand, reserved: stockLevels.reserved })
    .from(stockLevels)
    .where(at(locationId, item))
    .for('update');
  return row ?? null;
}

/** The available stock of one item at a location (0 when it has none there). */
export async function availableAt(db: DbOrTx, locationId: number, item: StockItem): Promise<number> {
  const [row] = await db.select({ available }).from(stockLevels).where(at(locationId, item));
  return row?.available ?? 0;
}

/** Available units of these products' own stocks and variants at every location: `location → "product:variant" → n`. */
export async function availableByLocation(db: DbOrTx, productIds: number[]) {
  const byLocation = new Map<number, Map<string, number>>();
  if (productIds.length === 0) return byLocation;
  const rows = await db
    .select({
      locationId: stockLevels.locationId,
      productId: stockLevels.productId,
      variantId: stockLevels.variantId,
      available,
    })
    .from(stockLevels)
    .where(inArray(stockLevels.productId, productIds));
  for (const r of rows) {
    const m = byLocation.get(r.locationId) ?? new Map<string, number>();
    m.set(itemKey(r), r.available);
    byLocation.set(r.locationId, m);
  }
  return byLocation;
}

export const itemKey = (item: StockItem) => `${item.productId}:${item.variantId ?? 0}`;

/** Available units of these items at one location, by {@link itemKey}; an item without a level there is absent. */
export async function availableOfItems(db: DbOrTx, locationId: number, items: StockItem[]) {
  const wanted = new Set(items.map(itemKey));
  const found = new Map<string, number>();
  if (items.length === 0) return found;
  const rows = await db
    .select({ productId: stockLevels.productId, variantId: stockLevels.variantId, available })
    .from(stockLevels)
    .where(
      and(
        eq(stockLevels.locationId, locationId),
        inArray(stockLevels.productId, [...new Set(items.map((i) => i.productId))]),
      ),
    );
  for (const r of rows) if (wanted.has(itemKey(r))) found.set(itemKey(r), r.available);
  return found;
}

/**
 * The public stock recomputed from the locations that count toward it (they hold stock and sell online; a location's
 * flag changed): the items whose public figure differs from it, with the figure they should have.
 */
export async function sellingOnlineSums(tx: Tx) {
  const sum = sql<number>`COALESCE(SUM(${available}) FILTER (WHERE ${storeLocations.sellsOnline}
    AND ${storeLocations.holdsStock}), 0)::int`;
  const current = sql`CASE WHEN ${stockLevels.variantId} IS NULL
    THEN (SELECT ${products.stock} FROM ${products} WHERE ${products.id} = ${stockLevels.productId})
    ELSE (SELECT ${productVariants.stock} FROM ${productVariants} WHERE ${productVariants.id} = ${stockLevels.variantId})
    END`;
  return tx
    .select({ productId: stockLevels.productId, variantId: stockLevels.variantId, available: sum })
    .from(stockLevels)
    .innerJoin(storeLocations, eq(storeLocations.id, stockLevels.locationId))
    .groupBy(stockLevels.productId, stockLevels.variantId)
    .having(sql`${sum} IS DISTINCT FROM ${current}`);
}

/** The units at a location, on hand (reserved ones included). */
export async function unitsAt(db: DbOrTx, locationId: number): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`COALESCE(SUM(${stockLevels.onHand}), 0)::int` })
    .from(stockLevels)
    .where(eq(stockLevels.locationId, locationId));
  return row?.units ?? 0;
}

/** Forgets a location's empty levels (nothing on hand or reserved): a location about to be deleted. */
export async function dropEmptyLevels(tx: Tx, locationId: number): Promise<void> {
  await tx
    .delete(stockLevels)
    .where(and(eq(stockLevels.locationId, locationId), eq(stockLevels.onHand, 0), eq(stockLevels.reserved, 0)));
}

/**
 * Puts the public stock of products and variants that have no level anywhere on hand at `locationId` (rows a seed
 * or a fixture wrote straight into the catalogue); the rows made.
 */
export async function levelsFromPublicStock(db: DbOrTx, locationId: number): Promise<number> {
  const result = await db.execute(sql`
    INSERT INTO ${stockLevels} (location_id, product_id, variant_id, on_hand)
    SELECT ${locationId}::int, p.id, NULL::int, p.stock FROM ${products} p
      WHERE NOT EXISTS (SELECT 1 FROM ${stockLevels} l WHERE l.product_id = p.id AND l.variant_id IS NULL)
    UNION ALL
    SELECT ${locationId}::int, v.product_id, v.id, v.stock FROM ${productVariants} v
      WHERE NOT EXISTS (SELECT 1 FROM ${stockLevels} l WHERE l.variant_id = v.id)
    RETURNING id`);
  // PGlite's and node-postgres' results both carry `rows`.
  return (result as unknown as { rows: unknown[] }).rows.length;
}
