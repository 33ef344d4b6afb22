// Pickup in store (DESIGN §15): which stores hand over pickups and whether each has a cart's every line on its shelf,
// the store a pickup order names checked in the order's transaction, and locations as orders show them.
import { LOCATION_MESSAGES as LM } from '@shop/domain/locations.rules';
import type { PickupLocation } from '@shop/domain/pickup.schemas';
import type { DbOrTx, Tx } from '../../db/client';
import { BadRequestError } from '../../http/errors';
import * as levels from './stock-levels.repo';
import * as locationsRepo from './stock-locations.repo';
import type { LocationCardRow } from './stock-locations.repo';
import type { StockItem } from './stock-levels.repo';

/** A location as an order shows it: the store a pickup is collected at, or where a shipped order leaves from. */
export interface LocationCard {
  id: number;
  name: string;
  address: string;
  phone: string | null;
  openingHours: string;
  /** Its province's code (a free-shipping voucher's HCMC rule), null when its address has none. */
  cityCode: string | null;
}

const cardOf = ({ pickupOpen: _open, ...card }: LocationCardRow): LocationCard => card;

/** These locations as orders show them, by id (an id that names none is left out). */
export async function locationCards(db: DbOrTx, ids: readonly (number | null)[]): Promise<Map<number, LocationCard>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = await locationsRepo.locationCards(db, wanted);
  return new Map(rows.map((r) => [r.id, cardOf(r)]));
}

function unavailable(): never {
  throw new BadRequestError(LM.pickupUnavailable, { pickup_location: [LM.pickupUnavailable] });
}

/**
 * The store a pickup names, when it hands over pickups now (flagged, active, holding stock); else 400 on
 * `pickup_location`. With `tx` its row is share-locked for the order's transaction: staff turning pickups off there
 * wait for the order, and it for them.
 */
export async function pickupStore(db: DbOrTx, id: number, tx?: Tx): Promise<LocationCard> {
  const row = tx ? await locationsRepo.lockLocationCard(tx, id) : (await locationsRepo.locationCards(db, [id]))[0];
  if (!row?.pickupOpen) unavailable();
  return cardOf(row);
}

/** The units a cart needs of each item, repeats added. */
function needsOf(items: readonly (StockItem & { quantity: number })[]): Map<string, number> {
  const needs = new Map<string, number>();
  for (const item of items) needs.set(levels.itemKey(item), (needs.get(levels.itemKey(item)) ?? 0) + item.quantity);
  return needs;
}

/**
 * `POST /api/pickup-locations/`: the stores that hand over pickups, in the store list's order, each with whether every
 * line of the cart is available on its shelf now (an unknown product or variant is available nowhere).
 */
export async function pickupStoresFor(
  db: DbOrTx,
  items: readonly (StockItem & { quantity: number })[],
): Promise<PickupLocation[]> {
  const stores = await locationsRepo.listPickupStores(db);
  if (stores.length === 0) return [];
  const needs = needsOf(items);
  const available = await levels.availableByLocation(db, [...new Set(items.map((i) => i.productId))]);
  return stores.map((s) => {
    const have = available.get(s.id);
    return {
      id: s.id,
      name: s.name,
      address: s.address,
      phone: s.phone,
      opening_hours: s.openingHours,
      has_all: [...needs].every(([key, n]) => (have?.get(key) ?? 0) >= n),
    };
  });
}
