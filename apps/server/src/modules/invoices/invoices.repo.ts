// The invoices area's table: order_invoices, an order's VAT invoice request and its e-invoice at the provider.
import type { InvoiceRequest } from '@shop/domain/invoice.schemas';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { orderInvoices } from '../../db/schema/invoices';

export type InvoiceRow = typeof orderInvoices.$inferSelect;

/** The INSERT of the shopper's request, not yet sent (it goes with the order's items). */
export function requestInsert(tx: Tx, orderId: number, userId: number, r: InvoiceRequest) {
  return tx.insert(orderInvoices).values({
    orderId,
    userId,
    companyName: r.company_name,
    taxCode: r.tax_code,
    address: r.address,
    email: r.email,
  });
}

/** A subquery of the ids of the orders whose e-invoice failed (the desk's attention filter embeds it). */
export const failedInvoiceOrderIds = sql`SELECT ${orderInvoices.orderId} FROM ${orderInvoices}
  WHERE ${orderInvoices.status} = 'failed'`;

export async function invoicesOf(db: DbOrTx, orderIds: number[]): Promise<Map<number, InvoiceRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(orderInvoices).where(inArray(orderInvoices.orderId, orderIds));
  return new Map(rows.map((r) => [r.orderId, r]));
}

/** The invoice row of the order, made (empty: the shopper's own invoice) when missing, and locked. */
export async function lockInvoice(tx: Tx, orderId: number): Promise<InvoiceRow> {
  await tx.insert(orderInvoices).values({ orderId }).onConflictDoNothing({ target: orderInvoices.orderId });
  const [row] = await tx.select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId)).for('update');
  return row!;
}

export async function findInvoice(db: DbOrTx, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId));
  return row;
}

type InvoiceUpdate = Partial<Omit<typeof orderInvoices.$inferInsert, 'orderId'>>;

export async function updateInvoice(db: DbOrTx, orderId: number, values: InvoiceUpdate): Promise<InvoiceRow> {
  const [row] = await db
    .update(orderInvoices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orderInvoices.orderId, orderId))
    .returning();
  return row!;
}

/** The shopper's most recent request (checkout's prefill), from orders they placed. */
export async function lastRequestOf(db: DbOrTx, userId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(orderInvoices)
    .where(and(eq(orderInvoices.userId, userId), isNotNull(orderInvoices.taxCode)))
    .orderBy(desc(orderInvoices.updatedAt))
    .limit(1);
  return row;
}

/** Marks the order returned; its invoice, if issued, then needs an adjustment. */
export async function markReturned(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(orderInvoices)
    .set({ returnedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orderInvoices.orderId, orderId));
}

/** Issued invoices of returned orders, most recently returned first. */
export async function listAdjustments(db: DbOrTx, limit: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(orderInvoices)
    .where(and(eq(orderInvoices.status, 'issued'), isNotNull(orderInvoices.returnedAt)))
    .orderBy(desc(orderInvoices.returnedAt))
    .limit(limit);
}
