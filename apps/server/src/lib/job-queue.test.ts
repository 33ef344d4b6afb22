import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { jobs } from '../db/schema/index';
import { openTestDatabase } from '../testing/test-app';
import { DeferJobError, PermanentJobError, enqueue, findJob, jobsOf, requeue } from './job-queue';
import { backoffMs, createJobWorker } from './job-worker';

const quiet = () => {};
const log = { info: quiet, warn: quiet, error: quiet, debug: quiet } as unknown as FastifyBaseLogger;
const fast = { pollMs: 20, leaseMs: 60_000, retryBaseMs: 40, retryMaxMs: 200 };

let database: Database;
let drop: () => Promise<void>;
let databaseUrl: string | undefined;
beforeAll(async () => {
  ({ database, drop, databaseUrl } = await openTestDatabase({ seedDemo: false }));
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});
beforeEach(async () => {
  await database.db.delete(jobs);
});

const db = () => database.db;
const rowOf = async (key: string) => (await db().select().from(jobs).where(eq(jobs.key, key)))[0]!;

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('enqueue', () => {
  it('writes one job per idempotency key, however often the event is reported', async () => {
    expect(await enqueue(db(), { kind: 'k', key: 'order:1:placed', payload: { a: 1 } })).toBe(true);
    expect(await enqueue(db(), { kind: 'k', key: 'order:1:placed', payload: { a: 2 } })).toBe(false);
    const rows = await db().select().from(jobs);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'queued', attempts: 0, payload: { a: 1 }, maxAttempts: 10 });
  });

  it('commits with the transaction that writes it, or not at all', async () => {
    await expect(
      db().transaction(async (tx) => {
        await enqueue(tx, { kind: 'k', key: 'rolled-back' });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    await db().transaction((tx) => enqueue(tx, { kind: 'k', key: 'committed' }));
    expect((await db().select({ key: jobs.key }).from(jobs)).map((r) => r.key)).toEqual(['committed']);
  });
});

describe('requeue', () => {
  it("queues a copy of a finished job under a new key, naming the original, and the record's jobs list both", async () => {
    const worker = createJobWorker(db(), log, { mail: async () => {} }, fast);
    await enqueue(db(), {
      kind: 'mail',
      key: 'order:7:placed',
      ref: 'order:7',
      payload: { to: 'a@b.vn' },
      maxAttempts: 3,
    });
    await enqueue(db(), { kind: 'other', key: 'order:7:other', ref: 'order:7' });
    await worker.runDue();
    const original = (await findJob(db(), (await rowOf('order:7:placed')).id, 'order:7', 'mail'))!;
    expect(await findJob(db(), original.id, 'order:8', 'mail')).toBeUndefined();
    expect(await findJob(db(), original.id, 'order:7', 'other')).toBeUndefined();

    const copy = await db().transaction((tx) => requeue(tx, original, 'order:7:placed:resend:1'));
    expect(copy).toMatchObject({
      kind: 'mail',
      ref: 'order:7',
      status: 'queued',
      attempts: 0,
      maxAttempts: 3,
      payload: { to: 'a@b.vn', resendOf: original.id },
    });
    const changed = await requeue(db(), original, 'order:7:placed:resend:2', { to: 'c@d.vn' });
    expect(changed.payload).toEqual({ to: 'c@d.vn', resendOf: original.id });
    await expect(requeue(db(), original, 'order:7:placed:resend:2')).rejects.toThrow('taken');
    expect((await jobsOf(db(), 'order:7', 'mail')).map((j) => j.key)).toEqual([
      'order:7:placed',
      'order:7:placed:resend:1',
      'order:7:placed:resend:2',
    ]);
  });
});

describe('worker', () => {
  it("drops a payload's secret once the job is done or failed, and keeps it for a retry", async () => {
    const seen: unknown[] = [];
    let fail = true;
    const worker = createJobWorker(
      db(),
      log,
      {
        retried: async (job) => {
          seen.push(job.payload.secret);
          if (fail) throw new Error('SMTP down');
        },
        gone: async () => {
          throw new PermanentJobError('no such account');
        },
      },
      // A retry 0.8–1.2 s later: never due again within the first runDue, however slow the machine.
      { ...fast, retryBaseMs: 1_000, retryMaxMs: 1_000 },
    );
    await enqueue(db(), { kind: 'retried', key: 'retried', payload: { to: 'a@b.vn', secret: { text: 'pw' } } });
    await enqueue(db(), { kind: 'gone', key: 'gone', payload: { to: 'c@d.vn', secret: { text: 'pw' } } });
    await worker.runDue();
    expect((await rowOf('retried')).payload).toEqual({ to: 'a@b.vn', secret: { text: 'pw' } });
    expect(await rowOf('gone')).toMatchObject({ status: 'failed', payload: { to: 'c@d.vn' } });
    fail = false;
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    await worker.runDue();
    expect(await rowOf('retried')).toMatchObject({ status: 'done', payload: { to: 'a@b.vn' } });
    expect(seen).toEqual([{ text: 'pw' }, { text: 'pw' }]);
  });

  it('runs a due job once and marks it done; a job scheduled later waits for its time', async () => {
    const ran: string[] = [];
    const worker = createJobWorker(db(), log, { k: async (job) => void ran.push(job.key) }, fast);
    await enqueue(db(), { kind: 'k', key: 'now' });
    await enqueue(db(), { kind: 'k', key: 'later', runAt: new Date(Date.now() + 60_000) });
    expect(await worker.runDue()).toBe(1);
    expect(await worker.runDue()).toBe(0);
    expect(ran).toEqual(['now']);
    expect(await rowOf('now')).toMatchObject({ status: 'done', attempts: 1, lockedBy: null, doneAt: expect.any(Date) });
    expect(await rowOf('later')).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('retries a failing job with exponential back-off, then marks it failed with its reason', async () => {
    const tries: number[] = [];
    const worker = createJobWorker(
      db(),
      log,
      {
        k: async () => {
          tries.push(Date.now());
          throw new Error(`SMTP down (try ${tries.length})`);
        },
      },
      fast,
    );
    await enqueue(db(), { kind: 'k', key: 'flaky', maxAttempts: 4 });
    await worker.runDue();
    const afterFirst = await rowOf('flaky');
    expect(afterFirst).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP down (try 1)' });
    // The retry waits the back-off from when the try failed (40 ms − 20 % at least), not from when we look.
    expect(afterFirst.runAt.getTime()).toBeGreaterThanOrEqual(tries[0]! + 30);
    worker.start();
    await until(async () => (await rowOf('flaky')).status === 'failed');
    await worker.close();
    expect(tries).toHaveLength(4);
    expect(await rowOf('flaky')).toMatchObject({ status: 'failed', attempts: 4, lastError: 'SMTP down (try 4)' });
    // Each wait about doubles the one before (40, 80, 160 ms ± 20 %). Only lower bounds: a busy machine makes
    // any wait longer, never shorter.
    const gaps = tries.slice(1).map((t, i) => t - tries[i]!);
    expect(gaps[0]!).toBeGreaterThanOrEqual(30);
    expect(gaps[1]!).toBeGreaterThanOrEqual(60);
    expect(gaps[2]!).toBeGreaterThanOrEqual(120);
  });

  it('recovers once the cause is mended: a retried job succeeds and stays done', async () => {
    let down = true;
    const sent: string[] = [];
    const worker = createJobWorker(
      db(),
      log,
      {
        k: async (job) => {
          if (down) throw new Error('connect ECONNREFUSED');
          sent.push(job.key);
        },
      },
      fast,
    );
    for (const key of ['a', 'b', 'c']) await enqueue(db(), { kind: 'k', key });
    worker.start();
    await until(async () => (await db().select().from(jobs)).every((j) => j.attempts >= 2));
    down = false;
    await until(async () => (await db().select().from(jobs)).every((j) => j.status === 'done'));
    await worker.close();
    expect(sent.sort()).toEqual(['a', 'b', 'c']);
  });

  it('fails a job at once on a PermanentJobError, and a job of an unknown kind is retried, never dropped', async () => {
    const worker = createJobWorker(
      db(),
      log,
      {
        gone: async () => {
          throw new PermanentJobError('order 1 does not exist');
        },
      },
      fast,
    );
    await enqueue(db(), { kind: 'gone', key: 'gone' });
    await enqueue(db(), { kind: 'mystery', key: 'mystery' });
    await worker.runDue();
    expect(await rowOf('gone')).toMatchObject({ status: 'failed', attempts: 1, lastError: 'order 1 does not exist' });
    expect(await rowOf('mystery')).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'no handler for job kind mystery',
    });
  });

  it('defers a job on a DeferJobError without counting the try', async () => {
    const worker = createJobWorker(
      db(),
      log,
      {
        paused: async () => {
          throw new DeferJobError('the party is paused', 60_000);
        },
      },
      fast,
    );
    await enqueue(db(), { kind: 'paused', key: 'paused', maxAttempts: 1 });
    await worker.runDue();
    await worker.runDue();
    const row = await rowOf('paused');
    expect(row).toMatchObject({ status: 'queued', attempts: 0, lastError: 'the party is paused' });
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('takes again a job whose instance died (its lease ran out), and the dead try cannot settle it', async () => {
    const first = createJobWorker(db(), log, {}, fast);
    await enqueue(db(), { kind: 'k', key: 'orphan' });
    // The first instance takes the job and dies (kill -9): the row stays running, holding its lease.
    await db()
      .update(jobs)
      .set({
        status: 'running',
        attempts: 1,
        lockedBy: `${first.instance}/dead`,
        lockedUntil: sql`now() + interval '1 minute'`,
      })
      .where(eq(jobs.key, 'orphan'));
    const ran: string[] = [];
    const second = createJobWorker(db(), log, { k: async (job) => void ran.push(job.key) }, fast);
    expect(await second.runDue()).toBe(0);
    await db()
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.key, 'orphan'));
    expect(await second.runDue()).toBe(1);
    expect(ran).toEqual(['orphan']);
    expect(await rowOf('orphan')).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('marks failed, with the reason, a job whose instance died during its last try', async () => {
    await enqueue(db(), { kind: 'k', key: 'last', maxAttempts: 2 });
    await db()
      .update(jobs)
      .set({ status: 'running', attempts: 2, lockedBy: 'gone', lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.key, 'last'));
    const worker = createJobWorker(db(), log, { k: async () => {} }, fast);
    expect(await worker.runDue()).toBe(0);
    expect(await rowOf('last')).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/lease/) });
  });

  it('close() waits for the running job to finish and settle', async () => {
    let release!: () => void;
    let started!: () => void;
    const isStarted = new Promise<void>((resolve) => (started = resolve));
    const worker = createJobWorker(
      db(),
      log,
      {
        k: () => {
          started();
          return new Promise<void>((resolve) => (release = resolve));
        },
      },
      fast,
    );
    await enqueue(db(), { kind: 'k', key: 'slow' });
    worker.start();
    await isStarted;
    const closed = worker.close();
    setTimeout(() => release(), 50);
    await closed;
    expect(await rowOf('slow')).toMatchObject({ status: 'done' });
  });

  it('backs off exponentially up to the cap', () => {
    const opts = { retryBaseMs: 1000, retryMaxMs: 8000 };
    for (const [attempts, exact] of [
      [1, 1000],
      [2, 2000],
      [3, 4000],
      [4, 8000],
      [9, 8000],
    ] as const) {
      const delay = backoffMs(attempts, opts);
      expect(delay).toBeGreaterThanOrEqual(exact * 0.8);
      expect(delay).toBeLessThanOrEqual(exact * 1.2);
    }
  });
});

