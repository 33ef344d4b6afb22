import { PasswordRetrievalRequest } from '@shop/domain/order.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../http/schemas';
import { type AuthGuard, currentUser } from '../../http/auth-guard';
import type { PasswordRetrievalService } from './password-retrieval.service';

/** `POST /api/password-retrieval/` (spec 2 §7): the guest checkout's password mail, signed in only. */
export function passwordRetrievalRoutes(service: PasswordRetrievalService, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/password-retrieval',
      {
        onRequest: guard.requireUser,
        schema: {
          tags: ['checkout'],
          body: PasswordRetrievalRequest,
          response: {
            200: z.object({ detail: z.string() }),
            400: ErrorBody,
            401: ErrorBody,
            403: ErrorBody,
          },
        },
      },
      async (req) => service.send(currentUser(req), req.body),
    );
  };
}
