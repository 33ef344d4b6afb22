import { ChangePasswordResponse, User } from '@shop/domain/auth.schemas';
import { AUTH_MESSAGES as M } from '@shop/domain/auth.rules';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { call, outboxMail, resetLinkIn, signUp } from '../auth/auth.testing';
import { buildTestApp } from '../../testing/test-app';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
});
afterAll(() => t?.close());

const get = (token: string) => call(t.app, 'GET', '/api/users/me/', { token });
const patch = (token: string, body: unknown) => call(t.app, 'PATCH', '/api/users/me/', { token, body });
const changePassword = (token: string, body: unknown) =>
  call(t.app, 'POST', '/api/users/change-password/', { token, body });

describe('signed in only', () => {
  it.each([
    ['GET', '/api/users/me/'],
    ['GET', '/api/users/me'],
    ['PATCH', '/api/users/me/'],
    ['POST', '/api/users/change-password/'],
  ] as const)('%s %s answers 401 without a token, before looking at the body', async (method, url) => {
    const res = await call(t.app, method, url, { body: method === 'GET' ? undefined : { new_password: 1 } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Thông tin xác thực không hợp lệ hoặc đã hết hạn.' });
  });
});

describe('GET /api/users/me/', () => {
  it('answers the DESIGN §3 user, nothing more', async () => {
    const shopper = await signUp(t.app, { phone: '0909 000 111' });
    const res = await get(shopper.tokens.access);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body as object).sort()).toEqual(Object.keys(User.shape).sort());
    expect(res.body).toEqual({ ...shopper.user, phone_number: '0909000111' });
  });
});

