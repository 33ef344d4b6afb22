// The COD money on the carriers' shipments (DESIGN §11): what the carriers hold, the statement's lines, a mismatch's
// flag, and the dashboard's figures.
import type { Carrier } from '@shop/domain/carrier.schemas';
import type { CodStats } from '@shop/domain/cod.schemas';
import { and, asc, eq, gt, gte, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { carrierShipments } from '../../db/schema/carriers';
import type { ShipmentRow } from './shipments.repo';

/** Delivered with money to collect and not transferred: what the carriers hold (a prepaid parcel holds nothing). */
const held = and(
  eq(carrierShipments.status, 'delivered'),
  gt(carrierShipments.codAmount, 0),
  isNull(carrierShipments.codTransferredAt),
);

/** The order's shipment at `carrier` with COD to collect (not cancelled), locked: a statement's line. */
export async function lockCodShipment(tx: Tx, orderId: number, carrier: Carrier): Promise<ShipmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(carrierShipments)
    .where(
      and(
        eq(carrierShipments.orderId, orderId),
        eq(carrierShipments.carrier, carrier),
        ne(carrierShipments.status, 'cancelled'),
        gt(carrierShipments.codAmount, 0),
      ),
    )
    .for('update');
  return row;
}

/** Every shipment whose COD a carrier holds, the longest held first. */
export function listHeldCod(db: DbOrTx): Promise<ShipmentRow[]> {
  return db.select().from(carrierShipments).where(held).orderBy(asc(carrierShipments.updatedAt));
}

/** What carriers hold now, apart from the COD the shop received between `start` and `end`. */
export async function codStats(db: DbOrTx, start: Date, end: Date): Promise<CodStats> {
  const sum = sql<number>`coalesce(sum(${carrierShipments.codAmount}), 0)::bigint`;
  const [now] = await db
    .select({ amount: sum, n: sql<number>`count(*)::int` })
    .from(carrierShipments)
    .where(held);
  const [received] = await db
    .select({ amount: sum })
    .from(carrierShipments)
    .where(
      and(
        isNotNull(carrierShipments.codTransferredAt),
        gte(carrierShipments.codTransferredAt, start),
        lt(carrierShipments.codTransferredAt, end),
      ),
    );
  return {
    in_transit: Number(now?.amount ?? 0),
    in_transit_orders: now?.n ?? 0,
    received: Number(received?.amount ?? 0),
  };
}

/**
 * The order is settled (its COD transferred, or staff recorded the payment): a COD statement's earlier disagreement
 * needs no one any more, so its flag on the delivered shipment goes. A lost parcel's flag (status 'lost') stays.
 */
export async function clearCodMismatch(tx: DbOrTx, orderId: number): Promise<void> {
  await tx
    .update(carrierShipments)
    .set({ flagged: false, flagReason: null, updatedAt: new Date() })
    .where(
      and(
        eq(carrierShipments.orderId, orderId),
        eq(carrierShipments.status, 'delivered'),
        eq(carrierShipments.flagged, true),
      ),
    );
}
