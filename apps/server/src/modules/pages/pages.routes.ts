import { Page } from '@shop/domain/pages.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../http/schemas';
import type { PagesService } from './pages.service';

/** `GET /api/pages/{slug}/`: a content page's Markdown for the shop; 404 for an unknown slug. */
export function pagesRoutes(pages: PagesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/pages/:slug',
      {
        schema: {
          tags: ['content'],
          params: z.object({ slug: z.string().max(100) }),
          response: { 200: Page, 404: ErrorBody },
        },
      },
      async (req) => pages.get(req.params.slug),
    );
  };
}
