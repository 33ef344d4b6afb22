import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema/index';

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part; every mail has one. */
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends through SMTP_URL, or keeps the mail in the outbox table (and the log) when none is configured. */
  sendMail(message: MailMessage): Promise<void>;
  /** The password-reset mail of spec 1 (link valid for an hour, single use). */
  sendPasswordResetMail(opts: { to: string; name: string; link: string }): Promise<void>;
  close(): void;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const AUTOMATED_NOTE = 'Email này được gửi tự động, vui lòng không trả lời.';

export interface MailContent {
  greeting: string;
  /** Paragraphs before the action button. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button (e.g. "if you did not ask for this…"). */
  after?: string[];
}

/**
 * The shop's one mail layout: the same blocks as plain text and as simple HTML with inline styles (mail clients
 * drop style sheets). Values are escaped here, so callers pass plain text.
 */
export function composeMail(shopName: string, content: MailContent): { text: string; html: string } {
  const after = content.after ?? [];
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.action ? [content.action.url] : []),
    ...after,
    `${shopName}\n${AUTOMATED_NOTE}`,
  ].join('\n\n');

  const p = (t: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#333333">${escapeHtml(t)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(content.action.url)}" ` +
      `style="display:inline-block;padding:12px 24px;background:#15803d;color:#ffffff;text-decoration:none;` +
      `border-radius:6px;font-weight:bold;font-size:15px">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.6;color:#666666">Nếu nút không hoạt động, hãy sao chép ` +
      `liên kết sau vào trình duyệt:<br><a href="${escapeHtml(content.action.url)}" style="color:#15803d;` +
      `word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html =
    `<!doctype html><html lang="vi"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(shopName)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden">` +
    `<div style="padding:16px 24px;background:#15803d;color:#ffffff;font-size:18px;font-weight:bold">` +
    `${escapeHtml(shopName)}</div>` +
    `<div style="padding:24px">${p(content.greeting)}${content.paragraphs.map(p).join('')}${button}` +
    `${after.map(p).join('')}</div>` +
    `<div style="padding:16px 24px;background:#fafafa;color:#888888;font-size:12px">${escapeHtml(shopName)} · ` +
    `${escapeHtml(AUTOMATED_NOTE)}</div>` +
    `</div></body></html>`;
  return { text, html };
}

/** Vietnamese password-reset mail (DESIGN §4 'E-mail'). */
export function passwordResetMail(shopName: string, opts: { to: string; name: string; link: string }): MailMessage {
  const { text, html } = composeMail(shopName, {
    greeting: `Xin chào ${opts.name || opts.to},`,
    paragraphs: [
      `Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản ${opts.to} tại ${shopName}.`,
      'Bấm vào nút dưới đây để đặt mật khẩu mới. Liên kết chỉ dùng được một lần và hết hạn sau 1 giờ.',
    ],
    action: { label: 'Đặt lại mật khẩu', url: opts.link },
    after: ['Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua email này: mật khẩu của bạn sẽ không thay đổi.'],
  });
  return { to: opts.to, subject: `Đặt lại mật khẩu tài khoản ${shopName}`, text, html };
}

/**
 * nodemailer through `config.smtpUrl`; without it, mail goes to the `mail_outbox` table, so a reset link is usable
 * on a laptop (DESIGN §4). A sent mail is kept nowhere. The log gets only a mail's recipient and subject, in every
 * mode: its text may hold a reset link or a guest's password, and logs are copied, shipped and kept far longer and
 * wider than the database.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'shopName' | 'env'>,
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

  async function sendMail(message: MailMessage) {
    const mail = { to: message.to, subject: message.subject };
    if (transport) {
      await transport.sendMail({ from: config.mailFrom, ...message });
      log.info({ mail }, 'mail sent');
      return;
    }
    await db.insert(mailOutbox).values(message);
    log.info({ mail }, 'mail kept in the outbox (no SMTP_URL)');
  }

  return {
    sendMail,
    sendPasswordResetMail: (opts) => sendMail(passwordResetMail(config.shopName, opts)),
    close: () => transport?.close(),
  };
}
