import { addDays, shopDay, shopDayStart } from '@shop/domain/shop-time';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { deleteOldJobs, enqueue } from '../../lib/job-queue';
import { deleteOldMails } from '../../lib/mailer';
import { removeExpiredTokens } from '../auth/auth.service';

export const DAILY_CLEANUP_JOB = 'maintenance.daily';

/** How long what the clean-up removes is kept. */
export const RETENTION_DAYS = { doneJobs: 30, failedJobs: 90, outbox: 30, expiredTokens: 1 } as const;

/** 03:00 shop time of the day after `now`'s shop day: the clean-up's quiet hour. */
export function nextCleanupAt(now: Date): { day: string; at: Date } {
  const day = addDays(shopDay(now), 1);
  return { day, at: new Date(shopDayStart(day).getTime() + 3 * 3600_000) };
}

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
        doneJobs: await deleteOldJobs(db, 'done', RETENTION_DAYS.doneJobs),
        failedJobs: await deleteOldJobs(db, 'failed', RETENTION_DAYS.failedJobs),
        outbox: await deleteOldMails(db, RETENTION_DAYS.outbox),
        ...(await removeExpiredTokens(db, RETENTION_DAYS.expiredTokens)),
      };
      const counts = Object.fromEntries(Object.entries(removed).map(([what, rows]) => [what, rows.length]));
      log.info({ removed: counts }, 'daily clean-up done');
      await scheduleNext();
    },
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
