// How an order's status changes: whoever asks (its owner, staff, the shop itself), one locked transaction checks the
// actor's rules, applies the change, gives back stock and voucher use when the order is released, and tells the
// shopper.
import { LOCATION_MESSAGES as LM, fitsDeliveryMethod } from '@shop/domain/locations.rules';
import { MARKETPLACE_MESSAGES, staffMayMove } from '@shop/domain/marketplace.rules';
import { CHECKOUT_MESSAGES as M } from '@shop/domain/order.schemas';
import { isMarketplaceSource } from '@shop/domain/order-source';
import { type OrderStatus, RELEASED_STATUSES, canTransition } from '@shop/domain/order-status';
import { hasMoneyAgainst, paymentStatusOnRelease } from '@shop/domain/payment.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import {
  type ProductUnits,
  type StockNotice,
  heldUnits,
  locationCards,
  locationOrFirst,
  releaseStock,
  shipStock,
} from '../stock/stock.service';
import { ORDER_MESSAGES, SYSTEM_CANCEL_REASONS } from './order-messages';
import { notifyOrder } from '../notifications/notifications.service';
import { queueInvoiceIfDue } from './order-invoicing';
import { STATUS_EVENT } from './order-notices';
import { pickupText } from './order-shape';
import type { ReturnsOf } from './order-returns';
import type { ShipmentsOf } from './order-shipments';
import * as repo from './orders.repo';
import type { AccountPort } from './order-account';
import { markInvoiceReturned } from '../invoices/invoices.service';
import { deleteUsages } from '../promotions/promotions.service';

/**
 * Who changes an order's status: its owner (cancel only, while pending with no money against it), a staff member
 * (DESIGN §4's transition table; kept as the history's actor), or the shop itself (a payment link that failed, an
 * unpaid order that expired: cancel only, on the owner's terms).
 */
export type StatusActor =
  | { kind: 'owner' }
  | { kind: 'staff'; userId: number }
  | { kind: 'system' }
  /** A carrier's report (DESIGN §11): the staff's transition table, no person named in the history. */
  | { kind: 'carrier' };

/**
 * What a staff write hands its caller inside the write's transaction, before the commit: the order's row before and
 * after the change (the back office writes its audit row here, so a failed write leaves none, DESIGN §8).
 */
export type OrderWriteHook = (tx: Tx, change: { before: repo.OrderRow; after: repo.OrderRow }) => Promise<void>;

/** The rest of a status change: its note (a cancel's reason), a shipment's carrier and tracking number, the hook. */
export interface StatusChangeOptions {
  note?: string | undefined;
  shipping?: repo.ShippingInfo;
  onChanged?: OrderWriteHook;
  /** Checked on the locked row: false leaves the order as it is (the shop's own cancels, e.g. an expiry). */
  onlyIf?: (order: repo.OrderRow) => boolean;
}

export interface StatusChangeDeps {
  db: Db;
  log: FastifyBaseLogger;
  /**
   * Cancels the order's open online payment link at the provider, after the order was cancelled; logs its own
   * failures and never throws: the shopper's cancel stands whatever PayOS says.
   */
  cancelPaymentLink?: ((orderId: number) => Promise<void>) | undefined;
  /** Told, once the transaction committed, what the change did to stock (app.ts drops it from the catalogue cache). */
  stockCommitted: (notice: StockNotice) => void;
  /** Run inside the transaction when a cancel makes a used-up voucher usable again (the shop's voucher lists). */
  vouchersChanged: (tx: Tx) => Promise<void>;
  /** The order's shipment at a carrier (the carriers'): a cancel waits for it. */
  shipments: Pick<ShipmentsOf, 'holding'>;
  /** The customer's account (receivables'): a released on_account order's payments become credit (DESIGN §17). */
  account: Pick<AccountPort, 'released'>;
  /** The units line returns gave back (the returns'): a whole-order return gives back the rest. */
  returns: Pick<ReturnsOf, 'returnedUnits'>;
}

/** Refuses a change this actor may not make of this order (409/403), before anything is written. */
function checkChange(order: repo.OrderRow, to: OrderStatus, actor: StatusActor) {
  if (actor.kind === 'staff' || actor.kind === 'carrier') {
    // A marketplace's order moves with its marketplace (DESIGN §16): the import walks it (walkInTx), never staff.
    if (actor.kind === 'staff' && isMarketplaceSource(order.source) && !staffMayMove(order.source, to)) {
      throw new ConflictError(MARKETPLACE_MESSAGES.statusByMarketplace(order.source));
    }
    if (!canTransition(order.status, to)) {
      throw new ConflictError(ORDER_MESSAGES.transitionNotAllowed(order.status, to));
    }
    // A pickup waits at its store and is never shipped; a shipped order never waits at a store (DESIGN §15).
    if (!fitsDeliveryMethod(to, order.deliveryMethod)) {
      throw new ConflictError(order.deliveryMethod === 'pickup' ? LM.pickupNotShipped : LM.shipNotPickup);
    }
    return;
  }
  if (to !== 'cancelled') throw new ForbiddenError(ORDER_MESSAGES.ownerMayOnlyCancel);
  if (order.status !== 'pending') throw new ConflictError(ORDER_MESSAGES.cancelNotAllowed);
  // A partial transfer counts: the money must go back through the shop, not vanish with a cancel.
  if (hasMoneyAgainst({ payment_status: order.paymentStatus, amount_received: order.amountReceived })) {
    throw new ConflictError(ORDER_MESSAGES.moneyReceived);
  }
  if (order.paymentStatus !== 'unpaid') throw new ConflictError(ORDER_MESSAGES.cancelNotAllowed);
}

