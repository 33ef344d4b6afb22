import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { jobs, mailOutbox, passwordResetTokens, refreshTokens, users } from '../../db/schema/index';
import { enqueue } from '../../lib/job-queue';
import { openTestDatabase } from '../../testing/test-app';
import { DAILY_CLEANUP_JOB, createMaintenanceService, nextCleanupAt } from './system.service';

const quiet = () => {};
const log = { info: quiet, warn: quiet, error: quiet } as unknown as FastifyBaseLogger;

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ seedDemo: false }));
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

describe('the daily clean-up', () => {
  it('runs at 03:00 shop time (UTC+7) the next shop day', () => {
    // 23:30 in Hồ Chí Minh City on 3 July is 16:30 UTC: the next run is 4 July 03:00 there, 20:00 UTC on 3 July.
    expect(nextCleanupAt(new Date('2025-07-03T16:30:00Z'))).toEqual({
      day: '2025-07-04',
      at: new Date('2025-07-03T20:00:00Z'),
    });
    // 00:30 there on 4 July (17:30 UTC on 3 July): the next is 5 July.
    expect(nextCleanupAt(new Date('2025-07-03T17:30:00Z')).day).toBe('2025-07-05');
  });

  it('removes what is past its keeping time, keeps the rest, and queues the next day once', async () => {
    const db = database.db;
    const maintenance = createMaintenanceService({ db, log });
    const ago = (days: number) => sql`now() - ${days} * interval '1 day'`;
    for (const [key, status, age] of [
      ['old-done', 'done', 31],
      ['new-done', 'done', 2],
      ['old-failed', 'failed', 91],
      ['new-failed', 'failed', 31],
      ['old-queued', 'queued', 200],
    ] as const) {
      await enqueue(db, { kind: 'k', key });
      await db
        .update(jobs)
        .set({ status, createdAt: ago(age), doneAt: status === 'done' ? ago(age) : null })
        .where(eq(jobs.key, key));
    }
    await db.insert(mailOutbox).values([
      { to: 'a@example.com', subject: 'cũ', text: '', html: '', createdAt: new Date(Date.now() - 31 * 86_400_000) },
      { to: 'a@example.com', subject: 'mới', text: '', html: '' },
    ]);
    const [user] = await db
      .insert(users)
      .values({ username: 'u1', email: 'u1@example.com', passwordHash: 'x' })
      .returning();
    await db.insert(refreshTokens).values([
      { id: 'expired', userId: user!.id, family: 'f', expiresAt: new Date(Date.now() - 2 * 86_400_000) },
      { id: 'valid', userId: user!.id, family: 'f', expiresAt: new Date(Date.now() + 86_400_000) },
    ]);
    await db.insert(passwordResetTokens).values([
      { userId: user!.id, tokenHash: 'old', expiresAt: new Date(Date.now() - 2 * 86_400_000) },
      { userId: user!.id, tokenHash: 'live', expiresAt: new Date(Date.now() + 3600_000) },
    ]);

    await maintenance.dailyCleanup();
    await maintenance.scheduleNext();

    const left = await db.select({ key: jobs.key, kind: jobs.kind }).from(jobs);
    expect(
      left
        .filter((j) => j.kind === 'k')
        .map((j) => j.key)
        .sort(),
    ).toEqual(['new-done', 'new-failed', 'old-queued']);
    expect(left.filter((j) => j.kind === DAILY_CLEANUP_JOB).map((j) => j.key)).toEqual([
      `maintenance:daily:${nextCleanupAt(new Date()).day}`,
    ]);
    expect((await db.select().from(mailOutbox)).map((m) => m.subject)).toEqual(['mới']);
    expect((await db.select().from(refreshTokens)).map((t) => t.id)).toEqual(['valid']);
    expect((await db.select().from(passwordResetTokens)).map((t) => t.tokenHash)).toEqual(['live']);
  });
});
