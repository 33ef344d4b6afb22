import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's settings, one JSON value per key, so staff change them in the database rather than in code
 *: `shipping` (the fee settings of packages/domain shipping.rules, DEFAULT_SHIPPING_SETTINGS until
 * changed) and `tax` (`{have_tax, tax_rate}`, off by default: prices include VAT). A missing row means the
 * default; the shipping module writes the defaults on first read so there is a row to edit.
 */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
