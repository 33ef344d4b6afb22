import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { orderReturns } from './returns';
import { users } from './users';

/**
 * Money a customer on payment terms paid towards their account (công nợ, DESIGN §17). It pays their oldest open
 * `on_account` orders first (allocations); `unallocated` is what is left, the customer's credit for later orders.
 * A return of an on_account order is a credit on the account too (`method` 'return', its order and return named):
 * the returned goods' value pays that order first, what is left is credit like a payment's.
 */
export const customerPayments = pgTable(
  'customer_payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** cash, transfer, card (returns.rules REFUND_METHODS' wording), or return (receivables.rules). */
    method: text('method').notNull(),
    /** A return's credit: the order returned from (null for money paid). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    returnId: integer('return_id')
      .unique()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull().default(''),
    unallocated: bigint('unallocated', { mode: 'number' }).notNull().default(0),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_payments_user_idx').on(t.userId, t.createdAt),
    index('customer_payments_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} IS NOT NULL`),
    check('customer_payments_amount_check', sql`${t.amount} > 0`),
    check('customer_payments_unallocated_check', sql`${t.unallocated} >= 0 AND ${t.unallocated} <= ${t.amount}`),
  ],
);

/** What part of a payment went to which order; an order's `account_paid` is the sum of its allocations. */
export const customerPaymentAllocations = pgTable(
  'customer_payment_allocations',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => customerPayments.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_payment_allocations_payment_idx').on(t.paymentId),
    index('customer_payment_allocations_order_idx').on(t.orderId),
    check('customer_payment_allocations_amount_check', sql`${t.amount} > 0`),
  ],
);

/** An overdue reminder sent to a customer on a shop day: the daily job sends at most one per customer and day. */
export const receivableReminders = pgTable(
  'receivable_reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
