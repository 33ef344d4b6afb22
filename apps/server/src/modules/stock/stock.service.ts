import { CATALOG_ADMIN_MESSAGES as CM, STOCK_REASON_LABELS, type StockReason } from '@shop/domain/admin-catalog.rules';
import { LOCATION_MESSAGES as LM } from '@shop/domain/locations.rules';
import type {
  StockAdjustment,
  StockAdjustmentResult,
  StockLedgerQuery,
  StockMovement,
  StockMovementPage,
} from '@shop/domain/admin-stock.schemas';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { assertPageExists, paginate } from '../../http/pagination';
import {
  type StockLedgerLine,
  type StockNotice,
  catalogNoticeQuery,
  notifyCatalogChanged,
  productStock,
} from '../catalog/catalog.service';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import * as levels from './stock-levels.repo';
import type { LocationFlags, StockItem } from './stock-levels.repo';
import * as repo from './stock.repo';

export { type LocationCard, locationCards, pickupStore, pickupStoresFor } from './pickup-stores';

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
function itemsInLockOrder(units: ProductUnits[]): (StockItem & { quantity: number })[] {
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

function movementRow(m: Movement): Required<repo.NewMovement> {
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

/** Called with what a stock change touched, for the caller to tell its own cache once the transaction commits. */
export type StockTouched = (notice: StockNotice) => void;

/**
 * A location's stock moves in one transaction: each level's change, the public stock it implies when the location
 * sells online (DESIGN §15), its ledger line, and on commit the catalogue's notice of which products moved and
 * whether one came into or went out of stock (decision 0015).
 */
class StockMoves {
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

  /** Records a change of `delta` available units that the level already made, leaving `left` there. */
  async moved(
    item: StockItem,
    delta: number,
    left: number,
    why: Omit<Movement, keyof StockItem | 'locationId' | 'delta' | 'stockAfter'>,
  ) {
    if (this.location.sellsOnline) {
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
    await repo.insertMovementsThen(this.tx, this.movements.map(movementRow), catalogNoticeQuery(notice));
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
  const target = await StockMoves.at(tx, to);
  const source = await StockMoves.at(tx, from);
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

const stockItem = (i: StockItem): StockItem => ({ productId: i.productId, variantId: i.variantId });

/** An order's fulfilment location, or the first location for a row written before it had one. */
export async function locationOrFirst(db: DbOrTx, locationId: number | null): Promise<number> {
  const id = locationId ?? (await levels.firstLocationId(db));
  if (id === null) throw new ConflictError(LM.noLocation);
  return id;
}

/**
 * Where a web order's stock is reserved (DESIGN §15): among the locations that hold stock and sell online, one that
 * has every line, `preferred` first, else the lowest id; when none has every line, the one that has the most of them.
 */
export async function chooseFulfilmentLocation(
  db: DbOrTx,
  units: ProductUnits[],
  preferred: number | null,
): Promise<number> {
  const candidates = (await levels.listLocationFlags(db)).filter((l) => l.sellsOnline && l.holdsStock);
  if (candidates.length === 0) return locationOrFirst(db, null);
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
  const whole = scored.filter((s) => s.all);
  if (whole.length > 0) return (whole.find((s) => s.id === preferred) ?? whole[0]!).id;
  return scored.reduce((best, s) => (s.units > best.units ? s : best)).id;
}

/**
 * The catalogue set a stock outright (a new product's opening stock, an import's count) and moved the public figure:
 * the same change lands on hand at the first location that sells online, on the ledger. 400 when it would take more
 * than that location has available.
 */
export async function recordMovements(tx: Tx, lines: StockLedgerLine[]): Promise<void> {
  if (lines.length === 0) return;
  const locationId = (await levels.firstLocationId(tx, true)) ?? (await levels.firstLocationId(tx));
  if (locationId === null) throw new ConflictError(LM.noLocation);
  const rows: Movement[] = [];
  for (const line of lines) {
    const item = stockItem(line);
    const left = await levels.shiftOnHand(tx, locationId, item, line.delta);
    if (left === null) {
      const message = CM.stockShort(await levels.availableAt(tx, locationId, item));
      throw new BadRequestError(message, { stock: [message] });
    }
    rows.push({ ...line, locationId, stockAfter: left });
  }
  await repo.insertMovements(tx, rows.map(movementRow));
}

type MovementRow = Awaited<ReturnType<typeof repo.listMovements>>[number];

/** A ledger line as the API shows it, with its variant's name and its writer's e-mail. */
function shapeMovement(
  row: MovementRow,
  variantNames: Map<number, string>,
  emails: Map<number, string>,
): StockMovement {
  return {
    id: row.id,
    product: row.productId,
    variant: row.variantId,
    variant_name: row.variantId === null ? null : (variantNames.get(row.variantId) ?? null),
    delta: row.delta,
    reason: row.reason,
    reason_display: STOCK_REASON_LABELS[row.reason],
    stock_after: row.stockAfter,
    location: row.locationId,
    actor: row.actorId === null ? null : { id: row.actorId, email: emails.get(row.actorId) ?? '' },
    order: row.orderId,
    order_id: row.orderId,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Staff's side of the stock: adjustments and the ledger (`/api/admin/products/{id}/stock/`). `committed` runs after
 * an adjustment commits: app.ts clears this instance's catalogue cache there, so the shop shows the new stock on the
 * very next request here (the notice tells the other instances).
 */
export function createStockService({
  db,
  publicUrl,
  audit,
  users,
  committed = () => {},
}: {
  db: Db;
  publicUrl: string;
  audit: AuditService;
  /** Who wrote each line, by e-mail (users' directory). */
  users: { emailsByIds(db: DbOrTx, ids: readonly (number | null)[]): Promise<Map<number, string>> };
  committed?: () => void;
}) {
  /** The lines with their variants' names and writers' e-mails (one look-up each, in the caller's transaction). */
  async function shapeAll(dbOrTx: DbOrTx, rows: MovementRow[]): Promise<StockMovement[]> {
    const variantIds = [...new Set(rows.flatMap((r) => (r.variantId === null ? [] : [r.variantId])))];
    const actorIds = rows.map((r) => r.actorId);
    const [names, emails] = await Promise.all([
      productStock.variantNames(dbOrTx, variantIds),
      users.emailsByIds(dbOrTx, actorIds),
    ]);
    return rows.map((r) => shapeMovement(r, names, emails));
  }

  return {
    /**
     * Adds or takes units of the product's own stock or a variant's, with the guarded statement (never below 0,
     * whatever checkouts run meanwhile), its ledger line and its audit row in one transaction.
     * 404 for an unknown product, 400 for a variant of another, 409 when the stock is short.
     */
    async adjust(staff: StaffContext, productId: number, body: StockAdjustment): Promise<StockAdjustmentResult> {
      const item = { productId, variantId: body.variant };
      const result = await db.transaction(async (tx) => {
        if (!(await productStock.productExists(tx, productId))) throw new NotFoundError(CM.productNotFound);
        if (item.variantId !== null && !(await productStock.variantBelongs(tx, productId, item.variantId))) {
          throw new BadRequestError(CM.variantMissing, { variant: [CM.variantMissing] });
        }
        const locationId = body.location ?? (await levels.firstLocationId(tx));
        if (locationId === null) throw new ConflictError(LM.noLocation);
        const moves = await StockMoves.at(tx, locationId);
        const after = await levels.shiftOnHand(tx, locationId, item, body.delta);
        if (after === null) {
          const message = CM.stockShort(await levels.availableAt(tx, locationId, item));
          throw new ConflictError(message, { delta: [message] });
        }
        await moves.moved(item, body.delta, after, { reason: body.reason, actorId: staff.userId, note: body.note });
        await moves.record();
        const written = await repo.listMovements(tx, { productId, location: locationId }, { limit: 1, offset: 0 });
        const movement = (await shapeAll(tx, written))[0]!;
        await audit.record(tx, staff, {
          action: 'product.stock',
          targetType: 'product',
          targetId: productId,
          before: { variant: movement.variant, location: locationId, stock: after - body.delta },
          after: {
            variant: movement.variant,
            location: locationId,
            stock: after,
            delta: movement.delta,
            reason: movement.reason,
            note: movement.note,
          },
        });
        await notifyCatalogChanged(tx);
        return { stock: after, movement };
      });
      committed();
      return result;
    },

    /** `GET /api/admin/products/{id}/stock/`: the ledger, newest first; 404 for an unknown product. */
    async ledger(productId: number, q: StockLedgerQuery): Promise<StockMovementPage> {
      if (!(await productStock.productExists(db, productId))) throw new NotFoundError(CM.productNotFound);
      const filter = { productId, variantId: q.variant, location: q.location };
      const total = await repo.countMovements(db, filter);
      assertPageExists(q, total);
      const rows = await repo.listMovements(db, filter, { limit: q.page_size, offset: (q.page - 1) * q.page_size });
      const params = new URLSearchParams();
      if (q.variant !== undefined) params.set('variant', String(q.variant));
      if (q.location !== undefined) params.set('location', String(q.location));
      const results = await shapeAll(db, rows);
      return paginate(`${publicUrl}/api/admin/products/${productId}/stock/`, params, q, total, results);
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;

/**
 * Opening levels for products and variants a seed or a fixture wrote straight into the catalogue: their public stock
 * goes on hand at the first location that sells online (the first location else). The rows made.
 */
export async function openingLevels(db: DbOrTx): Promise<number> {
  const locationId = (await levels.firstLocationId(db, true)) ?? (await levels.firstLocationId(db));
  if (locationId === null) throw new ConflictError(LM.noLocation);
  return levels.levelsFromPublicStock(db, locationId);
}