describe('several instances', () => {
  it('each job runs exactly once with two workers on their own connections', async () => {
    // On PostgreSQL: a second pool, as a second instance has. On PGlite, its one connection (one process).
    const other = databaseUrl ? await openDatabase({ databaseUrl, dataDir: null }) : database;
    try {
      const N = 200;
      const runs = new Map<string, string[]>();
      const handler = (name: string) => async (job: { key: string }) => {
        runs.set(job.key, [...(runs.get(job.key) ?? []), name]);
        // A little work, so both instances are busy at once.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
      };
      await db().transaction(async (tx) => {
        for (let i = 0; i < N; i++) await enqueue(tx, { kind: 'k', key: `job-${i}` });
      });
      const a = createJobWorker(db(), log, { k: handler('a') }, fast);
      const b = createJobWorker(other.db, log, { k: handler('b') }, fast);
      a.start();
      b.start();
      await until(async () => {
        const [row] = await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(eq(jobs.status, 'done'));
        return row!.n === N;
      }, 30_000);
      await Promise.all([a.close(), b.close()]);
      expect(runs.size).toBe(N);
      expect([...runs.values()].filter((who) => who.length !== 1)).toEqual([]);
      const byA = [...runs.values()].filter((who) => who[0] === 'a').length;
      // Both took part (on PostgreSQL they run side by side; on PGlite they take turns on one connection).
      expect(byA).toBeGreaterThan(0);
      expect(byA).toBeLessThan(N);
    } finally {
      if (other !== database) await other.close();
    }
  });
});
