import { type SQL, type SQLWrapper, and, count, desc, eq, or, sql } from 'drizzle-orm';
import { insertMany } from '../../db/bulk';
import type { DbOrTx, Tx } from '../../db/client';
import { stockCounts, stockMovements, stockTransfers } from '../../db/schema/stock';

export type NewMovement = Omit<typeof stockMovements.$inferInsert, 'id' | 'createdAt'>;

/** One ledger line; its id. */
export async function insertMovement(tx: Tx, row: NewMovement): Promise<number> {
  const [inserted] = await tx.insert(stockMovements).values(row).returning({ id: stockMovements.id });
  return inserted!.id;
}

/**
 * An order's few ledger lines, the listeners' `also` (named data-modifying CTEs: `name AS (…), …`) and `then` (the
 * catalogue's notice) in one statement: one round trip where several were. A data-modifying WITH runs to completion
 * whether or not `then` reads it.
 */
export async function insertMovementsThen(tx: Tx, rows: NewMovement[], then: SQL, also: SQL | null = null) {
  const ctes = [
    ...(rows.length === 0 ? [] : [sql`m AS (${tx.insert(stockMovements).values(rows).getSQL()})`]),
    ...(also ? [also] : []),
  ];
  await tx.execute(ctes.length === 0 ? then : sql`WITH ${sql.join(ctes, sql`, `)} ${then}`);
}

/** The listeners' named CTEs run on their own (after a write that made its ledger lines another way). */
export async function runCtes(tx: Tx, ctes: SQL): Promise<void> {
  await tx.execute(sql`WITH ${ctes} SELECT 1`);
}

/** Many ledger lines at once (an order's, an import's). */
export async function insertMovements(tx: Tx, rows: Required<NewMovement>[]): Promise<void> {
  const columns = {
    productId: stockMovements.productId,
    variantId: stockMovements.variantId,
    delta: stockMovements.delta,
    reason: stockMovements.reason,
    stockAfter: stockMovements.stockAfter,
    actorId: stockMovements.actorId,
    orderId: stockMovements.orderId,
    locationId: stockMovements.locationId,
    transferId: stockMovements.transferId,
    countId: stockMovements.countId,
    note: stockMovements.note,
  };
  await insertMany(tx, stockMovements, columns, rows);
}

/** Which ledger lines: a product's, and within it one variant's or one location's. */
export interface LedgerFilter {
  productId: number;
  variantId?: number | undefined;
  location?: number | undefined;
  id?: number;
}

function ledgerWhere(f: LedgerFilter): SQL | undefined {
  return and(
    eq(stockMovements.productId, f.productId),
    f.variantId === undefined ? undefined : eq(stockMovements.variantId, f.variantId),
    f.location === undefined ? undefined : eq(stockMovements.locationId, f.location),
    f.id === undefined ? undefined : eq(stockMovements.id, f.id),
  );
}

/** A product's ledger (or one variant's lines of it), newest first. */
export async function listMovements(db: DbOrTx, filter: LedgerFilter, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(stockMovements)
    .where(ledgerWhere(filter))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMovements(db: DbOrTx, filter: LedgerFilter) {
  const [row] = await db.select({ n: count() }).from(stockMovements).where(ledgerWhere(filter));
  return Number(row?.n ?? 0);
}

/** `EXISTS`: a stocktake at the location (the outer query's column) after the instant (the outer query's too). */
export const countedSince = (locationId: SQLWrapper, since: SQLWrapper): SQL =>
  sql`EXISTS (SELECT 1 FROM ${stockCounts} WHERE ${stockCounts.locationId} = ${locationId}
    AND ${stockCounts.createdAt} > ${since})`;

export type TransferRow = typeof stockTransfers.$inferSelect;
export type CountRow = typeof stockCounts.$inferSelect;

/** A transfer's row, written before its ledger lines (they name it). */
export async function insertTransfer(tx: Tx, row: typeof stockTransfers.$inferInsert): Promise<TransferRow> {
  const [inserted] = await tx.insert(stockTransfers).values(row).returning();
  return inserted!;
}

/** A stocktake's row, written before its ledger lines (they name it); its lines are set once counted. */
export async function insertCount(tx: Tx, row: typeof stockCounts.$inferInsert): Promise<CountRow> {
  const [inserted] = await tx.insert(stockCounts).values(row).returning();
  return inserted!;
}

export async function setCountLines(tx: Tx, id: number, lines: CountRow['lines']): Promise<CountRow> {
  const [row] = await tx.update(stockCounts).set({ lines }).where(eq(stockCounts.id, id)).returning();
  return row!;
}

const transfersAt = (location: number | undefined) =>
  location === undefined
    ? undefined
    : or(eq(stockTransfers.fromLocationId, location), eq(stockTransfers.toLocationId, location));

/** Transfers from or to a location (all without one), newest first. */
export async function listTransfers(db: DbOrTx, location: number | undefined, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(stockTransfers)
    .where(transfersAt(location))
    .orderBy(desc(stockTransfers.createdAt), desc(stockTransfers.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countTransfers(db: DbOrTx, location: number | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stockTransfers).where(transfersAt(location));
  return Number(row?.n ?? 0);
}
