// PATCH /api/users/me/ with a new e-mail: the current password, every earlier token revoked, a
// notice to the old address, and a rate limit on the "e-mail taken" answer.
import { TokenPair, User } from '@shop/domain/auth.schemas';
import { AUTH_MESSAGES as M } from '@shop/domain/auth.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call, freshIp, outboxMail, signUp } from '../auth/auth.testing';
import { EMAIL_CHANGE_LIMITS } from './users.service';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false, env: { HOTLINE: '1900 1234' } });
});
afterAll(() => t?.close());

const get = (token: string) => call(t.app, 'GET', '/api/users/me/', { token });
const patch = (token: string, body: unknown, ip?: string) =>
  call(t.app, 'PATCH', '/api/users/me/', { token, body, ...(ip ? { ip } : {}) });
const login = (email: string, password: string) => call(t.app, 'POST', '/api/token/', { body: { email, password } });

let seq = 0;
const newEmail = () => `moi.${Date.now().toString(36)}${++seq}@example.com`;

async function rowOf(who: SignedUp) {
  const [row] = await t.db.select().from(users).where(eq(users.id, who.user.id));
  return row!;
}

describe('changing the e-mail', () => {
  it('with the current password: changes it, revokes earlier tokens, answers a fresh pair, mails the old address', async () => {
    const shopper = await signUp(t.app);
    const phone = TokenPair.parse((await login(shopper.email, shopper.password)).body);
    const target = newEmail();
    const res = await patch(shopper.tokens.access, {
      email: ` ${target.toUpperCase()} `,
      current_password: shopper.password,
      phone_number: '0909 123 456',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as User & TokenPair;
    expect(User.parse(body)).toEqual({ ...shopper.user, email: target, phone_number: '0909123456' });
    expect(TokenPair.safeParse(body).success).toBe(true);

    // Every earlier token, of this device and the others, stops working; the answered pair keeps this one going.
    for (const token of [shopper.tokens.access, phone.access]) expect((await get(token)).status).toBe(401);
    for (const refresh of [shopper.tokens.refresh, phone.refresh]) {
      expect((await call(t.app, 'POST', '/api/token/refresh/', { body: { refresh } })).status).toBe(401);
    }
    expect((await get(body.access)).body).toMatchObject({ email: target });
    expect((await call(t.app, 'POST', '/api/token/refresh/', { body: { refresh: body.refresh } })).status).toBe(200);

    expect((await login(target, shopper.password)).status).toBe(200);
    expect((await login(shopper.email, shopper.password)).status).toBe(401);

    const notice = await outboxMail(t.app, t.db, shopper.email);
    expect(notice.subject).toBe('Email tài khoản Trà Sữa Nguyên Liệu đã được thay đổi');
    expect(notice.text).toContain(`vừa được đổi thành ${target}`);
    expect(notice.text).toContain('Nếu không phải bạn thực hiện thay đổi này');
    expect(notice.text).toContain('1900 1234');
    expect(notice.html).toContain(target);
    // Nothing goes to the new address: whoever controls it already knows.
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, target))).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['without the current password', {}, M.emailChangeNeedsPassword],
    ['with an empty current password', { current_password: '' }, M.emailChangeNeedsPassword],
    ['with a wrong current password', { current_password: 'sai-mat-khau' }, M.currentPasswordWrong],
  ])('refuses it %s, and changes nothing at all', async (_case, extra, message) => {
    const shopper = await signUp(t.app);
    const before = await rowOf(shopper);
    const res = await patch(shopper.tokens.access, { email: newEmail(), first_name: 'Tên Mới', ...extra });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ current_password: [message] });
    expect(await rowOf(shopper)).toEqual(before);
    expect((await get(shopper.tokens.access)).body).toEqual(shopper.user);
  });

  it('refuses a current password of the wrong type or absurd length with a field message', async () => {
    const shopper = await signUp(t.app);
    expect((await patch(shopper.tokens.access, { email: newEmail(), current_password: 123 })).body).toEqual({
      current_password: [M.textInvalid],
    });
    const long = await patch(shopper.tokens.access, { email: newEmail(), current_password: 'x'.repeat(129) });
    expect(long.body).toEqual({ current_password: [M.currentPasswordWrong] });
  });

  it('refuses an address another account uses (any case), revokes nothing and sends nothing', async () => {
    const [shopper, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const res = await patch(shopper.tokens.access, {
      email: other.email.toUpperCase(),
      current_password: shopper.password,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: [M.emailInUse] });
    expect((await get(shopper.tokens.access)).body).toEqual(shopper.user);
    await t.app.jobs.runDue();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, shopper.email))).toEqual([]);
  });

  it('its own address in another case is no change: no password needed, nothing revoked, no tokens answered', async () => {
    const shopper = await signUp(t.app);
    const res = await patch(shopper.tokens.access, { email: shopper.email.toUpperCase(), last_name: 'Bé An' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...shopper.user, last_name: 'Bé An' });
    expect((await rowOf(shopper)).tokenVersion).toBe(0);
    expect((await get(shopper.tokens.access)).status).toBe(200);
  });

  it('other fields change without the password; a password sent along is ignored', async () => {
    const shopper = await signUp(t.app);
    const res = await patch(shopper.tokens.access, { city: 'Hà Nội', current_password: 'whatever' });
    expect(res.body).toEqual({ ...shopper.user, city: 'Hà Nội' });
    expect((await get(shopper.tokens.access)).status).toBe(200);
  });
});

