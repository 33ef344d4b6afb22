// The returns area's tables (DESIGN §17): order_returns and their lines, order_refunds. Every write joins the caller's
// transaction, which has locked the order's row first (returns.service), so the sums read here are the order's.
import type { RefundMethod } from '@shop/domain/returns.rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { orderRefunds, orderReturnLines, orderReturns } from '../../db/schema/returns';

export type ReturnRow = typeof orderReturns.$inferSelect;
export type ReturnLineRow = typeof orderReturnLines.$inferSelect;
export type RefundRow = typeof orderRefunds.$inferSelect;

/** The units each of the order's lines gave back through its returns (by order item id). */
export async function returnedByItem(db: DbOrTx, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ item: orderReturnLines.orderItemId, units: sql<number>`sum(${orderReturnLines.quantity})::int` })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(eq(orderReturns.orderId, orderId))
    .groupBy(orderReturnLines.orderItemId);
  return new Map(rows.map((r) => [r.item, Number(r.units)]));
}

/** What the order's refunds gave back so far. */
export async function refundedTotal(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orderRefunds.amount}), 0)` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return Number(row?.total ?? 0);
}

export async function insertReturn(
  tx: Tx,
  values: { orderId: number; locationId: number | null; reason: string; actorId: number },
  lines: { orderItemId: number; quantity: number; restock: boolean }[],
): Promise<{ row: ReturnRow; lines: ReturnLineRow[] }> {
  const [row] = await tx.insert(orderReturns).values(values).returning();
  const written = await tx
    .insert(orderReturnLines)
    .values(lines.map((l) => ({ ...l, returnId: row!.id })))
    .returning();
  return { row: row!, lines: written };
}

export async function insertRefund(
  tx: Tx,
  values: {
    orderId: number;
    returnId: number | null;
    amount: number;
    method: RefundMethod;
    reference: string;
    actorId: number;
  },
): Promise<RefundRow> {
  const [row] = await tx.insert(orderRefunds).values(values).returning();
  return row!;
}

/** The orders' returns with their lines, and their refunds, each oldest first. */
export async function listOfOrders(db: DbOrTx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return { returns: [], lines: [], refunds: [] };
  const ids = [...orderIds];
  const [returns, refunds] = await Promise.all([
    db.select().from(orderReturns).where(inArray(orderReturns.orderId, ids)).orderBy(asc(orderReturns.id)),
    db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, ids)).orderBy(asc(orderRefunds.id)),
  ]);
  const lines = returns.length
    ? await db
        .select()
        .from(orderReturnLines)
        .where(
          inArray(
            orderReturnLines.returnId,
            returns.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderReturnLines.id))
    : [];
  return { returns, lines, refunds };
}

/** One return with its lines, or undefined. */
export async function findReturn(db: DbOrTx, id: number) {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, id));
  if (!row) return undefined;
  const lines = await db
    .select()
    .from(orderReturnLines)
    .where(eq(orderReturnLines.returnId, id))
    .orderBy(asc(orderReturnLines.id));
  return { row, lines };
}

/** The return a staff order was made in exchange for, or undefined. */
export async function returnExchangedBy(db: DbOrTx, orderId: number): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.exchangeOrderId, orderId));
  return row;
}

/** The return, locked until the transaction ends (its exchange is linked once). */
export async function lockReturn(tx: Tx, id: number): Promise<ReturnRow | undefined> {
  const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, id)).for('update');
  return row;
}

/** Names the exchange order of a return that has none; false when it has one (a concurrent link came first). */
export async function setExchangeOrder(tx: Tx, id: number, orderId: number): Promise<boolean> {
  const rows = await tx
    .update(orderReturns)
    .set({ exchangeOrderId: orderId })
    .where(and(eq(orderReturns.id, id), sql`${orderReturns.exchangeOrderId} IS NULL`))
    .returning({ id: orderReturns.id });
  return rows.length > 0;
}
