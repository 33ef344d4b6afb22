import { USER_ROLES } from '@shop/domain/user-role';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customerGroups } from './wholesale';

export const userRole = pgEnum('user_role', USER_ROLES);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    shippingAddress: text('shipping_address').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    ward: text('ward').notNull().default(''),
    /** DESIGN §8: customer, staff or admin; only staff:create, ADMIN_EMAIL and admins change it. */
    role: userRole('role').notNull().default('customer'),
    /** Kept for the spec's `is_staff`, and always role ≠ customer: the database derives it, so the two can't disagree. */
    isStaff: boolean('is_staff')
      .notNull()
      .generatedAlwaysAs(sql`role <> 'customer'`),
    /** A disabled account signs in nowhere, and its tokens stop working at once (the guard reads this). */
    isActive: boolean('is_active').notNull().default(true),
    /** Bumped when the password changes; tokens carry it, so older tokens stop working (DESIGN §7). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The shopper's order updates on Zalo (DESIGN §14); off: mails only. */
    zaloNotifications: boolean('zalo_notifications').notNull().default(true),
    /** The customer's group (DESIGN §13: its quantity prices); null for most. */
    customerGroupId: integer('customer_group_id').references(() => customerGroups.id, { onDelete: 'set null' }),
    /** What staff keep about a customer (DESIGN §12); never in the customer's own answers. */
    staffNote: text('staff_note').notNull().default(''),
    /** A business customer's company and tax code (DESIGN §13's invoices), set by staff. */
    companyName: text('company_name'),
    taxCode: text('tax_code'),
    /**
     * Receivables (công nợ, DESIGN §17): days after delivery an `on_account` order is due, and the most the customer
     * may owe; null: the group's (a customer without a group: 0 days, no limit). 0 days: pays now, no account.
     */
    paymentTermsDays: integer('payment_terms_days'),
    creditLimit: bigint('credit_limit', { mode: 'number' }),
    /**
     * The account's orders, kept by statement triggers on `orders` in the same transaction (migration 0022): every
     * order counted, the final totals of those not cancelled or returned summed, the newest order's time. The
     * customers list sorts by them at 200k accounts without reading the orders.
     */
    ordersCount: integer('orders_count').notNull().default(0),
    totalSpent: bigint('total_spent', { mode: 'number' }).notNull().default(0),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    /**
     * The customers list's search: name, e-mail and phone folded by the database's fold_vi (the SQL twin of the
     * domain's foldVietnamese, checked against it by a test), so every way a row is written keeps it right.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`fold_vi(first_name || ' ' || last_name || ' ' || email || ' ' || phone_number)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    // The customers list (DESIGN §12): search through trigrams, each ordering from its own index.
    index('users_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(sql`role = 'customer'`),
    index('users_customers_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`role = 'customer'`),
    index('users_customers_name_idx')
      .on(sql`fold_vi(first_name || ' ' || last_name)`, t.id)
      .where(sql`role = 'customer'`),
    index('users_customers_orders_idx')
      .on(t.ordersCount, t.id)
      .where(sql`role = 'customer'`),
    index('users_customers_spent_idx')
      .on(t.totalSpent, t.id)
      .where(sql`role = 'customer'`),
    index('users_customers_last_order_idx')
      .on(t.lastOrderAt.desc().nullsLast(), t.id.desc())
      .where(sql`role = 'customer'`),
    // A group's members (the customers list's `?group=`, a group's use): few accounts are in a group, so only theirs.
    index('users_customers_group_idx')
      .on(t.customerGroupId, t.createdAt, t.id)
      .where(sql`role = 'customer' AND customer_group_id IS NOT NULL`),
    index('users_phone_idx').on(t.phoneNumber),
    check('users_terms_check', sql`${t.paymentTermsDays} IS NULL OR ${t.paymentTermsDays} BETWEEN 0 AND 365`),
    check('users_credit_limit_check', sql`${t.creditLimit} IS NULL OR ${t.creditLimit} >= 0`),
  ],
);
