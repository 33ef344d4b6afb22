// The marketplaces' settings (DESIGN §16), read by config.ts: Shopee and TikTok Shop, each off without its keys (one
// log line at start, never a crash), and the addresses their clients call (tests and `npm run dev` point them at the
// protocol peers).
import { z } from 'zod';
import { missingNames, optionalText, withoutTrailingSlash } from './config-fields';

const baseUrl = (fallback: string) => z.url({ protocol: /^https?$/ }).default(fallback);

export const MARKETPLACES_ENV = {
  SHOPEE_PARTNER_ID: optionalText.refine((v) => v === undefined || /^\d+$/.test(v), {
    message: 'must be the number Shopee gave the app (Open Platform › App › Partner ID)',
  }),
  SHOPEE_PARTNER_KEY: optionalText,
  SHOPEE_BASE_URL: baseUrl('https://partner.shopeemobile.com'),
  TIKTOK_APP_KEY: optionalText,
  TIKTOK_APP_SECRET: optionalText,
  TIKTOK_BASE_URL: baseUrl('https://open-api.tiktokglobalshop.com'),
  TIKTOK_AUTH_BASE_URL: baseUrl('https://auth.tiktok-shops.com'),
};

type MarketplacesEnv = z.output<z.ZodObject<typeof MARKETPLACES_ENV>>;

export interface ShopeeConfig {
  partnerId: number;
  partnerKey: string;
  baseUrl: string;
}

export interface TikTokConfig {
  appKey: string;
  appSecret: string;
  baseUrl: string;
  authBaseUrl: string;
}

/** Each marketplace's settings, or (undefined) the names still missing for it. */
export interface MarketplacesConfig {
  shopee: ShopeeConfig | undefined;
  tiktok: TikTokConfig | undefined;
  missing: { shopee: string[]; tiktok: string[] };
}

export function marketplacesConfig(e: MarketplacesEnv): MarketplacesConfig {
  const missing = {
    shopee: missingNames({ SHOPEE_PARTNER_ID: e.SHOPEE_PARTNER_ID, SHOPEE_PARTNER_KEY: e.SHOPEE_PARTNER_KEY }),
    tiktok: missingNames({ TIKTOK_APP_KEY: e.TIKTOK_APP_KEY, TIKTOK_APP_SECRET: e.TIKTOK_APP_SECRET }),
  };
  return {
    shopee: missing.shopee.length
      ? undefined
      : {
          partnerId: Number(e.SHOPEE_PARTNER_ID),
          partnerKey: e.SHOPEE_PARTNER_KEY!,
          baseUrl: withoutTrailingSlash(e.SHOPEE_BASE_URL),
        },
    tiktok: missing.tiktok.length
      ? undefined
      : {
          appKey: e.TIKTOK_APP_KEY!,
          appSecret: e.TIKTOK_APP_SECRET!,
          baseUrl: withoutTrailingSlash(e.TIKTOK_BASE_URL),
          authBaseUrl: withoutTrailingSlash(e.TIKTOK_AUTH_BASE_URL),
        },
    missing,
  };
}
