// What an order waits for staff on (the dashboard's "Việc cần làm"), one SQL condition each: the desk filters with it
// (`?attention=`) and the dashboard counts with it, so a count and the list its link opens always agree. Each is a
// predicate on `orders` that starts from the small side (failed invoices, failed jobs, shipments) where it can.
import type { OrderAttention, TodoCounts } from '@shop/domain/owner-day.schemas';
import { ORDER_ATTENTIONS } from '@shop/domain/owner-day.schemas';
import { type SQL, count, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { carrierShipments, jobs, orderInvoices, orders } from '../../db/schema/index';
import { ORDER_NOTICE_KINDS } from '../notifications/notifications.service';

const s = carrierShipments;
/** A shipment the carrier has (a row still being created, or cancelled, is not one). */
const atCarrier = sql`${s.status} NOT IN ('creating', 'cancelled')`;

/**
 * A failed notice of the order (a mail, a Zalo message: any channel's) that no later send of the same event (a staff
 * resend) has replaced. `jobs.ref` is `order:<id>`.
 */
const failedMessages = sql`
  SELECT split_part(j.ref, ':', 2)::int FROM ${jobs} j
  WHERE j.kind IN (${sql.join(
    ORDER_NOTICE_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  )}) AND j.status = 'failed'
    AND NOT EXISTS (
      SELECT 1 FROM ${jobs} k
      WHERE k.ref = j.ref AND k.kind = j.kind AND k.id > j.id AND k.status <> 'failed'
        AND k.payload->>'event' IS NOT DISTINCT FROM j.payload->>'event'
    )`;

export const ATTENTION_CONDITIONS: Record<OrderAttention, SQL> = {
  // A cash order, or one paid online: nothing else to wait for before staff confirm it.
  to_confirm: sql`${orders.status} = 'pending' AND (${orders.paymentMethod} = 'cash' OR ${orders.paymentStatus} = 'paid')`,
  // Confirmed, not a counter sale, and no carrier has it yet.
  to_ship: sql`${orders.status} IN ('accounting_processing', 'processing') AND ${orders.source} <> 'store'
    AND NOT EXISTS (SELECT 1 FROM ${s} WHERE ${s.orderId} = ${orders.id} AND ${atCarrier})`,
  awaiting_pickup: sql`${orders.id} IN (SELECT ${s.orderId} FROM ${s} WHERE ${s.status} = 'created')`,
  invoice_failed: sql`${orders.id} IN (SELECT ${orderInvoices.orderId} FROM ${orderInvoices} WHERE ${orderInvoices.status} = 'failed')`,
  message_failed: sql`${orders.id} IN (${failedMessages})`,
  // A statement that disagreed, until the money arrives (a settled order's flag is cleared: clearCodMismatch).
  cod_mismatch: sql`${orders.id} IN (SELECT ${s.orderId} FROM ${s}
    WHERE ${s.flagged} AND ${s.status} = 'delivered' AND ${s.codAmount} > 0 AND ${s.codTransferredAt} IS NULL)`,
  // The order charged a fee and the carrier's is higher (the quote was off). A fee of 0 is the shop's choice (free
  // delivery, or the carrier collecting its fee from the buyer), not a loss to flag.
  carrier_fee_over: sql`${orders.shippingFee} > 0 AND EXISTS (SELECT 1 FROM ${s}
    WHERE ${s.orderId} = ${orders.id} AND ${atCarrier} AND ${s.fee} > ${orders.shippingFee})`,
};

/** `GET /api/admin/dashboard/todo/`: the orders under each condition. */
export async function countAttention(db: DbOrTx): Promise<TodoCounts> {
  const counts = await Promise.all(
    ORDER_ATTENTIONS.map(async (a) => {
      const [row] = await db.select({ n: count() }).from(orders).where(ATTENTION_CONDITIONS[a]);
      return [a, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as TodoCounts;
}
