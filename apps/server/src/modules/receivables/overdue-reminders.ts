// The daily overdue reminder (DESIGN §17): every shop day at 08:00 (Asia/Ho_Chi_Minh) a job mails each customer with
// an on_account order past its due date, once per customer and day (receivable_reminders' key, noted in the mail's
// transaction). Zalo carries no reminder: its templates are the order events' (DESIGN §14), none is a customer's
// overdue account.
import { formatVnd } from '@shop/domain/money';
import { isGuestPlaceholderEmail } from '@shop/domain/order.schemas';
import { daysOverdue } from '@shop/domain/receivables.rules';
import { addDays, shopDay, shopDayStart } from '@shop/domain/shop-time';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { type JobRow, enqueue } from '../../lib/job-queue';
import { composeMail } from '../../lib/mail-layout';
import { type Mailer, queueMail } from '../../lib/mailer';
import { overdueOrders } from './receivables-ledger.repo';
import { noteReminder } from './receivables.repo';

export const REMINDERS_JOB = 'receivables.reminders';
/** The hour of the shop day the reminders go out. */
const REMINDER_HOUR = 8;

const ReminderPayload = z.object({ day: z.iso.date() });

/** The next reminders' day and time: today's 08:00 when it is still ahead, else tomorrow's. */
export function nextRemindersAt(now: Date): { day: string; at: Date } {
  const today = shopDay(now);
  const todayAt = new Date(shopDayStart(today).getTime() + REMINDER_HOUR * 3600_000);
  if (todayAt > now) return { day: today, at: todayAt };
  const day = addDays(today, 1);
  return { day, at: new Date(shopDayStart(day).getTime() + REMINDER_HOUR * 3600_000) };
}

/** One customer's overdue orders, as the mail lists them. */
interface Overdue {
  userId: number;
  email: string;
  name: string;
  orders: { id: number; dueAt: Date; owed: number }[];
}

async function reminderMail(shop: Mailer['shop'], c: Overdue, now: Date) {
  const total = c.orders.reduce((sum, o) => sum + o.owed, 0);
  const lines = c.orders.map((o) => {
    const due = shopDay(o.dueAt).split('-').reverse().join('/');
    return `Đơn hàng #${o.id}: còn ${formatVnd(o.owed)}, hạn thanh toán ${due} (quá hạn ${daysOverdue(o.dueAt, now)} ngày).`;
  });
  const { text, html } = await composeMail(shop, {
    greeting: `Kính gửi ${c.name || c.email},`,
    paragraphs: [
      `${shop.name} xin nhắc quý khách: ${c.orders.length} đơn hàng mua công nợ đã quá hạn thanh toán, tổng ${formatVnd(total)}.`,
      ...lines,
    ],
    after: [
      'Nếu quý khách đã thanh toán, xin bỏ qua email này.',
      `Mọi thắc mắc về công nợ, xin liên hệ hotline ${shop.hotline}.`,
    ],
  });
  return {
    to: c.email,
    subject: `Nhắc thanh toán công nợ quá hạn - ${shop.name}`,
    text,
    html,
    event: 'receivables.overdue',
  };
}

/** The customers with overdue orders at `now` whose mail reaches someone (a guest's placeholder reaches nobody). */
async function overdueCustomers(db: Db, now: Date): Promise<Overdue[]> {
  const byCustomer = new Map<number, Overdue>();
  for (const row of await overdueOrders(db, now)) {
    if (row.userId === null || row.dueAt === null || isGuestPlaceholderEmail(row.email)) continue;
    const entry = byCustomer.get(row.userId) ?? {
      userId: row.userId,
      email: row.email,
      name: [row.firstName, row.lastName].filter(Boolean).join(' '),
      orders: [],
    };
    entry.orders.push({ id: row.id, dueAt: row.dueAt, owed: row.owed });
    byCustomer.set(row.userId, entry);
  }
  return [...byCustomer.values()];
}

export function createReminders({
  db,
  mailer,
  log,
  now,
}: {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
}) {
  /** Queues the next day's reminders (every instance asks at start; the day's key keeps it to one job). */
  function scheduleNext() {
    const { day, at } = nextRemindersAt(now());
    return enqueue(db, {
      kind: REMINDERS_JOB,
      key: `receivables:reminders:${day}`,
      payload: { day },
      runAt: at,
      maxAttempts: 3,
    });
  }

  /**
   * The job: one mail per customer with overdue orders, each in its own transaction with the day's reminder row, so a
   * retry or a second run of the day mails nobody twice; then the next day's job.
   */
  async function send(job: JobRow): Promise<void> {
    const { day } = ReminderPayload.parse(job.payload);
    const at = now();
    let sent = 0;
    for (const customer of await overdueCustomers(db, at)) {
      const mail = await reminderMail(mailer.shop, customer, at);
      const noted = await db.transaction(async (tx) => {
        if (!(await noteReminder(tx, customer.userId, day))) return false;
        await queueMail(tx, `receivables:reminder:${customer.userId}:${day}`, mail);
        return true;
      });
      if (noted) sent++;
    }
    log.info({ day, sent }, 'overdue reminders sent');
    await scheduleNext();
  }

  return { scheduleNext, send };
}
