/**
 * Query options and mutations of the account calls (spec 1 §7). Keys start with 'auth'. Types only from the domain
 * schemas (`import type`): the account route's loader imports this file, and the loader loads at start-up.
 */
import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  DetailMessage,
  PasswordResetConfirmRequest,
  RegisterRequest,
  TokenPair,
  User,
  UserPatch,
  UserUpdateResponse,
} from '@shop/domain/auth.schemas';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, storeTokens } from '../../lib/api-client';
import { login } from './auth-store';

export const authKeys = {
  all: ['auth'] as const,
  me: ['auth', 'me'] as const,
};

/** Cached answers anyone may see (the catalogue, the shop's settings); everything else may belong to an account. */
const PUBLIC_QUERY_ROOTS: ReadonlySet<unknown> = new Set(['catalog', 'shop']);

/**
 * Forgets what was cached for the account that signs out (or before another signs in): profile, orders, vouchers…
 * On a shared phone the next shopper must not see them, not even from the cache.
 */
export function forgetAccountData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.has(query.queryKey[0]) });
}

/** spec 1 §7: the answer is the user, or an object whose `user` is. */
function unwrapUser(body: User | { user: User }): User {
  return 'user' in body && body.user && typeof body.user === 'object' ? body.user : (body as User);
}

export const authQueries = {
  me: () =>
    queryOptions({
      queryKey: authKeys.me,
      queryFn: async ({ signal }) => unwrapUser(await api<User | { user: User }>('/api/users/me/', { signal })),
      // A 401 means signed out (the client already tried a refresh); asking again would not help.
      retry: (count, error) => !(error instanceof ApiError && error.status === 401) && count < 1,
    }),
};

/** A 200 from /api/token/ without both tokens: the login did not happen (spec 1 §8 'Đăng nhập thất bại'). */
export class LoginAnswerError extends Error {
  constructor() {
    super('The login answer has no tokens');
    this.name = 'LoginAnswerError';
  }
}

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: LoginInput) => {
      const body = await api<Partial<TokenPair> | null>('/api/token/', {
        method: 'POST',
        json: { email, password },
        auth: false,
      });
      if (typeof body?.access !== 'string' || typeof body.refresh !== 'string' || !body.access || !body.refresh) {
        throw new LoginAnswerError();
      }
      return { access: body.access, refresh: body.refresh };
    },
    onSuccess: (tokens, { remember }) => {
      // Nothing of a previous account may show for this one.
      forgetAccountData(queryClient);
      login(tokens, { remember });
    },
  });
}

/** spec 1 §3, §7: the account form's reading (first_name = full name, last_name ''); the server names the user. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => api<User>('/api/register/', { method: 'POST', json: body, auth: false }),
  });
}

/** After an e-mail change the answer carries a fresh pair (the server revoked the older tokens): it is stored. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: UserPatch) => {
      const answer = await api<UserUpdateResponse | { user: User }>('/api/users/me/', { method: 'PATCH', json: patch });
      if ('access' in answer && typeof answer.access === 'string' && typeof answer.refresh === 'string') {
        storeTokens({ access: answer.access, refresh: answer.refresh });
      }
      const { access: _access, refresh: _refresh, ...user } = unwrapUser(answer) as UserUpdateResponse;
      return user;
    },
    onSuccess: (user) => queryClient.setQueryData(authKeys.me, user),
  });
}

/** The answer carries a fresh token pair: the server revoked the older ones, this device stays signed in. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordRequest) => {
      const answer = await api<ChangePasswordResponse>('/api/users/change-password/', { method: 'POST', json: body });
      if (answer && typeof answer.access === 'string' && typeof answer.refresh === 'string') {
        storeTokens({ access: answer.access, refresh: answer.refresh });
      }
      return answer;
    },
  });
}

/** spec 1 §8 names these two failures of the reset calls; the screens show their own texts, the log keeps these. */
function logResetFailure(error: unknown, failed: string, exception: string) {
  if (error instanceof ApiError && error.status > 0) console.error(failed, error.body);
  else console.error(exception, error);
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api<Partial<DetailMessage> | null>('/api/password-reset/', { method: 'POST', json: { email }, auth: false }),
    onError: (error) =>
      logResetFailure(
        error,
        'Password reset request failed',
        'An error occurred while requesting password reset. Please try again later.',
      ),
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirmRequest) =>
      api<Partial<DetailMessage> | null>('/api/password-reset/confirm/', { method: 'POST', json: body, auth: false }),
    onError: (error) =>
      logResetFailure(
        error,
        'Password reset failed',
        'An error occurred while resetting password. Please try again later.',
      ),
  });
}
