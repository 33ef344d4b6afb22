// The orders' own tables: orders, their items, their vouchers as applied, their status history. The money columns'
// writes are order-money.repo.ts.
import { randomInt } from 'node:crypto';
import type { OrderStatus, PaymentStatus } from '@shop/domain/order-status';
import { foldVietnamese } from '@shop/domain/search-text';
import { type SQL, and, asc, count, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { unitCostSql } from '../catalog/catalog.service';
import { orderItems, orderPromotions, orderStatusHistory, orders } from '../../db/schema/orders';
import { userDirectory } from '../users/users.service';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id'>;
/** A line as a path that sells it writes it; its cost is never the caller's: {@link orderLinesInsert} reads it. */
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId' | 'costPrice' | 'costEstimated'>;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderPromotionRow = typeof orderPromotions.$inferSelect;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Order writes (inside the order's transaction)
// ---------------------------------------------------------------------------------------------------------------

/**
 * What the orders desk searches (orders.search_text): id, phone, e-mail and the customer's name, folded like every
 * search (accents and case ignored). Migration 0006 fills older orders' the same way in SQL.
 */
export function orderSearchText(o: { id: number; phoneNumber: string; email: string; recipientName?: string }) {
  return foldVietnamese([o.id, o.phoneNumber, o.email, o.recipientName ?? ''].join(' '));
}

/**
 * DESIGN §4 / decision 0005: a random id in 10,000,000–99,999,999, from the CSPRNG: Math.random's generator can be
 * recovered from a few outputs, and then every next order id guessed.
 */
export function randomOrderId(): number {
  return randomInt(10_000_000, 100_000_000);
}

/**
 * Inserts the order under a random 8-digit id, drawing again on the rare collision. ON CONFLICT DO NOTHING keeps
 * the transaction usable after a collision (a unique violation would abort it).
 */
export async function insertOrder(tx: Tx, values: NewOrder, nextId: () => number = randomOrderId): Promise<OrderRow> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const id = nextId();
    const [row] = await tx
      .insert(orders)
      .values({ ...values, id, searchText: orderSearchText({ ...values, id }) })
      .onConflictDoNothing({ target: orders.id })
      .returning();
    if (row) return row;
  }
  throw new Error('could not find a free order id');
}

/**
 * The one statement that writes order lines, whatever path sells them (checkout, staff orders, the counter, an edit's
 * new lines, an imported marketplace order): each line keeps its unit's cost at the time of sale (DESIGN §17: the
 * variant's cost_price, else the product's), read from the catalogue inside the statement. A line sold without a
 * known cost is `cost_estimated`: it takes the cost staff set later (migration 0028's triggers).
 */
export function orderLinesInsert(tx: Tx, orderId: number, items: NewOrderItem[]) {
  return tx.insert(orderItems).values(
    items.map((item) => {
      const cost = unitCostSql(item.productId, item.variantId);
      return { ...item, orderId, costPrice: cost, costEstimated: sql`${cost} IS NULL` };
    }),
  );
}

/**
 * A new order's items and its first history entry in one statement, with `also` (its voucher use, its jobs) as
 * further data-modifying WITHs: one round trip where three or more were. Answers the rows written, the items in
 * id order.
 */
export async function insertItemsAndHistory(
  tx: Tx,
  orderId: number,
  items: NewOrderItem[],
  status: OrderStatus,
  also: SQL[] = [],
  /** The staff member who entered the order (DESIGN §12); null for the shopper's own. */
  actorId: number | null = null,
): Promise<{ items: OrderItemRow[]; history: HistoryRow }> {
  const columns = Object.entries(getTableColumns(orderItems));
  const itemsBack = sql.join(
    columns.map(([key, column]) => sql`${sql.identifier(column.name)} AS ${sql.identifier(key)}`),
    sql`, `,
  );
  const itemsInsert = orderLinesInsert(tx, orderId, items);
  const historyInsert = tx.insert(orderStatusHistory).values({ orderId, status, actorId });
  const result = await tx.execute(sql`
    WITH i AS (${itemsInsert.getSQL()} RETURNING ${itemsBack}),
      h AS (${historyInsert.getSQL()} RETURNING id, at)
      ${sql.join(
        also.map((write, n) => sql`, ${sql.identifier(`also${n}`)} AS (${write})`),
        sql``,
      )}
    SELECT i.*, h.id AS "historyId", h.at AS "historyAt" FROM i CROSS JOIN h ORDER BY i.id`);
  const rows = (result as unknown as { rows: (OrderItemRow & { historyId: number; historyAt: Date | string })[] }).rows;
  const first = rows[0]!;
  return {
    items: rows.map(({ historyId: _id, historyAt: _at, ...item }) => item),
    history: {
      id: first.historyId,
      orderId,
      status,
      at: new Date(first.historyAt),
      actorId,
      note: null,
      kind: 'status',
    },
  };
}

