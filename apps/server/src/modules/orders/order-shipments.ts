// What orders need of the carriers' shipments (DESIGN §11): the shipment an order's answers show, the one that holds
// it (edits, a cancel and a payment by hand wait for it), and the desk's attention conditions. The carriers area
// implements this port and owns their tables; it uses orders (status changes), so orders never import it back.
import type { CodStats } from '@shop/domain/cod.schemas';
import type { PublicShipment, Shipment } from '@shop/domain/carrier.schemas';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';

/** The desk's attention conditions over the shipments, as SQL the orders' queries embed (one query each). */
export interface ShipmentAttention {
  /** `EXISTS`: the order (`orderId`, the outer query's column) has a shipment at a carrier. */
  atCarrier(orderId: SQLWrapper): SQL;
  /** A subquery of the ids of the orders whose parcel waits for the carrier's pick-up. */
  awaitingPickup: SQL;
  /** A subquery of the ids of the orders whose COD statement disagreed, until the money arrives. */
  codMismatch: SQL;
  /** `EXISTS`: the order's shipment at a carrier costs more than `fee` (the order's charged fee). */
  feeOver(orderId: SQLWrapper, fee: SQLWrapper): SQL;
}

export interface ShipmentsOf {
  /** Each order's shipment: the live one, else the latest cancelled one; one being created is not shown. */
  shown(db: DbOrTx, orderIds: number[]): Promise<Map<number, Shipment>>;
  /** The order's shipment at a carrier that is not over, or one being created (its status and COD), else undefined. */
  holding(db: DbOrTx, orderId: number): Promise<{ status: string; codAmount: number } | undefined>;
  /**
   * The order is settled (staff recorded the payment), in the caller's transaction: a COD statement's earlier
   * disagreement on its delivered shipment needs no one any more.
   */
  settled(tx: Tx, orderId: number): Promise<void>;
  /** The dashboard's COD: what carriers hold now, and what the shop received in [start, end). */
  codStats(db: DbOrTx, start: Date, end: Date): Promise<CodStats>;
  attention: ShipmentAttention;
}

/** What the shopper sees of it: a step the carrier reported in several words ('ready_to_pick', 'picking') once. */
export function publicShipment(s: Shipment): PublicShipment {
  const { carrier, carrier_name, code, status, status_display, expected_delivery_at } = s;
  const events = s.events.filter((e, i) => i === 0 || e.status !== s.events[i - 1]!.status);
  return { carrier, carrier_name, code, status, status_display, expected_delivery_at, events };
}
