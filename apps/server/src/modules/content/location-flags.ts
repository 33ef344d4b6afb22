// What a store location's stock flags mean (DESIGN §15): the rows are this module's, the stock at them the stock
// module's, which these steps ask in the write's own transaction.
import { LOCATION_KIND_LABELS, LOCATION_MESSAGES as LM, type LocationKind } from '@shop/domain/locations.rules';
import type { Tx } from '../../db/client';
import { ConflictError } from '../../http/errors';
import { dropEmptyLevels, recomputePublicStock, unitsAtLocation } from '../stock/stock.service';
import type { StoreRow } from './content.repo';

/** The flags a locations write may set (only admins: `/api/admin/locations/`). */
export interface FlagPatch {
  kind?: LocationKind | undefined;
  holds_stock?: boolean | undefined;
  sells_online?: boolean | undefined;
  pickup?: boolean | undefined;
}

/** A location's kind and flags as the API shows them. */
export const flagsOf = (s: StoreRow) => ({
  kind: s.kind,
  kind_display: LOCATION_KIND_LABELS[s.kind],
  holds_stock: s.holdsStock,
  sells_online: s.sellsOnline,
  pickup: s.pickup,
});

/** The columns a patch sets (undefined ones are left out of the update). */
export const flagValues = (p: FlagPatch) => ({
  kind: p.kind,
  holdsStock: p.holds_stock,
  sellsOnline: p.sells_online,
  pickup: p.pickup,
});

/**
 * Whether a write may change what counts toward the public stock: then every location is locked first (in id order,
 * as the stock moves take them), so no move is in flight while the public stock is recomputed.
 */
export const touchesStock = (p: FlagPatch) => p.holds_stock !== undefined || p.sells_online !== undefined;

/** 409 when a location with units on hand (or held for orders) would stop holding stock: they must move first. */
export async function checkFlags(tx: Tx, current: StoreRow, p: FlagPatch): Promise<void> {
  if (p.holds_stock !== false || !current.holdsStock) return;
  const units = await unitsAtLocation(tx, current.id);
  if (units > 0) {
    const message = LM.stillHolds(current.name, units);
    throw new ConflictError(message, { holds_stock: [message] });
  }
}

/** After the row changed: the public stock of every product follows when `holds_stock` or `sells_online` did. */
export async function afterFlags(tx: Tx, before: StoreRow, after: StoreRow): Promise<void> {
  if (before.holdsStock !== after.holdsStock || before.sellsOnline !== after.sellsOnline) {
    await recomputePublicStock(tx);
  }
}

/** Before a delete: 409 while units are there; its empty levels go with it. */
export async function beforeDelete(tx: Tx, row: StoreRow): Promise<void> {
  const units = await unitsAtLocation(tx, row.id);
  if (units > 0) throw new ConflictError(LM.deleteHasStock(row.name, units));
  await dropEmptyLevels(tx, row.id);
}

/**
 * A delete that a foreign key refused (an order's fulfilment location, the ledger, a till's shift: all restrict) as a
 * 409 naming why, never a 500; undefined for any other error.
 */
export function deleteRefusal(error: unknown, name: string): ConflictError | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    // ON DELETE RESTRICT answers restrict_violation (23001); a plain foreign key, foreign_key_violation (23503).
    if (code === '23001' || code === '23503') {
      return new ConflictError(
        constraint?.startsWith('orders_') ? LM.deleteHasOrders(name) : LM.deleteHasHistory(name),
      );
    }
  }
  return undefined;
}
