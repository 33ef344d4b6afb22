/**
 * Who is signed in to the back office: the session (lib/api.ts) and `GET /api/users/me/`, whose `role` decides
 * whether the desk opens. The server checks the role on every `/api/admin/…` call; this only decides what to show.
 */
import { type FetchQueryOptions, type QueryClient, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@shop/domain/auth.schemas';
import { type StaffRole, isStaffRole, roleAllows } from '@shop/domain/user-role';
import { api, clearTokens, getAccessToken, renew, signInWithPassword } from './api';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => api<User>('/api/users/me/', { signal }),
  staleTime: 5 * 60_000,
});

export function useMe() {
  return useQuery(meQuery);
}

/**
 * Whether this tab holds a session: its access token, or one renewed now from the cookie (after a page load).
 * Throws when the server could not be reached to tell (the route shows the error with 'Thử lại').
 */
export async function isSignedIn(): Promise<boolean> {
  return getAccessToken() !== null || (await renew());
}

export function canUseDesk(user: User): boolean {
  return isStaffRole(user.role);
}

export const signIn = signInWithPassword;

/** Ends the session on the server (best effort), then locally. */
export async function signOut(): Promise<void> {
  try {
    if (getAccessToken()) await api('/api/logout/', { method: 'POST', signal: AbortSignal.timeout(5000) });
  } catch {
    // offline or already ended: signing out here is what was asked
  } finally {
    clearTokens();
  }
}

/**
 * A route loader's head start (also on hover, the router preloads on intent), not awaited: the page shows its own
 * skeleton and error. Only once the signed-in account is known to have `role` (staff unless told): a customer's
 * desk, and staff on an admins' page, show "no access", and asking the API would only earn a 403.
 */
export function prefetchForStaff<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
  role: StaffRole = 'staff',
) {
  const me = queryClient.getQueryData(meQuery.queryKey);
  if (me && roleAllows(me.role, role)) void queryClient.prefetchQuery(options);
}
