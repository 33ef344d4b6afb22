import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Sign-out: the server ends the session, and the tokens go whatever it answers.
let store: Map<string, string>;
let calls: { url: string; init: RequestInit }[];

function serve(answer: () => Response | Promise<Response>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer();
    }),
  );
}

beforeEach(() => {
  store = new Map([
    ['accessToken', 'a1'],
    ['refreshToken', 'r1'],
  ]);
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('location', { protocol: 'http:' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function load() {
  vi.resetModules();
  return import('./auth-store');
}

describe('logout', () => {
  it('asks the server to end the session with the current token, then removes both tokens', async () => {
    serve(() => new Response(JSON.stringify({ detail: 'Bạn đã đăng xuất.' }), { status: 200 }));
    const { logout, getAuthStatus } = await load();
    await logout();
    expect(calls.map((c) => [c.url, c.init.method])).toEqual([['/api/logout/', 'POST']]);
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer a1');
    expect(store.has('accessToken') || store.has('refreshToken')).toBe(false);
    expect(getAuthStatus()).toBe('unauthenticated');
  });

  it('signs out here even when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const { logout } = await load();
    await logout();
    expect(calls).toHaveLength(1);
    expect(store.has('accessToken') || store.has('refreshToken')).toBe(false);
  });

  it('signOutLocally (after a password reset) does not call the server', async () => {
    serve(() => new Response(null, { status: 500 }));
    const { signOutLocally } = await load();
    signOutLocally();
    expect(calls).toHaveLength(0);
    expect(store.has('refreshToken')).toBe(false);
  });
});
