/**
 * The account calls (spec 1 §7), their one owner: register, token, `users/me`, change password, password reset.
 * Query options and mutations for the account screens, and plain functions for checkout's guest sign-up and profile
 * save-back (spec 2 §4, §6). Keys start with 'auth'. Types only from the domain
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
import { PUBLIC_QUERY_AREAS, queryKeys } from '../../lib/query-keys';

/**
 * Forgets what was cached for the account that signs out (or before another signs in): profile, orders, vouchers…
 * On a shared phone the next shopper must not see them, not even from the cache.
 */
export function forgetAccountData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERY_AREAS.has(query.queryKey[0]) });
}

/** spec 1 §7: the answer is the user, or an object whose `user` is. */
function unwrapUser(body: User | { user: User }): User {
  return 'user' in body && body.user && typeof body.user === 'object' ? body.user : (body as User);
}

export const authQueries = {
  me: () =>
    queryOptions({
      queryKey: queryKeys.auth.me,
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

/** `POST /api/token/`: both tokens, or LoginAnswerError when the answer lacks one. */
async function requestTokens(email: string, password: string): Promise<TokenPair> {
  const body = await api<Partial<TokenPair> | null>('/api/token/', {
    method: 'POST',
    json: { email, password },
    auth: false,
  });
  if (typeof body?.access !== 'string' || typeof body.refresh !== 'string' || !body.access || !body.refresh) {
    throw new LoginAnswerError();
  }
  return { access: body.access, refresh: body.refresh };
}

/** `POST /api/register/` (spec 1 §3, §7): the account form's reading (first_name = full name, last_name ''). */
function register(body: RegisterRequest): Promise<User> {
  return api<User>('/api/register/', { method: 'POST', json: body, auth: false });
}

/**
 * `PATCH /api/users/me/`: the changed fields; answers the user. After an e-mail change the answer also carries a
 * fresh token pair (the server revoked the older tokens): it is stored, so this device stays in.
 */
export async function updateProfile(patch: UserPatch): Promise<User> {
  const answer = await api<UserUpdateResponse | { user: User }>('/api/users/me/', { method: 'PATCH', json: patch });
  if ('access' in answer && typeof answer.access === 'string' && typeof answer.refresh === 'string') {
    storeTokens({ access: answer.access, refresh: answer.refresh });
  }
  const { access: _access, refresh: _refresh, ...user } = unwrapUser(answer) as UserUpdateResponse;
  return user;
}

/** Guest checkout (spec 2 §4): the new account, then its sign-in, remembered on this device. */
export async function registerAndSignIn(input: {
  fullName: string;
  email: string;
  phone: string;
  password: string;
}): Promise<void> {
  await register({
    first_name: input.fullName,
    last_name: '',
    email: input.email,
    phone_number: input.phone,
    password: input.password,
  });
  login(await requestTokens(input.email, input.password), { remember: true });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password }: LoginInput) => requestTokens(email, password),
    onSuccess: (tokens, { remember }) => {
      // Nothing of a previous account may show for this one.
      forgetAccountData(queryClient);
      login(tokens, { remember });
    },
  });
}

/** spec 1 §3, §7: the server names the user. */
export function useRegister() {
  return useMutation({ mutationFn: register });
}

/** `updateProfile` for the profile tab: the saved user goes into the cache. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.auth.me, user),
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
