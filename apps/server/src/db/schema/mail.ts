import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// lib/mailer.ts's table.
/** Mail kept instead of sent when no SMTP_URL is configured (a laptop, CI): readable by a developer or a test. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** A queued mail's fixed Message-ID: its second try after a crash keeps no second copy. */
    messageId: text('message_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);