/**
 * The order's units per product, as the stock module counts them; `gone` names units that already came back by line
 * returns (DESIGN §17), which a whole-order return does not give back twice.
 */
async function orderUnits(tx: Tx, orderId: number, gone = new Map<number, number>()): Promise<ProductUnits[]> {
  const items = await repo.listItemsOf(tx, orderId);
  const byProduct = new Map<number, ProductUnits>();
  for (const item of items) {
    const quantity = item.quantity - (gone.get(item.id) ?? 0);
    // A product deleted since (product_id set null) has no stock to return.
    if (item.productId === null || quantity <= 0) continue;
    const entry = byProduct.get(item.productId) ?? { productId: item.productId, own: 0, sold: 0, variants: [] };
    entry.sold += quantity;
    if (item.variantName === null) entry.own += quantity;
    else if (item.variantId !== null) entry.variants.push({ id: item.variantId, quantity });
    byProduct.set(item.productId, entry);
  }
  return [...byProduct.values()];
}

/** Statuses whose units have left the shelf (DESIGN §15): a later return brings them back on hand. */
const OFF_THE_SHELF: readonly OrderStatus[] = ['shipped', 'delivered'];

/**
 * Moves the order's stock at its location with its status: a cancel frees the reservation, a return brings shipped
 * units back on hand, shipping or a collection in store takes them off the shelf. The ledger says which.
 */
async function moveOrderStock(
  tx: Tx,
  order: repo.OrderRow,
  to: OrderStatus,
  touched: StockNotice[],
  returns: Pick<ReturnsOf, 'returnedUnits'>,
) {
  const leaves = OFF_THE_SHELF.includes(to) && !OFF_THE_SHELF.includes(order.status);
  const released = RELEASED_STATUSES.includes(to);
  if (!leaves && !released) return;
  const gone = to === 'returned' ? await returns.returnedUnits(tx, order.id) : undefined;
  const lines = await orderUnits(tx, order.id, gone);
  const locationId = await locationOrFirst(tx, order.fulfilmentLocationId);
  // A marketplace order recorded short holds only what its ledger took (DESIGN §16): that much moves.
  const units =
    order.stockShort && isMarketplaceSource(order.source) ? await heldUnits(tx, order.id, locationId, lines) : lines;
  if (leaves) return shipStock(tx, units, locationId);
  await releaseStock(
    tx,
    units,
    order.id,
    locationId,
    { reason: to === 'returned' ? 'return' : 'cancellation', shipped: OFF_THE_SHELF.includes(order.status) },
    (n) => touched.push(n),
  );
}

/** A pickup's row with its store as the shopper's messages name it (DESIGN §15); a shipped order's as it is. */
async function withPickupStore(tx: Tx, order: repo.OrderRow) {
  if (order.deliveryMethod !== 'pickup' || order.fulfilmentLocationId === null) return order;
  const store = (await locationCards(tx, [order.fulfilmentLocationId])).get(order.fulfilmentLocationId);
  return { ...order, pickupStore: pickupText(store) };
}

