// The durable job queue (DESIGN §10; docs/decisions/0013-job-queue.md): a `jobs` table, written in the
// transaction of the event that causes a job, taken by any instance with FOR UPDATE SKIP LOCKED under a lease
// (job-worker.ts runs them). The one place that reads and writes the table.
import { type SQL, and, asc, count, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client';
import { jobs } from '../db/schema/jobs';

export type JobRow = typeof jobs.$inferSelect;

export interface JobSpec {
  kind: string;
  /** The event's idempotency key (`order:12345678:placed`): a second job with the same key is not written. */
  key: string;
  payload?: Record<string, unknown>;
  /** What the job is about (`order:12345678`), for looking a record's jobs up. */
  ref?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Tries before the job is marked failed (default 10). */
  maxAttempts?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 10;

/** How a job that delivers a message (a mail, a Zalo message) stands for staff: `retrying` is queued after a failure. */
export function deliveryStatus(job: JobRow): 'queued' | 'sending' | 'retrying' | 'sent' | 'failed' {
  switch (job.status) {
    case 'done':
      return 'sent';
    case 'failed':
      return 'failed';
    case 'running':
      return 'sending';
    case 'queued':
      return job.attempts > 0 ? 'retrying' : 'queued';
  }
}

/** When a delivering job was done, or null while it is not. */
export const deliveredAt = (job: JobRow) => (job.status === 'done' && job.doneAt ? job.doneAt.toISOString() : null);

/**
 * A subquery of the refs of failed jobs of these kinds that no later job of the same ref and kind, for the same
 * payload `event`, has replaced (a message staff sent again): the messages still failed.
 */
export function failedJobRefs(kinds: string[]): SQL {
  const listed = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  return sql`SELECT j.ref FROM ${jobs} j
    WHERE j.kind IN (${listed}) AND j.status = 'failed'
      AND NOT EXISTS (
        SELECT 1 FROM ${jobs} k
        WHERE k.ref = j.ref AND k.kind = j.kind AND k.id > j.id AND k.status <> 'failed'
          AND k.payload->>'event' IS NOT DISTINCT FROM j.payload->>'event'
      )`;
}

/**
 * Writes the job in the caller's transaction (or on its own). True when it was written, false when a job with this
 * key exists already: the event was reported before.
 */
export async function enqueue(db: DbOrTx, job: JobSpec): Promise<boolean> {
  const rows = await jobsInsert(db, [job]).returning({ id: jobs.id });
  return rows.length > 0;
}

/** A record's jobs of one kind (`ref` as written: `order:12345678`), oldest first: a mail log, a message list. */
export function jobsOf(db: DbOrTx, ref: string, kind: string): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.ref, ref), eq(jobs.kind, kind)))
    .orderBy(asc(jobs.createdAt), asc(jobs.id));
}

/** One job, when it is of this record and kind (an id of another order's mail is not found). */
export async function findJob(db: DbOrTx, id: number, ref: string, kind: string): Promise<JobRow | undefined> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.ref, ref), eq(jobs.kind, kind)));
  return job;
}

/**
 * A staff resend: a copy of the job queued in the caller's transaction under a new `key` (the original's is spent),
 * its payload naming the original in `resendOf`. `payload` is the copy's when it differs (a try's marks removed).
 */
export async function requeue(
  tx: DbOrTx,
  original: JobRow,
  key: string,
  payload: Record<string, unknown> = original.payload,
): Promise<JobRow> {
  const copy: JobSpec = {
    kind: original.kind,
    key,
    payload: { ...payload, resendOf: original.id },
    ...(original.ref ? { ref: original.ref } : {}),
    maxAttempts: original.maxAttempts,
  };
  const [job] = await jobsInsert(tx, [copy]).returning();
  if (!job) throw new Error(`job key ${key} is taken`);
  return job;
}

/** Merges `values` into a job's payload and drops the `drop` keys (a try's own marks), the queue's columns aside. */
export async function markPayload(db: DbOrTx, id: number, values: Record<string, unknown>, drop: string[] = []) {
  const kept = drop.reduce((expr, name) => sql`(${expr}) - ${name}::text`, sql`${jobs.payload}`);
  await db
    .update(jobs)
    .set({ payload: sql`${kept} || ${JSON.stringify(values)}::jsonb` })
    .where(eq(jobs.id, id));
}

/** Makes the queued jobs of a kind due now (a paused party is back); answers nothing. */
export async function wakeQueued(db: DbOrTx, kind: string): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: new Date() })
    .where(and(eq(jobs.kind, kind), eq(jobs.status, 'queued')));
}

/** How many jobs of a kind are waiting or running. */
export async function countUnfinished(db: DbOrTx, kind: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), inArray(jobs.status, ['queued', 'running'])));
  return row?.n ?? 0;
}

/**
 * The INSERT of {@link enqueue} for several jobs (ids in their order), not yet sent: for a write that sends it in
 * its own statement (an order's mails and expiry go with its items). A job whose key exists is skipped.
 */
