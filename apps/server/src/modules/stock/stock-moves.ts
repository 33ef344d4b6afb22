// What every stock move at a location shares (DESIGN §15): the units an order holds and their lock order, the ledger
// line, the listener told of moved levels, and StockMoves, which records a location's changes (the public stock they
// imply when it sells online, one ledger line each) in the caller's transaction. The orders' and counter sales' moves
// themselves are in stock-order-moves.ts.
import type { StockReason } from '@shop/domain/admin-stock.rules';
import { LOCATION_MESSAGES as LM } from '@shop/domain/locations.rules';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ConflictError } from '../../http/errors';
import { type StockNotice, catalogNoticeQuery, productStock } from '../catalog/catalog.service';
import * as locationsRepo from './stock-locations.repo';
import type { LocationFlags } from './stock-locations.repo';
import type { StockItem } from './stock-levels.repo';
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
    const location = await locationsRepo.lockLocation(tx, locationId);
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

export const stockItem = (i: StockItem): StockItem => ({ productId: i.productId, variantId: i.variantId });
