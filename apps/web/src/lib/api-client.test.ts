import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FetchCall,
  type FetchHandler,
  bearerOf,
  json,
  serve as serveFetch,
} from '@shop/client/fetch-stub.testing';

/** The browser pieces the client touches: local storage, the cookie jar, `storage` events. */
function fakeBrowser() {
  const store = new Map<string, string>();
  const cookies = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, String(v)),
    removeItem: (k: string) => void store.delete(k),
  };
  const document = {
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
      const [name = '', value = ''] = pair.split('=');
      if (attrs.some((a) => a.toLowerCase() === 'max-age=0')) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
  const storageListeners: ((e: { key: string | null }) => void)[] = [];
  const window = {
    addEventListener: (type: string, fn: (e: { key: string | null }) => void) => {
      if (type === 'storage') storageListeners.push(fn);
    },
  };
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', window);
  vi.stubGlobal('location', { protocol: 'http:' });
  return { store, cookies, storageListeners };
}

type Handler = FetchHandler;

let browser: ReturnType<typeof fakeBrowser>;
let calls: FetchCall[];

function serve(handler: Handler) {
  calls = serveFetch(handler);
}

/** A fresh copy of the module: its session check and listeners are per page load. */
async function load() {
  vi.resetModules();
  return import('./api-client');
}

/** A server whose valid access token is `valid` and whose refresh answers `refreshAnswer`. */
function authServer(refreshAnswer: () => Response | Promise<Response>): Handler {
  return (url, init) => {
    if (url === '/api/token/refresh/') return refreshAnswer();
    return bearerOf(init) === 'Bearer valid' ? json(200, { ok: true }) : json(401, { detail: 'expired' });
  };
}

beforeEach(() => {
  browser = fakeBrowser();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api', () => {
  it('sends JSON with the stored bearer token', async () => {
    browser.store.set('accessToken', 'valid');
    serve(() => json(200, { id: 1 }));
    const { api } = await load();
    expect(await api('/api/users/me/', { method: 'PATCH', json: { a: 1 } })).toEqual({ id: 1 });
    const init = calls[0]!.init;
    expect(bearerOf(init)).toBe('Bearer valid');
  });

  it('on a 401 refreshes once, stores the new pair (rotation) and retries the request once', async () => {
    browser.store.set('accessToken', 'expired');
    browser.store.set('refreshToken', 'r1');
    serve(authServer(() => json(200, { access: 'valid', refresh: 'r2' })));
    const { api, subscribeTokens } = await load();
    const changed = vi.fn();
    subscribeTokens(changed);
    expect(await api('/api/users/me/')).toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/users/me/', '/api/token/refresh/', '/api/users/me/']);
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ refresh: 'r1' });
    expect(bearerOf(calls[1]!.init)).toBeNull();
    expect(browser.store.get('accessToken')).toBe('valid');
    expect(browser.store.get('refreshToken')).toBe('r2');
    expect(changed).toHaveBeenCalled();
  });

  it('an answer without a refresh token keeps the stored one', async () => {
    browser.store.set('accessToken', 'expired');
    browser.store.set('refreshToken', 'r1');
    serve(authServer(() => json(200, { access: 'valid' })));
    const { api } = await load();
    expect(await api('/api/users/me/')).toEqual({ ok: true });
    expect(browser.store.get('refreshToken')).toBe('r1');
  });

  it('a refresh refused because another tab already rotated the token uses that tab’s new pair', async () => {
    browser.store.set('accessToken', 'expired');
    browser.store.set('refreshToken', 'r1');
    serve(
      authServer(() => {
        // The other tab won the race: its pair is in the shared storage when this answer arrives.
        browser.store.set('accessToken', 'valid');
        browser.store.set('refreshToken', 'r2');
        return json(401, { detail: 'Thông tin xác thực không hợp lệ hoặc đã hết hạn.' });
      }),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = await load();
    expect(await api('/api/users/me/')).toEqual({ ok: true });
    expect(browser.store.get('refreshToken')).toBe('r2');
    expect(log).not.toHaveBeenCalled();
  });

  it('when the refresh fails, clears both tokens, logs it and passes the 401 on', async () => {
    browser.store.set('accessToken', 'expired');
    browser.store.set('refreshToken', 'bad');
    serve(authServer(() => json(401, { detail: 'Thông tin xác thực không hợp lệ hoặc đã hết hạn.' })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, ApiError, getAuthStatusForTest } = await loadWithStatus();
    await expect(api('/api/users/me/')).rejects.toMatchObject({ status: 401 });
    await expect(api('/api/users/me/')).rejects.toBeInstanceOf(ApiError);
    expect(browser.store.has('accessToken')).toBe(false);
    expect(browser.store.has('refreshToken')).toBe(false);
    expect(log).toHaveBeenCalledWith('Token refresh failed', expect.anything());
    expect(getAuthStatusForTest()).toBe(false);
    // Signed out: the second call did not try again.
    expect(calls.filter((c) => c.url === '/api/token/refresh/')).toHaveLength(1);
  });

  it('a refresh answer without an access token, or a network failure, also signs out', async () => {
    for (const answer of [() => json(200, {}), () => Promise.reject(new TypeError('Failed to fetch'))]) {
      browser.store.set('accessToken', 'expired');
      browser.store.set('refreshToken', 'r1');
      serve(authServer(answer));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { api } = await load();
      await expect(api('/api/users/me/')).rejects.toMatchObject({ status: 401 });
      expect(browser.store.has('refreshToken')).toBe(false);
    }
  });

  it('does not refresh without a refresh token, nor for calls made without the account', async () => {
    browser.store.set('accessToken', 'expired');
    serve(authServer(() => json(200, { access: 'valid' })));
    const { api, refreshAccessToken } = await load();
    await expect(api('/api/users/me/')).rejects.toMatchObject({ status: 401 });
    expect(await refreshAccessToken()).toBe(false);

    browser.store.set('refreshToken', 'r1');
    serve(() => json(401, { detail: 'Email hoặc mật khẩu không đúng.' }));
    await expect(api('/api/token/', { method: 'POST', json: {}, auth: false })).rejects.toMatchObject({
      status: 401,
      message: 'Email hoặc mật khẩu không đúng.',
    });
    expect(calls).toHaveLength(1);
    expect(bearerOf(calls[0]!.init)).toBeNull();
  });

  it('a refresh that lands after a logout does not sign the shopper back in', async () => {
    browser.store.set('accessToken', 'expired');
    browser.store.set('refreshToken', 'r1');
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    serve(authServer(async () => (await held, json(200, { access: 'valid' }))));
    const { api, clearTokens } = await load();
    const pending = api('/api/users/me/');
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    clearTokens();
    release();
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(browser.store.has('accessToken')).toBe(false);
  });
});