/** Names the location the order's stock was reserved at (placement tried another first). */
export async function setFulfilmentLocation(tx: Tx, id: number, locationId: number): Promise<OrderRow> {
  const [row] = await tx.update(orders).set({ fulfilmentLocationId: locationId }).where(eq(orders.id, id)).returning();
  return row!;
}

export async function insertOrderPromotion(tx: Tx, values: typeof orderPromotions.$inferInsert) {
  const [row] = await tx.insert(orderPromotions).values(values).returning();
  return row!;
}

/**
 * One status change; `actorId` is the staff member who made it (null for the shopper or the system), `note` why
 * (staff's reason for a cancel).
 */
export async function insertHistory(
  tx: Tx,
  orderId: number,
  status: OrderStatus,
  actorId: number | null = null,
  note: string | null = null,
  kind: 'status' | 'edit' = 'status',
): Promise<HistoryRow> {
  const [row] = await tx.insert(orderStatusHistory).values({ orderId, status, actorId, note, kind }).returning();
  return row!;
}

/**
 * The order row, locked until the transaction ends (status changes). An on_account order's customer account is locked
 * first (DESIGN §17): a payment or a limit check locks the account, then the customer's orders, so every write of such
 * an order takes the two in that one order and two of them never wait on each other (the orders' triggers write the
 * account's figures after the order's row, which would otherwise be the other order).
 */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [owner] = await tx
    .select({ userId: orders.userId, method: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, id));
  if (owner?.method === 'on_account' && owner.userId !== null) await userDirectory.lockAccount(tx, owner.userId);
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** The carrier and tracking number staff give when shipping; the shopper sees them on the order. */
export interface ShippingInfo {
  shippingCompany?: string | undefined;
  trackingNumber?: string | undefined;
}

export async function setStatus(
  tx: Tx,
  id: number,
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  shipping: ShippingInfo = {},
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({
      status,
      paymentStatus,
      ...(shipping.shippingCompany ? { shippingCompany: shipping.shippingCompany } : {}),
      ...(shipping.trackingNumber ? { trackingNumber: shipping.trackingNumber } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, id))
    .returning();
  if (!row) throw new Error(`order ${id} vanished while changing its status`);
  return row;
}

/** A shipment made at a carrier, as the order shows it. */
export interface ShipmentMark {
  shippingCompany: string;
  trackingNumber: string;
}

/** The carrier and code a shipment made at a carrier gives the order, or null when it was cancelled (the carriers'). */
export async function recordShipment(tx: Tx, id: number, shipping: ShipmentMark | null): Promise<void> {
  await tx
    .update(orders)
    .set({
      shippingCompany: shipping?.shippingCompany ?? null,
      trackingNumber: shipping?.trackingNumber ?? null,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, id));
}

/** The order was recorded although its location lacked some of its units (a till's offline sale, DESIGN §15). */
export async function markStockShort(tx: Tx, id: number): Promise<OrderRow> {
  const [row] = await tx.update(orders).set({ stockShort: true }).where(eq(orders.id, id)).returning();
  return row!;
}

export async function setStaffNote(tx: Tx, id: number, staffNote: string): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ staffNote, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

export async function listItemsOf(db: DbOrTx, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

// ---------------------------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------------------------

export async function findOrderRow(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** One page of the user's orders, newest first, and how many there are. */
export async function listUserOrderRows(db: DbOrTx, userId: number, opts: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

/** The rows' items, promotions and status history, each in display order: three queries at once. */
export async function listOrderParts(db: DbOrTx, ids: number[]) {
  const [items, promos, history] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db.select().from(orderPromotions).where(inArray(orderPromotions.orderId, ids)).orderBy(asc(orderPromotions.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids))
      .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
  ]);
  return { items, promos, history };
}

/** The order's status history with who made each change (an account's id), oldest first. */
export function listStatusHistory(db: DbOrTx, orderId: number) {
  return db
    .select({
      status: orderStatusHistory.status,
      at: orderStatusHistory.at,
      actorId: orderStatusHistory.actorId,
      note: orderStatusHistory.note,
      kind: orderStatusHistory.kind,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
}

/**
 * The newest non-cancelled orders that used the voucher (the promotions module's voucher page): the order's account
 * id (if any) and e-mail, discount, time.
 */
export function listPromotionUses(db: DbOrTx, promotionId: number, limit: number) {
  return db
    .select({
      orderId: orders.id,
      userId: orders.userId,
      email: orders.email,
      discount: orderPromotions.discountAmount,
      at: orders.createdAt,
    })
    .from(orderPromotions)
    .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
    .where(and(eq(orderPromotions.promotionId, promotionId), ne(orders.status, 'cancelled')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
