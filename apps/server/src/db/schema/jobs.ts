import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const jobStatus = pgEnum('job_status', JOB_STATUSES);

/**
 * The durable job queue (DESIGN §10, docs/decisions/0013-job-queue.md). A job is written in the same
 * transaction as the event that causes it; `key` is the event's idempotency key, so an event makes one job however
 * often it is reported. Any instance takes a due job with `FOR UPDATE SKIP LOCKED` and holds it for a lease
 * (`locked_until`): a job whose instance died is taken again once the lease runs out. Done and failed jobs stay
 * (the back office's mail log) until the daily clean-up.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** What the job is about, e.g. `order:12345678`: how an order's page finds its mails. */
    ref: text('ref'),
    status: jobStatus('status').notNull().default('queued'),
    /** Tries started, the current one included. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When a queued job is due (the next try after a failure waits its back-off here). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The lease of a running job: past it, the instance that took it is taken for dead. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The claim that holds a running job (instance and try), so a late finish can't settle someone else's try. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    index('jobs_ref_idx').on(t.ref, t.createdAt),
    index('jobs_done_idx')
      .on(t.doneAt)
      .where(sql`${t.status} = 'done'`),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 AND ${t.maxAttempts} >= 1`),
  ],
);
