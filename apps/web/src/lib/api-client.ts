/**
 * The shop's configuration of the shared fetch wrapper (@shop/client/api-client, spec 1 §6, §7: JSON, a bearer token from
 * local storage, a 30 s time-out, ApiError).
 *
 * What is the shop's own is the tokens (spec 1 §3: `accessToken` and `refreshToken` in local storage) and how they
 * are renewed: on a 401 with a stored refresh token the client refreshes once, retries the request once, and when
 * the refresh fails this clears both tokens, which signs the shopper out (spec 1 §4). The React side of the sign-in
 * state (features/auth/auth-store.ts) subscribes to these tokens. No zod here: this file loads at start-up.
 */
import { ApiError, api, configureApi, messageOf } from '@shop/client/api-client';

/** On the server (entry-server.tsx), `setApiTransport` sends requests into the API in the same process, not over HTTP. */
export { API_TIMEOUT_MS, ApiError, type ApiInit, api, setApiTransport } from '@shop/client/api-client';
export const NETWORK_ERROR_MESSAGE = 'Đã xảy ra lỗi không xác định khi kết nối đến máy chủ';

export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const TOKEN_REFRESH_PATH = '/api/token/refresh/';

// ---------------------------------------------------------------------------------------------------------------
// Tokens
// ---------------------------------------------------------------------------------------------------------------

/**
 * Remember me (spec 1 §2 Login) off: the tokens still go to local storage (spec 1 §3), marked as "this browser
 * session only". The marker of the session is a cookie without an expiry, which the browser drops when it closes
 * and which, unlike sessionStorage, every tab shares: opening the shop in a second tab keeps the shopper signed in.
 * On the first read after the browser was closed, the tokens are dropped.
 */
const SESSION_ONLY_KEY = 'authSessionOnly';
const SESSION_COOKIE = 'auth_session';

const listeners = new Set<() => void>();
let sessionChecked = false;
let storageListening = false;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some privacy modes throw on access: the shopper simply stays signed out.
    return null;
  }
}

function hasSessionCookie(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').includes(`${SESSION_COOKIE}=1`);
}

function setSessionCookie(on: boolean) {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SESSION_COOKIE}=${on ? '1' : '; Max-Age=0'}; Path=/; SameSite=Strict${secure}`;
}

function dropTokens(s: Storage | null) {
  for (const k of [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, SESSION_ONLY_KEY]) s?.removeItem(k);
}

function read(key: string): string | null {
  const s = storage();
  if (!s) return null;
  if (!sessionChecked) {
    sessionChecked = true;
    if (s.getItem(SESSION_ONLY_KEY) === '1' && !hasSessionCookie()) dropTokens(s);
  }
  return s.getItem(key) || null;
}

function notify() {
  for (const listener of [...listeners]) listener();
}

export function getAccessToken(): string | null {
  return read(ACCESS_TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return read(REFRESH_TOKEN_KEY);
}

/**
 * Stores a token pair (login, password change). `remember: false` keeps them for this browser session only;
 * leaving it out keeps the choice made at login (a password change must not turn remember me on or off).
 */
export function storeTokens(tokens: { access: string; refresh: string }, opts: { remember?: boolean } = {}): void {
  const s = storage();
  if (!s) return;
  read(ACCESS_TOKEN_KEY); // settles the session check first, so it cannot drop the new pair
  s.setItem(ACCESS_TOKEN_KEY, tokens.access);
  s.setItem(REFRESH_TOKEN_KEY, tokens.refresh);
  if (opts.remember === false) {
    s.setItem(SESSION_ONLY_KEY, '1');
    setSessionCookie(true);
  } else if (opts.remember === true) {
    s.removeItem(SESSION_ONLY_KEY);
  }
  notify();
}

/** Removes both tokens (spec 1 §4 logout, failed refresh): the shopper is signed out, in every tab. */
export function clearTokens(): void {
  dropTokens(storage());
  setSessionCookie(false);
  notify();
}

function onStorage(event: StorageEvent) {
  // Another tab signed in or out (`key` is null when it cleared the whole storage).
  if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) notify();
}

/** Calls `listener` whenever the tokens change, in this tab or another. Returns the unsubscribe function. */
export function subscribeTokens(listener: () => void): () => void {
  listeners.add(listener);
  if (!storageListening && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
    storageListening = true;
  }
  return () => {
    listeners.delete(listener);
  };
}

/**
 * spec 1 §4 refresh: with a stored refresh token, asks for a new access token and stores it (true); a failure or
 * an error clears both tokens and signs the shopper out (false, 'Token refresh failed' logged); no refresh token
 * gives false. Concurrent callers share one request. The server rotates refresh tokens (each works once), so the
 * answer's new refresh token is stored too, keeping the remember-me choice.
 */
export { renewSession as refreshAccessToken } from '@shop/client/api-client';

async function runRefresh(): Promise<boolean> {
  const refresh = getRefreshToken();
  if (!refresh) return false;
  try {
    const body = await api<{ access?: unknown; refresh?: unknown } | null>(TOKEN_REFRESH_PATH, {
      method: 'POST',
      json: { refresh },
      auth: false,
    });
    if (typeof body?.access !== 'string' || !body.access) throw new Error('No access token in the answer');
    // Signed out (or in as someone else) meanwhile: this answer belongs to a session that no longer exists.
    if (getRefreshToken() !== refresh) return false;
    if (typeof body.refresh === 'string' && body.refresh) {
      storeTokens({ access: body.access, refresh: body.refresh });
    } else {
      storage()?.setItem(ACCESS_TOKEN_KEY, body.access);
      notify();
    }
    return true;
  } catch (error) {
    // Another tab refreshed with the same token a moment earlier and stored the next pair: that one is good.
    const stored = getRefreshToken();
    if (stored !== null && stored !== refresh) return getAccessToken() !== null;
    console.error('Token refresh failed', error);
    if (stored === refresh) clearTokens();
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

configureApi(
  { accessToken: getAccessToken, renew: runRefresh },
  (status, body) => new ApiError(status, body, messageOf(body) ?? NETWORK_ERROR_MESSAGE),
);
