import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's content pages as Markdown: the support centre's FAQ and the six policy pages, by
 * slug (packages/domain pages.schemas). Filled with the built-in texts on first read (modules/pages/pages.seed.ts).
 */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
