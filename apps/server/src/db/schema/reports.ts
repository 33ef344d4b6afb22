import { bigint, date, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { orderSource } from './orders';

/**
 * The gross profit of delivered orders per shop day of delivery (Asia/Ho_Chi_Minh, `orders.delivered_at`) and
 * channel (DESIGN §17), kept by statement triggers on `orders` and `order_items` in the same transaction as every
 * write (migration 0028): the profit report reads these few rows instead of a year of orders. An order counts while
 * it is `delivered` (a return takes it out again). Slots as in order_daily_totals (txid % 16 adds, 16 + txid % 16
 * takes away); a figure is the sum of its slots. The reports module reads it; nothing but the triggers writes it.
 */
export const deliveredDailyTotals = pgTable(
  'delivered_daily_totals',
  {
    day: date('day').notNull(),
    source: orderSource('source').notNull(),
    slot: smallint('slot').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    /** The goods after the order's discounts: no shipping fee, no VAT (order_goods_revenue). */
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    /** Σ order_items.cost_price × quantity (a line without a cost counts 0; see uncosted_units). */
    cost: bigint('cost', { mode: 'number' }).notNull().default(0),
    /** The part of `cost` on lines whose cost is estimated (today's cost, not the one at the time of sale). */
    estimatedCost: bigint('estimated_cost', { mode: 'number' }).notNull().default(0),
    /** Units sold on lines with no cost at all: their gross profit is overstated by their cost. */
    uncostedUnits: bigint('uncosted_units', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.slot] })],
);
