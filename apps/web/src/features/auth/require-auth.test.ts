import { describe, expect, it } from 'vitest';
import { parseAccountSearch } from './account-tabs';
import { parseLoginSearch, safeRedirect } from './require-auth';

describe('search parameters of the guard and the account', () => {
  it('follows only paths of this shop after sign-in', () => {
    expect(safeRedirect('/cart')).toBe('/cart');
    expect(safeRedirect('/account?tab=password')).toBe('/account?tab=password');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'cart',
      '/account/login',
      '/account/login?redirect=/x',
      42,
      undefined,
    ]) {
      expect(safeRedirect(bad)).toBeUndefined();
    }
    // The key is always there, so a refused value cannot survive the router's merge over the raw parameters.
    expect(parseLoginSearch({ redirect: '//evil.example' })).toEqual({ redirect: undefined });
    expect(parseLoginSearch({})).toEqual({ redirect: undefined });
  });

  it('keeps a known tab, the profile being the default', () => {
    expect(parseAccountSearch({ tab: 'orders' })).toEqual({ tab: 'orders' });
    expect(parseAccountSearch({ tab: 'profile' })).toEqual({ tab: undefined });
    expect(parseAccountSearch({ tab: 'admin' })).toEqual({ tab: undefined });
  });
});
