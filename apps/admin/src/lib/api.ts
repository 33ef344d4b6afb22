/**
 * The back office's configuration of the shared fetch wrapper (@shop/client/api-client): JSON, the staff member's bearer
 * token, one renewal and retry on a 401, `ApiError` carrying the answer's message and field errors.
 *
 * Its session is its own (docs/decisions/0024-staff-refresh-cookie.md): the access token lives in this tab's memory
 * only, the refresh token in an HttpOnly cookie that only `/api/admin/token/refresh/` receives. No script — not one
 * on the shop's pages, which share this origin — can read either from storage. Signing in to /admin neither signs
 * a shopper in nor out of the shop in the same browser.
 */
import {
  type ApiInit,
  ApiFormError as ApiError,
  api,
  configureApi,
  isUnreachable,
  messageOf,
  renewSession,
} from '@shop/client/api-client';

/** The errors this client throws: an `ApiError` that also has a 400's `fieldErrors`. */
export { ApiFormError as ApiError, type ApiInit } from '@shop/client/api-client';
/** Calls the API and answers its parsed JSON; throws `ApiError` for any answer that is not 2xx. */
export { api } from '@shop/client/api-client';
export const NETWORK_ERROR_MESSAGE = 'Không kết nối được máy chủ. Vui lòng thử lại.';

const SIGN_IN_PATH = '/api/admin/token/';
const REFRESH_PATH = '/api/admin/token/refresh/';
/** The server refuses both calls without it: a page of another site cannot send it (no CORS preflight is granted). */
const CSRF_HEADERS = { 'x-shop-staff': '1' };
/** Set by the server beside the HttpOnly cookie (no secret): a session may be there to renew. */
const SESSION_HINT = 'staff_session=1';
/** Tokens an earlier version kept in local storage: removed at start. */
const RETIRED_KEYS = ['admin.access', 'admin.refresh'];

// --- Tokens ------------------------------------------------------------------------------------------------------

let access: string | null = null;
const listeners = new Set<() => void>();
/** Tells the other tabs of /admin that this one signed in or out (they hold their own access token). */
const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('admin-session');

function setAccess(next: string | null, { broadcast = true } = {}) {
  access = next;
  for (const listener of [...listeners]) listener();
  if (broadcast) tabs?.postMessage(next ? 'signed-in' : 'signed-out');
}

tabs?.addEventListener('message', (event) => {
  if (event.data === 'signed-out') setAccess(null, { broadcast: false });
  else if (event.data === 'signed-in' && !access) renew().catch(() => undefined);
});
try {
  for (const key of RETIRED_KEYS) localStorage.removeItem(key);
} catch {
  // storage blocked: nothing of ours is in it
}

function hasSessionCookie(): boolean {
  return document.cookie.split('; ').includes(SESSION_HINT);
}

export function getAccessToken(): string | null {
  return access;
}

/** Calls `listener` when this tab's session changes (sign-in, renewal, sign-out here or in another tab). */
export function subscribeTokens(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Forgets this tab's access token (the cookie is the server's to clear: `/api/logout/`). */
export function clearTokens(): void {
  setAccess(null);
}

/**
 * Renews the access token with the cookie (the server rotates it). Tabs take turns through a Web Lock, so the
 * second sends the cookie the first was given, not the one just used up. Throws the network error when the server
 * could not be reached: the session may well be there, and the desk says so rather than asking to sign in again.
 */
async function runRenew(): Promise<boolean> {
  if (!hasSessionCookie()) return false;
  const ask = async () => {
    try {
      const answer = await api<{ access: string }>(REFRESH_PATH, {
        method: 'POST',
        headers: CSRF_HEADERS,
        auth: false,
      });
      setAccess(answer.access, { broadcast: false });
      return true;
    } catch (error) {
      // Refused: the server cleared the cookie with its answer, so this tab is signed out. Offline: try again later.
      if (isUnreachable(error)) throw error;
      if (error instanceof ApiError) setAccess(null, { broadcast: false });
      return false;
    }
  };
  return navigator.locks ? navigator.locks.request('admin-session-renew', ask) : ask();
}

configureApi(
  { accessToken: getAccessToken, renew: runRenew },
  (status, body) => new ApiError(status, body, messageOf(body) ?? messageForStatus(status)),
);

/** The message of an answer that names none (no `detail`, no field message). */
function messageForStatus(status: number): string {
  return status >= 500 || status === 0 ? NETWORK_ERROR_MESSAGE : `Yêu cầu không thành công (${status}).`;
}

/** Renews the access token if a session cookie is there (a page load); true once this tab holds one. */
export const renew: () => Promise<boolean> = renewSession;

/** Signs in: the server sets the refresh cookie; the access token stays in this tab. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  const answer = await api<{ access: string }>(SIGN_IN_PATH, {
    method: 'POST',
    headers: CSRF_HEADERS,
    json: { email, password },
    auth: false,
  });
  setAccess(answer.access);
}

// --- Requests ----------------------------------------------------------------------------------------------------

/**
 * Calls the API for a file (a CSV export) and answers it as it came, byte for byte: `text()` would drop the BOM that
 * tells Excel the file is UTF-8.
 */
export function apiBlob(path: string, init: ApiInit = {}): Promise<Blob> {
  return api<Blob>(path, init, (response) =>
    response.blob().catch(() => {
      throw new ApiError(0, null, NETWORK_ERROR_MESSAGE);
    }),
  );
}

/** A query string from an object: empty values are left out, so the URL stays short and the API gets no blanks. */
export function toQuery(params: Record<string, string | number | boolean | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') q.set(key, String(value));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}
