// The locations as stock moves and orders read them (DESIGN §15): their flags (a move's location share-locked), the
// first one, and the cards an order shows with what makes a location a pickup store.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { storeLocations } from '../../db/schema/content';

export interface LocationFlags {
  id: number;
  name: string;
  holdsStock: boolean;
  sellsOnline: boolean;
  pickup: boolean;
}

const flags = {
  id: storeLocations.id,
  name: storeLocations.name,
  holdsStock: storeLocations.holdsStock,
  sellsOnline: storeLocations.sellsOnline,
  pickup: storeLocations.pickup,
};

/**
 * The location's flags, its row share-locked: a change of `sells_online` (which recomputes the public stock) waits
 * for the stock moves in flight there, and they for it. Null when there is no such location.
 */
export async function lockLocation(tx: Tx, locationId: number): Promise<LocationFlags | null> {
  const [row] = await tx.select(flags).from(storeLocations).where(eq(storeLocations.id, locationId)).for('share');
  return row ?? null;
}

/** The first location (lowest id), or the first that sells online; null in a shop with no location at all. */
export async function firstLocationId(db: DbOrTx, sellingOnline = false): Promise<number | null> {
  const [row] = await db
    .select({ id: storeLocations.id })
    .from(storeLocations)
    .where(sellingOnline ? and(eq(storeLocations.sellsOnline, true), eq(storeLocations.holdsStock, true)) : undefined)
    .orderBy(asc(storeLocations.id))
    .limit(1);
  return row?.id ?? null;
}

/** A location as an order shows it (DESIGN §15), with what makes it a pickup store. */
export interface LocationCardRow {
  id: number;
  name: string;
  address: string;
  phone: string | null;
  openingHours: string;
  cityCode: string | null;
  /** Hands over pickups now: flagged `pickup`, active, holding stock. */
  pickupOpen: boolean;
}

const card = {
  id: storeLocations.id,
  name: storeLocations.name,
  address: storeLocations.address,
  phone: storeLocations.phone,
  openingHours: storeLocations.openingHours,
  cityCode: storeLocations.cityCode,
  pickupOpen: sql<boolean>`(${storeLocations.pickup} AND ${storeLocations.holdsStock}
    AND ${storeLocations.status} = 'active')`,
};

/** These locations as orders show them. */
export async function locationCards(db: DbOrTx, ids: number[]): Promise<LocationCardRow[]> {
  if (ids.length === 0) return [];
  return db.select(card).from(storeLocations).where(inArray(storeLocations.id, ids));
}

/** One location as an order shows it, its row share-locked (a pickup placed there). */
export async function lockLocationCard(tx: Tx, id: number): Promise<LocationCardRow | null> {
  const [row] = await tx.select(card).from(storeLocations).where(eq(storeLocations.id, id)).for('share');
  return row ?? null;
}

/** The stores that hand over pickups now, in the staff's order of the store list. */
export async function listPickupStores(db: DbOrTx): Promise<LocationCardRow[]> {
  return db
    .select(card)
    .from(storeLocations)
    .where(
      and(eq(storeLocations.pickup, true), eq(storeLocations.holdsStock, true), eq(storeLocations.status, 'active')),
    )
    .orderBy(asc(storeLocations.sortOrder), asc(storeLocations.id));
}

/** One location's flags (null: no such location). */
export async function locationFlagsOf(db: DbOrTx, locationId: number): Promise<LocationFlags | null> {
  const [row] = await db.select(flags).from(storeLocations).where(eq(storeLocations.id, locationId));
  return row ?? null;
}

/** Every location's flags, in id order. */
export async function listLocationFlags(db: DbOrTx): Promise<LocationFlags[]> {
  return db.select(flags).from(storeLocations).orderBy(asc(storeLocations.id));
}
