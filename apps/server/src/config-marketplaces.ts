// Shopee's and TikTok Shop's keys (DESIGN §16), read from the same env as config.ts: a marketplace whose keys are set
// is on. (ho's minimal reading for its tests; hi's config-marketplaces.ts is the one to keep.)
import { z } from 'zod';
import { optionalText, parseEnvironment, withoutTrailingSlash } from './config-fields';

const MarketplacesEnv = z.object({
  SHOPEE_PARTNER_ID: z.coerce.number().int().positive().optional(),
  SHOPEE_PARTNER_KEY: optionalText,
  SHOPEE_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://partner.shopeemobile.com'),
  TIKTOK_APP_KEY: optionalText,
  TIKTOK_APP_SECRET: optionalText,
  TIKTOK_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://open-api.tiktokglobalshop.com'),
  TIKTOK_AUTH_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://auth.tiktok-shops.com'),
});

export function marketplacesConfig(env: NodeJS.ProcessEnv) {
  const e = parseEnvironment(MarketplacesEnv, env);
  return {
    shopee:
      e.SHOPEE_PARTNER_ID && e.SHOPEE_PARTNER_KEY
        ? {
            partnerId: e.SHOPEE_PARTNER_ID,
            partnerKey: e.SHOPEE_PARTNER_KEY,
            baseUrl: withoutTrailingSlash(e.SHOPEE_BASE_URL),
          }
        : undefined,
    tiktok:
      e.TIKTOK_APP_KEY && e.TIKTOK_APP_SECRET
        ? {
            appKey: e.TIKTOK_APP_KEY,
            appSecret: e.TIKTOK_APP_SECRET,
            baseUrl: withoutTrailingSlash(e.TIKTOK_BASE_URL),
            authBaseUrl: withoutTrailingSlash(e.TIKTOK_AUTH_BASE_URL),
          }
        : undefined,
  };
}
