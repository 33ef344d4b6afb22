import { randomInt } from 'node:crypto';
import type { Order } from '@shop/domain/order.schemas';
import { type OrderStatus, type PaymentMethod, type PaymentStatus, orderStatusLabel } from '@shop/domain/order-status';
import { foldVietnamese } from '@shop/domain/search-text';
import { type SQL, and, asc, count, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  orderItems,
  orderPromotions,
  orderStatusHistory,
  orders,
  productVariants,
  products,
  promotionUsages,
  promotions,
  users,
} from '../../db/schema/index';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;
export type PromotionRow = typeof promotions.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderPromotionRow = typeof orderPromotions.$inferSelect;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Catalogue reads for pricing
// ---------------------------------------------------------------------------------------------------------------

export async function findProductsByIds(db: DbOrTx, ids: number[]) {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      imageUrl: products.imageUrl,
      price: products.price,
      discountPrice: products.discountPrice,
      isActive: products.isActive,
      unit: products.unit,
      weightGrams: products.weightGrams,
      maxQuantitiesInCart: products.maxQuantitiesInCart,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
export type ProductForOrder = NonNullable<ReturnType<Awaited<ReturnType<typeof findProductsByIds>>['get']>>;

export async function findVariantsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, VariantForOrder>();
  const rows = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      name: productVariants.name,
      unit: productVariants.unit,
      price: productVariants.price,
      discountPrice: productVariants.discountPrice,
      isActive: productVariants.isActive,
      images: productVariants.images,
      mainImage: productVariants.mainImage,
      maxQuantitiesInCart: productVariants.maxQuantitiesInCart,
    })
    .from(productVariants)
    .where(inArray(productVariants.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
export interface VariantForOrder {
  id: number;
  productId: number;
  name: string;
  unit: string;
  price: number;
  discountPrice: number | null;
  isActive: boolean;
  images: string[];
  mainImage: string;
  maxQuantitiesInCart: number | null;
}

/**
 * The voucher; `lock` serialises the orders that use a voucher with a total limit: the next waits here until this
 * one commits, then counts its use. FOR NO KEY UPDATE, so the foreign-key checks of the usage rows (KEY SHARE) of
 * other orders are not blocked.
 */
export async function findPromotion(db: DbOrTx, id: number, lock = false): Promise<PromotionRow | undefined> {
  const query = db.select().from(promotions).where(eq(promotions.id, id));
  const [row] = lock ? await query.for('no key update') : await query;
  return row;
}

/** The voucher's uses over all shoppers: its usage rows (a cancelled order's are deleted). */
export async function countPromotionUses(db: DbOrTx, promotionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promotionUsages)
    .where(eq(promotionUsages.promotionId, promotionId));
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Order writes (inside the order's transaction)
// ---------------------------------------------------------------------------------------------------------------

/**
 * Serialises one user's orders that use a limited voucher: the second waits here until the first commits, then
 * counts its usage row (READ COMMITTED takes a new snapshot per statement). FOR NO KEY UPDATE, not FOR UPDATE, so
 * the foreign-key checks of other inserts that reference the user (KEY SHARE) are not blocked.
 */
export async function lockUserForVoucher(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT ${users.id} FROM ${users} WHERE ${users.id} = ${userId} FOR NO KEY UPDATE`);
}

export async function countUsages(db: DbOrTx, userId: number, promotionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promotionUsages)
    .where(and(eq(promotionUsages.userId, userId), eq(promotionUsages.promotionId, promotionId)));
  return Number(row?.n ?? 0);
}

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
 * A new order's items and its first history entry in one statement, with `also` (its voucher use, its jobs) as
 * further data-modifying WITHs: one round trip where three or more were (issue 17). Answers the rows written, the items in
 * id order.
 */
export async function insertItemsAndHistory(
  tx: Tx,
  orderId: number,
  items: NewOrderItem[],
  status: OrderStatus,
  also: SQL[] = [],
): Promise<{ items: OrderItemRow[]; history: HistoryRow }> {
  const columns = Object.entries(getTableColumns(orderItems));
  const itemsBack = sql.join(
    columns.map(([key, column]) => sql`${sql.identifier(column.name)} AS ${sql.identifier(key)}`),
    sql`, `,
  );
  const itemsInsert = tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId })));
  const historyInsert = tx.insert(orderStatusHistory).values({ orderId, status });
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
    history: { id: first.historyId, orderId, status, at: new Date(first.historyAt), actorId: null, note: null },
  };
}

export async function insertOrderPromotion(tx: Tx, values: typeof orderPromotions.$inferInsert) {
  const [row] = await tx.insert(orderPromotions).values(values).returning();
  return row!;
}

/** The INSERT of a voucher use, not yet sent (it goes with the order's items). */
export function usageInsert(tx: Tx, values: { promotionId: number; userId: number; orderId: number }) {
  return tx.insert(promotionUsages).values(values);
}

/**
 * Frees the order's voucher uses; true when one of its vouchers was used up in total and so is usable again (the
 * shop's voucher lists change).
 */
export async function deleteUsages(tx: Tx, orderId: number): Promise<boolean> {
  const freed = await tx
    .delete(promotionUsages)
    .where(eq(promotionUsages.orderId, orderId))
    .returning({ promotionId: promotionUsages.promotionId });
  if (freed.length === 0) return false;
  const usableAgain = await tx
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        inArray(
          promotions.id,
          freed.map((f) => f.promotionId),
        ),
        sql`(SELECT count(*) FROM ${promotionUsages} WHERE ${promotionUsages.promotionId} = ${promotions.id}) = ${promotions.usageLimit} - 1`,
      ),
    );
  return usableAgain.length > 0;
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
): Promise<HistoryRow> {
  const [row] = await tx.insert(orderStatusHistory).values({ orderId, status, actorId, note }).returning();
  return row!;
}

/** The order row, locked until the transaction ends (status changes). */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
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
) {
  await tx
    .update(orders)
    .set({
      status,
      paymentStatus,
      ...(shipping.shippingCompany ? { shippingCompany: shipping.shippingCompany } : {}),
      ...(shipping.trackingNumber ? { trackingNumber: shipping.trackingNumber } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, id));
}

/**
 * Staff recorded the money by hand (cash collected, a transfer checked in the bank): paid in full, received by the
 * shop.
 */
export async function setPaidByHand(tx: Tx, id: number, finalTotal: number): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      companyPaymentReceived: true,
      amountReceived: sql`GREATEST(${orders.amountReceived}, ${finalTotal})`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

/** The payment method the shopper chose on the payment screens, and the payment window it opens (or closes). */
export async function setPaymentMethod(
  tx: Tx,
  id: number,
  method: PaymentMethod,
  paymentExpiresAt: Date | null,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ paymentMethod: method, paymentExpiresAt, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

/** Pending unpaid online orders without a payment window get one ending at `expiresAt`; answers them. */
export async function openMissingPaymentWindows(tx: Tx, expiresAt: Date) {
  const rows = await tx
    .update(orders)
    .set({ paymentExpiresAt: expiresAt })
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'unpaid'),
        inArray(orders.paymentMethod, ['sepay', 'payos']),
        isNull(orders.paymentExpiresAt),
      ),
    )
    .returning({ id: orders.id, paymentExpiresAt: orders.paymentExpiresAt });
  return rows as { id: number; paymentExpiresAt: Date }[];
}

/** The money due back was paid back. */
export async function setRefunded(tx: Tx, id: number): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ paymentStatus: 'refunded', updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
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

/** DESIGN §3 Order from its row and its items, promotions and history (each in display order). */
export function shapeOrder(
  r: OrderRow,
  items: OrderItemRow[],
  promos: OrderPromotionRow[],
  history: HistoryRow[],
): Order {
  return {
    id: r.id,
    status: r.status,
    status_display: orderStatusLabel(r.status),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    tracking_number: r.trackingNumber,
    shipping_company: r.shippingCompany,
    shipping_address: r.shippingAddress,
    ward: r.ward,
    district: r.district,
    city: r.city,
    phone_number: r.phoneNumber,
    email: r.email,
    note: r.note,
    items: items.map((i) => ({
      id: i.id,
      product: { id: i.productId, name: i.productName },
      variant: i.variantName === null ? null : { id: i.variantId, name: i.variantName },
      product_name: i.productName,
      variant_name: i.variantName,
      product_image_url: i.productImageUrl,
      variant_image_url: i.variantImageUrl,
      quantity: i.quantity,
      unit: i.unit,
      product_weight: i.productWeightGrams / 1000,
      price: i.price,
      total_price: i.totalPrice,
    })),
    total_price: r.totalPrice,
    shipping_fee: r.shippingFee,
    discount: r.discount,
    have_tax: r.haveTax,
    tax: Number(r.tax),
    final_total: r.finalTotal,
    payment_method: r.paymentMethod,
    payment_status: r.paymentStatus,
    company_payment_received: r.companyPaymentReceived,
    sepay_transfer_amount: r.sepayTransferAmount,
    amount_received: r.amountReceived,
    sepay_gateway: r.sepayGateway,
    payment_expires_at: r.paymentExpiresAt?.toISOString() ?? null,
    promotions: promos.map((p) => ({ id: p.id, discount_amount: p.discountAmount, promotion: p.snapshot })),
    // Who made a change stays out of the shopper's answer (staff identities are not theirs to see).
    status_history: history.map((h) => ({ status: h.status, at: h.at.toISOString() })),
  };
}

/** DESIGN §3 Orders for the rows, in their order: items, promotions and history in three queries. */
export async function toOrders(db: DbOrTx, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, promos, history] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db.select().from(orderPromotions).where(inArray(orderPromotions.orderId, ids)).orderBy(asc(orderPromotions.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids))
      .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
  ]);
  const group = <T extends { orderId: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) map.set(item.orderId, [...(map.get(item.orderId) ?? []), item]);
    return map;
  };
  const itemsOf = group(items);
  const promosOf = group(promos);
  const historyOf = group(history);
  return rows.map((r) => shapeOrder(r, itemsOf.get(r.id) ?? [], promosOf.get(r.id) ?? [], historyOf.get(r.id) ?? []));
}

export async function loadOrder(db: DbOrTx, id: number): Promise<Order | undefined> {
  const row = await findOrderRow(db, id);
  return row ? (await toOrders(db, [row]))[0] : undefined;
}

/**
 * The order's status history with who made each change (DESIGN §8: `actor` is `{id, email}` of the staff member,
 * null for the shopper or the system), oldest first: for staff answers, never the shopper's.
 */
export async function listHistoryWithActors(db: DbOrTx, orderId: number) {
  const rows = await db
    .select({
      status: orderStatusHistory.status,
      at: orderStatusHistory.at,
      actorId: users.id,
      actorEmail: users.email,
      note: orderStatusHistory.note,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.actorId))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
  return rows.map((r) => ({
    status: r.status,
    at: r.at.toISOString(),
    actor: r.actorId === null ? null : { id: r.actorId, email: r.actorEmail ?? '' },
    note: r.note,
  }));
}