export function jobsInsert(db: DbOrTx, specs: JobSpec[]) {
  return db
    .insert(jobs)
    .values(
      specs.map((job) => ({
        kind: job.kind,
        key: job.key,
        payload: job.payload ?? {},
        ref: job.ref ?? null,
        maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        ...(job.runAt ? { runAt: job.runAt } : {}),
      })),
    )
    .onConflictDoNothing({ target: jobs.key });
}

/**
 * The INSERT of {@link enqueue} as SQL for a data-modifying CTE, one job per row of `rows` (a query answering `kind`,
 * `key`, `payload` jsonb and `run_at`): for a write that enqueues from what its own statement changed. A job whose key
 * exists is skipped.
 */
export function jobsInsertSql(rows: SQL, maxAttempts = DEFAULT_MAX_ATTEMPTS): SQL {
  return sql`INSERT INTO ${jobs} (kind, key, payload, max_attempts, run_at)
    SELECT r.kind, r.key, r.payload, ${maxAttempts}, r.run_at FROM (${rows}) r
    ON CONFLICT (key) DO NOTHING`;
}

/**
 * Whether another job of the same kind, running under a live lease, was taken before this one (for a kind whose jobs
 * must not overlap: the later one defers). Leases are taken for the same length, so the earlier lease ends first.
 */
export async function earlierRunning(db: DbOrTx, job: JobRow): Promise<boolean> {
  const result = await db.execute(sql`SELECT EXISTS (
    SELECT 1 FROM ${jobs} o, ${jobs} me
    WHERE me.id = ${job.id} AND o.kind = me.kind AND o.id <> me.id AND o.status = 'running'
      AND o.locked_until > now() AND (o.locked_until, o.id) < (me.locked_until, me.id)
  ) AS found`);
  return Boolean((result as unknown as { rows: { found: boolean }[] }).rows[0]?.found);
}

/** Removes the jobs in `status` older than `days` (done ones by when they finished): the daily clean-up. Their ids. */
export function deleteOldJobs(db: Db, status: 'done' | 'failed', days: number) {
  const when = status === 'done' ? jobs.doneAt : jobs.createdAt;
  return db
    .delete(jobs)
    .where(and(eq(jobs.status, status), lt(when, sql`now() - ${days} * interval '1 day'`)))
    .returning({ id: jobs.id });
}

/** A handler's failure that another try can't mend (the order is gone): the job is failed at once. */
export class PermanentJobError extends Error {}

/**
 * A handler's "not now, and this try doesn't count" (the party is paused until someone acts): the job is queued again
 * after `delayMs` with its attempts as they were, so a long pause burns none of its retries.
 */
export class DeferJobError extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
  }
}

/**
 * A payload's `secret` (a password a mail carries, a mail's own text) is kept only while a try may still need it: a
 * job done or failed drops it, so the table keeps no copy of what a mail said (as the mailer keeps none).
 */
export const SECRET_PAYLOAD_KEY = 'secret';

const ms = (n: number) => sql`now() + ${n} * interval '1 millisecond'`;
const withoutSecret = sql`${jobs.payload} - ${SECRET_PAYLOAD_KEY}::text`;

/** A job whose instance died on its last try: failed, with the reason, never dropped. Answers those jobs. */
export function failAbandoned(db: Db) {
  return db
    .update(jobs)
    .set({
      status: 'failed',
      lastError: 'the instance running the last try stopped (lease ran out)',
      lockedUntil: null,
      lockedBy: null,
      payload: withoutSecret,
    })
    .where(and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, sql`now()`), gte(jobs.attempts, jobs.maxAttempts)))
    .returning({ id: jobs.id, kind: jobs.kind });
}

/**
 * Takes the next due job (queued and due, or running with its lease run out) for the claim `lockedBy`, held for
 * `leaseMs`; its attempts count this try.
 */
export async function claimDue(db: Db, lockedBy: string, leaseMs: number): Promise<JobRow | undefined> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(
        and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)),
        and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, sql`now()`), lt(jobs.attempts, jobs.maxAttempts)),
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(jobs)
    .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: ms(leaseMs), lockedBy })
    .where(inArray(jobs.id, due))
    .returning();
  return job;
}

/** How a try ended: done, failed for good, or queued again after `delayMs` (`attempts` given when it didn't count). */
export type TryOutcome =
  | { status: 'done' }
  | { status: 'failed'; lastError: string }
  | { status: 'queued'; lastError: string; delayMs: number; attempts?: number };

/** Settles a try, unless the lease ran out and another instance took the job meanwhile. */
export async function settleTry(db: Db, job: JobRow, outcome: TryOutcome): Promise<void> {
  const values: PgUpdateSetSource<typeof jobs> =
    outcome.status === 'done'
      ? { status: 'done', doneAt: sql`now()`, lastError: null, payload: withoutSecret }
      : outcome.status === 'failed'
        ? { status: 'failed', lastError: outcome.lastError, payload: withoutSecret }
        : {
            status: 'queued',
            lastError: outcome.lastError,
            runAt: ms(outcome.delayMs),
            ...(outcome.attempts === undefined ? {} : { attempts: outcome.attempts }),
          };
  await db
    .update(jobs)
    .set({ lockedUntil: null, lockedBy: null, ...values })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, job.lockedBy!)));
}
