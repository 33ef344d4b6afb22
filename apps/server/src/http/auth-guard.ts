import { ADMIN_MESSAGES } from '@shop/domain/admin.schemas';
import { type StaffRole, roleAllows } from '@shop/domain/user-role';
import type { FastifyRequest } from 'fastify';
import type { users } from '../db/schema/users';
import type { RateLimiter } from '../lib/rate-limit';
import { ForbiddenError, UnauthorizedError } from './errors';
import { createRequestLimits } from './request-limits';

/**
 * The signed-in account of a request, as loaded by `requireUser` / `optionalUser`: the users row (users.service's
 * `UserRow`). The guard sits below every module, so it names the table's row type rather than a module's.
 */
export type AuthUser = typeof users.$inferSelect;

/** What checks an access token: auth's token service (app.ts passes it in). Any failure throws a 401. */
export interface AccessTokenVerifier {
  verify(token: string, typ: 'access'): Promise<AuthUser>;
}

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
export function createAuthGuard(tokens: AccessTokenVerifier, rateLimiter: RateLimiter) {
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
    /**
     * A preHandler (after `requireUser`) for the back office (DESIGN §8): 403 `{detail}` unless the account's role
     * covers `role` (admin covers staff). Read from the database with the token, so a demotion applies at once.
     */
    requireRole:
      (role: StaffRole) =>
      async (req: FastifyRequest): Promise<void> => {
        const user = currentUser(req);
        if (!roleAllows(user.role, role)) {
          throw new ForbiddenError(
            role === 'admin' && roleAllows(user.role, 'staff') ? ADMIN_MESSAGES.adminOnly : ADMIN_MESSAGES.forbidden,
          );
        }
      },
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
