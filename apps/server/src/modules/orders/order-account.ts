// On-account orders (công nợ, DESIGN §17): the customer's account is receivables', which sits above orders; orders
// call it through this port, in their own transactions (app.ts passes receivables' in). And the writes of an
// on_account order's money that receivables makes, here because orders own the table.
import { RELEASED_STATUSES } from '@shop/domain/order-status';
import { type SQL, and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import type { OrderRow } from './orders.repo';

/** An on_account order as the account sees it. */
export type AccountOrder = Pick<OrderRow, 'id' | 'userId' | 'finalTotal' | 'accountPaid'>;

export interface AccountPort {
  /**
   * An on_account order is about to be placed for the customer: their account is locked for the rest of the
   * transaction, and the days they have to pay answered; 400 when they have none (they pay now).
   */
  open(tx: Tx, userId: number): Promise<{ paymentTermsDays: number }>;
  /**
   * An on_account order's total was written: placed (`previousTotal` null) or edited. 409 when a grown amount takes
   * the account past its credit limit; what the account paid above the new total is the customer's credit again, and
   * the customer's credit pays what the order still owes.
   */
  totalWritten(tx: Tx, order: AccountOrder, previousTotal: number | null): Promise<void>;
  /**
   * An on_account order was cancelled or returned: what the account paid of it is the customer's credit again, and
   * the credit its earlier partial returns gave is taken back (the order leaves the account whole).
   */
  released(tx: Tx, order: AccountOrder): Promise<void>;
  /**
   * Part of a delivered on_account order came back (the returns area, under the order's lock): `amount`, the goods'
   * value, is credited to the customer's account, paying this order first; the rest is their credit.
   */
  returned(tx: Tx, order: AccountOrder, credit: { returnId: number; amount: number; actorId: number }): Promise<void>;
}

/** A customer's open on_account orders (unpaid, not cancelled or returned), locked, the oldest due first. */
export function lockOpenAccountOrders(tx: Tx, userId: number) {
  return tx
    .select({
      id: orders.id,
      finalTotal: orders.finalTotal,
      accountPaid: orders.accountPaid,
      dueAt: orders.dueAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'on_account'),
        eq(orders.paymentStatus, 'unpaid'),
        eq(orders.userId, userId),
        notInArray(orders.status, [...RELEASED_STATUSES]),
      ),
    )
    .orderBy(sql`${orders.dueAt} ASC NULLS LAST`, asc(orders.createdAt), asc(orders.id))
    .for('update');
}

/**
 * Sets what the customer's account has paid of on_account orders, in the account's transaction (the orders locked):
 * one that is not cancelled or returned is paid (and received) once that covers its total, else unpaid; a cancelled or
 * returned one keeps its state (the money is the customer's credit, not received for it).
 */
export async function setAccountPaid(tx: Tx, paid: readonly { id: number; accountPaid: number }[]): Promise<void> {
  for (const { id, accountPaid } of paid) await writeAccountPaid(tx, id, sql`${accountPaid}`);
}

/** Takes what taken-back credit had paid off on_account orders (`by` > 0 each), as {@link setAccountPaid} would set it. */
export async function reduceAccountPaid(tx: Tx, parts: readonly { id: number; by: number }[]): Promise<void> {
  for (const { id, by } of parts) await writeAccountPaid(tx, id, sql`${orders.accountPaid} - ${by}`);
}

async function writeAccountPaid(tx: Tx, id: number, accountPaid: SQL) {
  const covers = sql`${accountPaid} >= ${orders.finalTotal}`;
  const released = inArray(orders.status, [...RELEASED_STATUSES]);
  await tx
    .update(orders)
    .set({
      accountPaid,
      paymentStatus: sql`CASE WHEN ${released} THEN ${orders.paymentStatus}
        WHEN ${covers} THEN 'paid'::payment_status ELSE 'unpaid'::payment_status END`,
      companyPaymentReceived: sql`NOT ${released} AND ${covers}`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, id), eq(orders.paymentMethod, 'on_account')));
}
