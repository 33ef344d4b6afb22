import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

// The promotions area's tables: vouchers, and each order's use of one (what the vouchers' limits count).
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    /** Written upper-case by the back office (the domain's schema); unique whatever the case (index on lower(code)). */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    value: integer('value').notNull(),
    isPercentage: boolean('is_percentage').notNull().default(false),
    minPurchaseAmount: integer('min_purchase_amount').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    usageLimitPerUser: integer('usage_limit_per_user'),
    /** A percentage voucher's cap in dong (DESIGN §8); null: none. */
    maxDiscount: integer('max_discount'),
    /** Uses over all shoppers, counted by promotion_usages (a cancelled order frees its use); null: no limit. */
    usageLimit: integer('usage_limit'),
    /** Usable from starts_at (inclusive) until ends_at (exclusive); null: open. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promotions_value_check', sql`${t.value} >= 0`),
    check('promotions_percentage_check', sql`NOT ${t.isPercentage} OR ${t.value} <= 100`),
    check('promotions_min_purchase_check', sql`${t.minPurchaseAmount} >= 0`),
    check('promotions_max_discount_check', sql`${t.maxDiscount} > 0`),
    check('promotions_usage_limit_check', sql`${t.usageLimit} > 0`),
    check('promotions_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    uniqueIndex('promotions_code_lower_idx').on(sql`lower(${t.code})`),
  ],
);

/**
 * One row per (user, promotion, order) use; written in the order's transaction so a race cannot over-use a
 * voucher, deleted when the order is cancelled (DESIGN §4).
 */
export const promotionUsages = pgTable(
  'promotion_usages',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promotion_usages_user_idx').on(t.userId, t.promotionId),
    uniqueIndex('promotion_usages_order_idx').on(t.orderId, t.promotionId),
    // A voucher's total uses, counted at checkout for its total limit.
    index('promotion_usages_promotion_idx').on(t.promotionId),
  ],
);
