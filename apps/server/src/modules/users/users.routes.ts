import {
  ChangePasswordRequest,
  ChangePasswordResponse,
  User,
  UserPatch,
  UserUpdateResponse,
} from '@shop/domain/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../http/schemas';
import { retryAfterHeader } from '../../lib/rate-limit';
import { type AuthGuard, currentUser } from '../auth/auth.guard';
import type { UsersService } from './users.service';

const tags = ['account'];
const errors = { 400: ErrorBody, 401: ErrorBody, 429: ErrorBody };

/** `GET/PATCH /api/users/me/` and `POST /api/users/change-password/` (spec 1 §7), signed in only. */
export function usersRoutes(users: UsersService, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onError', retryAfterHeader);
    // onRequest: a missing or bad token is a 401 before the body is even read.
    app.addHook('onRequest', guard.requireUser);

    app.get('/users/me', { schema: { tags, response: { 200: User, 401: ErrorBody } } }, async (req) =>
      users.me(currentUser(req)),
    );

    app.patch(
      '/users/me',
      {
        preHandler: guard.limit('updateProfile'),
        schema: { tags, body: UserPatch, response: { 200: UserUpdateResponse, ...errors } },
      },
      async (req) => users.update(currentUser(req), req.body, req.ip),
    );

    app.post(
      '/users/change-password',
      {
        preHandler: guard.limit('changePassword'),
        schema: { tags, body: ChangePasswordRequest, response: { 200: ChangePasswordResponse, ...errors } },
      },
      async (req) => users.changePassword(currentUser(req), req.body),
    );
  };
}
