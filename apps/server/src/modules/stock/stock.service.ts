import { CATALOG_ADMIN_MESSAGES as CM, STOCK_REASON_LABELS, type StockReason } from '@shop/domain/admin-catalog.rules';
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
import { type StockNotice, catalogNoticeQuery, notifyCatalogChanged, productStock } from '../catalog/catalog.service';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
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

/** The stock that was short: a variant's, or the product's own (`variantId` null), and what is left of it. */
export interface Shortfall {
  productId: number;
  variantId: number | null;
  left: number;
}

/** A ledger line to write: a change already made, the stock it left, why, and who or which order made it. */
export interface Movement {
  productId: number;
  variantId: number | null;
  delta: number;
  stockAfter: number;
  reason: StockReason;
  actorId?: number | null;
  orderId?: number | null;
  note?: string;
}

/**
 * Products by id, each one's variants by id: every transaction locks stock rows in this one order, so two orders
 * cannot deadlock.
 */
function inLockOrder(units: ProductUnits[]): ProductUnits[] {
  return [...units]
    .sort((a, b) => a.productId - b.productId)
    .map((u) => ({ ...u, variants: [...u.variants].sort((a, b) => a.id - b.id) }));
}

/** Writes ledger lines for changes made in this transaction (a new product's opening stock, an import's). */
export async function recordMovements(tx: Tx, movements: Movement[]): Promise<void> {
  await repo.insertMovements(tx, movements.map(movementRow));
}

function movementRow(m: Movement): Required<repo.NewMovement> {
  return {
    productId: m.productId,
    variantId: m.variantId,
    delta: m.delta,
    stockAfter: m.stockAfter,
    reason: m.reason,
    actorId: m.actorId ?? null,
    orderId: m.orderId ?? null,
    note: m.note ?? '',
  };
}

export type { StockNotice };

/** Called with what a stock change touched, for the caller to tell its own cache once the transaction commits. */
export type StockTouched = (notice: StockNotice) => void;

/**
 * Writes an order's ledger lines and tells every instance (on commit) which products' stock moved, and whether one
 * may have come into or gone out of stock: a stock that reached 0, or came back from 0 (decision 0015). One
 * statement for both.
 */
async function recordAndNotice(tx: Tx, movements: Movement[], touched?: StockTouched) {
  const notice: StockNotice = {
    products: [...new Set(movements.map((m) => m.productId))],
    availability: movements.some((m) => m.stockAfter === 0 || m.stockAfter === m.delta),
  };
  await repo.insertMovementsThen(tx, movements.map(movementRow), catalogNoticeQuery(notice));
  touched?.(notice);
}

/**
 * Takes each product's units for order `orderId` with guarded statements that no concurrency can make negative, in
 * lock order, each change on the ledger. Answers the first shortfall, after which the caller throws and the
 * transaction undoes what was taken; null when everything was taken.
 */
export async function takeStock(
  tx: Tx,
  units: ProductUnits[],
  orderId: number,
  touched?: StockTouched,
): Promise<Shortfall | null> {
  const taken: Movement[] = [];
  for (const { productId, own, sold, variants } of inLockOrder(units)) {
    const left = await productStock.takeProductStock(tx, productId, own, sold);
    if (left === null) {
      return { productId, variantId: null, left: await productStock.currentStock(tx, { productId, variantId: null }) };
    }
    if (own > 0) taken.push({ productId, variantId: null, delta: -own, stockAfter: left, reason: 'order', orderId });
    for (const variant of variants) {
      const variantLeft = await productStock.takeVariantStock(tx, variant.id, productId, variant.quantity);
      if (variantLeft === null) {
        return {
          productId,
          variantId: variant.id,
          left: await productStock.currentStock(tx, { productId, variantId: variant.id }),
        };
      }
      taken.push({
        productId,
        variantId: variant.id,
        delta: -variant.quantity,
        stockAfter: variantLeft,
        reason: 'order',
        orderId,
      });
    }
  }
  await recordAndNotice(tx, taken, touched);
  return null;
}

/**
 * Gives back what order `orderId` took (a cancellation or a return) and uncounts the units sold, in the same lock
 * order, each change on the ledger.
 */
export async function giveBackStock(
  tx: Tx,
  units: ProductUnits[],
  orderId: number,
  reason: Extract<StockReason, 'cancellation' | 'return'>,
  touched?: StockTouched,
): Promise<void> {
  const given: Movement[] = [];
  for (const { productId, own, sold, variants } of inLockOrder(units)) {
    const stock = await productStock.returnProductStock(tx, productId, own, sold);
    if (stock !== null && own > 0) {
      given.push({ productId, variantId: null, delta: own, stockAfter: stock, reason, orderId });
    }
    for (const variant of variants) {
      const variantStock = await productStock.returnVariantStock(tx, variant.id, variant.quantity);
      if (variantStock !== null && variant.quantity > 0) {
        given.push({
          productId,
          variantId: variant.id,
          delta: variant.quantity,
          stockAfter: variantStock,
          reason,
          orderId,
        });
      }
    }
  }
  await recordAndNotice(tx, given, touched);
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
    actor: row.actorId === null ? null : { id: row.actorId, email: emails.get(row.actorId) ?? '' },
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
      const variantId = body.variant;
      const result = await db.transaction(async (tx) => {
        if (!(await productStock.productExists(tx, productId))) throw new NotFoundError(CM.productNotFound);
        if (variantId !== null && !(await productStock.variantBelongs(tx, productId, variantId))) {
          throw new BadRequestError(CM.variantMissing, { variant: [CM.variantMissing] });
        }
        const after = await productStock.shiftStock(tx, productId, variantId, body.delta);
        if (after === null) {
          const message = CM.stockShort(await productStock.currentStock(tx, { productId, variantId }));
          throw new ConflictError(message, { delta: [message] });
        }
        const id = await repo.insertMovement(tx, {
          productId,
          variantId,
          delta: body.delta,
          reason: body.reason,
          stockAfter: after,
          actorId: staff.userId,
          note: body.note,
        });
        const written = await repo.listMovements(tx, { productId, id: id! }, { limit: 1, offset: 0 });
        const movement = (await shapeAll(tx, written))[0]!;
        await audit.record(tx, staff, {
          action: 'product.stock',
          targetType: 'product',
          targetId: productId,
          before: { variant: movement.variant, stock: after - body.delta },
          after: {
            variant: movement.variant,
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
      const total = await repo.countMovements(db, productId, q.variant);
      assertPageExists(q, total);
      const rows = await repo.listMovements(
        db,
        { productId, variantId: q.variant },
        { limit: q.page_size, offset: (q.page - 1) * q.page_size },
      );
      const params = new URLSearchParams();
      if (q.variant !== undefined) params.set('variant', String(q.variant));
      const results = await shapeAll(db, rows);
      return paginate(`${publicUrl}/api/admin/products/${productId}/stock/`, params, q, total, results);
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
