// What the orders area reads of the carriers' shipments, by order (its ShipmentsOf port, shipment-views.ts): the
// shipment an order shows, the one that holds it, and the desk's attention conditions as SQL over carrier_shipments,
// which the orders' queries embed so that each stays one query.
import { LIVE_SHIPMENT_STATUSES } from '@shop/domain/carrier.rules';
import { type SQL, type SQLWrapper, and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { carrierShipmentEvents, carrierShipments } from '../../db/schema/carriers';
import type { ShipmentAttention } from '../orders/orders.service';
import type { ShipmentEventRow, ShipmentRow } from './shipments.repo';

/**
 * Each order's shipment with its events (oldest first): the live one, else the latest cancelled one; one being
 * created (no carrier code yet) is not shown.
 */
export async function listShownShipments(
  db: DbOrTx,
  orderIds: number[],
): Promise<Map<number, { row: ShipmentRow; events: ShipmentEventRow[] }>> {
  const out = new Map<number, { row: ShipmentRow; events: ShipmentEventRow[] }>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .select()
    .from(carrierShipments)
    .where(and(inArray(carrierShipments.orderId, orderIds), ne(carrierShipments.status, 'creating')))
    .orderBy(desc(carrierShipments.id));
  const chosen = new Map<number, ShipmentRow>();
  for (const r of rows) {
    const had = chosen.get(r.orderId);
    if (!had || (had.status === 'cancelled' && r.status !== 'cancelled')) chosen.set(r.orderId, r);
  }
  if (chosen.size === 0) return out;
  const events = await db
    .select()
    .from(carrierShipmentEvents)
    .where(
      inArray(
        carrierShipmentEvents.shipmentId,
        [...chosen.values()].map((r) => r.id),
      ),
    )
    .orderBy(asc(carrierShipmentEvents.at), asc(carrierShipmentEvents.id));
  for (const [orderId, row] of chosen) out.set(orderId, { row, events: events.filter((e) => e.shipmentId === row.id) });
  return out;
}

/** The shipments that hold an order still: one being created (the carrier may have made it) or not over yet. */
const HOLDING_STATUSES = ['creating', ...LIVE_SHIPMENT_STATUSES];

/** The order's shipment at a carrier that is not over, or one being created (its status and COD), else undefined. */
export async function findHoldingShipment(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ status: carrierShipments.status, codAmount: carrierShipments.codAmount })
    .from(carrierShipments)
    .where(and(eq(carrierShipments.orderId, orderId), inArray(carrierShipments.status, HOLDING_STATUSES)))
    .limit(1);
  return row;
}

const s = carrierShipments;
/** A shipment the carrier has (a row still being created, or cancelled, is not one). */
const atCarrier = sql`${s.status} NOT IN ('creating', 'cancelled')`;

/** The desk's attention conditions over carrier_shipments (orders/order-attention.ts embeds them). */
export const shipmentAttention: ShipmentAttention = {
  /** `EXISTS`: the order (`orderId`, an outer query's column) has a shipment at a carrier. */
  atCarrier: (orderId: SQLWrapper): SQL =>
    sql`EXISTS (SELECT 1 FROM ${s} WHERE ${s.orderId} = ${orderId} AND ${atCarrier})`,
  /** The ids of the orders whose parcel waits for the carrier's pick-up. */
  awaitingPickup: sql`SELECT ${s.orderId} FROM ${s} WHERE ${s.status} = 'created'`,
  /**
   * The ids of the orders whose COD statement disagreed, until the money arrives (a settled order's flag is
   * cleared: cod.repo.ts clearCodMismatch).
   */
  codMismatch: sql`SELECT ${s.orderId} FROM ${s}
    WHERE ${s.flagged} AND ${s.status} = 'delivered' AND ${s.codAmount} > 0 AND ${s.codTransferredAt} IS NULL`,
  /** `EXISTS`: the order's shipment at a carrier costs more than `fee` (the order's charged fee, a column). */
  feeOver: (orderId: SQLWrapper, fee: SQLWrapper): SQL =>
    sql`EXISTS (SELECT 1 FROM ${s} WHERE ${s.orderId} = ${orderId} AND ${atCarrier} AND ${s.fee} > ${fee})`,
};
