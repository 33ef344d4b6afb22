import { CATALOG_ADMIN_MESSAGES as CM } from '@shop/domain/admin-catalog.rules';
import { STOCK_REASON_LABELS } from '@shop/domain/admin-stock.rules';
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
import { type StockLedgerLine, notifyCatalogChanged, productStock } from '../catalog/catalog.service';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import * as levels from './stock-levels.repo';
import * as locationsRepo from './stock-locations.repo';
import type { StockItem } from './stock-levels.repo';
import { lowStockByLocation } from './stock-list.repo';
import * as repo from './stock.repo';

import { type Movement, StockMoves, movedCtes, movementRow, stockItem } from './stock-moves';

export { type LocationCard, locationCards, pickupStore, pickupStoresFor } from './pickup-stores';

export * from './stock-moves';
export * from './stock-order-moves';
export * from './stock-places';
import { catalogueLocation } from './stock-places';

/**
 * The catalogue set a stock outright (a new product's opening stock, an import's count) and moved the public figure:
 * the same change lands on hand at the first location that sells online, on the ledger. 400 when it would take more
 * than that location has available.
 */
export async function recordMovements(tx: Tx, lines: StockLedgerLine[]): Promise<void> {
  if (lines.length === 0) return;
  const locationId = await catalogueLocation(tx);
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
  const moved = movedCtes(rows);
  if (moved) await repo.runCtes(tx, moved);
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
    transfer: row.transferId,
    count: row.countId,
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
        const locationId = body.location ?? (await locationsRepo.firstLocationId(tx));
        if (locationId === null) throw new ConflictError(LM.noLocation);
        const moves = await StockMoves.at(tx, locationId);
        if (!moves.location.holdsStock) {
          const message = LM.notHolding(moves.location.name);
          throw new ConflictError(message, { location: [message] });
        }
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
 * `EXISTS`: a stocktake at `locationId` after `since` (the outer query's columns): the orders desk's `stock_short`
 * attention (a sale recorded while the shelf lacked its units) clears once that location has been counted since.
 */
export const countedSince = repo.countedSince;

/**
 * The public stock after a location's `sells_online` or `holds_stock` changed (DESIGN §15): every product's and
 * variant's figure set to the sum of what is available where it counts, in the caller's transaction, which has locked
 * every location first (so no stock move is in flight meanwhile). The number of figures that changed.
 */
export async function recomputePublicStock(tx: Tx): Promise<number> {
  const sums = await levels.sellingOnlineSums(tx);
  await productStock.setPublicStocks(tx, sums);
  return sums.length;
}

/** The units on hand at a location (reserved ones included): one that has some can't stop holding stock or go. */
export const unitsAtLocation = (db: DbOrTx, locationId: number) => levels.unitsAt(db, locationId);

/**
 * What is available of these items at one location now (DESIGN §16: the figure a marketplace is sent), read at once:
 * a look-up by item, 0 for an item with no level there.
 */
export async function availableAtLocation(db: DbOrTx, locationId: number, items: StockItem[]) {
  const found = await levels.availableOfItems(db, locationId, items);
  return (item: StockItem) => Math.max(found.get(levels.itemKey(item)) ?? 0, 0);
}

/** Forgets a location's empty levels, before the location is deleted. */
export const dropEmptyLevels = (tx: Tx, locationId: number) => levels.dropEmptyLevels(tx, locationId);

/** The dashboard's low stock per location that holds stock (DESIGN §15): at most `threshold` available, lowest first. */
export const lowStockAtLocations = (db: DbOrTx, threshold: number, limit = 100) =>
  lowStockByLocation(db, threshold, limit);