export function createOrderStatusChanges({
  db,
  log,
  cancelPaymentLink,
  stockCommitted,
  vouchersChanged,
  shipments,
  account,
  returns,
}: StatusChangeDeps) {
  /**
   * Sets the status and keeps it in the history with its actor. Cancelling or returning gives the stock back
   * (cancelling frees the voucher use too), and an order with money against it gets `refund_due`, never `paid`.
   */
  async function applyStatus(
    tx: Tx,
    order: repo.OrderRow,
    to: OrderStatus,
    actorId: number | null,
    opts: StatusChangeOptions,
    touched: StockNotice[],
  ) {
    const released = RELEASED_STATUSES.includes(to);
    const money = { payment_status: order.paymentStatus, amount_received: order.amountReceived };
    // On account, what was paid goes back to the customer's credit (account.released): nothing to refund.
    const onAccount = order.paymentMethod === 'on_account';
    const paymentStatus = !released ? order.paymentStatus : onAccount ? 'unpaid' : paymentStatusOnRelease(money);
    const after = await repo.setStatus(tx, order.id, to, paymentStatus, to === 'shipped' ? opts.shipping : undefined);
    await repo.insertHistory(tx, order.id, to, actorId, opts.note || null);
    await moveOrderStock(tx, order, to, touched, returns);
    if (released) {
      // An issued e-invoice of a returned order now needs an adjustment (staff's list).
      if (to === 'returned') await markInvoiceReturned(tx, order.id);
      // A voucher that was used up is usable again: the shop's voucher lists (cached) must show it.
      if (to === 'cancelled' && (await deleteUsages(tx, order.id))) await vouchersChanged(tx);
      if (onAccount) await account.released(tx, after);
    }
    const event = STATUS_EVENT[to];
    if (event) await notifyOrder(tx, await withPickupStore(tx, after), event, { reason: opts.note });
    // Delivered: the order's e-invoice may fall due now (a payment's is queued where the payment is recorded).
    if (to === 'delivered') await queueInvoiceIfDue(tx, order.id);
    if (paymentStatus === 'refund_due' && order.paymentStatus !== 'refund_due') {
      log.warn(
        { orderId: order.id, status: to, amountReceived: order.amountReceived, finalTotal: order.finalTotal },
        'order with money against it released: refund due',
      );
    }
    return after;
  }

  /**
   * The one way an order's status changes (the owner's cancel, staff's desk, the shop's own cancels): the row is
   * locked and read again (two cancellations at once must not return the stock twice, and a payment arriving at
   * the same moment is seen), the actor's rules checked, the change applied, and the shopper told (notifyOrder). A
   * cancelled order's open payment link is then cancelled at the provider, outside the transaction.
   * `opts.onChanged` runs inside the transaction, after the change: what it writes commits with it, and if it throws
   * nothing is changed. False when `opts.onlyIf` declined the change.
   */
  async function changeStatus(
    id: number,
    to: OrderStatus,
    actor: StatusActor,
    opts: StatusChangeOptions = {},
  ): Promise<boolean> {
    const touched: StockNotice[] = [];
    const changed = await db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, id);
      if (!order) throw new NotFoundError(M.orderNotFound);
      if (opts.onlyIf && !opts.onlyIf(order)) return false;
      checkChange(order, to, actor);
      // Its parcel would still be picked up and delivered, the COD collected for an order that is no more (staff's
      // desk cancels the shipment at the carrier first).
      if (to === 'cancelled' && (await shipments.holding(tx, id))) throw new ConflictError(ORDER_MESSAGES.shipmentLive);
      await applyStatus(tx, order, to, actor.kind === 'staff' ? actor.userId : null, opts, touched);
      if (opts.onChanged) await opts.onChanged(tx, { before: order, after: (await repo.findOrderRow(tx, id))! });
      return true;
    });
    touched.forEach(stockCommitted);
    if (changed && to === 'cancelled' && cancelPaymentLink) {
      await cancelPaymentLink(id).catch((err: unknown) => {
        log.error({ err, orderId: id }, 'cancelling the payment link failed');
      });
    }
    return changed;
  }

  return {
    /** The status change of {@link changeStatus}, for the owner, staff's desk (DESIGN §8) and the shop's own jobs. */
    changeStatus,

    /**
     * Walks a locked order through `steps` in the caller's transaction (a marketplace's read, DESIGN §16), each step
     * applied as {@link changeStatus} applies a staff move (stock, history, notices; no person named); it stops before
     * a step the staff table refuses. The order after the last step; what moved in stock is pushed on `touched`.
     */
    async walkInTx(
      tx: Tx,
      order: repo.OrderRow,
      steps: readonly OrderStatus[],
      opts: Pick<StatusChangeOptions, 'note' | 'shipping'>,
      touched: StockNotice[],
    ): Promise<repo.OrderRow> {
      let current = order;
      for (const to of steps) {
        if (!canTransition(current.status, to) || !fitsDeliveryMethod(to, current.deliveryMethod)) break;
        current = await applyStatus(tx, current, to, null, opts, touched);
      }
      return current;
    },

    /**
     * Cancels an order whose online payment could not start (spec 2 §4: a failed payment link cancels the order),
     * on the owner's terms (pending, no money against it); stock and voucher use come back. False when it was not
     * cancellable.
     */
    async cancelUnpaid(id: number): Promise<boolean> {
      try {
        return await changeStatus(
          id,
          'cancelled',
          { kind: 'system' },
          { note: SYSTEM_CANCEL_REASONS.paymentLinkFailed },
        );
      } catch (error) {
        if (error instanceof ConflictError || error instanceof NotFoundError) return false;
        throw error;
      }
    },
  };
}

export type OrderStatusChanges = ReturnType<typeof createOrderStatusChanges>;
