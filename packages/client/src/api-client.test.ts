import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, type FetchHandler, bearerOf, json, serve as serveFetch } from './fetch-stub.testing';
import { ApiError, ApiFormError, type ApiSession, api, configureApi, isUnreachable, messageOf } from './api-client';

type Handler = FetchHandler;

let calls: FetchCall[];

function serve(handler: Handler) {
  calls = serveFetch(handler);
}

/** A session held in memory: `renew` swaps in the token 'valid' after `renewal` settles. */
function memorySession(token: string | null, renewal: () => Promise<boolean> = async () => true) {
  const session: ApiSession & { token: string | null; renewals: number } = {
    token,
    renewals: 0,
    accessToken: () => session.token,
    async renew() {
      session.renewals++;
      const ok = await renewal();
      if (ok) session.token = 'valid';
      return ok;
    },
  };
  return session;
}

const NETWORK = 'Không kết nối được máy chủ.';
/** Each test configures the client afresh, as an app does once at load. */
const configure = (session: ApiSession) =>
  configureApi(session, (status, body) => new ApiError(status, body, messageOf(body) ?? NETWORK));
const onlyValid: Handler = (_url, init) =>
  bearerOf(init) === 'Bearer valid' ? json(200, { ok: true }) : json(401, { detail: 'expired' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the configured fetch wrapper', () => {
  it('sends JSON with the session’s bearer token and a time-out', async () => {
    serve(() => json(200, { id: 1 }));
    configure(memorySession('valid'));
    expect(await api('/api/users/me/', { method: 'PATCH', json: { a: 1 } })).toEqual({ id: 1 });
    const init = calls[0]!.init;
    expect(bearerOf(init)).toBe('Bearer valid');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('on a 401 renews once and retries the request once with the new token', async () => {
    serve(onlyValid);
    const session = memorySession('expired');
    configure(session);
    expect(await api('/api/users/me/')).toEqual({ ok: true });
    expect(session.renewals).toBe(1);
    expect(calls.map((c) => bearerOf(c.init))).toEqual(['Bearer expired', 'Bearer valid']);
  });

  it('shares one renewal among concurrent 401s', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    serve(onlyValid);
    const session = memorySession('expired', async () => (await held, true));
    configure(session);
    const all = Promise.all([api('/api/a'), api('/api/b'), api('/api/c')]);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    release();
    expect(await all).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(session.renewals).toBe(1);
  });

  it('a failed renewal passes the 401 on; calls without the account never renew', async () => {
    serve(onlyValid);
    const session = memorySession('expired', async () => false);
    configure(session);
    await expect(api('/api/users/me/')).rejects.toMatchObject({ status: 401, message: 'expired' });
    serve(() => json(401, { detail: 'Email hoặc mật khẩu không đúng.' }));
    await expect(api('/api/token/', { method: 'POST', json: {}, auth: false })).rejects.toMatchObject({
      status: 401,
      message: 'Email hoặc mật khẩu không đúng.',
    });
    expect(bearerOf(calls[0]!.init)).toBeNull();
    expect(session.renewals).toBe(1);
  });

  it('turns a network failure into the app’s message; a cancelled request is not logged', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    configure(memorySession(null));
    await expect(api('/api/x')).rejects.toMatchObject({ status: 0, message: NETWORK });
    expect(isUnreachable(await api('/api/x').catch((e: unknown) => e))).toBe(true);
    expect(log).toHaveBeenCalledTimes(2);
    const cancelled = new AbortController();
    cancelled.abort();
    await expect(api('/api/x', { signal: cancelled.signal })).rejects.toBeInstanceOf(ApiError);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('error messages: detail, else the first field message, else the status’s or the network message', async () => {
    for (const [body, message, other] of [
      [{ detail: 'Không tìm thấy.' }, 'Không tìm thấy.', 'Không tìm thấy.'],
      [{ email: ['Email không hợp lệ'] }, 'Email không hợp lệ', 'Email không hợp lệ'],
      [{}, NETWORK, 'Yêu cầu không thành công (400).'],
    ] as const) {
      serve(() => json(400, body));
      configure(memorySession(null));
      await expect(api('/api/x')).rejects.toMatchObject({ status: 400, body, message });
      configureApi(
        memorySession(null),
        (status, body) => new ApiError(status, body, messageOf(body) ?? `Yêu cầu không thành công (${status}).`),
      );
      await expect(api('/api/x')).rejects.toMatchObject({ message: other });
    }
  });

  it('tells an answer that came from one that never came', async () => {
    serve(() => json(503, { detail: 'Bảo trì' }));
    configure(memorySession(null));
    expect(isUnreachable(await api('/api/x').catch((e: unknown) => e))).toBe(false);
    expect(isUnreachable(new Error('boom'))).toBe(false);
  });

  it('throws the app’s error class; ApiFormError reads a 400’s field messages, one per field', async () => {
    serve(() => json(400, { email: ['Email không hợp lệ', 'x'], detail: 'd', n: [1] }));
    configureApi(memorySession(null), (status, body) => new ApiFormError(status, body, messageOf(body) ?? NETWORK));
    const error = await api('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiFormError);
    expect((error as ApiFormError).fieldErrors).toEqual({ email: 'Email không hợp lệ' });
    expect(new ApiFormError(409, { email: ['x'] }, 'm').fieldErrors).toEqual({});
  });
});
