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

/** What the public config tells of the shop's settings, from the areas that keep them (plugged in by the app). */
export interface PublicSettings {
  /** The shop's name and contact links. */
  shopDetails: () => Promise<ShopSettingsValues>;
  /** The tax rate an order placed now is priced with (null: none added). */
  taxRate: () => Promise<number | null>;
}

/** Health for load balancers and the shop's public settings for the web app. */
export function systemRoutes(
  config: Config,
  database: Database,
  { shopDetails, taxRate }: PublicSettings,
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

    // Name, contact links and tax are the shop settings' (an admin's change shows on the next page load).
    app.get('/config', { schema: { tags: ['system'], response: { 200: PublicConfig } } }, async () => {
      const [{ shop_name, hotline, zalo_url, messenger_url }, tax_rate] = await Promise.all([shopDetails(), taxRate()]);
      return {
        shop_name,
        hotline,
        zalo_url,
        messenger_url,
        ads_conversion_id: config.adsConversionId ?? null,
        payment_methods: paymentMethods(config),
        tax_rate,
      };
    });
  };
}
