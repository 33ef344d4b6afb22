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
import { orders } from './orders';

export const PAYMENT_PROVIDERS = ['sepay', 'payos'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const paymentProvider = pgEnum('payment_provider', PAYMENT_PROVIDERS);

/**
 * Every authenticated webhook delivery, as received, with what came of it (DESIGN §4: every webhook is stored).
 * Replays are deliveries too: they are kept here, but credit nothing (see paymentTransactions).
 */
export const paymentWebhooks = pgTable(
  'payment_webhooks',
  {
    id: serial('id').primaryKey(),
    provider: paymentProvider('provider').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The provider's id of the transaction, when the body had one. */
    externalId: text('external_id'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * paid | overpaid | partial | refund_due | duplicate | unmatched | ignored | wrong_account | invalid (see
     * payments.service.ts).
     */
    outcome: text('outcome').notNull(),
    /** The body exactly as it arrived (bounded by the webhook routes' body limit). */
    body: text('body').notNull(),
  },
  (t) => [index('payment_webhooks_order_idx').on(t.orderId), index('payment_webhooks_external_idx').on(t.externalId)],
);

/**
 * The money the providers reported, one row per provider transaction: the unique key is what makes a replayed
 * webhook change nothing, however many arrive at once. An order's `sepay_transfer_amount` is the sum of its rows.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    provider: paymentProvider('provider').notNull(),
    externalId: text('external_id').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    gateway: text('gateway'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_transactions_provider_external_idx').on(t.provider, t.externalId),
    index('payment_transactions_order_idx').on(t.orderId),
    check('payment_transactions_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * The order's current PayOS payment link. PayOS takes an orderCode once, so the link is reused while PayOS says it
 * is pending; once the shopper cancelled it (or it expired) the next one gets a new code: the order id for the
 * first link, then order id × 100 + attempt (payosOrderCode in payos.ts). A row without a checkout URL is a link being
 * created (it keeps a second request from asking too).
 */
export const payosLinks = pgTable('payos_links', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  attempt: integer('attempt').notNull().default(0),
  orderCode: bigint('order_code', { mode: 'number' }).notNull().unique(),
  paymentLinkId: text('payment_link_id'),
  checkoutUrl: text('checkout_url'),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