describe('rate limits of the e-mail change', () => {
  const limited = { detail: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau.' };

  it(`${EMAIL_CHANGE_LIMITS.user.points} attempts per account an hour: then even a right password and a free address wait`, async () => {
    const [shopper, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    for (let i = 0; i < EMAIL_CHANGE_LIMITS.user.points; i++) {
      // Probing which addresses are registered: the answer says "taken" while under the limit...
      const res = await patch(shopper.tokens.access, { email: other.email, current_password: shopper.password });
      expect(res.body).toEqual({ email: [M.emailInUse] });
    }
    // ...and nothing once over it, from any address.
    const probe = await patch(shopper.tokens.access, { email: other.email, current_password: shopper.password });
    expect(probe.status).toBe(429);
    expect(probe.body).toEqual(limited);
    expect(Number(probe.headers['retry-after'])).toBeGreaterThan(0);
    const honest = await patch(shopper.tokens.access, { email: newEmail(), current_password: shopper.password });
    expect(honest.status).toBe(429);
    // Other profile fields are not held up.
    expect((await patch(shopper.tokens.access, { first_name: 'Vẫn Sửa Được' })).status).toBe(200);
  });

  it('wrong passwords count too, so the field is no password oracle', async () => {
    const shopper = await signUp(t.app);
    for (let i = 0; i < EMAIL_CHANGE_LIMITS.user.points; i++) {
      const res = await patch(shopper.tokens.access, { email: newEmail(), current_password: `doan-${i}` });
      expect(res.body).toEqual({ current_password: [M.currentPasswordWrong] });
    }
    expect((await patch(shopper.tokens.access, { email: newEmail(), current_password: shopper.password })).status).toBe(
      429,
    );
  });

  it(`${EMAIL_CHANGE_LIMITS.address.points} attempts per client address an hour, across accounts`, async () => {
    const ip = freshIp();
    const perAccount = EMAIL_CHANGE_LIMITS.user.points - 1;
    const accounts = await Promise.all(
      Array.from({ length: Math.ceil(EMAIL_CHANGE_LIMITS.address.points / perAccount) + 1 }, () => signUp(t.app)),
    );
    let sent = 0;
    for (const who of accounts) {
      for (let i = 0; i < perAccount && sent < EMAIL_CHANGE_LIMITS.address.points; i++, sent++) {
        expect((await patch(who.tokens.access, { email: newEmail(), current_password: 'sai' }, ip)).status).toBe(400);
      }
    }
    const last = accounts.at(-1)!;
    expect((await patch(last.tokens.access, { email: newEmail(), current_password: last.password }, ip)).status).toBe(
      429,
    );
    expect((await patch(last.tokens.access, { email: newEmail(), current_password: last.password })).status).toBe(200);
  });
});
