/**
 * An order edit's lines (DESIGN §12): the new list against the old one, as kept, changed, added and removed lines and
 * the stock each product or variant must give or take. Pure, so the server applies exactly what is tested here.
 */

/** A line the order has now. */
export interface ExistingLine {
  id: number;
  productId: number | null;
  variantId: number | null;
  quantity: number;
  price: number;
}

/** A line of the edit's new list (`id` names an existing line; without, it is new). */
export interface EditedLine {
  id?: number | undefined;
  productId: number;
  variantId: number | null;
  quantity: number;
  /** A staff price; absent: the kept line's snapshot, or today's price for a new one. */
  unitPrice?: number | undefined;
}

/** Stock to take (`delta` > 0) or give back (`delta` < 0) for one product's own stock or one variant. */
export interface StockMove {
  productId: number;
  variantId: number | null;
  delta: number;
}

export interface LineDiff {
  /** Existing lines still there: their new quantity and, when staff set one, their new price. */
  kept: { id: number; quantity: number; unitPrice?: number | undefined; changed: boolean }[];
  added: EditedLine[];
  removed: ExistingLine[];
  /** Sorted by product then variant (own stock first), the lock order of every stock write. */
  moves: StockMove[];
}

export type LineDiffError = { kind: 'unknown_line'; id: number } | { kind: 'product_changed'; id: number };

const key = (productId: number, variantId: number | null) => `${productId}:${variantId ?? ''}`;

function addMove(moves: Map<string, StockMove>, productId: number | null, variantId: number | null, delta: number) {
  // A line whose product was deleted from the catalogue has no stock to give back.
  if (productId === null || delta === 0) return;
  const k = key(productId, variantId);
  const move = moves.get(k) ?? { productId, variantId, delta: 0 };
  move.delta += delta;
  moves.set(k, move);
}

/**
 * Diffs the order's lines against the edit's list. An existing line named by id must keep its product and variant
 * (a different product is a removal and a new line). Stock moves are per product or variant, the net of every line
 * touching it, so moving units between two lines of the same variant moves no stock.
 */
export function diffOrderLines(
  existing: readonly ExistingLine[],
  edited: readonly EditedLine[],
): { ok: true; diff: LineDiff } | { ok: false; error: LineDiffError } {
  const byId = new Map(existing.map((l) => [l.id, l]));
  const moves = new Map<string, StockMove>();
  const kept: LineDiff['kept'] = [];
  const added: EditedLine[] = [];
  const seen = new Set<number>();
  for (const line of edited) {
    if (line.id === undefined) {
      added.push(line);
      addMove(moves, line.productId, line.variantId, line.quantity);
      continue;
    }
    const old = byId.get(line.id);
    if (!old || seen.has(line.id)) return { ok: false, error: { kind: 'unknown_line', id: line.id } };
    if (old.productId !== line.productId || old.variantId !== line.variantId) {
      return { ok: false, error: { kind: 'product_changed', id: line.id } };
    }
    seen.add(line.id);
    const priceChanged = line.unitPrice !== undefined && line.unitPrice !== old.price;
    kept.push({
      id: old.id,
      quantity: line.quantity,
      unitPrice: priceChanged ? line.unitPrice : undefined,
      changed: priceChanged || line.quantity !== old.quantity,
    });
    addMove(moves, old.productId, old.variantId, line.quantity - old.quantity);
  }
  const removed = existing.filter((l) => !seen.has(l.id));
  for (const line of removed) addMove(moves, line.productId, line.variantId, -line.quantity);
  const sorted = [...moves.values()]
    .filter((m) => m.delta !== 0)
    .sort((a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0));
  return { ok: true, diff: { kept, added, removed, moves: sorted } };
}

/**
 * A kept line's unit price after an edit that sends the lines: a price staff type now wins; one staff set before (kept
 * with its reason) stays; a line of a product no longer sold keeps its snapshot. Otherwise the buyer's price today
 * (`today`, their group's quantity tiers included) — at the new quantity for a resized line, so ten packs get the tier
 * that five did not (and lose it when shrunk), and never above the snapshot for a line left as it was, so an edit
 * elsewhere in the order does not raise what the customer agreed to.
 */
export function keptLinePrice(l: {
  snapshot: number;
  resized: boolean;
  staffPrice?: number | undefined;
  staffSetBefore: boolean;
  today: number | null;
}): number {
  if (l.staffPrice !== undefined) return l.staffPrice;
  if (l.staffSetBefore || l.today === null) return l.snapshot;
  return l.resized ? l.today : Math.min(l.today, l.snapshot);
}

/**
 * The admin answer's `refund_amount`: money received above the final total; for a cancelled or returned order waiting
 * for its refund, all that was received; nothing once refunded.
 */
export function refundAmount(o: {
  status: string;
  paymentStatus: string;
  amountReceived: number;
  finalTotal: number;
}): number {
  if (o.paymentStatus === 'refunded') return 0;
  if (o.paymentStatus === 'refund_due' && (o.status === 'cancelled' || o.status === 'returned'))
    return o.amountReceived;
  return Math.max(0, o.amountReceived - o.finalTotal);
}

/**
 * The payment state after an edit: money received above the new total is to be given back (`refund_due`, with the
 * amount); a paid order whose total grew past what was received is no longer fully paid (back to `unpaid`, or
 * `pending` for an online method waiting for the rest). Other states stay.
 */
export function paymentAfterEdit(p: {
  paymentStatus: string;
  amountReceived: number;
  finalTotal: number;
  online: boolean;
}): { paymentStatus: string; refundAmount: number } {
  const refundAmount = Math.max(0, p.amountReceived - p.finalTotal);
  if (refundAmount > 0 && (p.paymentStatus === 'paid' || p.paymentStatus === 'pending' || p.paymentStatus === 'unpaid'))
    return { paymentStatus: 'refund_due', refundAmount };
  if (p.paymentStatus === 'paid' && p.amountReceived < p.finalTotal) {
    return { paymentStatus: p.online ? 'pending' : 'unpaid', refundAmount: 0 };
  }
  if (p.paymentStatus === 'refund_due' && refundAmount === 0) {
    return { paymentStatus: p.amountReceived >= p.finalTotal ? 'paid' : 'unpaid', refundAmount: 0 };
  }
  return { paymentStatus: p.paymentStatus, refundAmount };
}
