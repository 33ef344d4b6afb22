import { STOCK_REASONS } from '@shop/domain/admin-stock.rules';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalog';
import { storeLocations } from './content';
import { orders } from './orders';
import { users } from './users';

export const stockReason = pgEnum('stock_reason', STOCK_REASONS);

/**
 * Stock per place it is kept (DESIGN §15): a product's own (`variant_id` null) or a variant's units at a location.
 * `reserved` is held by placed orders not yet shipped or collected; `on_hand − reserved` is available. The public
 * `stock` on products and variants is the sum of `available` over `sells_online` locations, kept by the same
 * statements (catalog's product-stock repo).
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => storeLocations.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
  },
  (t) => [
    unique('stock_levels_place_key').on(t.locationId, t.productId, t.variantId).nullsNotDistinct(),
    index('stock_levels_product_idx').on(t.productId, t.variantId),
    check('stock_levels_reserved_check', sql`${t.reserved} >= 0`),
    check('stock_levels_available_check', sql`${t.onHand} >= ${t.reserved}`),
  ],
);

/** A move of units between two locations, at once (`POST /api/admin/stock/transfers/`); its ledger rows name it. */
export const stockTransfers = pgTable('stock_transfers', {
  id: serial('id').primaryKey(),
  fromLocationId: integer('from_location_id')
    .notNull()
    .references(() => storeLocations.id, { onDelete: 'restrict' }),
  toLocationId: integer('to_location_id')
    .notNull()
    .references(() => storeLocations.id, { onDelete: 'restrict' }),
  note: text('note').notNull().default(''),
  lines: jsonb('lines').$type<{ product: number; variant: number | null; quantity: number }[]>().notNull(),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A stocktake at one location (`POST /api/admin/stock/counts/`): what was counted; the differences are ledger rows. */
export const stockCounts = pgTable('stock_counts', {
  id: serial('id').primaryKey(),
  locationId: integer('location_id')
    .notNull()
    .references(() => storeLocations.id, { onDelete: 'restrict' }),
  lines: jsonb('lines')
    .$type<{ product: number; variant: number | null; counted: number; before: number }[]>()
    .notNull(),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The stock ledger: one row per change of a product's own available stock (`variant_id` null) or a variant's at a
 * location, in the transaction that changed it, with the available stock it left there. Staff adjustments name their actor; orders, cancellations
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
    locationId: integer('location_id')
      .notNull()
      .references(() => storeLocations.id, { onDelete: 'restrict' }),
    delta: integer('delta').notNull(),
    reason: stockReason('reason').notNull(),
    stockAfter: integer('stock_after').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    transferId: integer('transfer_id').references(() => stockTransfers.id, { onDelete: 'set null' }),
    countId: integer('count_id').references(() => stockCounts.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.createdAt.desc(), t.id.desc()),
    index('stock_movements_order_idx').on(t.orderId),
    index('stock_movements_location_idx').on(t.locationId, t.createdAt.desc(), t.id.desc()),
    check('stock_movements_delta_check', sql`${t.delta} <> 0`),
    check('stock_movements_stock_after_check', sql`${t.stockAfter} >= 0`),
  ],
);
