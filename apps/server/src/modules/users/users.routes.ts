import { ChangePasswordRequest, ChangePasswordResponse, User, UserPatch } from '@shop/domain/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../http/schemas';
import { type AuthGuard, currentUser } from '../auth/auth.guard';
import type { UsersService } from './users.service';

const tags = ['account'];

/** `GET/PATCH /api/users/me/` and `POST /api/users/change-password/` (spec 1 §7), signed in only. */
export function usersRoutes(users: UsersService, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: a missing or bad token is a 401 before the body is even read.
    app.addHook('onRequest', guard.requireUser);

    app.get('/users/me', { schema: { tags, response: { 200: User, 401: ErrorBody } } }, async (req) =>
      users.me(currentUser(req)),
    );

    app.patch(
      '/users/me',
      { schema: { tags, body: UserPatch, response: { 200: User, 400: ErrorBody, 401: ErrorBody } } },
      async (req) => users.update(currentUser(req), req.body),
    );

    app.post(
      '/users/change-password',
      {
        schema: {
          tags,
          body: ChangePasswordRequest,
          response: { 200: ChangePasswordResponse, 400: ErrorBody, 401: ErrorBody },
        },
      },
      async (req) => users.changePassword(currentUser(req), req.body),
    );
  };
}