describe('tokens', () => {
  it('a request that gets no answer says so in the shop’s words', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = await load();
    await expect(api('/api/x')).rejects.toMatchObject({
      status: 0,
      message: 'Đã xảy ra lỗi không xác định khi kết nối đến máy chủ',
    });
  });

  it('remember me off: the pair is dropped once the browser session has ended', async () => {
    serve(() => json(200, {}));
    let client = await load();
    client.storeTokens({ access: 'a', refresh: 'r' }, { remember: false });
    expect(browser.cookies.get('auth_session')).toBe('1');
    // Another page load in the same browser session keeps it.
    client = await load();
    expect(client.getAccessToken()).toBe('a');
    // The browser closes: session cookies go.
    browser.cookies.clear();
    client = await load();
    expect(client.getAccessToken()).toBeNull();
    expect(browser.store.has('refreshToken')).toBe(false);
  });

  it('remember me on: the pair outlives the browser session; a password change keeps the choice', async () => {
    let client = await load();
    client.storeTokens({ access: 'a', refresh: 'r' }, { remember: false });
    client.storeTokens({ access: 'a2', refresh: 'r2' }, { remember: true });
    browser.cookies.clear();
    client = await load();
    expect(client.getAccessToken()).toBe('a2');

    client.storeTokens({ access: 'a', refresh: 'r' }, { remember: false });
    client.storeTokens({ access: 'a3', refresh: 'r3' });
    browser.cookies.clear();
    client = await load();
    expect(client.getAccessToken()).toBeNull();
  });

  it('tells subscribers when another tab signs in or out', async () => {
    const { subscribeTokens } = await load();
    const changed = vi.fn();
    const stop = subscribeTokens(changed);
    for (const fire of browser.storageListeners) fire({ key: 'cart' });
    expect(changed).not.toHaveBeenCalled();
    for (const fire of browser.storageListeners) fire({ key: 'accessToken' });
    for (const fire of browser.storageListeners) fire({ key: null });
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
    for (const fire of browser.storageListeners) fire({ key: 'refreshToken' });
    expect(changed).toHaveBeenCalledTimes(2);
  });
});

/** The client plus a view of the sign-in state as the auth store derives it (an access token is stored). */
async function loadWithStatus() {
  const client = await load();
  return { ...client, getAuthStatusForTest: () => client.getAccessToken() !== null };
}
