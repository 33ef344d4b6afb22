// What other areas ask of the orders' tables, each handed to them through orders.service (areas.ts): the variants
// order lines name (the catalogue keeps such a variant when staff remove it), and a customer's delivery addresses
// and newest orders (the back office's customer page).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';

/** Of these variants, those some order line names. */
export async function orderedVariantIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: orderItems.variantId })
    .from(orderItems)
    .where(inArray(orderItems.variantId, ids));
  return new Set(rows.map((r) => r.id!));
}

/** The customer's delivery addresses from their orders, the most recently used first, each once. */
export async function customerOrderAddresses(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      shipping_address: orders.shippingAddress,
      ward: orders.ward,
      district: orders.district,
      city: orders.city,
      phone_number: orders.phoneNumber,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), sql`${orders.shippingAddress} <> ''`))
    .groupBy(orders.shippingAddress, orders.ward, orders.district, orders.city, orders.phoneNumber)
    .orderBy(sql`max(${orders.createdAt}) DESC`)
    .limit(limit);
}

/** The customer's newest orders with the units each holds. */
export async function customerRecentOrders(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      source: orders.source,
      finalTotal: orders.finalTotal,
      createdAt: orders.createdAt,
      itemCount:
        sql<number>`(SELECT coalesce(sum(${orderItems.quantity}), 0) FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id})`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
