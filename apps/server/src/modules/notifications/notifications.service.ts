// Telling the shopper (and the shop) about an order: one call, every channel. Each channel answers the job of its
// message in the event's transaction, so the notices commit with the change, once per event and channel; the job
// handlers send them. A new channel is one file here and one line in ORDER_CHANNELS.
import type { DbOrTx } from '../../db/client';
import { type JobSpec, jobsInsert } from '../../lib/job-queue';
import type { NotifiedOrder, NotifyOptions, OrderChannel, OrderEvent } from './order-channel';
import { orderMailChannel } from './order-mail-channel';
import { zaloChannel } from './zalo-channel';

export {
  ORDER_EVENTS,
  type NotifiedOrder,
  type NotifyOptions,
  type OrderChannel,
  type OrderEvent,
  type ReturnNotice,
} from './order-channel';
// Orders' mail job handler reads the jobs the mail channel writes.
export { ORDER_MAIL_JOB, OrderMailPayload, orderMailSubject, orderRef } from './order-mail-channel';

/** Every way an order's notices leave. */
export const ORDER_CHANNELS: readonly OrderChannel[] = [orderMailChannel, zaloChannel];

/** The job kinds of the order's notices (the desk's "a message failed" looks at these). */
export const ORDER_NOTICE_KINDS: readonly string[] = ORDER_CHANNELS.map((channel) => channel.kind);

/** The jobs telling of `event`, one per channel that has something to send: for a write that inserts them itself. */
export async function orderNoticeJobs(
  tx: DbOrTx,
  order: NotifiedOrder,
  event: OrderEvent,
  opts: NotifyOptions = {},
): Promise<JobSpec[]> {
  const jobs: JobSpec[] = [];
  for (const channel of ORDER_CHANNELS) {
    const job = await channel.job(tx, order, event, opts);
    if (job) jobs.push(job);
  }
  return jobs;
}

/**
 * Tells of the order's `event` on every channel, in the caller's transaction (`order` as it is after the change):
 * the jobs commit with the event or not at all, and a second report of the same event writes none.
 */
export async function notifyOrder(
  tx: DbOrTx,
  order: NotifiedOrder,
  event: OrderEvent,
  opts: NotifyOptions = {},
): Promise<void> {
  const jobs = await orderNoticeJobs(tx, order, event, opts);
  if (jobs.length > 0) await jobsInsert(tx, jobs);
}
