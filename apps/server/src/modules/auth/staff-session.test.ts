// The back office's session: its refresh token lives in an HttpOnly cookie sent only to the staff refresh call,
// guarded against cross-site requests; the shop's `/api/token/` calls are unchanged.
import { AUTH_MESSAGES } from '@shop/domain/auth.rules';
import { StaffAccess, TokenPair } from '@shop/domain/auth.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { TEST_PUBLIC_URL, buildTestApp } from '../../testing/test-app';
import { type SignedUp, call, signUp } from './auth.testing';
import {
  STAFF_CSRF_HEADER,
  STAFF_REFRESH_COOKIE,
  STAFF_REFRESH_PATH,
  STAFF_SESSION_COOKIE,
  STAFF_SIGN_IN_PATH,
} from './auth-admin.routes';
import { REFRESH_TOKEN_TTL_SEC } from './tokens';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
});
afterAll(() => t?.close());

/** What the back office sends: its header, and the origin of the page it runs on. */
const fromDesk = { [STAFF_CSRF_HEADER]: '1', origin: TEST_PUBLIC_URL, 'sec-fetch-site': 'same-origin' };

async function staffMember(): Promise<SignedUp> {
  const member = await signUp(t.app);
  await t.db.update(users).set({ role: 'staff' }).where(eq(users.id, member.user.id));
  return member;
}

