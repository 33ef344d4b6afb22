// The carriers' settings (DESIGN §11), read by config.ts: GHN and GHTK, each off without its keys, the webhook's
// path secret and how long a carrier call may take.
import { z } from 'zod';
import { optionalText, withoutTrailingSlash } from './config-fields';

export const CARRIERS_ENV = {
  GHN_TOKEN: optionalText,
  GHN_SHOP_ID: optionalText,
  GHN_BASE_URL: z.string().default('https://online-gateway.ghn.vn'),
  GHTK_TOKEN: optionalText,
  GHTK_BASE_URL: z.string().default('https://services.giaohangtietkiem.vn'),
  // The carriers' webhook path secret; unset: one is generated and kept in the shop settings.
  CARRIER_WEBHOOK_SECRET: optionalText,
  // How long a carrier call may take before it counts as failed (a quote then falls back).
  CARRIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
};

type CarriersEnv = z.output<z.ZodObject<typeof CARRIERS_ENV>>;

export function carriersConfig(e: CarriersEnv) {
  return {
    ghn:
      e.GHN_TOKEN && e.GHN_SHOP_ID
        ? { token: e.GHN_TOKEN, shopId: e.GHN_SHOP_ID, baseUrl: withoutTrailingSlash(e.GHN_BASE_URL) }
        : undefined,
    ghtk: e.GHTK_TOKEN ? { token: e.GHTK_TOKEN, baseUrl: withoutTrailingSlash(e.GHTK_BASE_URL) } : undefined,
    webhookSecret: e.CARRIER_WEBHOOK_SECRET,
    timeoutMs: e.CARRIER_TIMEOUT_MS,
  };
}
