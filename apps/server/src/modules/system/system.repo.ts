import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { mailOutbox } from '../../db/schema/mail';

/** A moment `days` days before the database's now. */
export const daysAgo = (days: number) => sql`now() - ${days} * interval '1 day'`;

/** Removes the job queue's jobs in `status` older than `days` (done ones by when they finished); answers their ids. */
export function deleteOldJobs(db: Db, status: 'done' | 'failed', days: number) {
  const when = status === 'done' ? jobs.doneAt : jobs.createdAt;
  return db
    .delete(jobs)
    .where(and(eq(jobs.status, status), lt(when, daysAgo(days))))
    .returning({ id: jobs.id });
}

/** Removes the mail outbox's rows older than `days`; answers their ids. */
export function deleteOldMails(db: Db, days: number) {
  return db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, daysAgo(days)))
    .returning({ id: mailOutbox.id });
}
