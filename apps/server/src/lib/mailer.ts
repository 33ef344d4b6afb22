import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import { type MailShop, composeMail } from './mail-layout';

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
  /** The password-reset mail of spec 1 (link valid for an hour, single use). */
  sendPasswordResetMail(opts: { to: string; name: string; link: string }): Promise<void>;
  close(): void;
}

/** The shop's identity in mails, from the configuration. */
export function mailShopOf(config: Pick<Config, 'shopName' | 'contact' | 'publicUrl'>): MailShop {
  return { name: config.shopName, hotline: config.contact.hotline, publicUrl: config.publicUrl };
}

/** Vietnamese password-reset mail (DESIGN §4 'E-mail'). */
export async function passwordResetMail(
  shop: MailShop,
  opts: { to: string; name: string; link: string },
): Promise<MailMessage> {
  const { text, html } = await composeMail(shop, {
    greeting: `Xin chào ${opts.name || opts.to},`,
    paragraphs: [
      `Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản ${opts.to} tại ${shop.name}.`,
      'Bấm vào nút dưới đây để đặt mật khẩu mới. Liên kết chỉ dùng được một lần và hết hạn sau 1 giờ.',
    ],
    action: { label: 'Đặt lại mật khẩu', url: opts.link },
    after: ['Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua email này: mật khẩu của bạn sẽ không thay đổi.'],
  });
  return { to: opts.to, subject: `Đặt lại mật khẩu tài khoản ${shop.name}`, text, html };
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
    sendPasswordResetMail: async (opts) => {
      await sendMail(await passwordResetMail(shop, opts));
    },
    close: () => transport?.close(),
  };
}
