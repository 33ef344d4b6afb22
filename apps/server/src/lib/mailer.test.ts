import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import { openTestDatabase } from '../testing/test-app';
import { jobs } from '../db/schema/index';
import { composeMail } from './mail-layout';
import { MAIL_JOB, createMailer, queueMail } from './mailer';
import { createJobWorker } from './job-worker';
import { type SmtpCapture, startSmtpCapture } from './mailer.testing';

/** A logger that remembers what it was told. */
function recordingLogger() {
  const lines: { level: string; obj: unknown; msg: unknown }[] = [];
  const at = (level: string) => (obj: unknown, msg?: unknown) => lines.push({ level, obj, msg });
  const log = {
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    debug: at('debug'),
    trace: at('trace'),
    fatal: at('fatal'),
    child: () => log,
    level: 'info',
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

const config = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', SHOP_NAME: 'Trà Sữa <Test>', MAIL_FROM: 'Shop <shop@example.com>', ...env });

const message = { to: 'an@example.com', subject: 'Chào bạn', text: 'Nội dung', html: '<p>Nội dung</p>' };

/** A mail whose text holds a link that must never reach the log (a reset link). */
async function linkMail(to: string, name: string, link: string) {
  const shop = { name: 'Trà Sữa <Test>', hotline: '1900 6868', publicUrl: 'http://shop.test' };
  const { text, html } = await composeMail(shop, {
    greeting: `Xin chào ${name},`,
    paragraphs: ['Bấm vào nút dưới đây.'],
    action: { label: 'Đặt lại mật khẩu', url: link },
  });
  return { to, subject: `Đặt lại mật khẩu tài khoản ${shop.name}`, text, html };
}

let database: Database;
let drop: () => Promise<void>;
let smtp: SmtpCapture;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ seedDemo: false }));
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp?.close();
  await database?.close();
  await drop?.();
});

describe('composeMail', () => {
  const shop = { name: 'Trà Sữa <Test>', hotline: '1900 6868', publicUrl: 'http://shop.test' };

  it('writes the same content as text and as escaped HTML with inline styles, logo and hotline', async () => {
    const { text, html } = await composeMail(shop, {
      greeting: 'Xin chào <b>An</b>,',
      paragraphs: ['Dòng "một" & hai'],
      action: { label: 'Mở', url: 'http://shop.test/a?x=1&y="2"' },
      after: ['Cảm ơn bạn.'],
    });
    for (const line of ['Xin chào <b>An</b>,', 'Dòng "một" & hai', 'http://shop.test/a?x=1&y="2"', 'Cảm ơn bạn.']) {
      expect(text).toContain(line);
    }
    expect(text).toContain('Hotline: 1900 6868');
    expect(text).toContain('Email này được gửi tự động, vui lòng không trả lời.');
    expect(text).not.toMatch(/<(?:table|td|p|a|img|div)\b/);
    expect(html).toContain('Xin chào &lt;b&gt;An&lt;/b&gt;,');
    expect(html).toContain('Dòng &quot;một&quot; &amp; hai');
    expect(html).toContain('href="http://shop.test/a?x=1&amp;y=&quot;2&quot;"');
    expect(html).toContain('Trà Sữa &lt;Test&gt;');
    expect(html).toContain('src="http://shop.test/logo-mail.png"');
    expect(html).not.toMatch(/<script|<link/);
    expect(html).toMatch(/<html [^>]*lang="vi"/);
  });
});

