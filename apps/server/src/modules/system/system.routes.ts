import type { ShopSettingsValues } from '@shop/domain/settings.schemas';
import { PublicConfig } from '@shop/domain/shop.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Config, paymentMethods } from '../../config';
import type { Database } from '../../db/client';

const Health = z.object({
  status: z.enum(['ok', 'error']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latency_ms: z.number() }),
});

/** Health for load balancers and the shop's public settings for the web app. */
export function systemRoutes(
  config: Config,
  database: Database,
  shopDetails: () => Promise<ShopSettingsValues>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { schema: { tags: ['system'], response: { 200: Health, 503: Health } } }, async (req, reply) => {
      const started = performance.now();
      const ok = await database.ping().then(
        () => true,
        (err: unknown) => {
          req.log.error({ err }, 'database ping failed');
          return false;
        },
      );
      const latency_ms = Math.round((performance.now() - started) * 100) / 100;
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? 'ok' : 'error', database: { kind: database.kind, ok, latency_ms } });
    });

    // Name and contact links are the shop settings' (an admin's change shows on the next page load).
    app.get('/config', { schema: { tags: ['system'], response: { 200: PublicConfig } } }, async () => {
      const { shop_name, hotline, zalo_url, messenger_url } = await shopDetails();
      return {
        shop_name,
        hotline,
        zalo_url,
        messenger_url,
        ads_conversion_id: config.adsConversionId ?? null,
        payment_methods: paymentMethods(config),
      };
    });
  };
}
