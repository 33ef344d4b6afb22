/**
 * The sign-in state (spec 1 §4): a tiny external store over the tokens the API client keeps in local storage
 * (`accessToken`, `refreshToken`). No React provider: components read it with `useAuth()`, route guards with
 * `getAuthStatus()`. Another tab signing in or out updates this one (the `storage` event). Loaded at start-up
 * (header, route guards): no zod here.
 */
import { useSyncExternalStore } from 'react';
import {
  api,
  clearTokens,
  getAccessToken,
  refreshAccessToken,
  storeTokens,
  subscribeTokens,
} from '../../lib/api-client';

/** How long sign-out waits for the server before it signs out locally anyway. */
export const LOGOUT_TIMEOUT_MS = 5000;

/**
 * spec 1 §4: unknown at first, then authenticated when an access token is stored, else not authenticated.
 * Local storage is read synchronously, so in the browser 'unknown' lasts no longer than the first read (the
 * header never flashes 'signed out'); it is what a render without a browser (tests, a future SSR) sees.
 */
export type AuthStatus = 'unknown' | 'authenticated' | 'unauthenticated';

export interface TokenPair {
  access: string;
  refresh: string;
}

export function getAuthStatus(): AuthStatus {
  return getAccessToken() ? 'authenticated' : 'unauthenticated';
}

/** Login success stores both tokens; `remember: false` keeps them for this browser session only. */
export function login(tokens: TokenPair, opts: { remember: boolean }): void {
  storeTokens(tokens, { remember: opts.remember });
}

/**
 * Logout (spec 1 §4): ends the session on the server (`POST /api/logout/` revokes every token of the account),
 * then removes both tokens. Best effort: the tokens go even when the call fails or times out.
 */
export async function logout(): Promise<void> {
  try {
    if (getAccessToken()) await api('/api/logout/', { method: 'POST', signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
  } catch {
    // Offline, or the session had already ended: signing out here is what the shopper asked for.
  } finally {
    clearTokens();
  }
}

/** Removes both tokens without asking the server: for when the server already ended the session (a reset). */
export function signOutLocally(): void {
  clearTokens();
}

/** spec 1 §4 refresh: true when a new access token was stored; failure signs out; no refresh token gives false. */
export const refresh: () => Promise<boolean> = refreshAccessToken;

export function useAuthStatus(): AuthStatus {
  return useSyncExternalStore(subscribeTokens, getAuthStatus, () => 'unknown');
}

/**
 * The sign-in state for components, e.g. the header's account link:
 * `const { isAuthenticated } = useAuth();` → 'Tài khoản' when signed in, 'Đăng nhập' otherwise.
 */
export function useAuth() {
  const status = useAuthStatus();
  return { status, isAuthenticated: status === 'authenticated', login, logout, refresh };
}
