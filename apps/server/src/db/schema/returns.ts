import { REFUND_METHODS } from '@shop/domain/returns.rules';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { storeLocations } from './content';
import { orderItems, orders } from './orders';
import { users } from './users';

export const refundMethod = pgEnum('refund_method', REFUND_METHODS);

/**
 * Goods taken back from an order, by line (DESIGN §17): what came back, whether each line went back on the shelf (at
 * `location_id`), and why. A return never takes back more of a line than was delivered less what earlier returns
 * took (checked under the order's row lock). An exchange is a return and a new staff order (`exchange_order_id`).
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Where restocked lines went back; null when nothing was restocked. */
    locationId: integer('location_id').references(() => storeLocations.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    /** The order given in exchange (DESIGN §17: its `exchange_for` names this return). */
    exchangeOrderId: integer('exchange_order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_returns_order_idx').on(t.orderId)],
);

export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    restock: boolean('restock').notNull(),
  },
  (t) => [
    index('order_return_lines_return_idx').on(t.returnId),
    index('order_return_lines_item_idx').on(t.orderItemId),
    check('order_return_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * Money given back for an order (DESIGN §17), with a return or on its own; their sum never exceeds what the order's
 * payments brought in.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    returnId: integer('return_id').references(() => orderReturns.id, { onDelete: 'set null' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: refundMethod('method').notNull(),
    reference: text('reference').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId), check('order_refunds_amount_check', sql`${t.amount} > 0`)],
);
