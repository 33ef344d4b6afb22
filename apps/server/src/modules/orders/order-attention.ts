// What an order waits for staff on (the dashboard's "Việc cần làm"), one SQL condition each: the desk filters with it
// (`?attention=`) and the dashboard counts with it, so a count and the list its link opens always agree. Each is a
// predicate on `orders` that starts from the small side (failed invoices, failed jobs, shipments) where it can; the
// other areas' parts are their owners' SQL (the carriers' through the ShipmentsOf port), embedded: one query each.
import type { OrderAttention, TodoCounts } from '@shop/domain/owner-day.schemas';
import { ORDER_ATTENTIONS } from '@shop/domain/owner-day.schemas';
import { type SQL, count, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderStatusHistory, orders } from '../../db/schema/orders';
import { failedJobRefs } from '../../lib/job-queue';
import { failedInvoiceOrderIds } from '../invoices/invoices.service';
import { ORDER_NOTICE_KINDS } from '../notifications/notifications.service';
import { countedSince } from '../stock/stock.service';
import type { ShipmentAttention } from './order-shipments';

export type AttentionConditions = Record<OrderAttention, SQL>;

/** A failed notice of the order (a mail, a Zalo message: any channel's) that no later send of the same event replaced. */
const failedMessages = sql`SELECT split_part(f.ref, ':', 2)::int
  FROM (${failedJobRefs([...ORDER_NOTICE_KINDS])}) f`;

/** When the order last became ready at its pickup store (its latest such status change). */
const readySince = sql`(SELECT max(h.at) FROM ${orderStatusHistory} h
  WHERE h.order_id = ${orders.id} AND h.status = 'ready_for_pickup' AND h.kind = 'status')`;

/** `pickupHoldDays`: how long a pickup waits at its store before it is overdue (PICKUP_HOLD_DAYS, DESIGN §15). */
export function attentionConditions(shipments: ShipmentAttention, pickupHoldDays: number): AttentionConditions {
  const confirmed = sql`${orders.status} IN ('accounting_processing', 'processing')`;
  return {
    // A cash or on-account order, or one paid online: nothing else to wait for before staff confirm it.
    to_confirm: sql`${orders.status} = 'pending' AND (${orders.paymentMethod} IN ('cash', 'on_account') OR ${orders.paymentStatus} = 'paid')`,
    // Confirmed, shipped (not a counter sale, not a pickup), and no carrier has it yet.
    to_ship: sql`${confirmed} AND ${orders.source} <> 'store' AND ${orders.deliveryMethod} = 'ship'
      AND NOT ${shipments.atCarrier(orders.id)}`,
    // Confirmed, to collect at a store: staff put it aside and tell the shopper it is ready.
    pickup_to_prepare: sql`${confirmed} AND ${orders.deliveryMethod} = 'pickup'`,
    // Ready at its store for longer than the shop holds a pickup.
    pickup_overdue: sql`${orders.status} = 'ready_for_pickup'
      AND ${readySince} < now() - (${pickupHoldDays} * interval '1 day')`,
    awaiting_pickup: sql`${orders.id} IN (${shipments.awaitingPickup})`,
    invoice_failed: sql`${orders.id} IN (${failedInvoiceOrderIds})`,
    // `jobs.ref` is `order:<id>`.
    message_failed: sql`${orders.id} IN (${failedMessages})`,
    // A statement that disagreed, until the money arrives (a settled order's flag is cleared).
    cod_mismatch: sql`${orders.id} IN (${shipments.codMismatch})`,
    // The order charged a fee and the carrier's is higher (the quote was off). A fee of 0 is the shop's choice (free
    // delivery, or the carrier collecting its fee from the buyer), not a loss to flag.
    carrier_fee_over: sql`${orders.shippingFee} > 0 AND ${shipments.feeOver(orders.id, orders.shippingFee)}`,
    // A counter sale recorded while its location lacked units (made offline, DESIGN §15), until that location is
    // counted; found through the source index (counter sales are a small share of the orders).
    stock_short: sql`${orders.source} = 'store' AND ${orders.stockShort}
      AND NOT ${countedSince(orders.fulfilmentLocationId, orders.createdAt)}`,
  };
}

/** `GET /api/admin/dashboard/todo/`: the orders under each condition. */
export async function countAttention(db: DbOrTx, conditions: AttentionConditions): Promise<TodoCounts> {
  const counts = await Promise.all(
    ORDER_ATTENTIONS.map(async (a) => {
      const [row] = await db.select({ n: count() }).from(orders).where(conditions[a]);
      return [a, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as TodoCounts;
}
