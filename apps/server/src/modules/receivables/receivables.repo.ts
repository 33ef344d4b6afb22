// Receivables' own tables (DESIGN §17): the customers' payments, which orders each paid (allocations), and the
// overdue reminders sent.
import { and, asc, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { customerPaymentAllocations, customerPayments, receivableReminders } from '../../db/schema/receivables';

export type PaymentRow = typeof customerPayments.$inferSelect;

export async function insertPayment(
  tx: Tx,
  values: Pick<PaymentRow, 'userId' | 'amount' | 'method' | 'reference' | 'actorId'> &
    Partial<Pick<PaymentRow, 'orderId' | 'returnId'>>,
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(customerPayments)
    .values({ ...values, unallocated: values.amount })
    .returning();
  return row!;
}

/** The customer's payments with money left over (their credit), the oldest first, locked. */
export function lockCredits(tx: Tx, userId: number) {
  return tx
    .select({ id: customerPayments.id, unallocated: customerPayments.unallocated })
    .from(customerPayments)
    .where(and(eq(customerPayments.userId, userId), gt(customerPayments.unallocated, 0)))
    .orderBy(asc(customerPayments.createdAt), asc(customerPayments.id))
    .for('update');
}

/** The customer's credit: what their payments left over. */
export async function creditOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ credit: sql<number>`coalesce(sum(${customerPayments.unallocated}), 0)`.mapWith(Number) })
    .from(customerPayments)
    .where(eq(customerPayments.userId, userId));
  return row!.credit;
}

/** Moves `delta` (signed) into the payment's left-over money. */
export async function addUnallocated(tx: Tx, paymentId: number, delta: number): Promise<void> {
  await tx
    .update(customerPayments)
    .set({ unallocated: sql`${customerPayments.unallocated} + ${delta}` })
    .where(eq(customerPayments.id, paymentId));
}

export async function insertAllocations(tx: Tx, parts: { paymentId: number; orderId: number; amount: number }[]) {
  if (parts.length > 0) await tx.insert(customerPaymentAllocations).values(parts);
}

/** What paid the order, the newest part first (an order that shrank gives back its newest money first). */
export function lockAllocationsOf(tx: Tx, orderId: number) {
  return tx
    .select({
      id: customerPaymentAllocations.id,
      paymentId: customerPaymentAllocations.paymentId,
      amount: customerPaymentAllocations.amount,
    })
    .from(customerPaymentAllocations)
    .where(eq(customerPaymentAllocations.orderId, orderId))
    .orderBy(desc(customerPaymentAllocations.id))
    .for('update');
}

/** Takes `amount` off an allocation (removing it when nothing is left). */
export async function reduceAllocation(tx: Tx, id: number, by: number, was: number): Promise<void> {
  if (by >= was) await tx.delete(customerPaymentAllocations).where(eq(customerPaymentAllocations.id, id));
  else
    await tx
      .update(customerPaymentAllocations)
      .set({ amount: sql`${customerPaymentAllocations.amount} - ${by}` })
      .where(eq(customerPaymentAllocations.id, id));
}

/** The credits the order's returns gave its customer's account (customer_payments of method 'return'), their ids. */
export async function returnCreditsOf(tx: Tx, orderId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: customerPayments.id })
    .from(customerPayments)
    .where(and(eq(customerPayments.orderId, orderId), eq(customerPayments.method, 'return')));
  return rows.map((r) => r.id);
}

/** Removes payments (their allocations go with them: the caller has taken those off the orders). */
export async function deletePayments(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(customerPayments).where(inArray(customerPayments.id, ids));
}

/** The customer's payments, newest first. */
export function listPayments(db: DbOrTx, userId: number, limit: number) {
  return db
    .select()
    .from(customerPayments)
    .where(eq(customerPayments.userId, userId))
    .orderBy(desc(customerPayments.createdAt), desc(customerPayments.id))
    .limit(limit);
}

export function findPayment(db: DbOrTx, id: number) {
  return db.select().from(customerPayments).where(eq(customerPayments.id, id));
}

/** The orders each payment paid, by payment id, in the order they were paid. */
export async function allocationsOf(db: DbOrTx, paymentIds: number[]) {
  const byPayment = new Map<number, { order: number; amount: number }[]>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await db
    .select()
    .from(customerPaymentAllocations)
    .where(inArray(customerPaymentAllocations.paymentId, paymentIds))
    .orderBy(asc(customerPaymentAllocations.id));
  for (const r of rows) {
    const list = byPayment.get(r.paymentId) ?? [];
    list.push({ order: r.orderId, amount: r.amount });
    byPayment.set(r.paymentId, list);
  }
  return byPayment;
}

/** The sum of the customer's payments made before `start`. */
export async function paidBefore(db: DbOrTx, userId: number, start: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${customerPayments.amount}), 0)`.mapWith(Number) })
    .from(customerPayments)
    .where(and(eq(customerPayments.userId, userId), lt(customerPayments.createdAt, start)));
  return row!.total;
}

/** The customer's payments made in [start, end), oldest first. */
export function paymentsBetween(db: DbOrTx, userId: number, start: Date, end: Date) {
  return db
    .select()
    .from(customerPayments)
    .where(
      and(
        eq(customerPayments.userId, userId),
        gte(customerPayments.createdAt, start),
        lt(customerPayments.createdAt, end),
      ),
    )
    .orderBy(asc(customerPayments.createdAt), asc(customerPayments.id));
}

/** Notes the day's reminder to the customer: false when one was sent that day already (the key is theirs and the day's). */
export async function noteReminder(tx: Tx, userId: number, day: string): Promise<boolean> {
  const rows = await tx
    .insert(receivableReminders)
    .values({ userId, day })
    .onConflictDoNothing()
    .returning({ userId: receivableReminders.userId });
  return rows.length > 0;
}
