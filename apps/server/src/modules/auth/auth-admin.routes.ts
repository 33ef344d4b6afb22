import { LoginRequest, StaffAccess } from '@shop/domain/auth.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError, ForbiddenError } from '../../http/errors';
import { ErrorBody } from '../../http/schemas';
import { retryAfterHeader } from '../../lib/rate-limit';
import type { AuthService } from './auth.service';
import { REFRESH_TOKEN_TTL_SEC } from './tokens';

/**
 * The back office's session (docs/decisions/0024-staff-refresh-cookie.md): the same sign-in and rotation as
 * `/api/token/`, but the refresh token never reaches JavaScript. It lives in an HttpOnly cookie sent only to the
 * refresh call, so a script on the shop's pages (same origin) cannot read it and carry it off.
 */
export const STAFF_SIGN_IN_PATH = '/api/admin/token/';
export const STAFF_REFRESH_PATH = '/api/admin/token/refresh/';
/** The HttpOnly cookie holding the refresh token; its path is the refresh call's (both spellings of it match). */
export const STAFF_REFRESH_COOKIE = 'staff_refresh';
const REFRESH_COOKIE_PATH = STAFF_REFRESH_PATH.replace(/\/$/, '');
/** Holds no secret: tells the back office, which cannot see the HttpOnly cookie, that a session may be there. */
export const STAFF_SESSION_COOKIE = 'staff_session';
const SESSION_COOKIE_PATH = '/admin';
/**
 * The header the back office sends with both calls. A page of another site can send it only after a CORS
 * preflight, which this server never grants, so a forged cross-site request is refused before the cookie matters.
 */
export const STAFF_CSRF_HEADER = 'x-shop-staff';

const COOKIE_BASE = { secure: true, sameSite: 'strict', maxAge: REFRESH_TOKEN_TTL_SEC } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };
const tags = ['auth'];

function setStaffCookies(reply: FastifyReply, refresh: string) {
  reply.setCookie(STAFF_REFRESH_COOKIE, refresh, { ...COOKIE_BASE, httpOnly: true, path: REFRESH_COOKIE_PATH });
  reply.setCookie(STAFF_SESSION_COOKIE, '1', { ...COOKIE_BASE, path: SESSION_COOKIE_PATH });
}

/** Ends the back office's session in this browser (sign-out, a refused refresh). Harmless when there is none. */
export function clearStaffCookies(reply: FastifyReply) {
  const expired = { secure: true, sameSite: 'strict', maxAge: 0, expires: new Date(0) } as const;
  reply.setCookie(STAFF_REFRESH_COOKIE, '', { ...expired, httpOnly: true, path: REFRESH_COOKIE_PATH });
  reply.setCookie(STAFF_SESSION_COOKIE, '', { ...expired, path: SESSION_COOKIE_PATH });
}

/**
 * CSRF check (a preHandler): the custom header, and when the browser names the page's origin (`Origin`, or
 * `Sec-Fetch-Site`), it must be this shop's own, by its public address or the address the request came to.
 */
function sameOriginOnly(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return async (req: FastifyRequest) => {
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    const ownOrigin = `${req.protocol}://${req.host}`;
    if (
      req.headers[STAFF_CSRF_HEADER] !== '1' ||
      (origin !== undefined && origin !== publicOrigin && origin !== ownOrigin) ||
      (site !== undefined && site !== 'same-origin')
    ) {
      throw new ForbiddenError('Yêu cầu không hợp lệ: hãy đăng nhập lại từ trang quản trị.');
    }
  };
}

/**
 * `POST /api/admin/token/` (sign in) and `POST /api/admin/token/refresh/` (rotate); `/api/logout/` clears both
 * cookies. Registered by authRoutes, whose scope has @fastify/cookie.
 */
export function authAdminRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onError', retryAfterHeader);
    const preHandler = sameOriginOnly(auth.publicUrl);

    app.post(
      '/admin/token',
      { preHandler, schema: { tags, body: LoginRequest, response: { 200: StaffAccess, ...errors } } },
      async (req, reply) => {
        const pair = await auth.login(req.body, req.ip, { staffOnly: true });
        setStaffCookies(reply, pair.refresh);
        return { access: pair.access };
      },
    );

    app.post(
      '/admin/token/refresh',
      { preHandler, schema: { tags, response: { 200: StaffAccess, ...errors } } },
      async (req, reply) => {
        const refresh = req.cookies[STAFF_REFRESH_COOKIE];
        try {
          if (!refresh) throw new UnauthorizedError();
          const pair = await auth.refresh(refresh);
          setStaffCookies(reply, pair.refresh);
          return { access: pair.access };
        } catch (error) {
          // A refused token will be refused again: drop it, so the back office stops asking.
          if (error instanceof UnauthorizedError) clearStaffCookies(reply);
          throw error;
        }
      },
    );
  };
}
