import { describe, expect, it } from 'vitest';
import { LinksSearch, MarketplacesSearch, channelOf } from './marketplaces-search';

describe('marketplaces URLs', () => {
  it('reads the callback’s return and drops what it can’t use', () => {
    expect(MarketplacesSearch.parse({ connected: 'shopee' })).toEqual({ connected: 'shopee' });
    expect(MarketplacesSearch.parse({ connected: 'lazada', error: ' Từ chối ' })).toEqual({
      connected: undefined,
      error: 'Từ chối',
    });
  });

  it('opens the links on the unlinked tab, with a search and page it can use', () => {
    expect(LinksSearch.parse({})).toEqual({ tab: 'unlinked' });
    expect(LinksSearch.parse({ tab: 'linked', search: 12345, page: 2 })).toEqual({
      tab: 'linked',
      search: '12345',
      page: 2,
    });
    expect(LinksSearch.parse({ tab: 'all', page: 0 })).toEqual({ tab: 'unlinked', page: undefined });
  });

  it('knows the marketplaces’ channels only', () => {
    expect(channelOf('tiktok')).toBe('tiktok');
    expect(channelOf('lazada')).toBeNull();
  });
});
