// The carriers' webhooks (DESIGN §11): `POST /api/webhooks/ghn/{secret}/` and `/ghtk/{secret}/`. A wrong secret is a
// 404 that changes nothing; otherwise a quick 200, and a job re-reads the shipment from the carrier (the body is a
// hint: a forged one changes nothing the carrier didn't).
import { createHash } from 'node:crypto';
import { CARRIERS, type Carrier } from '@shop/domain/carrier.schemas';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors';
import { ErrorBody } from '../../http/schemas';
import type { CarrierProvider } from './carrier-provider';
import type { CarrierSettingsService } from './carrier-settings';
import type { ShipmentSync } from './shipment-sync';

const WEBHOOK_BODY_LIMIT = 64 * 1024;
const Params = z.object({ carrier: z.enum(CARRIERS), secret: z.string().max(200) });
const Ack = z.object({ success: z.boolean() });

/** GHN posts JSON; GHTK posts form fields or JSON. Anything else (or broken JSON) is an empty hint. */
function lenientBodies(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : '';
    if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
      return done(null, Object.fromEntries(new URLSearchParams(text)));
    }
    try {
      done(null, text.trim() ? (JSON.parse(text) as unknown) : {});
    } catch {
      done(null, {});
    }
  });
}

export function carrierWebhookRoutes(deps: {
  providers: Map<Carrier, CarrierProvider>;
  settings: CarrierSettingsService;
  sync: ShipmentSync;
}): FastifyPluginAsyncZod {
  return async (app) => {
    lenientBodies(app);
    app.post(
      '/webhooks/:carrier/:secret',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: { tags: ['webhooks'], params: Params, response: { 200: Ack, 404: ErrorBody } },
      },
      async (req) => {
        if (!(await deps.settings.secretMatches(req.params.secret))) throw new NotFoundError();
        const provider = deps.providers.get(req.params.carrier);
        const code = provider?.webhookCode(req.body);
        if (provider && code) {
          const bodyKey = createHash('sha256').update(JSON.stringify(req.body)).digest('hex').slice(0, 24);
          await deps.sync.hint(req.params.carrier, code, bodyKey, {
            partReturn: provider.webhookPartReturn?.(req.body) ?? false,
          });
        }
        return { success: true };
      },
    );
  };
}