/** The Set-Cookie lines of an answer, by cookie name. */
function cookiesOf(headers: Record<string, unknown>): Map<string, string> {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw.map(String) : raw === undefined ? [] : [String(raw)];
  return new Map(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

/** The refresh token a Set-Cookie line carries. */
const valueOf = (line: string | undefined) => /^[^=]+=([^;]*)/.exec(line ?? '')?.[1] ?? '';

async function signInAtDesk(member: SignedUp) {
  const res = await call(t.app, 'POST', STAFF_SIGN_IN_PATH, {
    body: { email: member.email, password: member.password },
    headers: fromDesk,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { access: StaffAccess.parse(res.body).access, cookies: cookiesOf(res.headers), body: res.body };
}

const refreshAtDesk = (refresh: string | undefined, headers: Record<string, string> = fromDesk) =>
  call(t.app, 'POST', STAFF_REFRESH_PATH, {
    headers: { ...headers, ...(refresh === undefined ? {} : { cookie: `${STAFF_REFRESH_COOKIE}=${refresh}` }) },
  });

const me = (access: string) => call(t.app, 'GET', '/api/users/me/', { token: access });

describe('staff sign-in', () => {
  it('answers the access token only; the refresh token goes to an HttpOnly, Secure, SameSite=Strict cookie', async () => {
    const { access, cookies, body } = await signInAtDesk(await staffMember());
    expect(Object.keys(body as object)).toEqual(['access']);
    const refresh = cookies.get(STAFF_REFRESH_COOKIE)!;
    expect(refresh).toMatch(/; HttpOnly/);
    expect(refresh).toMatch(/; Secure/);
    expect(refresh).toMatch(/; SameSite=Strict/);
    expect(refresh).toMatch(/; Path=\/api\/admin\/token\/refresh(;|$)/);
    expect(refresh).toContain(`Max-Age=${REFRESH_TOKEN_TTL_SEC}`);
    // The back office's hint holds no secret, and it is not HttpOnly so the app can read it.
    const hint = cookies.get(STAFF_SESSION_COOKIE)!;
    expect(hint).toMatch(/^staff_session=1; /);
    expect(hint).not.toMatch(/HttpOnly/);
    expect(hint).toMatch(/; Path=\/admin(;|$)/);
    // The access token is a Bearer token as ever.
    expect((await me(access)).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/orders/', { token: access })).status).toBe(200);
  });

  it('a wrong password is the same 401 as at /api/token/ and sets no cookie', async () => {
    const member = await staffMember();
    const res = await call(t.app, 'POST', STAFF_SIGN_IN_PATH, {
      body: { email: member.email, password: 'not-the-password' },
      headers: fromDesk,
    });
    expect(res.status).toBe(401);
    expect(cookiesOf(res.headers).size).toBe(0);
  });

  it('a shopper is refused: 401 for a wrong password, a clear 403 for the right one, no cookie; the shop sign-in works', async () => {
    const shopper = await signUp(t.app);
    const body = { email: shopper.email, password: shopper.password };
    const wrong = await call(t.app, 'POST', STAFF_SIGN_IN_PATH, {
      body: { ...body, password: 'not-the-password' },
      headers: fromDesk,
    });
    expect(wrong.status).toBe(401);
    const res = await call(t.app, 'POST', STAFF_SIGN_IN_PATH, { body, headers: fromDesk });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: AUTH_MESSAGES.notStaff });
    expect(cookiesOf(res.headers).size).toBe(0);
    expect((await call(t.app, 'POST', '/api/token/', { body })).status).toBe(200);
  });
});

describe('staff refresh with the cookie', () => {
  it('rotates: a new access token and a new cookie; the old cookie is refused from then on', async () => {
    const { cookies } = await signInAtDesk(await staffMember());
    const first = valueOf(cookies.get(STAFF_REFRESH_COOKIE));
    const res = await refreshAtDesk(first);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await me(StaffAccess.parse(res.body).access)).status).toBe(200);
    const next = valueOf(cookiesOf(res.headers).get(STAFF_REFRESH_COOKIE));
    expect(next).not.toBe('');
    expect(next).not.toBe(first);
    expect((await refreshAtDesk(first)).status).toBe(401);
    expect((await refreshAtDesk(next)).status).toBe(200);
  });

  it('refuses a request without the header, from another origin or another site, and keeps the cookie', async () => {
    const { cookies } = await signInAtDesk(await staffMember());
    const refresh = valueOf(cookies.get(STAFF_REFRESH_COOKIE));
    for (const headers of [
      { origin: TEST_PUBLIC_URL },
      { ...fromDesk, origin: 'https://evil.example' },
      { ...fromDesk, 'sec-fetch-site': 'cross-site' },
      { ...fromDesk, [STAFF_CSRF_HEADER]: 'yes' },
    ]) {
      const res = await refreshAtDesk(refresh, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(cookiesOf(res.headers).size).toBe(0);
    }
    // Nothing was used up: the desk itself still refreshes with it.
    expect((await refreshAtDesk(refresh)).status).toBe(200);
    // Sign-in is guarded alike.
    const forged = await call(t.app, 'POST', STAFF_SIGN_IN_PATH, { body: { email: 'a@b.vn', password: 'x' } });
    expect(forged.status).toBe(403);
  });

  it('without a cookie, or with a refused one, answers 401 and clears both cookies', async () => {
    for (const refresh of [undefined, 'garbage']) {
      const res = await refreshAtDesk(refresh);
      expect(res.status).toBe(401);
      const cleared = cookiesOf(res.headers);
      expect(cleared.get(STAFF_REFRESH_COOKIE)).toMatch(/^staff_refresh=; Max-Age=0;/);
      expect(cleared.get(STAFF_SESSION_COOKIE)).toMatch(/^staff_session=; Max-Age=0;/);
    }
  });

  it('a disabled staff account’s cookie stops working at once', async () => {
    const member = await staffMember();
    const { cookies } = await signInAtDesk(member);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, member.user.id));
    expect((await refreshAtDesk(valueOf(cookies.get(STAFF_REFRESH_COOKIE)))).status).toBe(401);
  });

  it('logout ends the session and clears both cookies', async () => {
    const { access, cookies } = await signInAtDesk(await staffMember());
    const res = await call(t.app, 'POST', '/api/logout/', { token: access });
    expect(res.status).toBe(200);
    const cleared = cookiesOf(res.headers);
    expect(cleared.get(STAFF_REFRESH_COOKIE)).toMatch(/^staff_refresh=; Max-Age=0;.*Path=\/api\/admin\/token\/refresh/);
    expect(cleared.get(STAFF_SESSION_COOKIE)).toMatch(/^staff_session=; Max-Age=0;.*Path=\/admin/);
    expect((await refreshAtDesk(valueOf(cookies.get(STAFF_REFRESH_COOKIE)))).status).toBe(401);
  });
});

describe('the shop’s token calls are unchanged', () => {
  it('POST /api/token/ and /api/token/refresh/ answer pairs in the body and set no cookie', async () => {
    const shopper = await signUp(t.app);
    const login = await call(t.app, 'POST', '/api/token/', { body: { email: shopper.email, password: 'matkhau123' } });
    expect(cookiesOf(login.headers).size).toBe(0);
    const pair = TokenPair.parse(login.body);
    const res = await call(t.app, 'POST', '/api/token/refresh/', { body: { refresh: pair.refresh } });
    expect(res.status).toBe(200);
    expect(TokenPair.parse(res.body).refresh).not.toBe(pair.refresh);
    expect(cookiesOf(res.headers).size).toBe(0);
  });
});
