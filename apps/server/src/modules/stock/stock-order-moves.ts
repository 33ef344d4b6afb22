// An order's and a counter sale's stock at its location (DESIGN §15), inside the caller's transaction: each reserves,
// frees, sells or moves its units through the guarded level statements, in lock order, and records the change with
// StockMoves (stock-moves.ts), one ledger line per change.
import type { StockReason } from '@shop/domain/admin-stock.rules';
import type { DbOrTx, Tx } from '../../db/client';
import { productStock } from '../catalog/catalog.service';
import * as levels from './stock-levels.repo';
import * as repo from './stock.repo';
import {
  type ProductUnits,
  type Shortfall,
  StockMoves,
  type StockTouched,
  itemsInLockOrder,
  stockItem,
} from './stock-moves';

/**
 * Reserves each product's units for order `orderId` at its fulfilment location with guarded statements that no
 * concurrency can take below 0, in lock order, each change on the ledger. Answers the first shortfall, after which
 * the caller throws and the transaction undoes what was reserved; null when everything was.
 */
export async function reserveStock(
  tx: Tx,
  units: ProductUnits[],
  orderId: number,
  locationId: number,
  touched?: StockTouched,
): Promise<Shortfall | null> {
  const moves = await StockMoves.at(tx, locationId);
  for (const item of itemsInLockOrder(units)) {
    const left = await levels.reserve(tx, locationId, item, item.quantity);
    if (left === null) return { ...stockItem(item), left: await levels.availableAt(tx, locationId, item) };
    await moves.moved(stockItem(item), -item.quantity, left, { reason: 'order', orderId });
  }
  for (const u of units) await productStock.countSold(tx, u.productId, u.sold);
  await moves.record(touched);
  return null;
}

/**
 * Gives back what order `orderId` holds at its location: a reservation freed (a cancel, an edit), or with `shipped`
 * units that left the shelf coming back on hand (a return). Uncounts the units sold; each change on the ledger.
 */
export async function releaseStock(
  tx: Tx,
  units: ProductUnits[],
  orderId: number,
  locationId: number,
  how: { reason: Extract<StockReason, 'cancellation' | 'return'>; shipped: boolean },
  touched?: StockTouched,
): Promise<void> {
  const moves = await StockMoves.at(tx, locationId);
  for (const item of itemsInLockOrder(units)) {
    const left = how.shipped
      ? await levels.shiftOnHand(tx, locationId, item, item.quantity)
      : await levels.unreserve(tx, locationId, item, item.quantity);
    await moves.moved(stockItem(item), item.quantity, left ?? 0, { reason: how.reason, orderId });
  }
  for (const u of units) await productStock.countSold(tx, u.productId, -u.sold);
  await moves.record(touched);
}

/**
 * Reserves a marketplace order's units at its location (DESIGN §16): the marketplace sold them, so the order is kept
 * however short the shelf is. Each item reserves what is available up to its quantity, and every unit counts as
 * sold; each change on the ledger. The shortfalls (none when everything was reserved), for the caller to flag.
 */
export async function reserveWhatIsThere(
  tx: Tx,
  units: ProductUnits[],
  orderId: number,
  locationId: number,
  touched?: StockTouched,
): Promise<Shortfall[]> {
  const moves = await StockMoves.at(tx, locationId);
  const short: Shortfall[] = [];
  for (const item of itemsInLockOrder(units)) {
    const took = await levels.reserveUpTo(tx, locationId, item, item.quantity);
    if (took.taken < item.quantity) short.push({ ...stockItem(item), left: took.left });
    if (took.taken > 0) await moves.moved(stockItem(item), -took.taken, took.left, { reason: 'order', orderId });
  }
  for (const u of units) await productStock.countSold(tx, u.productId, u.sold);
  await moves.record(touched);
  return short;
}

/**
 * What order `orderId` holds at the location by its ledger lines, counted as `units` (its lines) count it: each item
 * as many units as its lines there took, the units sold its lines'. An order recorded short holds less than its
 * lines (a marketplace's, DESIGN §16): its cancel frees, and its shipping takes off the shelf, only these.
 */
export async function heldUnits(
  db: DbOrTx,
  orderId: number,
  locationId: number,
  units: ProductUnits[],
): Promise<ProductUnits[]> {
  const held = new Map((await repo.heldByOrder(db, orderId, locationId)).map((r) => [levels.itemKey(r), r.held]));
  const of = (productId: number, variantId: number | null) =>
    Math.max(held.get(levels.itemKey({ productId, variantId })) ?? 0, 0);
  return units.map((u) => ({
    productId: u.productId,
    sold: u.sold,
    own: u.own > 0 ? of(u.productId, null) : 0,
    variants: [...new Set(u.variants.map((v) => v.id))].map((id) => ({ id, quantity: of(u.productId, id) })),
  }));
}

/** The order's reserved units leave its location's shelf (shipped, or collected in store); nothing else changes. */
export async function shipStock(tx: Tx, units: ProductUnits[], locationId: number): Promise<void> {
  for (const item of itemsInLockOrder(units)) await levels.ship(tx, locationId, item, item.quantity);
}

/**
 * Takes a counter sale's units off the shelf at once. Without `allowShort` the first shortfall is answered (the
 * caller throws); with it (a sale made offline, whose goods have left) what is available is taken and every
 * shortfall answered for the caller to flag. Counts the units sold; each change on the ledger.
 */
export async function sellStock(
  tx: Tx,
  units: ProductUnits[],
  orderId: number,
  locationId: number,
  allowShort: boolean,
  touched?: StockTouched,
): Promise<Shortfall[]> {
  const moves = await StockMoves.at(tx, locationId);
  const short: Shortfall[] = [];
  for (const item of itemsInLockOrder(units)) {
    const took = await levels.takeOnHand(tx, locationId, item, item.quantity, allowShort);
    if (took === null) return [{ ...stockItem(item), left: await levels.availableAt(tx, locationId, item) }];
    if (took.taken < item.quantity) short.push({ ...stockItem(item), left: took.left });
    if (took.taken > 0) await moves.moved(stockItem(item), -took.taken, took.left, { reason: 'order', orderId });
  }
  for (const u of units) await productStock.countSold(tx, u.productId, u.sold);
  await moves.record(touched);
  return short;
}

/**
 * Moves an unshipped order's reservation to another location (staff, DESIGN §15): reserved at `to` with the guard
 * first (the first shortfall answered, nothing moved), then freed at `from`.
 */
export async function moveReservation(
  tx: Tx,
  units: ProductUnits[],
  orderId: number,
  from: number,
  to: number,
  touched?: StockTouched,
): Promise<Shortfall | null> {
  // Share-locked in id order, as every move between two locations locks them.
  const [target, source] = await StockMoves.pair(tx, to, from);
  for (const item of itemsInLockOrder(units)) {
    const left = await levels.reserve(tx, to, item, item.quantity);
    if (left === null) return { ...stockItem(item), left: await levels.availableAt(tx, to, item) };
    await target.moved(stockItem(item), -item.quantity, left, { reason: 'transfer', orderId });
    const freed = await levels.unreserve(tx, from, item, item.quantity);
    await source.moved(stockItem(item), item.quantity, freed, { reason: 'transfer', orderId });
  }
  await target.record(touched);
  await source.record(touched);
  return null;
}
