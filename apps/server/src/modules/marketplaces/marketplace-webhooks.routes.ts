// The marketplaces' public calls (DESIGN §16), outside the staff scope: the authorisation callback the seller's
// browser comes back to (`GET /api/marketplaces/{channel}/callback/`, guarded by the signed state), and the order
// webhooks (`POST /api/webhooks/shopee/`, `/api/webhooks/tiktok/`), checked against the signature over their raw
// bytes: a wrong one is a 401 that changes nothing; otherwise a re-read is queued and the answer is an empty 200 at
// once (the marketplaces retry anything slow).
import { MarketplaceChannelParam } from '@shop/domain/marketplace-admin.schemas';
import { MARKETPLACE_CHANNELS } from '@shop/domain/order-source';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MarketplacesService } from './marketplaces.service';

const tags = ['webhooks'];
/** A marketplace's push is small; more than this is not one. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;
const CallbackQuery = z.object({
  state: z.string().max(500).optional(),
  code: z.string().max(2000).optional(),
  shop_id: z.string().max(100).optional(),
});

/** Every body arrives as the bytes sent (as text): the signature is over them. */
function rawBodies(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
}

export function marketplaceWebhookRoutes(marketplaces: MarketplacesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/marketplaces/:channel/callback',
      { schema: { tags, params: MarketplaceChannelParam, querystring: CallbackQuery } },
      async (req, reply) => reply.redirect(await marketplaces.callback(req.params.channel, req.query, req.ip)),
    );

    await app.register(async (hooks) => {
      rawBodies(hooks);
      for (const channel of MARKETPLACE_CHANNELS) {
        hooks.post(`/webhooks/${channel}`, { bodyLimit: WEBHOOK_BODY_LIMIT, schema: { tags } }, async (req, reply) => {
          const verified = await marketplaces.webhook(channel, req.url, String(req.body ?? ''), req.headers);
          if (!verified) return reply.code(401).send({ detail: 'Chữ ký webhook không hợp lệ.' });
          return reply.code(200).send();
        });
      }
    });
  };
}
