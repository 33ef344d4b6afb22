import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).marketplaces;

describe('marketplace settings (DESIGN §16)', () => {
  it('leaves both off without keys, naming what is missing', () => {
    expect(load({})).toEqual({
      shopee: undefined,
      tiktok: undefined,
      missing: {
        shopee: ['SHOPEE_PARTNER_ID', 'SHOPEE_PARTNER_KEY'],
        tiktok: ['TIKTOK_APP_KEY', 'TIKTOK_APP_SECRET'],
      },
    });
    expect(load({ SHOPEE_PARTNER_ID: '123' }).missing.shopee).toEqual(['SHOPEE_PARTNER_KEY']);
  });

  it('turns each on with its keys, at the platforms’ addresses unless told otherwise', () => {
    const both = load({
      SHOPEE_PARTNER_ID: ' 2001234 ',
      SHOPEE_PARTNER_KEY: 'key',
      TIKTOK_APP_KEY: 'app',
      TIKTOK_APP_SECRET: 'secret',
      TIKTOK_BASE_URL: 'http://127.0.0.1:4210/',
    });
    expect(both.shopee).toEqual({
      partnerId: 2001234,
      partnerKey: 'key',
      baseUrl: 'https://partner.shopeemobile.com',
    });
    expect(both.tiktok).toEqual({
      appKey: 'app',
      appSecret: 'secret',
      baseUrl: 'http://127.0.0.1:4210',
      authBaseUrl: 'https://auth.tiktok-shops.com',
    });
    expect(both.missing).toEqual({ shopee: [], tiktok: [] });
  });

  it('refuses a partner id that is not Shopee’s number, and an address that is not http(s)', () => {
    expect(() => load({ SHOPEE_PARTNER_ID: 'abc' })).toThrow(/SHOPEE_PARTNER_ID/);
    expect(() => load({ TIKTOK_AUTH_BASE_URL: 'ftp://x' })).toThrow(/TIKTOK_AUTH_BASE_URL/);
  });
});
