import { TokenPair, User } from '@shop/domain/auth.schemas';
import { AUTH_MESSAGES as M } from '@shop/domain/auth.rules';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema/index';
import { errorHandler } from '../../http/error-handler';
import { createRateLimiter } from '../../lib/rate-limit';
import { buildTestApp } from '../../testing/test-app';
import { call, freshIp, outboxMail, resetLinkIn, signUp } from './auth.testing';
import { createAuthGuard, currentUser, optionalCurrentUser } from '../../http/auth-guard';
import { hashPassword } from '../../lib/password';
import { createTokenService } from './tokens';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
});
afterAll(() => t?.close());

const post = (url: string, body: unknown, opts: { ip?: string; token?: string } = {}) =>
  call(t.app, 'POST', url, { body, ...opts });
const me = (token: string) => call(t.app, 'GET', '/api/users/me/', { token });

let seq = 0;
const uniqueEmail = (local = 'khach') => `${local}.${Date.now().toString(36)}${++seq}@example.com`;

const SECRET = 'test-secret-that-is-long-enough-for-hs256';
const key = (secret = SECRET) => new TextEncoder().encode(secret);

describe('POST /api/register/', () => {
  it('accepts the second reading: full name in first_name, phone, no username; answers the user, no tokens', async () => {
    const email = uniqueEmail('Nguyen.An');
    const res = await post('/api/register/', {
      first_name: '  Nguyễn Văn An ',
      last_name: '',
      email: email.toUpperCase(),
      phone: '0909 123 456',
      password: 'secret1',
    });
    expect(res.status).toBe(201);
    const user = User.parse(res.body);
    expect(Object.keys(res.body as object).sort()).toEqual(Object.keys(user).sort());
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      first_name: 'Nguyễn Văn An',
      last_name: '',
      phone_number: '0909123456',
      shipping_address: '',
    });
    expect(user.username).toMatch(/^nguyen\.an\.[a-z0-9]+\d{1,3}$/i);
    expect(res.body).not.toHaveProperty('access');
    expect(res.body).not.toHaveProperty('password');
  });

  it('accepts the first reading: username, first and last name, matching password2', async () => {
    const username = `an_${Date.now().toString(36)}`;
    const res = await post('/api/register/', {
      username,
      email: uniqueEmail(),
      first_name: 'An',
      last_name: 'Nguyễn',
      password: 'secret1',
      password2: 'secret1',
      phone_number: '02838123456',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username, first_name: 'An', last_name: 'Nguyễn', phone_number: '02838123456' });
  });

  it('stores an argon2id hash, never the password', async () => {
    const email = uniqueEmail();
    await post('/api/register/', { email, first_name: 'An', password: 'secret-pw' });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('secret-pw');
  });

  it('refuses an e-mail already registered, whatever its case, with the guest-checkout message', async () => {
    const email = uniqueEmail();
    expect((await post('/api/register/', { email, first_name: 'An', password: 'secret1' })).status).toBe(201);
    const again = await post('/api/register/', {
      email: ` ${email.toUpperCase()} `,
      first_name: 'B',
      password: 'x12345',
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ email: ['Email đã được đăng ký. Vui lòng đăng nhập bằng email này.'] });
  });

  it('refuses a username that is taken (case-insensitively)', async () => {
    const username = `taken_${Date.now().toString(36)}`;
    await post('/api/register/', { username, email: uniqueEmail(), first_name: 'An', password: 'secret1' });
    const res = await post('/api/register/', {
      username: username.toUpperCase(),
      email: uniqueEmail(),
      first_name: 'An',
      password: 'secret1',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ username: [M.usernameTaken] });
  });

  it('generates another username when the random one is taken', async () => {
    const local = `clash${Date.now().toString(36)}`;
    const hash = await hashPassword('irrelevant');
    // Every name the 0–999 suffix can give but one: the server has to retry, then widen the suffix.
    await t.db.insert(users).values(
      Array.from({ length: 999 }, (_, n) => ({
        username: `${local}${n}`,
        email: `${local}${n}@seed.example.com`,
        passwordHash: hash,
      })),
    );
    const res = await post('/api/register/', { email: `${local}@example.com`, first_name: 'An', password: 'secret1' });
    expect(res.status).toBe(201);
    const { username } = User.parse(res.body);
    expect(username).toMatch(new RegExp(`^${local}\\d+$`));
    const [clash] = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
    expect(clash?.email).toBe(`${local}@example.com`);
  });

  it.each<[string, unknown, Record<string, string[]>]>([
    ['nothing', {}, { email: [M.emailRequired], first_name: [M.fullNameRequired], password: [M.passwordRequired] }],
    [
      'blank values',
      { email: ' ', first_name: ' ', password: '' },
      { email: [M.emailRequired], first_name: [M.fullNameRequired], password: [M.passwordRequired] },
    ],
    ['a bad e-mail', { email: 'an@', first_name: 'An', password: 'secret1' }, { email: [M.emailInvalid] }],
    ['a short password', { email: 'a@b.co', first_name: 'An', password: '12345' }, { password: [M.passwordTooShort] }],
    [
      'a different password2',
      { email: 'a@b.co', first_name: 'An', password: 'secret1', password2: 'secret2' },
      { password2: [M.passwordConfirmMismatch] },
    ],
    [
      'a bad phone',
      { email: 'a@b.co', first_name: 'An', password: 'secret1', phone: '0909' },
      { phone: [M.phoneInvalid] },
    ],
    [
      'wrong types',
      { email: 5, first_name: ['An'], password: 123456, phone_number: 909123456 },
      {
        email: [M.emailInvalid],
        first_name: [M.textInvalid],
        password: [M.textInvalid],
        phone_number: [M.phoneInvalid],
      },
    ],
    [
      'an oversized password',
      { email: 'a@b.co', first_name: 'An', password: 'x'.repeat(129) },
      { password: [M.passwordTooLong] },
    ],
  ])('answers %s with field errors', async (_case, body, errors) => {
    const res = await post('/api/register/', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
  });

  it('answers a body that is not an object, not JSON, or too large with 400/413, never 500', async () => {
    expect((await post('/api/register/', '[1,2]')).status).toBe(400);
    expect((await post('/api/register/', 'null')).status).toBe(400);
    expect((await post('/api/register/', '{"email":')).status).toBe(400);
    const big = await post('/api/register/', { email: 'a@b.co', first_name: 'x'.repeat(300 * 1024), password: 'x' });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ detail: expect.any(String) });
  });

  it('ignores unknown fields, including ones that would matter', async () => {
    const email = uniqueEmail();
    const res = await post('/api/register/', {
      email,
      first_name: 'An',
      password: 'secret1',
      id: 1,
      is_staff: true,
      token_version: 99,
      password_hash: 'x',
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ isStaff: false, tokenVersion: 0 });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('POST /api/token/', () => {
  let account: { username: string; email: string; password: string };
  beforeAll(async () => {
    const email = uniqueEmail('Login');
    const password = 'dung-mat-khau';
    const res = await post('/api/register/', { email, first_name: 'An', password });
    account = { username: User.parse(res.body).username, email, password };
  });

  it.each([
    ['the e-mail', () => ({ email: account.email, password: account.password })],
    ['the e-mail in another case', () => ({ email: account.email.toUpperCase(), password: account.password })],
    ['the username', () => ({ username: account.username, password: account.password })],
    ['an e-mail in the username field', () => ({ username: account.email, password: account.password })],
  ])('signs in with %s', async (_case, body) => {
    const res = await post('/api/token/', body());
    expect(res.status).toBe(200);
    const pair = TokenPair.parse(res.body);
    expect(decodeProtectedHeader(pair.access)).toMatchObject({ alg: 'HS256' });
    const access = decodeJwt(pair.access);
    const refresh = decodeJwt(pair.refresh);
    expect(access).toMatchObject({ typ: 'access', ver: 0, sub: expect.stringMatching(/^\d+$/) });
    expect(refresh).toMatchObject({ typ: 'refresh', ver: 0, sub: access.sub });
    expect(access.exp! - access.iat!).toBe(15 * 60);
    expect(refresh.exp! - refresh.iat!).toBe(7 * 24 * 60 * 60);
    expect((await me(pair.access)).status).toBe(200);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await post('/api/token/', { email: account.email, password: 'sai-mat-khau' });
    const unknown = await post('/api/token/', { email: uniqueEmail('nobody'), password: 'sai-mat-khau' });
    const unknownName = await post('/api/token/', { username: 'no_such_user', password: 'sai-mat-khau' });
    for (const res of [wrong, unknown, unknownName]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Email hoặc mật khẩu không đúng.' });
    }
  });

  it.each<[string, unknown, Record<string, string[]>]>([
    ['nothing', {}, { password: [M.passwordRequired], email: [M.emailRequired] }],
    ['no identifier', { password: 'x' }, { email: [M.emailRequired] }],
    ['blank identifiers', { email: '', username: ' ', password: 'x' }, { email: [M.emailRequired] }],
    ['a numeric password', { email: 'a@b.co', password: 123456 }, { password: [M.textInvalid] }],
    ['an object as e-mail', { email: { $ne: '' }, password: 'x' }, { email: [M.emailInvalid] }],
  ])('answers %s with 400', async (_case, body, errors) => {
    const res = await post('/api/token/', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
  });
});

describe('tokens', () => {
  let shopper: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    shopper = await signUp(t.app);
    other = await signUp(t.app);
  });

  const sign = (claims: Record<string, unknown>, opts: { secret?: string; alg?: string; exp?: number } = {}) =>
    new SignJWT({ ver: 0, typ: 'access', ...claims })
      .setProtectedHeader({ alg: opts.alg ?? 'HS256' })
      .setSubject(String(claims.sub ?? shopper.user.id))
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(key(opts.secret));

  it('refreshes: a new access token and a new refresh token (rotation is tested in session.test.ts)', async () => {
    const signedIn = await signUp(t.app);
    const res = await post('/api/token/refresh/', { refresh: signedIn.tokens.refresh });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body as object).sort()).toEqual(['access', 'refresh']);
    const { access, refresh } = res.body as TokenPair;
    expect(decodeJwt(access)).toMatchObject({ typ: 'access', sub: String(signedIn.user.id) });
    expect(decodeJwt(refresh)).toMatchObject({ typ: 'refresh', sub: String(signedIn.user.id) });
    expect((await me(access)).status).toBe(200);
  });

  it('refuses an access token as refresh token, and garbage', async () => {
    for (const refresh of [shopper.tokens.access, 'abc', 'a.b.c', '']) {
      const res = await post('/api/token/refresh/', { refresh });
      expect([400, 401]).toContain(res.status);
      expect(res.body).toHaveProperty(res.status === 401 ? 'detail' : 'refresh');
    }
    expect((await post('/api/token/refresh/', {})).body).toEqual({ refresh: [M.refreshRequired] });
    expect((await post('/api/token/refresh/', { refresh: 42 })).status).toBe(400);
  });

  it('refuses an expired refresh token', async () => {
    const refresh = await sign({ typ: 'refresh' }, { exp: Math.floor(Date.now() / 1000) - 1 });
    const res = await post('/api/token/refresh/', { refresh });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: M.tokenInvalid });
  });

  it('accepts a well-signed token (the forging helper itself is right)', async () => {
    expect((await me(await sign({}))).status).toBe(200);
  });

  const noneToken = () => {
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: String(shopper.user.id), ver: 0, typ: 'access', iat: now, exp: now + 600 })}.`;
  };

  it.each<[string, () => Promise<string> | string]>([
    ['an expired token', () => sign({}, { exp: Math.floor(Date.now() / 1000) - 5 })],
    ['an `alg: none` token', noneToken],
    ['a token signed with another secret', () => sign({}, { secret: 'another-secret-another-secret-000' })],
    ['a token signed with HS512', () => sign({}, { alg: 'HS512' })],
    ['a refresh token', () => shopper.tokens.refresh],
    ['a token of an old version', () => sign({ ver: 1 })],
    [
      'a token that never expires',
      () =>
        new SignJWT({ ver: 0, typ: 'access' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(shopper.user.id))
          .sign(key()),
    ],
    ['a token without a type', () => sign({ typ: undefined })],
    ['a token naming no user', () => sign({ sub: '99999999' })],
    ['a token naming a strange subject', () => sign({ sub: '1 OR 1=1' })],
    [
      'a token whose payload was changed to name another user',
      () => {
        const [header, payload, signature] = shopper.tokens.access.split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
        claims.sub = String(other.user.id);
        return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
      },
    ],
    ['garbage', () => 'not-a-jwt'],
  ])('refuses %s with 401', async (_case, token) => {
    const res = await me(await token());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: M.tokenInvalid });
  });

  it('refuses a token it accepted before once it expires, or once its version is revoked (verified tokens are kept)', async () => {
    const soon = Math.floor(Date.now() / 1000) + 2;
    const token = await sign({}, { exp: soon });
    expect((await me(token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, (soon + 0.1) * 1000 - Date.now()));
    expect((await me(token)).status).toBe(401);

    const lasting = await sign({});
    expect((await me(lasting)).status).toBe(200);
    await t.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, shopper.user.id));
    try {
      expect((await me(lasting)).status).toBe(401);
    } finally {
      await t.db.update(users).set({ tokenVersion: 0 }).where(eq(users.id, shopper.user.id));
    }
  });

  it('refuses a missing or malformed Authorization header', async () => {
    for (const authorization of [undefined, 'Bearer', `Basic ${shopper.tokens.access}`, `Bearer a b`]) {
      const res = await call(t.app, 'GET', '/api/users/me/', {
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: M.tokenInvalid });
    }
  });
});

describe('rate limits (DESIGN §7)', () => {
  const expectLimited = (res: { status: number; body: unknown; headers: Record<string, unknown> }, max: number) => {
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ detail: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau.' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(max);
  };

  it('login: 30 failures per client address in 15 minutes, whatever the accounts; then even the right password waits', async () => {
    const shopper = await signUp(t.app);
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const res = await post('/api/token/', { email: uniqueEmail('guess'), password: 'wrong' }, { ip });
      expect(res.status).toBe(401);
    }
    expectLimited(await post('/api/token/', { email: shopper.email, password: 'wrong' }, { ip }), 15 * 60);
    expectLimited(await post('/api/token/', { email: shopper.email, password: shopper.password }, { ip }), 15 * 60);
    // Another address is not affected.
    expect((await post('/api/token/', { email: shopper.email, password: shopper.password })).status).toBe(200);
  });

  it('login: 10 failures per account and address; a success clears the count', async () => {
    const shopper = await signUp(t.app);
    const ip = freshIp();
    const fail = () => post('/api/token/', { username: shopper.email.toUpperCase(), password: 'wrong' }, { ip });
    for (let i = 0; i < 9; i++) expect((await fail()).status).toBe(401);
    expect((await post('/api/token/', { email: shopper.email, password: shopper.password }, { ip })).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await fail()).status).toBe(401);
    expectLimited(await fail(), 15 * 60);
    expectLimited(await post('/api/token/', { email: shopper.email, password: shopper.password }, { ip }), 15 * 60);
    // The same address may still try other accounts: the address's own allowance is larger.
    expect((await post('/api/token/', { email: uniqueEmail('other'), password: 'wrong' }, { ip })).status).toBe(401);
  });

  it('login: failures from one address cannot lock the owner out elsewhere', async () => {
    const owner = await signUp(t.app);
    const attacker = freshIp();
    for (let i = 0; i < 20; i++) {
      const res = await post('/api/token/', { email: owner.email, password: `guess-${i}` }, { ip: attacker });
      expect(res.status).toBe(i < 10 ? 401 : 429);
    }
    const home = freshIp();
    const fromHome = await post('/api/token/', { email: owner.email, password: owner.password }, { ip: home });
    expect(fromHome.status).toBe(200);
    expect(TokenPair.safeParse(fromHome.body).success).toBe(true);
    // The owner's own mistakes from home count only against home.
    expect((await post('/api/token/', { email: owner.email, password: 'typo' }, { ip: home })).status).toBe(401);
    expectLimited(await post('/api/token/', { email: owner.email, password: owner.password }, { ip: attacker }), 900);
  });

  it('register: 10 per client address an hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await post(
        '/api/register/',
        { email: uniqueEmail('flood'), first_name: 'An', password: 'secret1' },
        { ip },
      );
      expect(res.status).toBe(201);
    }
    expectLimited(
      await post('/api/register/', { email: uniqueEmail('flood'), first_name: 'An', password: 'secret1' }, { ip }),
      3600,
    );
  });

  it('password reset: 5 per e-mail and 5 per client address an hour', async () => {
    const email = uniqueEmail('reset');
    for (let i = 0; i < 5; i++) expect((await post('/api/password-reset/', { email })).status).toBe(200);
    expectLimited(await post('/api/password-reset/', { email: email.toUpperCase() }), 3600);

    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/password-reset/', { email: uniqueEmail('reset') }, { ip })).status).toBe(200);
    }
    expectLimited(await post('/api/password-reset/', { email: uniqueEmail('reset') }, { ip }), 3600);
  });
});

describe('password reset without SMTP_URL: the outbox', () => {
  it('keeps the mail in the outbox table, and its link works once', async () => {
    const shopper = await signUp(t.app);
    const res = await post('/api/password-reset/', { email: shopper.email });
    expect(res.body).toEqual({ detail: M.resetRequested });
    const mail = await outboxMail(t.app, t.db, shopper.email);
    expect(mail.subject).toContain('Đặt lại mật khẩu');
    expect(mail.html).toContain('<a href="http://shop.test/reset-password/');
    const link = resetLinkIn(mail.text);
    const body = { ...link, new_password: 'mat-khau-moi', confirm_password: 'mat-khau-moi' };
    expect((await post('/api/password-reset/confirm/', body)).body).toEqual({ detail: M.resetDone });
    expect((await post('/api/password-reset/confirm/', body)).body).toEqual({ detail: M.resetLinkInvalid });
    expect((await post('/api/token/', { email: shopper.email, password: 'mat-khau-moi' })).status).toBe(200);
  });

  it('keeps nothing for an unknown e-mail', async () => {
    const email = uniqueEmail('unknown');
    expect((await post('/api/password-reset/', { email })).body).toEqual({ detail: M.resetRequested });
    await t.app.jobs.runDue();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([]);
  });
});

describe('the auth guard other modules reuse', () => {
  it('requireUser and optionalUser, as preHandlers', async () => {
    const guard = createAuthGuard(createTokenService(SECRET, t.db), createRateLimiter({}));
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.get('/required', { preHandler: guard.requireUser }, async (req) => ({ id: currentUser(req).id }));
    app.get('/optional', { preHandler: guard.optionalUser }, async (req) => ({
      id: optionalCurrentUser(req)?.id ?? null,
    }));
    app.get('/forgot-the-guard', async (req) => ({ id: currentUser(req).id }));
    const shopper = await signUp(t.app);
    const get = async (url: string, token?: string) => {
      const res = await app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
      return { status: res.statusCode, body: res.json() as unknown };
    };
    try {
      expect(await get('/required', shopper.tokens.access)).toEqual({ status: 200, body: { id: shopper.user.id } });
      expect(await get('/required')).toEqual({ status: 401, body: { detail: M.tokenInvalid } });
      expect(await get('/optional', shopper.tokens.access)).toEqual({ status: 200, body: { id: shopper.user.id } });
      expect(await get('/optional')).toEqual({ status: 200, body: { id: null } });
      // A token that is sent must be good, even where signing in is optional (the client then refreshes).
      expect(await get('/optional', shopper.tokens.refresh)).toEqual({ status: 401, body: { detail: M.tokenInvalid } });
      expect((await get('/forgot-the-guard', shopper.tokens.access)).status).toBe(401);
    } finally {
      await app.close();
    }
  });
});
