import { ORDER_SOURCES } from '@shop/domain/order-source';
import { DELIVERY_METHODS } from '@shop/domain/locations.rules';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@shop/domain/order-status';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalog';
import { storeLocations } from './content';
import { promotions } from './promotions';
import { users } from './users';

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const orderSource = pgEnum('order_source', ORDER_SOURCES);
export const deliveryMethod = pgEnum('delivery_method', DELIVERY_METHODS);
/** A history entry is a status change, or an edit of the order's lines, address or fee (DESIGN §12). */
export const orderHistoryKind = pgEnum('order_history_kind', ['status', 'edit']);

export const orders = pgTable(
  'orders',
  {
    /** A random 8-digit number, not sequential (DESIGN §4); PayOS uses it as orderCode. */
    id: integer('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: orderStatus('status').notNull().default('pending'),
    trackingNumber: text('tracking_number'),
    shippingCompany: text('shipping_company'),
    shippingAddress: text('shipping_address').notNull(),
    ward: text('ward').notNull().default(''),
    district: text('district').notNull().default(''),
    city: text('city').notNull().default(''),
    wardCode: text('ward_code'),
    districtCode: text('district_code'),
    cityCode: text('city_code'),
    /** The recipient's name as typed at checkout (the account's name when none was sent). */
    recipientName: text('recipient_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    note: text('note').notNull().default(''),
    totalPrice: integer('total_price').notNull(),
    shippingFee: integer('shipping_fee').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    haveTax: boolean('have_tax').notNull().default(false),
    tax: numeric('tax', { precision: 6, scale: 4 }).notNull().default('0'),
    finalTotal: integer('final_total').notNull(),
    paymentMethod: paymentMethod('payment_method').notNull().default('cash'),
    paymentStatus: paymentStatus('payment_status').notNull().default('unpaid'),
    companyPaymentReceived: boolean('company_payment_received').notNull().default(false),
    sepayTransferAmount: integer('sepay_transfer_amount').notNull().default(0),
    /**
     * Every provider transaction credited to the order (SePay and PayOS), the sum of its payment_transactions rows:
     * above final_total is an overpayment; with payment_status refund_due, what to give back.
     */
    amountReceived: bigint('amount_received', { mode: 'number' }).notNull().default(0),
    sepayGateway: text('sepay_gateway'),
    /**
     * An unpaid bank-transfer or PayOS order is cancelled at this time (ORDER_PAYMENT_TTL_MINUTES after the online
     * method was chosen) and its stock comes back; the QR screen counts down to it. Null for cash.
     */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    /** Internal note of the shop's staff (DESIGN §8); never in the shopper's answers. */
    staffNote: text('staff_note').notNull().default(''),
    /** Where the order came from (DESIGN §12): `web` for the shop's checkout, else the channel staff took it on. */
    source: orderSource('source').notNull().default('web'),
    deliveryMethod: deliveryMethod('delivery_method').notNull().default('ship'),
    /** Where the order's stock is reserved and leaves from (DESIGN §15); a pickup's store. */
    fulfilmentLocationId: integer('fulfilment_location_id').references(() => storeLocations.id, {
      onDelete: 'restrict',
    }),
    /** Recorded although its location lacked some of its units (a till's offline sale, a marketplace's order). */
    stockShort: boolean('stock_short').notNull().default(false),
    /** A marketplace order's own id (DESIGN §16: Shopee order_sn, TikTok order id); unique within its `source`. */
    marketplaceOrderId: text('marketplace_order_id'),
    /** The marketplace's status as last read (IN_CANCEL, TO_RETURN…), upper-case; null for our own channels. */
    marketplaceStatus: text('marketplace_status'),
    /** The marketplace's update_time of the read applied last: an older read arriving later changes nothing. */
    marketplaceUpdatedAt: timestamp('marketplace_updated_at', { withTimezone: true }),
    /** When the order became delivered (a trigger sets it, migration 0027): reports count revenue on this day. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** An `on_account` order's customer's payment terms when it was placed; null for every other order. */
    paymentTermsDays: integer('payment_terms_days'),
    /** An `on_account` order's due date: delivery plus its payment terms (the delivered_at trigger sets it). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** What the customer's payments have paid of an `on_account` order (allocations, oldest order first). */
    accountPaid: bigint('account_paid', { mode: 'number' }).notNull().default(0),
    /**
     * Bumped by every staff edit (DESIGN §12): an edit names the version it was made on, and a stale one is a 409, so
     * of two staff editing at once exactly one wins.
     */
    version: integer('version').notNull().default(0),
    /**
     * What the orders desk searches: id, phone, e-mail and the customer's name folded by
     * foldVietnamese, written with the order (orders.repo insertOrder), so search ignores accents on both databases.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The orders desk: newest or oldest first, on its own or within a status or payment state tab.
    // Ascending with the default NULLS LAST, so a backward scan gives exactly `created_at DESC, id DESC` (NULLS
    // FIRST, the default for DESC) as the desk orders; indexes declared DESC NULLS LAST matched no ORDER BY and
    // left deep pages to a filter over created_at. final_total rides along so a page's ids under a date
    // range, by total, come from the index alone.
    index('orders_created_id_idx').on(t.createdAt, t.id, t.finalTotal),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id, t.finalTotal),
    // The desk's source filter: the channels staff enter are a small share, found without walking the web's orders.
    index('orders_source_created_idx').on(t.source, t.createdAt, t.id),
    index('orders_payment_status_created_idx').on(t.paymentStatus, t.createdAt, t.id),
    uniqueIndex('orders_marketplace_order_idx')
      .on(t.source, t.marketplaceOrderId)
      .where(sql`${t.marketplaceOrderId} IS NOT NULL`),
    // Receivables: a customer's open on_account orders, oldest due first (few orders are on account).
    index('orders_account_idx').on(t.paymentMethod, t.paymentStatus, t.userId, t.dueAt),
    // Receivables ageing (reports): every on_account order's balance and due date from the index alone, not from
    // thousands of heap pages scattered over a year of orders. Few orders are on account: a small index. Its
    // predicate names the methods that existed before 0027: a fresh database runs every migration in one transaction,
    // where the values 0027 added cannot be used yet (so marketplace orders are in it too); `= 'on_account'` in a
    // query implies it.
    index('orders_account_balance_idx')
      .on(t.paymentMethod, t.userId, t.dueAt, t.finalTotal, t.accountPaid, t.status, t.paymentStatus)
      .where(sql`${t.paymentMethod} NOT IN ('cash', 'sepay', 'payos')`),
    // Reports count an order on the day it was delivered.
    index('orders_delivered_idx')
      .on(t.deliveredAt, t.source)
      .where(sql`${t.deliveredAt} IS NOT NULL`),
    // The desk's search (`search_text LIKE '%…%'`) through trigrams (pg_trgm, bundled with PGlite too): at 1M orders
    // a scan took seconds.
    index('orders_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check(
      'orders_money_check',
      sql`${t.totalPrice} >= 0 AND ${t.shippingFee} >= 0 AND ${t.discount} >= 0 AND ${t.finalTotal} >= 0`,
    ),
    check('orders_account_paid_check', sql`${t.accountPaid} >= 0`),
  ],
);

/**
 * The orders placed per shop day (Asia/Ho_Chi_Minh) and state: how many and their final totals, kept by statement
 * triggers on `orders` in the same transaction as every insert, update and delete. The dashboard's
 * totals, statuses and days and the desk's tab counts under every filter but search read these few rows instead of
 * a million orders. A statement adds to slot `txid % 16` and takes away from slot `16 + txid % 16`, so concurrent
 * checkouts spread over 16 rows and a status move never waits on a checkout's row; a figure is the sum of its slots.
 */
export const orderDailyTotals = pgTable(
  'order_daily_totals',
  {
    day: date('day').notNull(),
    status: orderStatus('status').notNull(),
    paymentStatus: paymentStatus('payment_status').notNull(),
    paymentMethod: paymentMethod('payment_method').notNull(),
    /** The dashboard splits revenue by it (DESIGN §12). */
    source: orderSource('source').notNull().default('web'),
    slot: smallint('slot').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.paymentStatus, t.paymentMethod, t.source, t.slot] })],
);

/**
 * Units and line revenue sold per shop day and product, over orders that are not cancelled or returned, kept by
 * statement triggers on `orders` and `order_items`: the dashboard's best sellers. The snapshot name is
 * part of the key, so a product's name is the greatest one its lines carry (as the lines themselves give it) and a
 * deleted product (product_id null) keeps its own rows per name. Slots as in order_daily_totals.
 */
export const productDailySales = pgTable(
  'product_daily_sales',
  {
    day: date('day').notNull(),
    productId: integer('product_id'),
    productName: text('product_name').notNull(),
    slot: smallint('slot').notNull(),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('product_daily_sales_key').on(t.day, t.productId, t.productName, t.slot).nullsNotDistinct(),
    // A best seller's name: its rows over the range.
    index('product_daily_sales_product_idx').on(t.productId, t.day),
    // The best sellers of a range from the index alone (the rows, with their names, are several times wider):
    // 30 days at 1M orders are ~320k entries. Figures as key columns, as drizzle has no INCLUDE.
    index('product_daily_sales_day_idx')
      .on(t.day, t.productId, t.units, t.revenue)
      .where(sql`${t.productId} IS NOT NULL`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    // Snapshot at order time: later catalogue edits never change a placed order.
    productName: text('product_name').notNull(),
    variantName: text('variant_name'),
    productImageUrl: text('product_image_url').notNull().default(''),
    variantImageUrl: text('variant_image_url'),
    unit: text('unit').notNull().default(''),
    productWeightGrams: integer('product_weight_grams').notNull().default(0),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    totalPrice: integer('total_price').notNull(),
    /** Why staff set this line's price by hand (DESIGN §12); null for the catalogue's price. */
    priceReason: text('price_reason'),
    /**
     * A unit's cost_price when the line was sold (DESIGN §17's gross profit: the variant's, else the product's, written
     * by orders.repo orderLinesInsert); null: unknown.
     */
    costPrice: integer('cost_price'),
    /**
     * Not the cost at the time of sale: a line sold before costs were kept (migration 0027) or while its product had
     * none. It follows today's cost: a trigger (migration 0028) sets it whenever staff set or change the cost.
     */
    costEstimated: boolean('cost_estimated').notNull().default(false),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who made the change (DESIGN §8); null for the shopper and the system. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why staff made it (a cancel's reason is required); staff answers only. */
    note: text('note'),
    /** An `edit` keeps the status it was made in; the shopper's history lists status changes only. */
    kind: orderHistoryKind('kind').notNull().default('status'),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

export const orderPromotions = pgTable(
  'order_promotions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    discountAmount: integer('discount_amount').notNull(),
    /** Snapshot of the voucher as applied. */
    snapshot: jsonb('snapshot')
      .$type<{ code: string; description: string; value_display: string; image_url: string }>()
      .notNull(),
  },
  (t) => [
    uniqueIndex('order_promotions_order_promotion_idx').on(t.orderId, t.promotionId),
    // A voucher's usage in the back office.
    index('order_promotions_promotion_idx').on(t.promotionId),
  ],
);

/**
 * The guest-checkout password mail (spec 2 §4, DESIGN §4, §7): at most one per account, ever. The primary key
 * makes "only once" hold however many requests race.
 */
export const guestPasswordMails = pgTable('guest_password_mails', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
