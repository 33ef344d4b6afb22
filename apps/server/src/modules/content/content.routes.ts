import { Banner, Feedback, StoreLocation } from '@shop/domain/catalog.schemas';
import { FeedbackQuery } from '@shop/domain/catalog-query.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../http/schemas';
import { sendCachedJson } from '../../lib/cached-body';
import type { ContentService } from './content.service';

const tags = ['catalogue'];

/** The home page's banners and feedback, and the stores page (spec 1 §2, §10); cached with the catalogue's answers. */
export function contentRoutes(content: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/banners', { schema: { tags, response: { 200: z.array(Banner) } } }, async (req, reply) =>
      sendCachedJson(req, reply, await content.publicBanners()),
    );

    app.get(
      '/feedback',
      {
        schema: {
          tags,
          querystring: FeedbackQuery,
          response: { 200: z.object({ count: z.number().int(), results: z.array(Feedback) }), 400: ErrorBody },
        },
      },
      async (req, reply) => sendCachedJson(req, reply, await content.publicFeedback(req.query.limit ?? 20)),
    );

    app.get('/store-locations', { schema: { tags, response: { 200: z.array(StoreLocation) } } }, async (req, reply) =>
      sendCachedJson(req, reply, await content.publicStores()),
    );
  };
}
