// An edit's lines (DESIGN §12): the domain's diff applied inside the edit's transaction — new and grown lines
// checked as checkout checks them, the stock moved by the difference (in lock order, guarded), the lines written.
import { ORDER_EDIT_MESSAGES as E, type OrderEditItem } from '@shop/domain/admin-order-edit.schemas';
import {
  type ExistingLine,
  type LineDiff,
  type StockMove,
  diffOrderLines,
  keptLinePrice,
} from '@shop/domain/order-edit.rules';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems } from '../../db/schema/orders';
import { BadRequestError } from '../../http/errors';
import { type ProductUnits, type StockNotice, releaseStock, reserveStock } from '../stock/stock.service';
import { type LineCatalogue, ORDER_LINE_MESSAGES, assertWholePacks, currentUnitPrice, priceLines } from './order-lines';
import { buyerCatalogue } from './order-line-pricing';
import { type NewOrderItem, type OrderItemRow, orderLinesInsert } from './orders.repo';
import { nonField } from './order-voucher-check';

/** The order's lines after the edit, as the totals and the audit row need them. */
export interface EditedLines {
  lines: { productId: number | null; variantId: number | null; quantity: number; price: number }[];
  changed: boolean;
}

function refuse(message: string): never {
  throw new BadRequestError(message, { items: [message] });
}

/** Per product, the units to take (moves > 0) or give back (moves < 0), as the stock module counts them. */
function unitsOf(moves: StockMove[], sign: 1 | -1): ProductUnits[] {
  const byProduct = new Map<number, ProductUnits>();
  for (const m of moves) {
    if (Math.sign(m.delta) !== sign) continue;
    const q = Math.abs(m.delta);
    const u = byProduct.get(m.productId) ?? { productId: m.productId, own: 0, sold: 0, variants: [] };
    u.sold += q;
    if (m.variantId === null) u.own += q;
    else u.variants.push({ id: m.variantId, quantity: q });
    byProduct.set(m.productId, u);
  }
  return [...byProduct.values()];
}

/**
 * Moves the stock by the difference, product by product in id order (the lock order of every stock write): what a
 * product gives back first, then what it takes, so no two edits or orders wait on each other in a circle. 409 naming
 * the line that is short.
 */
async function moveStock(
  tx: Tx,
  { orderId, locationId }: { orderId: number; locationId: number },
  moves: StockMove[],
  labels: Map<string, string>,
  touched: StockNotice[],
) {
  const notify = (n: StockNotice) => touched.push(n);
  const products = [...new Set(moves.map((m) => m.productId))].sort((a, b) => a - b);
  for (const productId of products) {
    const mine = moves.filter((m) => m.productId === productId);
    const give = unitsOf(mine, -1);
    if (give.length > 0) {
      await releaseStock(tx, give, orderId, locationId, { reason: 'cancellation', shipped: false }, notify);
    }
    const take = unitsOf(mine, 1);
    const short = take.length > 0 ? await reserveStock(tx, take, orderId, locationId, notify) : null;
    if (short) {
      const label = labels.get(`${short.productId}:${short.variantId ?? ''}`) ?? '';
      nonField(409, ORDER_LINE_MESSAGES.outOfStock(label, short.left));
    }
  }
}

/** The domain's diff of the order's lines and the edit's; 400 for a line that isn't the order's or changed product. */
function diffOrRefuse(existing: OrderItemRow[], edited: OrderEditItem[]) {
  const old: ExistingLine[] = existing.map((i) => ({
    id: i.id,
    productId: i.productId,
    variantId: i.variantId,
    quantity: i.quantity,
    price: i.price,
  }));
  const result = diffOrderLines(
    old,
    edited.map((e) => ({
      id: e.id,
      productId: e.product,
      variantId: e.variant,
      quantity: e.quantity,
      unitPrice: e.unit_price,
    })),
  );
  if (!result.ok) {
    const { kind, id } = result.error;
    refuse(kind === 'unknown_line' ? E.lineUnknown(id) : E.lineProductChanged(id));
  }
  return result.diff;
}

/** An edit's lines worked out but not yet written: the lines the order will hold, and the writes that make it so. */
export interface LinePlan extends EditedLines {
  /**
   * Moves the stock, then writes the lines. Called after the order's own row is updated, as checkout writes the order
   * before its stock and its stock before its lines: every transaction takes those locks in that order.
   */
  apply: (tx: Tx, touched: StockNotice[]) => Promise<void>;
}

/**
 * The kept lines at their new quantity and price ({@link keptLinePrice}): `changed` when either moved, the reason of a
 * price staff typed now, else the line's own.
 */
