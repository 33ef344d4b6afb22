// The carrier shipments an order's answers show (DESIGN §11): the shopper's order page and /tracking get carrier, code
// and events; the desk also gets the fee, the COD and where that money is. The carriers module writes them.
import { CARRIER_NAMES, type Carrier, type PublicShipment, type Shipment } from '@shop/domain/carrier.schemas';
import type { CodStats } from '@shop/domain/cod.schemas';
import {
  LIVE_SHIPMENT_STATUSES,
  SHIPMENT_STATUSES,
  SHIPMENT_STATUS_LABELS,
  type ShipmentStatus,
  codStatusFor,
} from '@shop/domain/carrier.rules';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { carrierShipmentEvents, carrierShipments } from '../../db/schema/index';

export type ShipmentRow = typeof carrierShipments.$inferSelect;
export type ShipmentEventRow = typeof carrierShipmentEvents.$inferSelect;

const statusOf = (s: string): ShipmentStatus =>
  (SHIPMENT_STATUSES as readonly string[]).includes(s) ? (s as ShipmentStatus) : 'created';

/** The desk's shipment from its row and events (oldest first). */
export function shapeShipment(row: ShipmentRow, events: ShipmentEventRow[]): Shipment {
  const status = statusOf(row.status);
  const carrier = row.carrier as Carrier;
  return {
    carrier,
    carrier_name: CARRIER_NAMES[carrier] ?? row.carrier,
    code: row.code ?? '',
    status,
    status_display: SHIPMENT_STATUS_LABELS[status],
    expected_delivery_at: row.expectedDeliveryAt?.toISOString() ?? null,
    events: events.map((e) => {
      const s = statusOf(e.status);
      return {
        status: s,
        status_display: SHIPMENT_STATUS_LABELS[s],
        carrier_status: e.carrierStatus,
        at: e.at.toISOString(),
        reason: e.reason,
      };
    }),
    fee: row.fee,
    cod_amount: row.codAmount,
    cod_status: codStatusFor(row.codAmount, status, row.codTransferredAt !== null),
    cod_transferred_at: row.codTransferredAt?.toISOString() ?? null,
    weight_grams: row.weightGrams,
    flagged: row.flagged,
    flag_reason: row.flagReason,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the shopper sees of it: a step the carrier reported in several words ('ready_to_pick', 'picking') once. */
export function publicShipment(s: Shipment): PublicShipment {
  const { carrier, carrier_name, code, status, status_display, expected_delivery_at } = s;
  const events = s.events.filter((e, i) => i === 0 || e.status !== s.events[i - 1]!.status);
  return { carrier, carrier_name, code, status, status_display, expected_delivery_at, events };
}

/**
 * Each order's shipment: the live one, else the latest cancelled one; one being created (no carrier code yet) is
 * not shown.
 */
export async function shipmentsOf(db: DbOrTx, orderIds: number[]): Promise<Map<number, Shipment>> {
  const out = new Map<number, Shipment>();
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
  const ids = [...chosen.values()].map((r) => r.id);
  const events = await db
    .select()
    .from(carrierShipmentEvents)
    .where(inArray(carrierShipmentEvents.shipmentId, ids))
    .orderBy(asc(carrierShipmentEvents.at), asc(carrierShipmentEvents.id));
  for (const [orderId, row] of chosen) {
    out.set(
      orderId,
      shapeShipment(
        row,
        events.filter((e) => e.shipmentId === row.id),
      ),
    );
  }
  return out;
}

/**
 * The dashboard's COD (DESIGN §11): what carriers hold now (delivered with money to collect, not transferred; a
 * prepaid order's parcel holds nothing) apart from the COD the shop received between `start` and `end`.
 */
export async function codStats(db: DbOrTx, start: Date, end: Date): Promise<CodStats> {
  const sum = sql<number>`coalesce(sum(${carrierShipments.codAmount}), 0)::bigint`;
  const [held] = await db
    .select({ amount: sum, n: sql<number>`count(*)::int` })
    .from(carrierShipments)
    .where(
      and(
        eq(carrierShipments.status, 'delivered'),
        gt(carrierShipments.codAmount, 0),
        isNull(carrierShipments.codTransferredAt),
      ),
    );
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
    in_transit: Number(held?.amount ?? 0),
    in_transit_orders: held?.n ?? 0,
    received: Number(received?.amount ?? 0),
  };
}

/** The shipments that hold an order still: one being created (the carrier may have made it) or not over yet. */
const HOLDING_STATUSES = ['creating', ...LIVE_SHIPMENT_STATUSES];

/**
 * The order's shipment at a carrier that is not over, or one being created (its status and COD), else undefined:
 * edits, a cancel and a payment by hand wait for it.
 */
export async function liveShipmentOf(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ status: carrierShipments.status, codAmount: carrierShipments.codAmount })
    .from(carrierShipments)
    .where(and(eq(carrierShipments.orderId, orderId), inArray(carrierShipments.status, HOLDING_STATUSES)))
    .limit(1);
  return row;
}

/** Whether the order has a shipment at a carrier that is not over (or one being created): staff edits wait for it. */
export async function hasLiveShipment(db: DbOrTx, orderId: number): Promise<boolean> {
  return (await liveShipmentOf(db, orderId)) !== undefined;
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
