// Which location an order's stock goes to (DESIGN §15): the candidates for a web order, the first of them that has
// it all when the transaction gets there, and the first location for rows written before locations.
import { LOCATION_MESSAGES as LM } from '@shop/domain/locations.rules';
import type { DbOrTx, Tx } from '../../db/client';
import { ConflictError } from '../../http/errors';
import * as levels from './stock-levels.repo';
import * as locationsRepo from './stock-locations.repo';
import { type ProductUnits, type Shortfall, type StockTouched, itemsInLockOrder } from './stock-moves';
import { reserveStock } from './stock-order-moves';

/** A location's flags (null: no such location). */
export const locationFlags = (db: DbOrTx, id: number) => locationsRepo.locationFlagsOf(db, id);

/**
 * Where the catalogue's outright stock lands (a new product's opening stock, an import's count, a seed's): the first
 * location that sells online, else the first; 409 in a shop with no location at all.
 */
export async function catalogueLocation(db: DbOrTx): Promise<number> {
  const id = (await locationsRepo.firstLocationId(db, true)) ?? (await locationsRepo.firstLocationId(db));
  if (id === null) throw new ConflictError(LM.noLocation);
  return id;
}

/** An order's fulfilment location, or the first location for a row written before it had one. */
export async function locationOrFirst(db: DbOrTx, locationId: number | null): Promise<number> {
  const id = locationId ?? (await locationsRepo.firstLocationId(db));
  if (id === null) throw new ConflictError(LM.noLocation);
  return id;
}

/**
 * Where a web order's stock may be reserved (DESIGN §15), in the order to try: the locations that hold stock and
 * sell online and have every line, `preferred` first, then by id; then the one that has the most of them (where
 * the reservation will name the line it lacks).
 */
export async function fulfilmentCandidates(
  db: DbOrTx,
  units: ProductUnits[],
  preferred: number | null,
): Promise<number[]> {
  const candidates = (await locationsRepo.listLocationFlags(db)).filter((l) => l.sellsOnline && l.holdsStock);
  if (candidates.length === 0) return [await locationOrFirst(db, null)];
  // One place sells online (most shops): nothing to rank, no levels to read before reserving.
  if (candidates.length === 1) return [candidates[0]!.id];
  const needs = itemsInLockOrder(units);
  const available = await levels.availableByLocation(db, [...new Set(units.map((u) => u.productId))]);
  const scored = candidates.map((l) => {
    const have = available.get(l.id);
    const covered = needs.map((n) => Math.min(n.quantity, have?.get(levels.itemKey(n)) ?? 0));
    return {
      id: l.id,
      all: covered.every((c, i) => c === needs[i]!.quantity),
      units: covered.reduce((s, c) => s + c, 0),
    };
  });
  const whole = scored.filter((s) => s.all).sort((a, b) => Number(b.id === preferred) - Number(a.id === preferred));
  const most = scored.filter((s) => !s.all).sort((a, b) => b.units - a.units)[0];
  return [...whole, ...(most ? [most] : [])].map((s) => s.id);
}

/**
 * Reserves an order's units at the first of `candidates` that has them all when the transaction gets there: each
 * try in a savepoint, so a location emptied by a concurrent order since the candidates were read leaves nothing
 * behind and the next is tried. The location, or the last try's shortfall.
 */
export async function reserveAtFirst(
  tx: Tx,
  units: ProductUnits[],
  orderId: number,
  candidates: number[],
  touched?: StockTouched,
): Promise<{ locationId: number } | { short: Shortfall }> {
  let short: Shortfall | null = null;
  for (const locationId of candidates) {
    short = null;
    try {
      await tx.transaction(async (sp) => {
        short = await reserveStock(sp, units, orderId, locationId, touched);
        if (short) throw new ShortAt();
      });
      return { locationId };
    } catch (error) {
      if (!(error instanceof ShortAt)) throw error;
    }
  }
  return { short: short! };
}

/** Rolls a savepoint back when a location is short (reserveAtFirst). */
class ShortAt extends Error {}

/**
 * Opening levels for products and variants a seed or a fixture wrote straight into the catalogue: their public stock
 * goes on hand at the first location that sells online (the first location else). The rows made.
 */
export async function openingLevels(db: DbOrTx): Promise<number> {
  return levels.levelsFromPublicStock(db, await catalogueLocation(db));
}
