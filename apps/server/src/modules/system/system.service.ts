import { addDays, shopDay, shopDayStart } from '@shop/domain/shop-time';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { jobs, mailOutbox, passwordResetTokens, refreshTokens } from '../../db/schema/index';
import { enqueue } from '../../lib/job-queue';

export const DAILY_CLEANUP_JOB = 'maintenance.daily';

/** How long what the clean-up removes is kept. */
export const RETENTION_DAYS = { doneJobs: 30, failedJobs: 90, outbox: 30, expiredTokens: 1 } as const;

/** 03:00 shop time of the day after `now`'s shop day: the clean-up's quiet hour. */
export function nextCleanupAt(now: Date): { day: string; at: Date } {
  const day = addDays(shopDay(now), 1);
  return { day, at: new Date(shopDayStart(day).getTime() + 3 * 3600_000) };
}

const olderThan = (days: number) => sql`now() - ${days} * interval '1 day'`;

/**
 * The daily clean-up (DESIGN §10): a job like any other, one per shop day (its key names the day), so of several
 * instances one runs it; each run queues the next.
 */
export function createMaintenanceService({ db, log }: { db: Db; log: FastifyBaseLogger }) {
  function scheduleNext(now = new Date()) {
    const { day, at } = nextCleanupAt(now);
    return enqueue(db, { kind: DAILY_CLEANUP_JOB, key: `maintenance:daily:${day}`, runAt: at, maxAttempts: 3 });
  }

  return {
    /** At start-up: makes sure tomorrow's clean-up is queued (every instance asks; the key keeps it to one). */
    scheduleNext,

    async dailyCleanup(): Promise<void> {
      const removed = {
        doneJobs: await db
          .delete(jobs)
          .where(and(eq(jobs.status, 'done'), lt(jobs.doneAt, olderThan(RETENTION_DAYS.doneJobs))))
          .returning({ id: jobs.id }),
        failedJobs: await db
          .delete(jobs)
          .where(and(eq(jobs.status, 'failed'), lt(jobs.createdAt, olderThan(RETENTION_DAYS.failedJobs))))
          .returning({ id: jobs.id }),
        outbox: await db
          .delete(mailOutbox)
          .where(lt(mailOutbox.createdAt, olderThan(RETENTION_DAYS.outbox)))
          .returning({ id: mailOutbox.id }),
        refreshTokens: await db
          .delete(refreshTokens)
          .where(lt(refreshTokens.expiresAt, olderThan(RETENTION_DAYS.expiredTokens)))
          .returning({ id: refreshTokens.id }),
        resetTokens: await db
          .delete(passwordResetTokens)
          .where(lt(passwordResetTokens.expiresAt, olderThan(RETENTION_DAYS.expiredTokens)))
          .returning({ id: passwordResetTokens.id }),
      };
      const counts = Object.fromEntries(Object.entries(removed).map(([what, rows]) => [what, rows.length]));
      log.info({ removed: counts }, 'daily clean-up done');
      await scheduleNext();
    },
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
