/**
 * The sign-in guard of /cart and /account (spec 1 §2, §6) and the login page's `redirect` search parameter.
 * Runs in routes' `beforeLoad`, so it loads at start-up: no zod here.
 */
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { getAuthStatus } from './auth-store';

export const LOGIN_PATH = '/account/login';

export interface LoginSearch {
  /** Where to go after signing in: a path of this shop (with its search), never another site. */
  redirect?: string | undefined;
}

/**
 * Only a same-site path is followed ('/cart', '/account?tab=password'): not '//evil.example' or '/\evil',
 * which browsers read as another host, and not the login page itself.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`) || value.startsWith(`${LOGIN_PATH}/`)) {
    return undefined;
  }
  return value;
}

/**
 * `validateSearch` of /account/login. The key is always returned: the router merges a route's result over the raw
 * parameters, so leaving a refused value out would let it through.
 */
export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  return { redirect: safeRedirect(search.redirect) };
}

/**
 * `beforeLoad: requireAuth`: a shopper who is not signed in goes to /account/login, which brings them back here
 * (the `redirect` parameter) once they have signed in.
 */
export function requireAuth({ location }: { location: ParsedLocation }): void {
  if (getAuthStatus() === 'authenticated') return;
  throw redirect({ to: LOGIN_PATH, search: { redirect: safeRedirect(location.href) } });
}
