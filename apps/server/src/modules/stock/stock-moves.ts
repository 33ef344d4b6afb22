// An order's and a counter sale's stock at a location (DESIGN §15), inside the caller's transaction: the guarded
// level statements, the public stock they imply when the location sells online, and one ledger line per change.
import type { StockReason } from '@shop/domain/admin-stock.rules';
import { LOCATION_MESSAGES as LM } from '@shop/domain/locations.rules';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { ConflictError } from '../../http/errors';
import { type StockNotice, catalogNoticeQuery, productStock } from '../catalog/catalog.service';
import * as levels from './stock-levels.repo';
import type { LocationFlags, StockItem } from './stock-levels.repo';
import * as repo from './stock.repo';

/**
 * The catalogue's stock and its ledger (DESIGN §4), below the orders module and the back office: the
 * guarded single statements, the sold counters, the give-back on cancel or return, staff's adjustments, and one
 * `stock_movements` line per change, written in the transaction that makes it. The functions that take a `tx` join
 * the caller's transaction (the stock moves with the order or not at all) and tell the catalogue, whose cached
 * answers are stale on commit.
 */

/** One product's units in an order: its own stock's, each variant's, and all units sold (own + variants). */
export interface ProductUnits {
  productId: number;
  own: number;
  sold: number;
  variants: { id: number; quantity: number }[];
}

/** The stock that was short at the location: a variant's, or the product's own (`variantId` null), and what is left. */
export interface Shortfall {
  productId: number;
  variantId: number | null;
  left: number;
}

/** A ledger line to write: a change already made at a location, the available stock it left there, why, and who. */
export interface Movement {
  productId: number;
  variantId: number | null;
  locationId: number;
  delta: number;
  stockAfter: number;
  reason: StockReason;
  actorId?: number | null;
  orderId?: number | null;
  transferId?: number | null;
  countId?: number | null;
  note?: string;
}

/**
 * Products by id, each one's own stock before its variants by id: every transaction locks stock rows in this one
 * order, so two orders cannot deadlock.
 */
export function itemsInLockOrder(units: ProductUnits[]): (StockItem & { quantity: number })[] {
  return [...units]
    .sort((a, b) => a.productId - b.productId)
    .flatMap((u) => [
      ...(u.own > 0 ? [{ productId: u.productId, variantId: null, quantity: u.own }] : []),
      ...[...u.variants]
        .sort((a, b) => a.id - b.id)
        .filter((v) => v.quantity > 0)
        .map((v) => ({ productId: u.productId, variantId: v.id, quantity: v.quantity })),
    ]);
}

export function movementRow(m: Movement): Required<repo.NewMovement> {
  return {
    productId: m.productId,
    variantId: m.variantId,
    locationId: m.locationId,
    delta: m.delta,
    stockAfter: m.stockAfter,
    reason: m.reason,
    actorId: m.actorId ?? null,
    orderId: m.orderId ?? null,
    transferId: m.transferId ?? null,
    countId: m.countId ?? null,
    note: m.note ?? '',
  };
}

export type { StockNotice };

/** A level a stock move changed: an item at a location. */
export interface MovedLevel extends StockItem {
  locationId: number;
}

/**
 * What an area above stock does in a move's own statement when levels moved (marketplaces mark their links for a
 * stock push, DESIGN §16): named data-modifying CTEs (`name AS (…), …`) run with the ledger's insert, or null. A pure
 * SQL builder set once at composition (app.ts): stock knows no marketplace, and every app in a process sets the same.
 */
export type StockMovedListener = (moved: MovedLevel[]) => SQL | null;

let stockMoved: StockMovedListener = () => null;

/** Sets the listener every stock move tells, in its transaction, which levels it changed. */
export function onStockMoved(listener: StockMovedListener): void {
  stockMoved = listener;
}

/** The listener's CTEs for these ledger lines (null when none moved or nothing listens). */
export function movedCtes(movements: readonly Pick<Movement, 'locationId' | 'productId' | 'variantId'>[]) {
  if (movements.length === 0) return null;
  const seen = new Map(movements.map((m) => [`${m.locationId}:${m.productId}:${m.variantId ?? 0}`, m]));
  return stockMoved(
    [...seen.values()].map((m) => ({ locationId: m.locationId, productId: m.productId, variantId: m.variantId })),
  );
}

/** Called with what a stock change touched, for the caller to tell its own cache once the transaction commits. */
export type StockTouched = (notice: StockNotice) => void;

/**
 * A location's stock moves in one transaction: each level's change, the public stock it implies when the location
 * sells online (DESIGN §15), its ledger line, and on commit the catalogue's notice of which products moved and
 * whether one came into or went out of stock (decision 0015).
 */
export class StockMoves {
  readonly movements: Movement[] = [];
  private availability = false;

  constructor(
    private readonly tx: Tx,
    readonly location: LocationFlags,
  ) {}

  /** The location, share-locked for the transaction; 409 when it does not exist. */
  static async at(tx: Tx, locationId: number): Promise<StockMoves> {
    const location = await levels.lockLocation(tx, locationId);
    if (!location) throw new ConflictError(LM.locationMissing, { location: [LM.locationMissing] });
    return new StockMoves(tx, location);
  }

  /** Two locations, share-locked in id order (as transfers and the list writes lock them: no deadlock). */
  static async pair(tx: Tx, a: number, b: number): Promise<[StockMoves, StockMoves]> {
    if (a < b) {
      const first = await StockMoves.at(tx, a);
      return [first, await StockMoves.at(tx, b)];
    }
    const first = await StockMoves.at(tx, b);
    return [await StockMoves.at(tx, a), first];
  }

  /** Records a change of `delta` available units that the level already made, leaving `left` there. */
  async moved(
    item: StockItem,
    delta: number,
    left: number,
    why: Omit<Movement, keyof StockItem | 'locationId' | 'delta' | 'stockAfter'>,
  ) {
    if (this.location.sellsOnline && this.location.holdsStock) {
      const now = await productStock.shiftPublicStock(this.tx, item, delta);
      if (now === 0 || now === delta) this.availability = true;
    }
    this.movements.push({ ...item, locationId: this.location.id, delta, stockAfter: left, ...why });
  }

  /** Writes the ledger lines and the catalogue's notice in one statement; tells `touched` what moved. */
  async record(touched?: StockTouched) {
    if (this.movements.length === 0) return;
    const notice: StockNotice = {
      products: [...new Set(this.movements.map((m) => m.productId))],
      availability: this.availability,
    };
    const rows = this.movements.map(movementRow);
    await repo.insertMovementsThen(this.tx, rows, catalogNoticeQuery(notice), movedCtes(this.movements));
    touched?.(notice);
  }
}

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

export const stockItem = (i: StockItem): StockItem => ({ productId: i.productId, variantId: i.variantId });
