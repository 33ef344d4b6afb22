/**
 * Who is signed in to the back office: the tokens (lib/api.ts) and `GET /api/users/me/`, whose `role` decides
 * whether the desk opens. The server checks the role on every `/api/admin/…` call; this only decides what to show.
 */
import { type FetchQueryOptions, type QueryClient, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@shop/domain/auth.schemas';
import { isStaffRole, roleAllows } from '@shop/domain/user-role';
import { api, clearTokens, getAccessToken, storeTokens } from './api';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => api<User>('/api/users/me/', { signal }),
  staleTime: 5 * 60_000,
});

export function useMe() {
  return useQuery(meQuery);
}

export function isSignedIn(): boolean {
  return getAccessToken() !== null;
}

export function canUseDesk(user: User): boolean {
  return isStaffRole(user.role);
}

export async function signIn(email: string, password: string): Promise<void> {
  storeTokens(
    await api<{ access: string; refresh: string }>('/api/token/', {
      method: 'POST',
      json: { email, password },
      auth: false,
    }),
  );
}

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
 * skeleton and error. Only once the signed-in account is known to be staff: a customer's desk shows "no access",
 * and asking the API for it would only earn a 403.
 */
export function prefetchForStaff<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
) {
  const me = queryClient.getQueryData(meQuery.queryKey);
  if (me && canUseDesk(me)) void queryClient.prefetchQuery(options);
}

/** The same for an admins-only page (staff would only earn a 403). */
export function prefetchForAdmin<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
) {
  const me = queryClient.getQueryData(meQuery.queryKey);
  if (me && roleAllows(me.role, 'admin')) void queryClient.prefetchQuery(options);
}
