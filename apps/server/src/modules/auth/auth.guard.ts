import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../http/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { UserRow } from '../users/users.repo';
import { createRequestLimits } from './request-limits';
import type { TokenService } from './tokens';

/** The signed-in account of a request, as loaded by `requireUser` / `optionalUser`. */
export type AuthUser = UserRow;

// Kept beside the request rather than decorated on it, so any module's plugin can use the guard without
// registering anything at the root.
const signedIn = new WeakMap<FastifyRequest, AuthUser>();

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

/**
 * Fastify preHandlers for `Authorization: Bearer <access JWT>` (DESIGN §2):
 * - `requireUser`: 401 `{detail}` without a valid access token;
 * - `optionalUser`: anonymous without the header, but a header with a bad token is still a 401, as DRF does, so
 *   a client with an expired token refreshes instead of silently acting as a guest.
 * Read the user in the handler with `currentUser(req)` / `optionalCurrentUser(req)`.
 * - `limit(name)`: a preHandler (after `requireUser`) counting the call per account and per client address
 *   against REQUEST_LIMITS[name]; 429 `{detail}` beyond it (register `retryAfterHeader` in the plugin).
 */
export function createAuthGuard(tokens: TokenService, rateLimiter: RateLimiter) {
  async function fromHeader(req: FastifyRequest): Promise<AuthUser | null> {
    const header = req.headers.authorization;
    if (header === undefined) return null;
    const token = BEARER.exec(header)?.[1];
    if (!token) throw new UnauthorizedError();
    return tokens.verify(token, 'access');
  }

  return {
    requireUser: async (req: FastifyRequest) => {
      const user = await fromHeader(req);
      if (!user) throw new UnauthorizedError();
      signedIn.set(req, user);
    },
    optionalUser: async (req: FastifyRequest) => {
      const user = await fromHeader(req);
      if (user) signedIn.set(req, user);
    },
    limit: createRequestLimits(rateLimiter, currentUser),
  };
}

export type AuthGuard = ReturnType<typeof createAuthGuard>;

/** The user `requireUser` loaded; throws a 401 if the route forgot the preHandler. */
export function currentUser(req: FastifyRequest): AuthUser {
  const user = signedIn.get(req);
  if (!user) throw new UnauthorizedError();
  return user;
}

/** The user `optionalUser` loaded, or null for a guest. */
export function optionalCurrentUser(req: FastifyRequest): AuthUser | null {
  return signedIn.get(req) ?? null;
}
