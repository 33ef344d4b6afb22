// Sessions end on the server: logout revokes every token of the account, and a refresh token
// works once (rotation), per token, so two devices never sign each other out.
import { TokenPair } from '@shop/domain/auth.schemas';
import { AUTH_MESSAGES as M } from '@shop/domain/auth.rules';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call, signUp } from './auth.testing';
import { REFRESH_REUSE_GRACE_SEC } from './tokens';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
});
afterAll(() => t?.close());

const me = (token: string) => call(t.app, 'GET', '/api/users/me/', { token });
const refresh = (token: string) => call(t.app, 'POST', '/api/token/refresh/', { body: { refresh: token } });
const login = (who: SignedUp) =>
  call(t.app, 'POST', '/api/token/', { body: { email: who.email, password: who.password } });
const unauthorized = { status: 401, body: { detail: M.tokenInvalid } };

/** The next pair from a refresh that must succeed. */
async function rotated(token: string): Promise<TokenPair> {
  const res = await refresh(token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return TokenPair.parse(res.body);
}

/** Ages the rotation of a token, as if it had been used `seconds` ago. */
async function usedSecondsAgo(token: string, seconds: number) {
  const jti = String(decodeJwt(token).jti);
  await t.db
    .update(refreshTokens)
    .set({ usedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(refreshTokens.id, jti));
}

describe('POST /api/logout/', () => {
  it('revokes every access and refresh token of the account, on every device; signing in again works', async () => {
    const shopper = await signUp(t.app);
    const phone = TokenPair.parse((await login(shopper)).body);
    const res = await call(t.app, 'POST', '/api/logout/', { token: shopper.tokens.access });
    expect(res).toMatchObject({ status: 200, body: { detail: M.loggedOut } });
    for (const token of [shopper.tokens.access, phone.access]) expect(await me(token)).toMatchObject(unauthorized);
    for (const token of [shopper.tokens.refresh, phone.refresh])
      expect(await refresh(token)).toMatchObject(unauthorized);
    // The revoked token cannot log out again either.
    expect(await call(t.app, 'POST', '/api/logout', { token: shopper.tokens.access })).toMatchObject(unauthorized);
    const again = TokenPair.parse((await login(shopper)).body);
    expect((await me(again.access)).status).toBe(200);
  });

  it('needs an access token: none, a refresh token or garbage is a 401 and revokes nothing', async () => {
    const shopper = await signUp(t.app);
    for (const token of [undefined, shopper.tokens.refresh, 'garbage']) {
      expect(await call(t.app, 'POST', '/api/logout/', { token })).toMatchObject(unauthorized);
    }
    expect((await me(shopper.tokens.access)).status).toBe(200);
  });

  it('of one account leaves other accounts signed in', async () => {
    const [a, b] = await Promise.all([signUp(t.app), signUp(t.app)]);
    expect((await call(t.app, 'POST', '/api/logout/', { token: a.tokens.access })).status).toBe(200);
    expect((await me(b.tokens.access)).status).toBe(200);
    expect((await refresh(b.tokens.refresh)).status).toBe(200);
  });
});

describe('POST /api/token/refresh/: rotation', () => {
  it('answers a new pair; the refresh token used is refused afterwards, the new one works', async () => {
    const shopper = await signUp(t.app);
    const next = await rotated(shopper.tokens.refresh);
    expect(next.refresh).not.toBe(shopper.tokens.refresh);
    expect((await me(next.access)).status).toBe(200);
    expect(await refresh(shopper.tokens.refresh)).toMatchObject(unauthorized);
    // A chain of rotations keeps the session going.
    const third = await rotated(next.refresh);
    const fourth = await rotated(third.refresh);
    expect((await me(fourth.access)).status).toBe(200);
  });

  it('is per token: two devices of one account refresh without touching each other', async () => {
    const shopper = await signUp(t.app);
    const phone = TokenPair.parse((await login(shopper)).body);
    const laptop = await rotated(shopper.tokens.refresh);
    const phoneNext = await rotated(phone.refresh);
    expect((await me(laptop.access)).status).toBe(200);
    expect((await rotated(laptop.refresh)).access).toBeTruthy();
    expect((await rotated(phoneNext.refresh)).access).toBeTruthy();
  });

  it('a rotated token coming back after the grace period revokes its family, and only that family', async () => {
    const shopper = await signUp(t.app);
    const phone = TokenPair.parse((await login(shopper)).body);
    const next = await rotated(shopper.tokens.refresh);
    await usedSecondsAgo(shopper.tokens.refresh, REFRESH_REUSE_GRACE_SEC + 5);
    // Someone replays the old token: refused, and the session it belongs to ends.
    expect(await refresh(shopper.tokens.refresh)).toMatchObject(unauthorized);
    expect(await refresh(next.refresh)).toMatchObject(unauthorized);
    // The other device's session is another family.
    expect((await rotated(phone.refresh)).access).toBeTruthy();
  });

  it('within the grace period a second use is refused without ending the session (two tabs racing)', async () => {
    const shopper = await signUp(t.app);
    const next = await rotated(shopper.tokens.refresh);
    expect(await refresh(shopper.tokens.refresh)).toMatchObject(unauthorized);
    expect((await rotated(next.refresh)).access).toBeTruthy();
  });

  it('parallel refreshes with one token: exactly one gets a new pair', async () => {
    const shopper = await signUp(t.app);
    const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(shopper.tokens.refresh)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    const winner = TokenPair.parse(answers.find((a) => a.status === 200)!.body);
    expect((await rotated(winner.refresh)).access).toBeTruthy();
  });

  it('refuses a well-signed refresh token that has no row (issued before rotation, or forged without a jti)', async () => {
    const shopper = await signUp(t.app);
    const key = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256');
    const sign = (jti?: string) => {
      const jwt = new SignJWT({ ver: 0, typ: 'refresh' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(shopper.user.id))
        .setIssuedAt()
        .setExpirationTime('1h');
      if (jti) jwt.setJti(jti);
      return jwt.sign(key);
    };
    expect(await refresh(await sign())).toMatchObject(unauthorized);
    expect(await refresh(await sign('AAAAAAAAAAAAAAAAAAAAAA'))).toMatchObject(unauthorized);
    // Another account's jti does not work under this account's name.
    const other = await signUp(t.app);
    expect(await refresh(await sign(String(decodeJwt(other.tokens.refresh).jti)))).toMatchObject(unauthorized);
    expect((await rotated(other.tokens.refresh)).access).toBeTruthy();
  });

  it('keeps no expired rows of an account once it signs in again', async () => {
    const shopper = await signUp(t.app);
    const jti = String(decodeJwt(shopper.tokens.refresh).jti);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.id, jti));
    expect(await refresh(shopper.tokens.refresh)).toMatchObject(unauthorized);
    await login(shopper);
    expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.id, jti))).toEqual([]);
  });
});
