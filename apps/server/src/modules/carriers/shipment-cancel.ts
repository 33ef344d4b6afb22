// Cancelling a shipment at its carrier (DESIGN §11): only before pick-up (409 after, or when the carrier refuses).
// Staff cancelling an order cancel its live shipment here first: an order cancelled with its parcel still live would
// be picked up and delivered, its COD collected for an order that is no more. Made before the orders area (the
// order desk's cancel calls it), from the carriers' providers alone.
import type { Carrier } from '@shop/domain/carrier.schemas';
import type { Db } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import { recordShipment } from '../orders/orders.service';
import { type CarrierProvider, CarrierRefusal } from './carrier-provider';
import { CarrierError, SHIPMENT_MESSAGES as M } from './shipment-messages';
import { type ShipmentRow, findCurrentShipment, markCancelled } from './shipments.repo';

export function createShipmentCancel({
  db,
  providers,
  audit,
}: {
  db: Db;
  providers: Map<Carrier, CarrierProvider>;
  audit: AuditService;
}) {
  /** Cancelled at the carrier, then kept: the row, its event, the order's carrier and code cleared, the audit row. */
  async function cancelAtCarrier(staff: StaffContext, row: ShipmentRow & { code: string }) {
    const carrier = row.carrier as Carrier;
    const provider = providers.get(carrier);
    if (!provider) throw new BadRequestError(M.carrierOff(carrier), { carrier: [M.carrierOff(carrier)] });
    try {
      await provider.cancel(row.code);
    } catch (err) {
      if (err instanceof CarrierRefusal) throw new ConflictError(M.cancelRefused(carrier, err.reason));
      throw new CarrierError(M.unavailable(carrier));
    }
    await db.transaction(async (tx) => {
      await markCancelled(tx, row.id);
      await recordShipment(tx, row.orderId, null);
      await audit.record(tx, staff, {
        action: 'order.shipment_cancel',
        targetType: 'order',
        targetId: row.orderId,
        before: { carrier, code: row.code },
        after: null,
      });
    });
  }

  return {
    /** `DELETE /api/admin/orders/{id}/shipment/`: 404 without a shipment, 409 once picked up. */
    async cancel(staff: StaffContext, orderId: number): Promise<void> {
      const row = await findCurrentShipment(db, orderId);
      if (!row?.code) throw new NotFoundError(M.noShipment);
      if (row.status !== 'created') throw new ConflictError(M.cancelTooLate);
      await cancelAtCarrier(staff, { ...row, code: row.code });
    },

    /**
     * Before staff cancel the order: its shipment waiting for pick-up is cancelled at the carrier; one being created
     * or already picked up is a 409 (the order stays); a shipment over (delivered, returned, lost) or none: nothing.
     */
    async beforeOrderCancel(staff: StaffContext, orderId: number): Promise<void> {
      const row = await findCurrentShipment(db, orderId);
      if (!row || ['delivered', 'returned', 'lost'].includes(row.status)) return;
      if (row.status === 'creating' || !row.code) throw new ConflictError(M.orderCancelCreating);
      if (row.status !== 'created') throw new ConflictError(M.orderCancelTooLate);
      await cancelAtCarrier(staff, { ...row, code: row.code });
    },
  };
}

export type ShipmentCancel = ReturnType<typeof createShipmentCancel>;
