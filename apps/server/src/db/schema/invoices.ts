import { E_INVOICE_STATUSES } from '@shop/domain/vat-invoice.rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { orderReturns } from './returns';
import { users } from './users';

export const eInvoiceStatus = pgEnum('e_invoice_status', E_INVOICE_STATUSES);

/**
 * An order's VAT invoice (DESIGN §13): the company details the shopper asked it for (null: the shopper, who does
 * not get one), and the e-invoice's state at the provider. `transaction_uuid` is written before the provider is
 * called, so a retry after a lost answer looks the invoice up instead of issuing a second one.
 */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Who asked for it (checkout prefills their last request). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyName: text('company_name'),
    taxCode: text('tax_code'),
    address: text('address'),
    email: text('email'),
    status: eInvoiceStatus('status').notNull().default('none'),
    /** The id of the current try at the provider (saved before the call; the PDF is fetched by it). */
    transactionUuid: text('transaction_uuid'),
    /** Every earlier try's id (a staff retry starts a new one): each is looked up before anything is created. */
    earlierTransactionUuids: text('earlier_transaction_uuids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    number: text('number'),
    series: text('series'),
    reservationCode: text('reservation_code'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** The provider's description of a permanent failure. */
    error: text('error'),
    /** When the order was returned: an issued invoice then needs an adjustment (staff's list). */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_invoices_status_idx').on(t.status),
    index('order_invoices_user_idx').on(t.userId, t.updatedAt),
    check('order_invoices_tax_code_check', sql`${t.taxCode} IS NULL OR ${t.taxCode} ~ '^[0-9]{10}(-[0-9]{3})?$'`),
  ],
);

/**
 * The adjustment e-invoice a return on an invoiced order issues through SInvoice (DESIGN §17), one per return. Its
 * `transaction_uuid` is written before SInvoice is called, so a lost answer is looked up by it, never issued twice.
 */
export const orderInvoiceAdjustments = pgTable(
  'order_invoice_adjustments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    returnId: integer('return_id')
      .notNull()
      .unique()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    status: eInvoiceStatus('status').notNull().default('pending'),
    transactionUuid: text('transaction_uuid').notNull(),
    number: text('number'),
    series: text('series'),
    reservationCode: text('reservation_code'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_invoice_adjustments_order_idx').on(t.orderId)],
);
