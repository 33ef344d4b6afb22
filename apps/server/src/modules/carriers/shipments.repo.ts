// The carriers' shipments (DESIGN §11): carrier_shipments and their events through a shipment's life — the claimed
// 'creating' row, the carrier's code kept, a cancel, the carriers' re-reads. COD money is cod.repo.ts; what the
// orders area reads of them, order-shipments.repo.ts.
import { and, count, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { LIVE_SHIPMENT_STATUSES } from '@shop/domain/carrier.rules';
import type { DbOrTx, Tx } from '../../db/client';
import { carrierShipmentEvents, carrierShipments } from '../../db/schema/carriers';

export type ShipmentRow = typeof carrierShipments.$inferSelect;
export type ShipmentEventRow = typeof carrierShipmentEvents.$inferSelect;
type NewShipment = typeof carrierShipments.$inferInsert;
type ShipmentChange = Partial<Omit<NewShipment, 'id' | 'orderId'>>;
type NewEvent = typeof carrierShipmentEvents.$inferInsert;

/** The order's shipment that is not cancelled (live, being created, or over), if any: one at most (an index). */
export async function findCurrentShipment(db: DbOrTx, orderId: number): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .select()
    .from(carrierShipments)
    .where(and(eq(carrierShipments.orderId, orderId), ne(carrierShipments.status, 'cancelled')));
  return row;
}

/** How many shipments the order ever had, cancelled ones included (our id of the next one counts them). */
export async function countShipmentsOf(tx: Tx, orderId: number): Promise<number> {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(carrierShipments)
    .where(eq(carrierShipments.orderId, orderId));
  return n;
}

export async function insertShipment(tx: Tx, values: NewShipment): Promise<ShipmentRow> {
  const [row] = await tx.insert(carrierShipments).values(values).returning();
  return row!;
}

export async function updateShipment(db: DbOrTx, id: number, change: ShipmentChange): Promise<ShipmentRow> {
  const [row] = await db.update(carrierShipments).set(change).where(eq(carrierShipments.id, id)).returning();
  return row!;
}

/** The claimed 'creating' row, while it is still this try's (its claim, `updated_at`, unchanged). */
const stillClaimed = (row: ShipmentRow) =>
  and(
    eq(carrierShipments.id, row.id),
    eq(carrierShipments.status, 'creating'),
    eq(carrierShipments.updatedAt, row.updatedAt),
  );

/** Moves the claim's time (given back: into the past), if the row is still this try's. */
export async function moveClaim(db: DbOrTx, row: ShipmentRow, updatedAt: Date): Promise<void> {
  await db.update(carrierShipments).set({ updatedAt }).where(stillClaimed(row));
}

/** Removes the claimed row, if it is still this try's. */
export async function dropClaim(db: DbOrTx, row: ShipmentRow): Promise<void> {
  await db.delete(carrierShipments).where(stillClaimed(row));
}

/** The carrier's order kept on a row still 'creating'; undefined when another try kept one first. */
export async function commitCreating(
  tx: Tx,
  id: number,
  made: { code: string; fee: number; expectedDeliveryAt: Date | null },
): Promise<ShipmentRow | undefined> {
  const [row] = await tx
    .update(carrierShipments)
    .set({ ...made, status: 'created', updatedAt: new Date() })
    .where(and(eq(carrierShipments.id, id), eq(carrierShipments.status, 'creating')))
    .returning();
  return row;
}

/** Rows 'creating' since before `createdBefore` whose claim lapsed before `claimedBefore` (no try holds them). */
export function listStaleCreating(db: DbOrTx, createdBefore: Date, claimedBefore: Date): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(carrierShipments)
    .where(
      and(
        eq(carrierShipments.status, 'creating'),
        lt(carrierShipments.createdAt, createdBefore),
        lt(carrierShipments.updatedAt, claimedBefore),
      ),
    );
}

/** Removes a row still 'creating' (the carrier made nothing for it). */
export async function deleteCreating(db: DbOrTx, id: number): Promise<void> {
  await db.delete(carrierShipments).where(and(eq(carrierShipments.id, id), eq(carrierShipments.status, 'creating')));
}

/** Cancelled at the carrier: the row and its 'cancelled' event. */
export async function markCancelled(tx: Tx, id: number): Promise<void> {
  await tx
    .update(carrierShipments)
    .set({ status: 'cancelled', carrierStatus: 'cancel', updatedAt: new Date() })
    .where(eq(carrierShipments.id, id));
  await tx
    .insert(carrierShipmentEvents)
    .values({ shipmentId: id, status: 'cancelled', carrierStatus: 'cancel', at: new Date() })
    .onConflictDoNothing();
}

/** The row, locked until the transaction ends (a carrier's state applied to it). */
export async function lockShipment(tx: Tx, id: number): Promise<ShipmentRow | undefined> {
  const [row] = await tx.select().from(carrierShipments).where(eq(carrierShipments.id, id)).for('update');
  return row;
}

/** The carrier's events, each kept once (the same status at the same time again: a replay). */
export async function insertEvents(tx: Tx, events: NewEvent[]): Promise<void> {
  if (events.length) await tx.insert(carrierShipmentEvents).values(events).onConflictDoNothing();
}

/** Our shipment's id for a carrier's code, if it is ours. */
export async function findShipmentId(db: DbOrTx, carrier: string, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: carrierShipments.id })
    .from(carrierShipments)
    .where(and(eq(carrierShipments.carrier, carrier), eq(carrierShipments.code, code)));
  return row?.id;
}

/** What the poll re-reads: live shipments and delivered ones whose COD is not yet transferred, oldest-updated first. */
export function listToPoll(db: DbOrTx, limit: number) {
  return db
    .select({ carrier: carrierShipments.carrier, code: carrierShipments.code })
    .from(carrierShipments)
    .where(
      or(
        inArray(carrierShipments.status, [...LIVE_SHIPMENT_STATUSES]),
        and(
          eq(carrierShipments.status, 'delivered'),
          gt(carrierShipments.codAmount, 0),
          isNull(carrierShipments.codTransferredAt),
        ),
      ),
    )
    .orderBy(sql`${carrierShipments.updatedAt} asc`)
    .limit(limit);
}
