import { STOCK_REASONS } from '@shop/domain/admin-catalog.rules';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalog';
import { orders } from './orders';
import { users } from './users';

export const stockReason = pgEnum('stock_reason', STOCK_REASONS);

/**
 * The stock ledger: one row per change of a product's own stock (`variant_id` null) or a variant's, in
 * the transaction that changed it, with the stock it left. Staff adjustments name their actor; orders, cancellations
 * and returns name their order.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: stockReason('reason').notNull(),
    stockAfter: integer('stock_after').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.createdAt.desc(), t.id.desc()),
    index('stock_movements_order_idx').on(t.orderId),
    check('stock_movements_delta_check', sql`${t.delta} <> 0`),
    check('stock_movements_stock_after_check', sql`${t.stockAfter} >= 0`),
  ],
);