describe('PATCH /api/users/me/', () => {
  it('updates the fields it is given and leaves the others', async () => {
    const shopper = await signUp(t.app);
    const res = await patch(shopper.tokens.access, {
      first_name: ' Lê ',
      last_name: 'Văn Cường',
      phone_number: '0912 345 678',
      shipping_address: '12 Nguyễn Huệ',
      city: 'Thành phố Hồ Chí Minh',
      district: 'Quận 1',
      ward: 'Phường Bến Nghé',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...shopper.user,
      first_name: 'Lê',
      last_name: 'Văn Cường',
      phone_number: '0912345678',
      shipping_address: '12 Nguyễn Huệ',
      city: 'Thành phố Hồ Chí Minh',
      district: 'Quận 1',
      ward: 'Phường Bến Nghé',
    });
    const partial = await patch(shopper.tokens.access, { city: 'Hà Nội' });
    expect(partial.body).toMatchObject({ first_name: 'Lê', city: 'Hà Nội', district: 'Quận 1' });
    expect((await get(shopper.tokens.access)).body).toEqual(partial.body);
    expect((await patch(shopper.tokens.access, {})).body).toEqual(partial.body);
  });

  it('ignores the read-only username and any field it does not know', async () => {
    const shopper = await signUp(t.app);
    const res = await patch(shopper.tokens.access, {
      username: 'hacker',
      id: 1,
      is_staff: true,
      token_version: 42,
      password_hash: 'x',
      last_name: 'Ok',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...shopper.user, last_name: 'Ok' });
    const [row] = await t.db.select().from(users).where(eq(users.id, shopper.user.id));
    expect(row).toMatchObject({ isStaff: false, tokenVersion: 0, username: shopper.user.username });
    expect(
      (await call(t.app, 'POST', '/api/token/', { body: { email: shopper.email, password: shopper.password } })).status,
    ).toBe(200);
  });

  // An e-mail change needs the current password: email-change.test.ts.

  it.each<[string, unknown, Record<string, string[]>]>([
    ['an empty name', { first_name: '  ' }, { first_name: [M.fullNameRequired] }],
    ['an empty e-mail', { email: '' }, { email: [M.emailRequired] }],
    ['a bad e-mail', { email: 'a@' }, { email: [M.emailInvalid] }],
    ['a bad phone', { phone_number: '12 34' }, { phone_number: [M.phoneInvalid] }],
    [
      'wrong types',
      { city: 5, ward: null, last_name: ['x'] },
      { city: [M.textInvalid], ward: [M.textInvalid], last_name: [M.textInvalid] },
    ],
    ['an overlong address', { shipping_address: 'x'.repeat(501) }, { shipping_address: [M.textTooLong] }],
  ])('refuses %s', async (_case, body, errors) => {
    const shopper = await signUp(t.app);
    const res = await patch(shopper.tokens.access, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
    expect((await get(shopper.tokens.access)).body).toEqual(shopper.user);
  });

  it('answers a body that is not an object or too large with 400/413', async () => {
    const shopper = await signUp(t.app);
    expect((await patch(shopper.tokens.access, '"x"')).status).toBe(400);
    expect((await patch(shopper.tokens.access, '[]')).status).toBe(400);
    expect((await patch(shopper.tokens.access, { city: 'x'.repeat(300 * 1024) })).status).toBe(413);
  });

  it('lets the phone be cleared', async () => {
    const shopper = await signUp(t.app, { phone_number: '0909123456' });
    expect((await patch(shopper.tokens.access, { phone_number: '' })).body).toMatchObject({ phone_number: '' });
  });
});

describe('POST /api/users/change-password/', () => {
  it('changes the password, revokes older tokens and keeps this device signed in', async () => {
    const shopper = await signUp(t.app);
    const secondDevice = await call(t.app, 'POST', '/api/token/', {
      body: { email: shopper.email, password: shopper.password },
    });
    const res = await changePassword(shopper.tokens.access, {
      current_password: shopper.password,
      new_password: 'mat-khau-moi-8',
      confirm_password: 'mat-khau-moi-8',
    });
    expect(res.status).toBe(200);
    const body = ChangePasswordResponse.parse(res.body);
    expect(body.detail).toBe('Mật khẩu đã được cập nhật thành công');
    expect(decodeJwt(body.access)).toMatchObject({ ver: 1, typ: 'access' });

    expect((await get(shopper.tokens.access)).status).toBe(401);
    const oldRefresh = await call(t.app, 'POST', '/api/token/refresh/', { body: { refresh: shopper.tokens.refresh } });
    expect(oldRefresh.status).toBe(401);
    const { access } = secondDevice.body as { access: string };
    expect((await get(access)).status).toBe(401);

    expect((await get(body.access)).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/token/refresh/', { body: { refresh: body.refresh } })).status).toBe(200);
    const login = (password: string) =>
      call(t.app, 'POST', '/api/token/', { body: { email: shopper.email, password } });
    expect((await login('mat-khau-moi-8')).status).toBe(200);
    expect((await login(shopper.password)).status).toBe(401);
  });

  it('works without confirm_password', async () => {
    const shopper = await signUp(t.app);
    const res = await changePassword(shopper.tokens.access, {
      current_password: shopper.password,
      new_password: 'mat-khau-moi-8',
    });
    expect(res.status).toBe(200);
  });

  it.each<[string, (password: string) => unknown, Record<string, string[]>]>([
    [
      'a wrong current password',
      () => ({ current_password: 'sai-mat-khau', new_password: 'mat-khau-moi-8' }),
      { current_password: ['Mật khẩu hiện tại không đúng.'] },
    ],
    [
      'a new password under 8 characters',
      (p) => ({ current_password: p, new_password: '1234567', confirm_password: '1234567' }),
      { new_password: ['Mật khẩu mới phải có ít nhất 8 ký tự'] },
    ],
    [
      'a confirmation that differs',
      (p) => ({ current_password: p, new_password: 'mat-khau-moi-8', confirm_password: 'mat-khau-moi-9' }),
      { confirm_password: ['Mật khẩu mới không khớp'] },
    ],
    [
      'missing fields',
      () => ({}),
      { current_password: [M.currentPasswordRequired], new_password: [M.passwordRequired] },
    ],
    [
      'wrong types',
      () => ({ current_password: 1, new_password: true }),
      { current_password: [M.textInvalid], new_password: [M.textInvalid] },
    ],
  ])('refuses %s and changes nothing', async (_case, body, errors) => {
    const shopper = await signUp(t.app);
    const res = await changePassword(shopper.tokens.access, body(shopper.password));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
    expect((await get(shopper.tokens.access)).status).toBe(200);
  });

  it('retires an outstanding reset link', async () => {
    const shopper = await signUp(t.app);
    await call(t.app, 'POST', '/api/password-reset/', { body: { email: shopper.email } });
    const { uid, token } = resetLinkIn((await outboxMail(t.app, t.db, shopper.email)).text);
    await changePassword(shopper.tokens.access, { current_password: shopper.password, new_password: 'mat-khau-moi-8' });
    const res = await call(t.app, 'POST', '/api/password-reset/confirm/', {
      body: { uid, token, new_password: 'khac-mat-khau', confirm_password: 'khac-mat-khau' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: M.resetLinkInvalid });
  });
});