describe('createMailer', () => {
  it('without SMTP_URL keeps the mail in the outbox, and logs only its recipient and subject', async () => {
    const { log, lines } = recordingLogger();
    const mailer = createMailer(config(), database.db, log);
    await mailer.sendMail(message);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows).toEqual([expect.objectContaining({ ...message, createdAt: expect.any(Date) })]);
    expect(lines).toEqual([
      {
        level: 'info',
        obj: { mail: { to: message.to, subject: message.subject } },
        msg: 'mail kept in the outbox (no SMTP_URL)',
      },
    ]);
    mailer.close();
  });

  it('keeps one copy of a mail sent twice under one Message-ID (a queued mail retried after a crash)', async () => {
    const mailer = createMailer(config(), database.db, recordingLogger().log);
    const once = { ...message, to: 'twice@example.com', messageId: '<order-mail-7@shop.test>', event: 'order.placed' };
    await mailer.sendMail(once);
    await mailer.sendMail(once);
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'twice@example.com'));
    expect(rows.map((r) => r.messageId)).toEqual(['<order-mail-7@shop.test>']);
    mailer.close();
  });

  it('never logs the reset link, in the outbox mode either', async () => {
    const { log, lines } = recordingLogger();
    const mailer = createMailer(config(), database.db, log);
    await mailer.sendMail(await linkMail('c@example.com', 'C', 'http://shop.test/reset-password/Mw/t0k3n'));
    expect(JSON.stringify(lines)).not.toMatch(/reset-password|t0k3n|Xin chào/);
    expect(JSON.stringify(lines)).toContain('c@example.com');
    mailer.close();
  });

  it('warns at start-up in production with MAIL_OUTBOX_ONLY=true that mail is not being sent', () => {
    const { log, lines } = recordingLogger();
    createMailer(config({ NODE_ENV: 'production', MAIL_OUTBOX_ONLY: 'true' }), database.db, log);
    expect(lines.map((l) => l.level)).toEqual(['warn']);
  });

  it('with SMTP_URL sends a multipart mail (text and HTML) from MAIL_FROM, and keeps nothing', async () => {
    const { log, lines } = recordingLogger();
    const mailer = createMailer(config({ SMTP_URL: smtp.url }), database.db, log);
    const before = smtp.mails.length;
    const outboxBefore = (await database.db.select().from(mailOutbox)).length;
    await mailer.sendMail(await linkMail('binh@example.com', 'Bình', 'http://shop.test/reset-password/Mg/abc'));
    const [mail] = (await smtp.waitForMails(before + 1)).slice(before);
    expect(mail!.to).toEqual(['binh@example.com']);
    expect(mail!.headers.from).toBe('Shop <shop@example.com>');
    expect(mail!.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail!.subject).toBe('Đặt lại mật khẩu tài khoản Trà Sữa <Test>');
    expect(mail!.text).toContain('Xin chào Bình,');
    expect(mail!.text).toContain('http://shop.test/reset-password/Mg/abc');
    expect(mail!.html).toContain('href="http://shop.test/reset-password/Mg/abc"');
    expect((await database.db.select().from(mailOutbox)).length).toBe(outboxBefore);
    // The log says who got which mail, never its text (it may hold a link or a password).
    expect(lines).toEqual([
      { level: 'info', obj: { mail: { to: 'binh@example.com', subject: mail!.subject } }, msg: 'mail sent' },
    ]);
    mailer.close();
  });

  it("sends a queued mail from its job, under the job's Message-ID, and the job keeps none of its text", async () => {
    const mailer = createMailer(config(), database.db, recordingLogger().log);
    const worker = createJobWorker(database.db, recordingLogger().log, { [MAIL_JOB]: mailer.sendQueued });
    const queued = { ...message, to: 'queued@example.com', text: 'Mật khẩu: bí-mật', html: '<p>Mật khẩu: bí-mật</p>' };
    await database.db.transaction((tx) => queueMail(tx, 'test:queued-mail', queued));
    await queueMail(database.db, 'test:queued-mail', { ...queued, text: 'again' });
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, queued.to))).toEqual([]);

    expect(await worker.runDue()).toBe(1);
    const [job] = await database.db.select().from(jobs).where(eq(jobs.key, 'test:queued-mail'));
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, queued.to));
    expect(rows).toEqual([
      expect.objectContaining({ subject: queued.subject, text: queued.text, messageId: `<mail-${job!.id}@localhost>` }),
    ]);
    expect(job).toMatchObject({ status: 'done', payload: { to: queued.to, subject: queued.subject } });
    expect(JSON.stringify(job!.payload)).not.toContain('bí-mật');
    await worker.close();
    mailer.close();
  });

  it('rejects when the SMTP server cannot be reached, so the caller can log it', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const mailer = createMailer(config({ SMTP_URL: `smtp://127.0.0.1:${port}` }), database.db, recordingLogger().log);
    await expect(mailer.sendMail(message)).rejects.toThrow();
    mailer.close();
  });
});
