// The invoices area's tables: order_invoices, an order's VAT invoice request and its e-invoice at the provider, and
// order_invoice_adjustments, the adjustment e-invoice each return on an invoiced order issues.
import type { InvoiceRequest } from '@shop/domain/invoice.schemas';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { orderInvoiceAdjustments, orderInvoices } from '../../db/schema/invoices';

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

export type AdjustmentRow = typeof orderInvoiceAdjustments.$inferSelect;

/**
 * The return's adjustment, not yet tried (`none`), with the transactionUuid it will be issued under: written in the
 * return's transaction, so the id is saved before SInvoice is ever called. False when the return has one already.
 */
export async function insertAdjustment(tx: Tx, orderId: number, returnId: number, transactionUuid: string) {
  const rows = await tx
    .insert(orderInvoiceAdjustments)
    .values({ orderId, returnId, transactionUuid, status: 'none' })
    .onConflictDoNothing({ target: orderInvoiceAdjustments.returnId })
    .returning({ id: orderInvoiceAdjustments.id });
  return rows.length > 0;
}

/** The return's adjustment, locked until the transaction ends. */
export async function lockAdjustment(tx: Tx, returnId: number): Promise<AdjustmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderInvoiceAdjustments)
    .where(eq(orderInvoiceAdjustments.returnId, returnId))
    .for('update');
  return row;
}

type AdjustmentUpdate = Partial<Omit<typeof orderInvoiceAdjustments.$inferInsert, 'id' | 'orderId' | 'returnId'>>;

export async function updateAdjustment(db: DbOrTx, returnId: number, values: AdjustmentUpdate): Promise<AdjustmentRow> {
  const [row] = await db
    .update(orderInvoiceAdjustments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orderInvoiceAdjustments.returnId, returnId))
    .returning();
  return row!;
}

/** The returns' adjustments, by return id. */
export async function adjustmentsOf(db: DbOrTx, returnIds: number[]): Promise<Map<number, AdjustmentRow>> {
  if (returnIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orderInvoiceAdjustments)
    .where(inArray(orderInvoiceAdjustments.returnId, returnIds));
  return new Map(rows.map((r) => [r.returnId, r]));
}
