import {
  DetailMessage,
  LoginRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  RefreshRequest,
  RegisterRequest,
  TokenPair,
  User,
} from '@shop/domain/auth.schemas';
import { AUTH_MESSAGES as M } from '@shop/domain/auth.rules';
import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../http/schemas';
import { retryAfterHeader } from '../../lib/rate-limit';
import { type AuthGuard, currentUser } from '../../http/auth-guard';
import { authAdminRoutes, clearStaffCookies } from './auth-admin.routes';
import type { AuthService } from './auth.service';

const tags = ['auth'];
const errors = { 400: ErrorBody, 401: ErrorBody, 429: ErrorBody };

/** Registration, tokens, logout and password reset (spec 1 §7; DESIGN §2, §7), and the back office's session. */
export function authRoutes(auth: AuthService, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onError', retryAfterHeader);
    // Cookies are the back office's session only (auth-admin.routes.ts); the shop's tokens travel in the body.
    await app.register(fastifyCookie);
    await app.register(authAdminRoutes(auth));

    app.post(
      '/register',
      { schema: { tags, body: RegisterRequest, response: { 201: User, ...errors } } },
      async (req, reply) => reply.status(201).send(await auth.register(req.body, req.ip)),
    );

    app.post('/token', { schema: { tags, body: LoginRequest, response: { 200: TokenPair, ...errors } } }, async (req) =>
      auth.login(req.body, req.ip),
    );

    // Rotation: the answer carries the next refresh token too; the one sent is refused from now on.
    app.post(
      '/token/refresh',
      { schema: { tags, body: RefreshRequest, response: { 200: TokenPair, ...errors } } },
      async (req) => auth.refresh(req.body.refresh),
    );

    // Ends the session on the server: every token of the account stops working, on every device.
    app.post(
      '/logout',
      { onRequest: guard.requireUser, schema: { tags, response: { 200: DetailMessage, 401: ErrorBody } } },
      async (req, reply) => {
        await auth.logout(currentUser(req));
        clearStaffCookies(reply);
        return { detail: M.loggedOut };
      },
    );

    app.post(
      '/password-reset',
      { schema: { tags, body: PasswordResetRequest, response: { 200: DetailMessage, ...errors } } },
      async (req) => {
        await auth.requestPasswordReset(req.body.email, req.ip);
        return { detail: M.resetRequested };
      },
    );

    app.post(
      '/password-reset/confirm',
      { schema: { tags, body: PasswordResetConfirmRequest, response: { 200: DetailMessage, ...errors } } },
      async (req) => {
        await auth.confirmPasswordReset(req.body);
        return { detail: M.resetDone };
      },
    );
  };
}
