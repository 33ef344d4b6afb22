import { guestPlaceholderEmail } from '@shop/domain/order.schemas';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox, users } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call, outboxMail, signUp } from '../auth/auth.testing';
import { PASSWORD_RETRIEVAL_MESSAGES as M } from './password-retrieval.service';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
});
afterAll(() => t?.close());

/** A guest checkout's account: a random 12-character password (spec 2 §4). */
const guest = (overrides: Record<string, unknown> = {}) =>
  signUp(t.app, { first_name: 'Khách Vãng Lai', password: 'Xk3#pQ9z!mA2', ...overrides });

const retrieve = (who: SignedUp, body: unknown) =>
  call(t.app, 'POST', '/api/password-retrieval/', { token: who.tokens.access, body });

/** The mails sent to `to` so far, once the due jobs have run (the request queues its mail). */
const mailsTo = async (to: string) => {
  await t.app.jobs.runDue();
  return Number((await t.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!.n);
};

describe('POST /api/password-retrieval/', () => {
  it('needs a signed-in user', async () => {
    const res = await call(t.app, 'POST', '/api/password-retrieval/', { body: { email: 'a@b.vn', password: 'x' } });
    expect(res.status).toBe(401);
  });

  it("mails the fresh account's own password to its own address, once, in Vietnamese", async () => {
    const who = await guest();
    const res = await retrieve(who, { email: who.email.toUpperCase(), password: who.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: M.sent });

    const mail = await outboxMail(t.app, t.db, who.email);
    expect(mail.subject).toBe('Thông tin đăng nhập tài khoản Trà Sữa Nguyên Liệu');
    expect(mail.text).toContain('Xin chào Khách Vãng Lai,');
    expect(mail.text).toContain(`Email đăng nhập: ${who.email}`);
    expect(mail.text).toContain('Mật khẩu: Xk3#pQ9z!mA2');
    expect(mail.text).toContain('http://shop.test/account/login');
    expect(mail.html).toContain('Mật khẩu: Xk3#pQ9z!mA2');
    expect(mail.html).toMatch(/<html [^>]*lang="vi"/);
    // Sent: its job keeps neither the mail's text nor the password.
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `user:${who.user.id}:guest-password`));
    expect(job).toMatchObject({ status: 'done', payload: { to: who.email } });
    expect(JSON.stringify(job!.payload)).not.toContain('Xk3#pQ9z!mA2');

    const twice = await retrieve(who, { email: who.email, password: who.password });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ detail: M.alreadySent });
    expect(await mailsTo(who.email)).toBe(1);
  });

  it('never mails another address', async () => {
    const who = await guest();
    const victim = 'nan-nhan@example.com';
    const res = await retrieve(who, { email: victim, password: who.password });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: M.notYourEmail });
    expect(await mailsTo(victim)).toBe(0);
    expect(await mailsTo(who.email)).toBe(0);
  });

  it('refuses an account older than 30 minutes', async () => {
    const who = await guest();
    await t.db
      .update(users)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(users.id, who.user.id));
    const res = await retrieve(who, { email: who.email, password: who.password });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: M.notFresh });
    expect(await mailsTo(who.email)).toBe(0);
  });

  it("refuses a password that is not the account's, without using up the one mail", async () => {
    const who = await guest();
    const wrong = await retrieve(who, { email: who.email, password: 'something-else' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ detail: M.wrongPassword });
    expect(await mailsTo(who.email)).toBe(0);
    expect((await retrieve(who, { email: who.email, password: who.password })).status).toBe(200);
  });

  it('never mails a placeholder address built from the phone', async () => {
    const email = guestPlaceholderEmail('0909 123 456');
    const who = await guest({ email });
    const res = await retrieve(who, { email, password: who.password });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: M.placeholder });
    expect(await mailsTo(email)).toBe(0);
  });

  it('sends one mail however many requests race', async () => {
    const who = await guest();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => retrieve(who, { email: who.email, password: who.password })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(await mailsTo(who.email)).toBe(1);
  });

  it('validates the body', async () => {
    const who = await guest();
    const res = await retrieve(who, { email: 'x', password: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ['Email không hợp lệ'], password: ['Vui lòng nhập mật khẩu'] });
  });
});
