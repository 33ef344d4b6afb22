// Runs the job queue's due jobs (DESIGN §10; docs/decisions/0013-job-queue.md) on whichever instance takes them:
// one at a time, each under a lease, retried with back-off; job-queue.ts does every read and write of the table.
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { DeferJobError, type JobRow, PermanentJobError, claimDue, failAbandoned, settleTry } from './job-queue';

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

  async function run(job: JobRow) {
    const what = { id: job.id, kind: job.kind, attempt: job.attempts };
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job);
      await settleTry(db, job, { status: 'done' });
    } catch (error) {
      const lastError = errorText(error);
      if (error instanceof DeferJobError) {
        await settleTry(db, job, { status: 'queued', lastError, delayMs: error.delayMs, attempts: job.attempts - 1 });
        log.warn({ job: what, error: lastError, retryInMs: error.delayMs }, 'job deferred');
        return;
      }
      if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
        await settleTry(db, job, { status: 'failed', lastError });
        log.error({ job: what, error: lastError }, 'job failed');
        return;
      }
      const delay = backoffMs(job.attempts, opts);
      await settleTry(db, job, { status: 'queued', lastError, delayMs: delay });
      log.warn({ job: what, error: lastError, retryInMs: delay }, 'job try failed; retrying later');
    }
  }

  async function runDue(): Promise<number> {
    let ran = 0;
    for (const job of await failAbandoned(db))
      log.error({ job }, 'job failed: its instance stopped during the last try');
    while (!stopping) {
      const job = await claimDue(db, `${instance}/${randomUUID().slice(0, 8)}`, opts.leaseMs);
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
