// The 'creating' row of a shipment (DESIGN §11), written before the carrier is called so that a crash or a lost
// answer is found again. One try at a time holds it: the claim is the row's `updated_at`, held for `claimMs`; a try
// that finds it held (a double click, another instance) is a 409, and only the holder may remove it or give it back.
import type { Carrier, CreateShipmentRequest, ShipmentDraft } from '@shop/domain/carrier.schemas';
import { codAmountFor } from '@shop/domain/carrier.rules';
import { MARKETPLACE_MESSAGES } from '@shop/domain/marketplace.rules';
import { isMarketplaceSource } from '@shop/domain/order-source';
import type { Db } from '../../db/client';
import { ConflictError, NotFoundError } from '../../http/errors';
import { type OrderRow, lockOrder } from '../orders/orders.service';
import { SHIPMENT_MESSAGES as M } from './shipment-messages';
import * as repo from './shipments.repo';

const SHIPPABLE: readonly string[] = ['processing', 'accounting_processing'];

export function createShipmentClaims({ db, claimMs }: { db: Db; claimMs: number }) {
  /** Our id for the order's n-th shipment: the order id, then `{id}-2`, `{id}-3` after cancels. */
  const clientCodeFor = (orderId: number, earlier: number) =>
    earlier === 0 ? String(orderId) : `${orderId}-${earlier + 1}`;

  /** What a try sends: the parcel staff confirmed (else the draft's) and the COD the order still owes, as it is now. */
  const parcelOf = (order: OrderRow, body: CreateShipmentRequest, d: ShipmentDraft) => ({
    codAmount: codAmountFor(order),
    weightGrams: body.weight_grams ?? d.weight_grams,
    lengthCm: body.length_cm ?? d.length_cm,
    widthCm: body.width_cm ?? d.width_cm,
    heightCm: body.height_cm ?? d.height_cm,
    requiredNote: body.required_note ?? d.required_note,
    note: body.note ?? '',
  });

  /**
   * Locks the order, checks it may ship (a marketplace's never does), and claims its 'creating' row: a new one, or one
   * a lost answer or a crash left (its carrier order is then looked up by our id before another is made), with the
   * COD and parcel of now.
   */
  async function claim(orderId: number, body: CreateShipmentRequest, d: ShipmentDraft) {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new NotFoundError('Không tìm thấy đơn hàng.');
      // The marketplace's own logistics ship its orders (DESIGN §16).
      if (isMarketplaceSource(order.source))
        throw new ConflictError(MARKETPLACE_MESSAGES.shippedByMarketplace(order.source));
      if (!SHIPPABLE.includes(order.status)) throw new ConflictError(M.notShippable);
      if (order.deliveryMethod === 'pickup') throw new ConflictError(M.pickupNotShippable);
      const live = await repo.findCurrentShipment(tx, orderId);
      if (live && live.status !== 'creating') throw new ConflictError(M.hasShipment);
      if (live && live.carrier !== body.carrier) throw new ConflictError(M.creatingElsewhere(live.carrier as Carrier));
      if (live && live.updatedAt.getTime() > Date.now() - claimMs) throw new ConflictError(M.creatingNow);
      const values = { ...parcelOf(order, body, d), updatedAt: new Date() };
      if (live) return { order, row: await repo.updateShipment(tx, live.id, values) };
      const earlier = await repo.countShipmentsOf(tx, orderId);
      const row = await repo.insertShipment(tx, {
        orderId,
        carrier: body.carrier,
        clientCode: clientCodeFor(orderId, earlier),
        ...values,
      });
      return { order, row };
    });
  }

  return {
    claim,
    /** Gives the claim back at once (an outage): the next try may claim it without waiting. */
    async release(row: repo.ShipmentRow) {
      await repo.moveClaim(db, row, new Date(row.updatedAt.getTime() - claimMs));
    },
    /** Removes the row (the carrier refused: nothing was made), if it is still this try's. */
    async drop(row: repo.ShipmentRow) {
      await repo.dropClaim(db, row);
    },
  };
}
