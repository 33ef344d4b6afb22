import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * DESIGN §8: one row per staff write (who, what, on which record, before/after, from where, when), written in the
 * same transaction as the write it records, so a failed write leaves none.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** `<target_type>.<verb>`, e.g. `order.transition`, `order.mark_paid`. */
    action: text('action').notNull(),
    /** 'order' | 'product' | 'category' | 'promotion' | 'user' | … */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
  ],
);
