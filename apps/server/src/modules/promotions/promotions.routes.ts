import { PromotionList } from '@shop/domain/catalog.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../http/schemas';
import { type AuthGuard, currentUser } from '../../http/auth-guard';
import type { PromotionsService } from './promotions.service';

/** `GET /api/promotions` (signed in); the public list is `/api/promotions/public` in the catalogue module. */
export function promotionsRoutes(promotions: PromotionsService, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/promotions',
      {
        onRequest: guard.requireUser,
        schema: { tags: ['promotions'], response: { 200: PromotionList, 401: ErrorBody } },
      },
      async (req) => promotions.listForUser(currentUser(req).id),
    );
  };
}
