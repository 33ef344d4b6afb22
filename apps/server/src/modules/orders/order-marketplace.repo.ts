// A marketplace order's row (DESIGN §16): found by its marketplace id under a lock, inserted once however many reads
// of it race (the unique (source, marketplace_order_id) index decides), and stamped with each newer read.
import type { MarketplaceChannel } from '@shop/domain/order-source';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { type NewOrder, type OrderRow, orderSearchText, randomOrderId } from './orders.repo';

/** The order of this marketplace id, locked until the transaction ends; undefined when there is none yet. */
export async function lockMarketplaceOrder(
  tx: Tx,
  source: MarketplaceChannel,
  marketplaceOrderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.source, source), eq(orders.marketplaceOrderId, marketplaceOrderId)))
    .for('update');
  return row;
}

/** The desk's search finds a marketplace order by its marketplace id too (Shopee's order_sn, TikTok's id). */
const searchName = (v: { recipientName?: string | undefined; marketplaceOrderId: string }) =>
  `${v.recipientName ?? ''} ${v.marketplaceOrderId}`;

/**
 * Inserts the order under a random 8-digit id, or answers the row another transaction inserted for the same marketplace
 * id first (this one waited for it to commit, then locks it). ON CONFLICT DO NOTHING on any key keeps the transaction
 * usable after either collision; an id collision draws again.
 */
export async function insertMarketplaceOrder(
  tx: Tx,
  values: NewOrder & { source: MarketplaceChannel; marketplaceOrderId: string },
): Promise<{ row: OrderRow; created: boolean }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const id = randomOrderId();
    const [row] = await tx
      .insert(orders)
      .values({ ...values, id, searchText: orderSearchText({ ...values, id, recipientName: searchName(values) }) })
      .onConflictDoNothing()
      .returning();
    if (row) return { row, created: true };
    const first = await lockMarketplaceOrder(tx, values.source, values.marketplaceOrderId);
    if (first) return { row: first, created: false };
  }
  throw new Error('could not find a free order id');
}

/** The marketplace's status and update time as last read, and its tracking once it has one. */
export async function stampMarketplaceRead(
  tx: Tx,
  id: number,
  read: { status: string; updatedAt: Date; tracking: { number: string; carrier: string } | null },
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({
      marketplaceStatus: read.status,
      marketplaceUpdatedAt: read.updatedAt,
      ...(read.tracking ? { trackingNumber: read.tracking.number, shippingCompany: read.tracking.carrier } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}
