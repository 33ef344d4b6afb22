import { createHash } from 'node:crypto';
import { AUTH_MESSAGES as M } from '@shop/domain/auth.rules';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox, passwordResetTokens } from '../../db/schema/index';
import { type SmtpCapture, startSmtpCapture } from '../../lib/mailer.testing';
import { TEST_PUBLIC_URL, buildTestApp } from '../../testing/test-app';
import { call, signUp } from './auth.testing';
import { encodeUid } from './auth.service';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

const SENT = { detail: 'Password reset email has been sent. Please check your inbox.' };
const DONE = { detail: 'Your password has been reset successfully. You can now log in with your new password.' };
const INVALID = { detail: 'Invalid reset link. Please request a new password reset.' };

const LINK = new RegExp(`${TEST_PUBLIC_URL}/reset-password/([A-Za-z0-9_-]+)/([A-Za-z0-9_-]+)`);

function linkIn(text: string): { uid: string; token: string } {
  const match = LINK.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return { uid: match[1]!, token: match[2]! };
}

describe('password reset through a real SMTP server', () => {
  let smtp: SmtpCapture;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // The worker polls, as in production: the request queues the mail, the mail job sends it.
    t = await buildTestApp({
      seedDemo: false,
      env: { SMTP_URL: smtp.url, SHOP_NAME: 'Trà Sữa Test' },
      jobs: { start: true, pollMs: 25 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = (url: string, body: unknown) => call(t.app, 'POST', url, { body });
  const login = (email: string, password: string) => post('/api/token/', { email, password });

  it('mails a single-use link that resets the password and revokes older tokens', async () => {
    const shopper = await signUp(t.app, { first_name: 'Trần Thị Bình' });
    const before = smtp.mails.length;

    const res = await post('/api/password-reset/', { email: shopper.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SENT);

    const mail = (await smtp.waitForMails(before + 1))[before]!;
    expect(mail.to).toEqual([shopper.email]);
    expect(mail.headers.from).toContain('no-reply@localhost');
    expect(mail.subject).toBe('Đặt lại mật khẩu tài khoản Trà Sữa Test');
    expect(mail.text).toContain('Xin chào Trần Thị Bình,');
    expect(mail.html).toContain('Trà Sữa Test');
    expect(mail.html).toMatch(/<a href="http:\/\/shop\.test\/reset-password\//);
    const link = linkIn(mail.text);
    expect(linkIn(mail.html)).toEqual(link);
    expect(link.uid).toBe(encodeUid(shopper.user.id));
    expect(Buffer.from(link.uid, 'base64url').toString()).toBe(String(shopper.user.id));

    // A mismatch or a short password leaves the link usable.
    const mismatch = await post('/api/password-reset/confirm/', {
      ...link,
      new_password: 'mat-khau-moi-1',
      confirm_password: 'mat-khau-moi-2',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ confirm_password: ['Passwords do not match'] });
    const short = await post('/api/password-reset/confirm/', {
      ...link,
      new_password: 'short',
      confirm_password: 'short',
    });
    expect(short.body).toEqual({ new_password: [M.newPasswordTooShort] });

    const done = await post('/api/password-reset/confirm/', {
      ...link,
      new_password: 'mat-khau-moi-1',
      confirm_password: 'mat-khau-moi-1',
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual(DONE);

    expect((await login(shopper.email, 'mat-khau-moi-1')).status).toBe(200);
    expect((await login(shopper.email, shopper.password)).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/users/me/', { token: shopper.tokens.access })).status).toBe(401);
    expect((await post('/api/token/refresh/', { refresh: shopper.tokens.refresh })).status).toBe(401);

    const again = await post('/api/password-reset/confirm/', {
      ...link,
      new_password: 'mat-khau-moi-3',
      confirm_password: 'mat-khau-moi-3',
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID);
    expect((await login(shopper.email, 'mat-khau-moi-1')).status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const shopper = await signUp(t.app);
    const before = smtp.mails.length;
    const unknown = await call(t.app, 'POST', '/api/password-reset/', { body: { email: 'nobody@example.com' } });
    const known = await call(t.app, 'POST', '/api/password-reset/', { body: { email: shopper.email } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const strip = (h: Record<string, unknown>) => {
      const { date: _d, ...rest } = h;
      return rest;
    };
    expect(strip(unknown.headers)).toEqual(strip(known.headers));

    await smtp.waitForMails(before + 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.slice(before).map((m) => m.to)).toEqual([[shopper.email]]);
  });

  it('refuses tampered, foreign, malformed and expired links', async () => {
    const shopper = await signUp(t.app);
    const other = await signUp(t.app);
    const before = smtp.mails.length;
    await post('/api/password-reset/', { email: shopper.email });
    const link = linkIn((await smtp.waitForMails(before + 1))[before]!.text);
    const confirm = (uid: string, token: string) =>
      post('/api/password-reset/confirm/', {
        uid,
        token,
        new_password: 'mat-khau-moi',
        confirm_password: 'mat-khau-moi',
      });

    const expiredToken = 'expired-token-of-the-test';
    await t.db.insert(passwordResetTokens).values({
      userId: shopper.user.id,
      tokenHash: createHash('sha256').update(expiredToken).digest('hex'),
      expiresAt: new Date(Date.now() - 1000),
    });

    for (const [uid, token] of [
      [link.uid, `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`],
      [encodeUid(other.user.id), link.token],
      ['!!', link.token],
      [Buffer.from('abc').toString('base64url'), link.token],
      [encodeUid(99999999), link.token],
      [link.uid, expiredToken],
    ] as const) {
      const res = await confirm(uid, token);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(INVALID);
    }
    // The real link still works after all that.
    expect((await confirm(link.uid, link.token)).status).toBe(200);
  });

  it('using one link retires the other outstanding links of the account', async () => {
    const shopper = await signUp(t.app);
    const before = smtp.mails.length;
    await post('/api/password-reset/', { email: shopper.email });
    await post('/api/password-reset/', { email: shopper.email });
    const [first, second] = (await smtp.waitForMails(before + 2)).slice(before).map((m) => linkIn(m.text));
    const body = { new_password: 'mat-khau-moi', confirm_password: 'mat-khau-moi' };
    expect((await post('/api/password-reset/confirm/', { ...second, ...body })).status).toBe(200);
    expect((await post('/api/password-reset/confirm/', { ...first, ...body })).body).toEqual(INVALID);
    const open = await t.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, shopper.user.id), isNull(passwordResetTokens.usedAt)));
    expect(open).toEqual([]);
  });

  it('validates the request bodies', async () => {
    expect((await post('/api/password-reset/', {})).body).toEqual({ email: [M.emailRequired] });
    expect((await post('/api/password-reset/', { email: 'khong-phai-email' })).body).toEqual({
      email: [M.emailInvalid],
    });
    expect((await post('/api/password-reset/', { email: ['a@b.co'] })).status).toBe(400);
    const res = await post('/api/password-reset/confirm/', { new_password: 12345678 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ uid: [INVALID.detail], token: [INVALID.detail] });
    expect(res.body).toHaveProperty('new_password');
    expect(res.body).toHaveProperty('confirm_password');
  });

  it('keeps the token out of the database: only its SHA-256 is stored, the job holds none', async () => {
    const shopper = await signUp(t.app);
    const before = smtp.mails.length;
    await post('/api/password-reset/', { email: shopper.email });
    const { token } = linkIn((await smtp.waitForMails(before + 1))[before]!.text);
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, shopper.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeGreaterThan(59 * 60 * 1000);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
    expect(JSON.stringify(await t.db.select().from(jobs))).not.toContain(token);
  });
});
