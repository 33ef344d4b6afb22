// The durable job queue (DESIGN §10; docs/decisions/0013-job-queue.md): a `jobs` table, written in the
// transaction of the event that causes a job, taken by any instance with FOR UPDATE SKIP LOCKED under a lease.
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { type SQL, and, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
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

export type JobHandler = (job: JobRow) => Promise<void>;

export interface WorkerOptions {
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  /** How long a taken job is held; past it, the instance is taken for dead and the job runs again. */
  leaseMs: number;
  /** The first retry's delay; each further one doubles it, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = {
  pollMs: 1000,
  leaseMs: 120_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
};

/** The wait before try `attempts + 1`: exponential, capped, with ±20 % jitter so retries of many jobs spread out. */
export function backoffMs(attempts: number, opts: Pick<WorkerOptions, 'retryBaseMs' | 'retryMaxMs'>): number {
  const exact = Math.min(opts.retryBaseMs * 2 ** Math.max(0, attempts - 1), opts.retryMaxMs);
  return Math.round(exact * (0.8 + Math.random() * 0.4));
}

/** Error text kept on the job: the message only (never a stack or a mail's body), bounded. */
function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500) || 'unknown error';
}

type JobUpdate = PgUpdateSetSource<typeof jobs>;

const ms = (n: number) => sql`now() + ${n} * interval '1 millisecond'`;

/**
 * Runs due jobs, one at a time, with the handler of their kind. `start()` polls every `pollMs`; `runDue()` runs what
 * is due now and answers how many ran (tests); `close()` stops taking jobs and waits for the one running.
 */
export function createJobWorker(
  db: Db,
  log: FastifyBaseLogger,
  handlers: Record<string, JobHandler>,
  options: Partial<WorkerOptions> = {},
) {
  const opts = { ...DEFAULT_WORKER_OPTIONS, ...options };
  const instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;

  /** A job whose instance died on its last try: failed, with the reason, never dropped. */
  async function failAbandoned() {
    const rows = await db
      .update(jobs)
      .set({
        status: 'failed',
        lastError: 'the instance running the last try stopped (lease ran out)',
        lockedUntil: null,
        lockedBy: null,
      })
      .where(and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, sql`now()`), gte(jobs.attempts, jobs.maxAttempts)))
      .returning({ id: jobs.id, kind: jobs.kind });
    for (const job of rows) log.error({ job }, 'job failed: its instance stopped during the last try');
  }

  /** Takes the next due job (queued and due, or running with its lease run out) for this instance. */
  async function claim(): Promise<JobRow | undefined> {
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
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: ms(opts.leaseMs),
        lockedBy: `${instance}/${randomUUID().slice(0, 8)}`,
      })
      .where(inArray(jobs.id, due))
      .returning();
    return job;
  }

  /** Settles this try, unless the lease ran out and another instance took the job meanwhile. */
  async function settle(job: JobRow, values: JobUpdate) {
    await db
      .update(jobs)
      .set({ lockedUntil: null, lockedBy: null, ...values })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, job.lockedBy!)));
  }

  async function run(job: JobRow) {
    const what = { id: job.id, kind: job.kind, attempt: job.attempts };
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job);
      await settle(job, { status: 'done', doneAt: sql`now()`, lastError: null });
    } catch (error) {
      const lastError = errorText(error);
      if (error instanceof DeferJobError) {
        await settle(job, { status: 'queued', lastError, attempts: job.attempts - 1, runAt: ms(error.delayMs) });
        log.warn({ job: what, error: lastError, retryInMs: error.delayMs }, 'job deferred');
        return;
      }
      if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
        await settle(job, { status: 'failed', lastError });
        log.error({ job: what, error: lastError }, 'job failed');
        return;
      }
      const delay = backoffMs(job.attempts, opts);
      await settle(job, { status: 'queued', lastError, runAt: ms(delay) });
      log.warn({ job: what, error: lastError, retryInMs: delay }, 'job try failed; retrying later');
    }
  }

  async function runDue(): Promise<number> {
    let ran = 0;
    await failAbandoned();
    while (!stopping) {
      const job = await claim();
      if (!job) break;
      await run(job);
      ran++;
    }
    return ran;
  }

  function sleep(delay: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, delay);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });
  }

  return {
    instance,
    runDue,
    start() {
      if (loop) return;
      loop = (async () => {
        while (!stopping) {
          await runDue().catch((err: unknown) => log.error({ err }, 'job queue: polling failed'));
          if (!stopping) await sleep(opts.pollMs);
        }
      })();
    },
    /** Looks for due jobs now rather than at the next poll. */
    wake() {
      wakeUp?.();
    },
    async close() {
      stopping = true;
      wakeUp?.();
      await loop;
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
