// Zalo ZNS's settings (DESIGN §14), read from the same env as config.ts: the three keys together turn Zalo on.
import { z } from 'zod';
import { missingNames, optionalText, parseEnvironment, withoutTrailingSlash } from './config-fields';

/** A key: 32 bytes written as 64 hex digits or in base64 (`openssl rand -base64 32`). */
const TokenKey = optionalText.transform((value, ctx) => {
  if (!value) return undefined;
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (bytes.length === 32) return bytes;
  ctx.addIssue({ code: 'custom', message: 'must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32)' });
  return z.NEVER;
});

const ZaloEnv = z.object({
  ZALO_APP_ID: optionalText,
  ZALO_APP_SECRET: optionalText,
  ZALO_REFRESH_TOKEN: optionalText,
  ZALO_ZNS_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://business.openapi.zalo.me'),
  ZALO_OAUTH_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://oauth.zaloapp.com'),
  ZALO_TOKEN_KEY: TokenKey,
  ZALO_TOKEN_KEY_PREVIOUS: TokenKey,
});

export interface ZaloTokenKeys {
  /** Encrypts every token written; none: tokens are kept in plain text (with a warning at start). */
  current?: Buffer | undefined;
  /** The key before the current one: still read, and what it sealed is sealed again under the current one. */
  previous?: Buffer | undefined;
}

export interface ZaloConfig {
  appId: string;
  appSecret: string;
  /** Seeds the stored refresh token once (a rotated one is never overwritten by the same value). */
  refreshToken: string;
  znsBaseUrl: string;
  oauthBaseUrl: string;
  /** The keys the stored tokens are sealed with (none: plain text, with a warning at start). */
  tokenKeys: ZaloTokenKeys;
}

/** The Zalo settings, or the names still missing (Zalo is off: one log line at start, never a crash). */
export function zaloConfig(env: NodeJS.ProcessEnv): { zalo?: ZaloConfig; missing: string[] } {
  const e = parseEnvironment(ZaloEnv, env);
  const keys = {
    ZALO_APP_ID: e.ZALO_APP_ID,
    ZALO_APP_SECRET: e.ZALO_APP_SECRET,
    ZALO_REFRESH_TOKEN: e.ZALO_REFRESH_TOKEN,
  };
  const missing = missingNames(keys);
  if (missing.length) return { missing };
  return {
    missing,
    zalo: {
      appId: e.ZALO_APP_ID!,
      appSecret: e.ZALO_APP_SECRET!,
      refreshToken: e.ZALO_REFRESH_TOKEN!,
      znsBaseUrl: withoutTrailingSlash(e.ZALO_ZNS_BASE_URL),
      oauthBaseUrl: withoutTrailingSlash(e.ZALO_OAUTH_BASE_URL),
      tokenKeys: { current: e.ZALO_TOKEN_KEY, previous: e.ZALO_TOKEN_KEY_PREVIOUS },
    },
  };
}
