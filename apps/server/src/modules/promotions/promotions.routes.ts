import { Promotion, PromotionList } from '@shop/domain/catalog.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../http/schemas';
import { type AuthGuard, currentUser } from '../../http/auth-guard';
import type { PromotionsService } from './promotions.service';

/** `GET /api/promotions` (signed in) and `/api/promotions/public` (anyone; listed with the catalogue's calls). */
export function promotionsRoutes(promotions: PromotionsService, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/promotions/public',
      { schema: { tags: ['catalogue'], response: { 200: z.object({ results: z.array(Promotion) }) } } },
      async () => promotions.publicPromotions(),
    );

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
