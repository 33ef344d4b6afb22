import { POS_PAYMENT_METHODS } from '@shop/domain/pos.rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { storeLocations } from './content';
import { orders } from './orders';
import { users } from './users';

export const posPaymentMethod = pgEnum('pos_payment_method', POS_PAYMENT_METHODS);

/**
 * A till's shift at a store (DESIGN §15): opened with a float, closed with the cash counted. One open shift per
 * location; what the closing reports (expected cash, sales by method) is computed from its sales and kept here.
 */
export const posShifts = pgTable(
  'pos_shifts',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => storeLocations.id, { onDelete: 'restrict' }),
    openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    openingCash: bigint('opening_cash', { mode: 'number' }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    countedCash: bigint('counted_cash', { mode: 'number' }),
    expectedCash: bigint('expected_cash', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('pos_shifts_one_open_idx')
      .on(t.locationId)
      .where(sql`${t.closedAt} IS NULL`),
    index('pos_shifts_location_opened_idx').on(t.locationId, t.openedAt),
    check('pos_shifts_cash_check', sql`${t.openingCash} >= 0 AND (${t.countedCash} IS NULL OR ${t.countedCash} >= 0)`),
  ],
);

/** A counter sale: the order it became, the till's own id for it (a resend answers the same order), its shift. */
export const posSales = pgTable(
  'pos_sales',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    clientSaleId: text('client_sale_id').notNull().unique(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => posShifts.id, { onDelete: 'restrict' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => storeLocations.id, { onDelete: 'restrict' }),
    cashReceived: bigint('cash_received', { mode: 'number' }),
    change: bigint('change', { mode: 'number' }).notNull().default(0),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pos_sales_shift_idx').on(t.shiftId)],
);

/** One or two per sale, summing to its total; a transfer waits for SePay or staff (`confirmed_at`). */
export const posPayments = pgTable(
  'pos_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => posSales.orderId, { onDelete: 'cascade' }),
    method: posPaymentMethod('method').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('pos_payments_order_idx').on(t.orderId), check('pos_payments_amount_check', sql`${t.amount} > 0`)],
);
