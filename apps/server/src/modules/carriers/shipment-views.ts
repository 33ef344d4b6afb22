// The shipments as answers show them (DESIGN §11), and what the orders area reads of them: the carriers' side of its
// ShipmentsOf port, which app.ts hands to orders (orders may not import carriers, who use orders).
import { CARRIER_NAMES, type Carrier, type Shipment } from '@shop/domain/carrier.schemas';
import {
  SHIPMENT_STATUSES,
  SHIPMENT_STATUS_LABELS,
  type ShipmentStatus,
  codStatusFor,
} from '@shop/domain/carrier.rules';
import type { DbOrTx } from '../../db/client';
import type { ShipmentsOf } from '../orders/orders.service';
import { clearCodMismatch, codStats } from './cod.repo';
import { findHoldingShipment, listShownShipments, shipmentAttention } from './order-shipments.repo';
import type { ShipmentEventRow, ShipmentRow } from './shipments.repo';

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

/** Each order's shipment: the live one, else the latest cancelled one; one being created is not shown. */
export async function shipmentsOf(db: DbOrTx, orderIds: number[]): Promise<Map<number, Shipment>> {
  const shown = await listShownShipments(db, orderIds);
  return new Map([...shown].map(([orderId, { row, events }]) => [orderId, shapeShipment(row, events)]));
}

/** The orders area's ShipmentsOf, over the carriers' tables; each read joins the caller's transaction. */
export const shipmentsForOrders: ShipmentsOf = {
  shown: shipmentsOf,
  holding: findHoldingShipment,
  settled: clearCodMismatch,
  codStats,
  attention: shipmentAttention,
};
