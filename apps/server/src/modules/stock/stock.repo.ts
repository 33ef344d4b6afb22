import { type SQL, type SQLWrapper, and, count, desc, eq, sql } from 'drizzle-orm';
import { insertMany } from '../../db/bulk';
import type { DbOrTx, Tx } from '../../db/client';
import { stockCounts, stockMovements } from '../../db/schema/stock';

export type NewMovement = Omit<typeof stockMovements.$inferInsert, 'id' | 'createdAt'>;

/** One ledger line; its id. */
export async function insertMovement(tx: Tx, row: NewMovement): Promise<number> {
  const [inserted] = await tx.insert(stockMovements).values(row).returning({ id: stockMovements.id });
  return inserted!.id;
}

/**
 * An order's few ledger lines and `then` (the catalogue's notice) in one statement: one round trip where two were
 *. A data-modifying WITH runs to completion whether or not `then` reads it.
 */
export async function insertMovementsThen(tx: Tx, rows: NewMovement[], then: SQL): Promise<void> {
  await tx.execute(
    rows.length === 0 ? then : sql`WITH m AS (${tx.insert(stockMovements).values(rows).getSQL()}) ${then}`,
  );
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
