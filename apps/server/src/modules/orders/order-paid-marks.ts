// An order marked paid without a provider's webhook: staff recorded the money by hand, or a carrier transferred the
// COD it collected. And the locked write both use, which the desk's other writes share.
import { ADMIN_MESSAGES } from '@shop/domain/admin.schemas';
import { MARKETPLACE_MESSAGES } from '@shop/domain/marketplace.rules';
import { CHECKOUT_MESSAGES } from '@shop/domain/order.schemas';
import { isMarketplaceSource } from '@shop/domain/order-source';
import { RELEASED_STATUSES } from '@shop/domain/order-status';
import { SETTLED_PAYMENT_STATUSES } from '@shop/domain/payment.rules';
import { RECEIVABLE_MESSAGES } from '@shop/domain/receivables.rules';
import type { Db, Tx } from '../../db/client';
import { ConflictError, NotFoundError } from '../../http/errors';
import { notifyOrder } from '../notifications/notifications.service';
import { queueInvoiceIfDue } from './order-invoicing';
import { setPaidByHand } from './order-money.repo';
import { ORDER_MESSAGES } from './order-messages';
import type { ShipmentsOf } from './order-shipments';
import type { OrderWriteHook } from './order-status.service';
import * as repo from './orders.repo';

/** Locks the order, lets `change` write it, hands before/after to `onChanged`; all in one transaction. */
export function lockedWrite(
  db: Db,
  id: number,
  change: (tx: Tx, order: repo.OrderRow) => Promise<repo.OrderRow>,
  onChanged?: OrderWriteHook,
) {
  return db.transaction(async (tx) => {
    const before = await repo.lockOrder(tx, id);
    if (!before) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
    const after = await change(tx, before);
    if (onChanged) await onChanged(tx, { before, after });
    return after;
  });
}

/**
 * Cash collected or a transfer checked by hand: paid in full, and the shopper told (notifyOrder 'paid'). 409
 * for a marketplace's order, when it is paid already or in a refund state, when the order was cancelled or returned
 * (money for those is a refund, not a sale), or while a carrier is to collect its COD (the buyer would pay twice;
 * GHTK can't change a COD, so the shipment is cancelled first). The e-invoice may fall due. The order is settled: the
 * carriers clear a COD statement's mismatch flag. `onChanged` runs in the write's transaction (the audit row).
 */
export function markPaidByHand(
  { db, shipments }: { db: Db; shipments: Pick<ShipmentsOf, 'holding' | 'settled'> },
  id: number,
  onChanged?: OrderWriteHook,
) {
  return lockedWrite(
    db,
    id,
    async (tx, order) => {
      // The marketplace collects its order's money and settles with the shop (DESIGN §16): not ours to mark.
      if (isMarketplaceSource(order.source))
        throw new ConflictError(MARKETPLACE_MESSAGES.paidByMarketplace(order.source));
      if (SETTLED_PAYMENT_STATUSES.includes(order.paymentStatus)) throw new ConflictError(ADMIN_MESSAGES.alreadyPaid);
      if (RELEASED_STATUSES.includes(order.status)) throw new ConflictError(ADMIN_MESSAGES.notPayable);
      // Its money is the customer's account's: a payment there pays it (DESIGN §17), kept on the account's ledger.
      if (order.paymentMethod === 'on_account') throw new ConflictError(RECEIVABLE_MESSAGES.markPaidOnAccount);
      const shipment = await shipments.holding(tx, id);
      if (shipment && shipment.codAmount > 0) throw new ConflictError(ORDER_MESSAGES.codLive(shipment.codAmount));
      const paid = await setPaidByHand(tx, id, order.finalTotal);
      await shipments.settled(tx, id);
      await notifyOrder(tx, paid, 'paid');
      await queueInvoiceIfDue(tx, id);
      return paid;
    },
    onChanged,
  );
}

/** What a carrier's COD transfer did to its order: paid it, or found it paid already, or cancelled or returned. */
export type CodTransferResult = 'paid' | 'already_paid' | 'released';

/**
 * A carrier transferred the order's COD (DESIGN §11), inside the caller's transaction (the carriers', who clear the
 * shipment's own flags): paid, received by the shop. No mail or Zalo to the shopper: they paid the shipper days
 * before, this is the shop's news (its COD pages); the e-invoice may fall due now. A cancelled, returned or already
 * paid order is left as it is (the caller flags it).
 */
export async function markCodTransferred(tx: Tx, id: number): Promise<CodTransferResult> {
  const order = await repo.lockOrder(tx, id);
  if (!order || RELEASED_STATUSES.includes(order.status)) return 'released';
  if (SETTLED_PAYMENT_STATUSES.includes(order.paymentStatus)) return 'already_paid';
  await setPaidByHand(tx, id, order.finalTotal);
  await queueInvoiceIfDue(tx, id);
  return 'paid';
}
