import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import { z } from 'zod';
import { type JobRow, PermanentJobError, SECRET_PAYLOAD_KEY, enqueue } from './job-queue';
import type { MailShop } from './mail-layout';

/** A file shown inside the HTML part (`<img src="cid:…">`), e.g. a transfer's QR code. */
export interface InlineImage {
  filename: string;
  contentType: string;
  content: Buffer;
  cid: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part; every mail has one. */
  text: string;
  html: string;
  attachments?: InlineImage[];
  /**
   * A Message-ID that stays the same for every try of one mail (`<job-42@shop>`): a mail a crash made the queue send
   * twice reaches the inbox as one, since mail clients and providers drop a second copy of one Message-ID.
   */
  messageId?: string;
  /** What the mail is about (`order.placed`), for the log. */
  event?: string;
}

export interface Mailer {
  /** The shop as its mails present it (name, hotline, logo and links). */
  shop: MailShop;
  /** Sends through SMTP_URL, or keeps the mail in the outbox table (and the log) when none is configured. */
  sendMail(message: MailMessage): Promise<{ kept: boolean }>;
  /** The job handler of {@link queueMail}'s mails. */
  sendQueued(job: JobRow): Promise<void>;
  close(): void;
}

/** The shop's identity in mails, from the configuration. */
export function mailShopOf(config: Pick<Config, 'shopName' | 'contact' | 'publicUrl'>): MailShop {
  return { name: config.shopName, hotline: config.contact.hotline, publicUrl: config.publicUrl };
}

/** A mail is tried for about a day and a half (30 s doubling to an hour) before it is marked failed. */
export const MAIL_MAX_ATTEMPTS = 12;

/**
 * A Message-ID under the shop's host, `<name@host>`: given the job's id, it is the same for every try of one mail,
 * so a copy a crash made the queue send twice is dropped as one.
 */
export function messageIdOf(shop: MailShop, name: string): string {
  return `<${name}@${new URL(shop.publicUrl).hostname || 'localhost'}>`;
}

/** A mail made when it was asked for (an account's notice), as its job carries it. */
export type QueuedMail = Pick<MailMessage, 'to' | 'subject' | 'text' | 'html' | 'event'>;

export const MAIL_JOB = 'mail.send';

const MailJobPayload = z.object({
  to: z.string(),
  subject: z.string(),
  event: z.string().optional(),
  /** The mail's text: dropped from the job once it is done or failed (job-queue.ts), as a sent mail is kept nowhere. */
  [SECRET_PAYLOAD_KEY]: z.object({ text: z.string(), html: z.string() }).optional(),
});

/**
 * Queues a mail made now, in the caller's transaction, once per `key`: sent by the mail job like every other mail
 * (retried with back-off, never lost with a crash).
 */
export async function queueMail(db: DbOrTx, key: string, mail: QueuedMail): Promise<void> {
  const { to, subject, event, text, html } = mail;
  await enqueue(db, {
    kind: MAIL_JOB,
    key,
    payload: { to, subject, ...(event ? { event } : {}), [SECRET_PAYLOAD_KEY]: { text, html } },
    maxAttempts: MAIL_MAX_ATTEMPTS,
  });
}

/** Removes the outbox's mails older than `days`: the daily clean-up. Their ids. */
export function deleteOldMails(db: DbOrTx, days: number) {
  return db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, sql`now() - ${days} * interval '1 day'`))
    .returning({ id: mailOutbox.id });
}

/**
 * nodemailer through `config.smtpUrl`; without it, mail goes to the `mail_outbox` table, so a reset link is usable
 * on a laptop (DESIGN §4). A sent mail is kept nowhere. The log gets only a mail's recipient and subject, in every
 * mode: its text may hold a reset link or a guest's password, and logs are copied, shipped and kept far longer and
 * wider than the database.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'shopName' | 'env' | 'contact' | 'publicUrl'>,
  db: DbOrTx,
  log: FastifyBaseLogger,
): Mailer {
  const transport = config.smtpUrl
    ? createTransport({
        url: config.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;
  if (!transport && config.env === 'production') {
    log.warn('SMTP_URL is not set: mail is kept in the mail_outbox table instead of being sent');
  }
  const shop = mailShopOf(config);

  async function sendMail({ attachments, messageId, event, ...message }: MailMessage) {
    const mail = { to: message.to, subject: message.subject, ...(event ? { event } : {}) };
    if (transport) {
      await transport.sendMail({
        from: config.mailFrom,
        ...message,
        ...(attachments?.length ? { attachments } : {}),
        ...(messageId ? { messageId } : {}),
      });
      log.info({ mail }, 'mail sent');
      return { kept: false };
    }
    await db
      .insert(mailOutbox)
      .values({ ...message, messageId: messageId ?? null })
      .onConflictDoNothing({ target: mailOutbox.messageId });
    log.info({ mail }, 'mail kept in the outbox (no SMTP_URL)');
    return { kept: true };
  }

  return {
    shop,
    sendMail,
    async sendQueued(job) {
      const { secret, ...header } = MailJobPayload.parse(job.payload);
      if (!secret) throw new PermanentJobError('the mail has no text');
      await sendMail({ ...header, ...secret, messageId: messageIdOf(shop, `mail-${job.id}`) });
    },
    close: () => transport?.close(),
  };
}
