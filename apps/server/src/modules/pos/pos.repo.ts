// The counter's own tables (DESIGN §15): shifts, the sales each order of the counter came from, and their payments.
import type { PosPaymentMethod } from '@shop/domain/pos.rules';
import { type SQL, and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, sum } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { posPayments, posSales, posShifts } from '../../db/schema/pos';

export type ShiftRow = typeof posShifts.$inferSelect;
export type SaleRow = typeof posSales.$inferSelect;
export type PaymentRow = typeof posPayments.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Shifts
// ---------------------------------------------------------------------------------------------------------------

/** Opens a shift; undefined when the location has one open already (the partial unique index says so). */
export async function insertShift(
  tx: Tx,
  values: { locationId: number; openedBy: number; openingCash: number },
): Promise<ShiftRow | undefined> {
  const [row] = await tx.insert(posShifts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findShift(db: DbOrTx, id: number): Promise<ShiftRow | undefined> {
  const [row] = await db.select().from(posShifts).where(eq(posShifts.id, id));
  return row;
}

/**
 * The shift, locked: `update` for its close (it waits for the sales in flight), `share` for a sale (sales don't wait
 * for each other, and a sale after a close sees it closed).
 */
export async function lockShift(tx: Tx, id: number, mode: 'update' | 'share'): Promise<ShiftRow | undefined> {
  const [row] = await tx.select().from(posShifts).where(eq(posShifts.id, id)).for(mode);
  return row;
}

export async function closeShift(
  tx: Tx,
  id: number,
  values: { closedBy: number; countedCash: number; expectedCash: number },
): Promise<ShiftRow> {
  const [row] = await tx
    .update(posShifts)
    .set({ ...values, closedAt: sql`now()` })
    .where(eq(posShifts.id, id))
    .returning();
  return row!;
}

export interface ShiftFilter {
  locationId?: number | undefined;
  /** Opened at or after. */
  from?: Date | undefined;
  /** Opened before. */
  to?: Date | undefined;
  open?: boolean | undefined;
}

/** Shifts newest first, at most `limit`. */
export async function listShifts(db: DbOrTx, f: ShiftFilter, limit: number): Promise<ShiftRow[]> {
  const conditions: (SQL | undefined)[] = [
    f.locationId === undefined ? undefined : eq(posShifts.locationId, f.locationId),
    f.from === undefined ? undefined : gte(posShifts.openedAt, f.from),
    f.to === undefined ? undefined : lt(posShifts.openedAt, f.to),
    f.open === undefined ? undefined : f.open ? isNull(posShifts.closedAt) : isNotNull(posShifts.closedAt),
  ];
  return db
    .select()
    .from(posShifts)
    .where(and(...conditions))
    .orderBy(desc(posShifts.openedAt), desc(posShifts.id))
    .limit(limit);
}

/** What a shift's sales took: how many, and the sum of their payments by method. */
export interface Takings {
  count: number;
  byMethod: Record<PosPaymentMethod, number>;
}

/** Each shift's takings (shifts without a sale are left out). */
export async function takingsOf(db: DbOrTx, shiftIds: number[]): Promise<Map<number, Takings>> {
  if (shiftIds.length === 0) return new Map();
  // One after the other: `db` may be the caller's transaction, whose client takes one query at a time.
  const counts = await db
    .select({ shiftId: posSales.shiftId, n: count() })
    .from(posSales)
    .where(inArray(posSales.shiftId, shiftIds))
    .groupBy(posSales.shiftId);
  const sums = await db
    .select({
      shiftId: posSales.shiftId,
      method: posPayments.method,
      amount: sum(posPayments.amount).mapWith(Number),
    })
    .from(posPayments)
    .innerJoin(posSales, eq(posSales.orderId, posPayments.orderId))
    .where(inArray(posSales.shiftId, shiftIds))
    .groupBy(posSales.shiftId, posPayments.method);
  const takings = new Map<number, Takings>(
    counts.map((c) => [c.shiftId, { count: c.n, byMethod: { cash: 0, transfer: 0, card: 0 } }]),
  );
  for (const s of sums) {
    const t = takings.get(s.shiftId);
    if (t) t.byMethod[s.method] = s.amount;
  }
  return takings;
}

// ---------------------------------------------------------------------------------------------------------------
// Sales and their payments
// ---------------------------------------------------------------------------------------------------------------

/**
 * Holds the till's id for the rest of the transaction: a resend racing its first send waits here, then finds the
 * sale the first one recorded (instead of recording a second order, or failing on the unique key).
 */
export async function lockClientSaleId(tx: Tx, clientSaleId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`pos_sale:${clientSaleId}`}, 0))`);
}

export async function findSaleByClientId(db: DbOrTx, clientSaleId: string): Promise<SaleRow | undefined> {
  const [row] = await db.select().from(posSales).where(eq(posSales.clientSaleId, clientSaleId));
  return row;
}

export async function findSale(db: DbOrTx, orderId: number): Promise<SaleRow | undefined> {
  const [row] = await db.select().from(posSales).where(eq(posSales.orderId, orderId));
  return row;
}

/** The sale and its payments; answers the rows written, the payments in id order. */
export async function insertSale(
  tx: Tx,
  sale: typeof posSales.$inferInsert,
  payments: { method: PosPaymentMethod; amount: number }[],
): Promise<{ sale: SaleRow; payments: PaymentRow[] }> {
  const [row] = await tx.insert(posSales).values(sale).returning();
  const rows = await tx
    .insert(posPayments)
    .values(payments.map((p) => ({ ...p, orderId: sale.orderId })))
    .returning();
  return { sale: row!, payments: rows.sort((a, b) => a.id - b.id) };
}

export async function paymentsOf(db: DbOrTx, orderId: number): Promise<PaymentRow[]> {
  return db.select().from(posPayments).where(eq(posPayments.orderId, orderId)).orderBy(posPayments.id);
}

/** The sale's transfer part, locked (two confirmations at once: one wins). */
export async function lockTransferOf(tx: Tx, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(posPayments)
    .where(and(eq(posPayments.orderId, orderId), eq(posPayments.method, 'transfer')))
    .for('update');
  return row;
}

export async function confirmPayment(tx: Tx, id: number): Promise<void> {
  await tx
    .update(posPayments)
    .set({ confirmedAt: sql`now()` })
    .where(eq(posPayments.id, id));
}