function priceKept(
  kept: LineDiff['kept'],
  byId: ReadonlyMap<number, OrderItemRow>,
  edited: readonly OrderEditItem[],
  catalogue: LineCatalogue,
) {
  const editedById = new Map(edited.filter((e) => e.id !== undefined).map((e) => [e.id!, e]));
  return kept.map((k) => {
    const row = byId.get(k.id)!;
    const { unit_price: staffPrice, price_reason } = editedById.get(k.id)!;
    const { productId, variantId } = row;
    const price = keptLinePrice({
      snapshot: row.price,
      resized: k.quantity !== row.quantity,
      staffPrice,
      staffSetBefore: row.priceReason !== null,
      today: productId === null ? null : currentUnitPrice({ productId, variantId, quantity: k.quantity }, catalogue),
    });
    const reason = staffPrice !== undefined ? price_reason || null : row.priceReason;
    return { row, changed: k.changed || price !== row.price, quantity: k.quantity, price, reason };
  });
}

/**
 * The edit's whole new list of lines against the order's, priced for the customer's group `groupId` (DESIGN §13):
 * 400 for a line id that isn't the order's, a line moved to another product, a product or variant that is gone or
 * retired (new and grown lines), a quantity that isn't whole packs (new and resized lines). Staff are not bound by the
 * shopper's cart limit; the stock is checked when `apply` moves it (409 when short). New lines are at the buyer's price
 * today, kept lines by {@link keptLinePrice}. Nothing is written until `apply`.
 */
export async function planLineEdit(
  tx: Tx,
  at: { orderId: number; locationId: number },
  existing: OrderItemRow[],
  edited: OrderEditItem[],
  groupId: number | null,
): Promise<LinePlan> {
  const diff = diffOrRefuse(existing, edited);
  const byId = new Map(existing.map((i) => [i.id, i]));
  const asRequested = (k: { id: number; quantity: number }) => ({
    productId: byId.get(k.id)!.productId!,
    variantId: byId.get(k.id)!.variantId,
    quantity: k.quantity,
  });
  // Lines whose product was deleted from the catalogue keep everything they have.
  const live = diff.kept.filter((k) => byId.get(k.id)!.productId !== null);
  const catalogue = await buyerCatalogue(
    tx,
    [...diff.added.map((a) => ({ productId: a.productId, variantId: a.variantId })), ...live.map(asRequested)],
    groupId,
  );
  // New lines and grown ones are checked as checkout checks them (exists, active, whole packs); a shrunk one for packs.
  const grown = live.filter((k) => k.quantity > byId.get(k.id)!.quantity);
  const checks = { cartLimit: false };
  const priced = priceLines([...diff.added, ...grown.map(asRequested)], catalogue, checks);
  for (const k of live.filter((x) => x.quantity < byId.get(x.id)!.quantity))
    assertWholePacks(asRequested(k), catalogue);
  const labels = new Map(priced.map((p) => [`${p.productId}:${p.variantId ?? ''}`, p.label]));
  const kept = priceKept(diff.kept, byId, edited, catalogue);
  // diff.added keeps the order of the edit's lines without an id, as `priced` starts with them.
  const newEdits = edited.filter((e) => e.id === undefined);
  const added: NewOrderItem[] = diff.added.map((a, n) => {
    const line = priced[n]!;
    if (a.unitPrice === undefined) return line.snapshot;
    const totalPrice = a.unitPrice * a.quantity;
    return { ...line.snapshot, price: a.unitPrice, totalPrice, priceReason: newEdits[n]!.price_reason || null };
  });
  const lines = [
    ...kept
      .sort((x, y) => x.row.id - y.row.id)
      .map((k) => ({ productId: k.row.productId, variantId: k.row.variantId, quantity: k.quantity, price: k.price })),
    ...added.map((i) => ({
      productId: i.productId ?? null,
      variantId: i.variantId ?? null,
      quantity: i.quantity,
      price: i.price,
    })),
  ];
  return {
    lines,
    changed: added.length > 0 || diff.removed.length > 0 || kept.some((k) => k.changed),
    async apply(write: Tx, touched: StockNotice[]) {
      await moveStock(write, at, diff.moves, labels, touched);
      if (diff.removed.length > 0) {
        await write.delete(orderItems).where(
          inArray(
            orderItems.id,
            diff.removed.map((r) => r.id),
          ),
        );
      }
      for (const k of kept.filter((line) => line.changed)) {
        await write
          .update(orderItems)
          .set({ quantity: k.quantity, price: k.price, totalPrice: k.price * k.quantity, priceReason: k.reason })
          .where(eq(orderItems.id, k.row.id));
      }
      if (added.length > 0) await orderLinesInsert(write, at.orderId, added);
    },
  };
}
