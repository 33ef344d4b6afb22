import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalog';

/** Customer groups (cafés, distributors, …, DESIGN §13): a customer belongs to at most one (users.customer_group_id). */
export const customerGroups = pgTable(
  'customer_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Receivables (DESIGN §17): its members' payment terms in days (0: pay now) and credit limit (null: none). */
    paymentTermsDays: integer('payment_terms_days').notNull().default(0),
    creditLimit: bigint('credit_limit', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_groups_name_idx').on(sql`lower(${t.name})`),
    check('customer_groups_terms_check', sql`${t.paymentTermsDays} BETWEEN 0 AND 365`),
    check('customer_groups_credit_limit_check', sql`${t.creditLimit} IS NULL OR ${t.creditLimit} >= 0`),
  ],
);

/**
 * Quantity prices (DESIGN §13): from `min_quantity` units of the product's own line (variant null) or of one variant,
 * one unit costs `price`, for everyone (group null) or one group. A group in use cannot be deleted (restrict).
 */
export const productPriceTiers = pgTable(
  'product_price_tiers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => customerGroups.id, { onDelete: 'restrict' }),
    minQuantity: integer('min_quantity').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [
    uniqueIndex('product_price_tiers_line_idx').on(
      t.productId,
      sql`coalesce(${t.variantId}, 0)`,
      sql`coalesce(${t.groupId}, 0)`,
      t.minQuantity,
    ),
    index('product_price_tiers_group_idx').on(t.groupId),
    check('product_price_tiers_min_quantity_check', sql`${t.minQuantity} >= 2`),
    check('product_price_tiers_price_check', sql`${t.price} > 0`),
  ],
);
