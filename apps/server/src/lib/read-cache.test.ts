import { describe, expect, it } from 'vitest';
import { CachedBody } from './cached-body';
import { READ_CACHE_MAX_REQUESTS, READ_CACHE_MAX_REQUEST_BYTES, ReadCache } from './read-cache';

describe('ReadCache', () => {
  it('drops the entries of a tag at the instant asked', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ++loads;
    await cache.json('edge', load, () => ['clock']);
    cache.invalidateAt(['clock'], Date.now() + 30);
    await cache.json('edge', load, () => ['clock']);
    expect(loads).toBe(1);
    await new Promise((r) => setTimeout(r, 50));
    await cache.json('edge', load, () => ['clock']);
    expect(loads).toBe(2);
    // An instant past the cache's TTL needs no timer: the entry is gone by then anyway.
    cache.invalidateAt(['clock'], Date.now() + 120_000);
    await cache.json('edge', load, () => ['clock']);
    expect(loads).toBe(2);
  });

  it('loads once for concurrent misses and serves hits without loading', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return { n: loads };
    };
    const [a, b] = await Promise.all([cache.json('k', load), cache.json('k', load)]);
    expect(a.raw.toString()).toBe('{"n":1}');
    expect(b).toBe(a);
    await cache.json('k', load);
    expect(loads).toBe(1);
  });

  it('forgets everything on clear, and does not keep a load that a clear overtook', async () => {
    const cache = new ReadCache();
    let version = 1;
    const slow = cache.value('k', async () => {
      const seen = version; // read before the write below lands
      await new Promise((r) => setTimeout(r, 10));
      return seen;
    });
    version = 2;
    cache.clear();
    expect(await slow).toBe(1);
    expect(await cache.value('k', async () => version)).toBe(2);
  });

  it("drops only the entries carrying an invalidated tag, and forgets a replaced entry's tags", async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = (tags: string[]) =>
      cache.value(
        tags.join('+'),
        async () => ++loads,
        () => tags,
      );
    await load(['product:1', 'lists']);
    await load(['product:2', 'lists']);
    await load(['product:1']);
    await load(['categories']);
    cache.invalidate(['product:1']);
    expect(loads).toBe(4);
    await load(['product:1', 'lists']); // dropped: loads again
    await load(['product:2', 'lists']); // kept
    await load(['product:1']); // dropped
    await load(['categories']); // kept
    expect(loads).toBe(6);
    expect(cache.stats()).toEqual({
      product: { hits: 1, misses: 5, loads: 5 },
      categories: { hits: 1, misses: 1, loads: 1 },
    });
    cache.invalidate(['lists']);
    await load(['product:2', 'lists']);
    await load(['categories']);
    expect(loads).toBe(7);
  });

  it('keeps a load in flight that an invalidation did not touch, and not one it did', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const slow = (key: string, tag: string) =>
      cache.value(
        key,
        async () => {
          loads++;
          await new Promise((r) => setTimeout(r, 10));
          return key;
        },
        () => [tag],
      );
    const touched = slow('a', 'product:1');
    const untouched = slow('b', 'product:2');
    cache.invalidate(['product:1']);
    // Asked after the invalidation: doesn't wait for the load that may have read the old state.
    const again = slow('a', 'product:1');
    await Promise.all([touched, untouched, again]);
    expect(loads).toBe(3);
    await slow('a', 'product:1');
    await slow('b', 'product:2');
    expect(loads).toBe(3);
  });

  it('does not cache failures', async () => {
    const cache = new ReadCache();
    await expect(cache.value('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.value('k', async () => 'ok')).toBe('ok');
  });

  it('loads every time when disabled', async () => {
    const cache = new ReadCache({ enabled: false });
    let loads = 0;
    await cache.value('k', async () => ++loads);
    await cache.value('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});

describe('ReadCache bounds', () => {
  it('holds its entries and bytes under many distinct keys', async () => {
    const cache = new ReadCache({ max: 300, maxBytes: 200_000 });
    const answer = { results: 'x'.repeat(2000) };
    for (let i = 0; i < 3000; i++)
      await cache.json(
        `search:${i}`,
        async () => answer,
        () => ['lists'],
      );
    const size = cache.size();
    expect(size.entries).toBeLessThanOrEqual(300);
    expect(size.bytes).toBeLessThanOrEqual(200_000);
    expect(size.entries).toBeGreaterThan(10);
    // The tag index follows the entries.
    const small = new ReadCache({ max: 50 });
    for (let i = 0; i < 1000; i++)
      await small.value(
        `k${i}`,
        async () => i,
        () => [`product:${i}`],
      );
    expect(small.size().tags).toBe(50);
  });

  it('remembers a bounded number of invalidated tags, and keeps no load that started before a forgotten one', async () => {
    const cache = new ReadCache();
    let finish = () => {};
    const slow = cache.value(
      'list',
      () => new Promise<number>((resolve) => (finish = () => resolve(1))),
      () => ['lists'],
    );
    for (let i = 0; i < 25_000; i++) cache.invalidate([`product:${i}`]);
    expect(cache.size().rememberedTags).toBeLessThanOrEqual(10_000);
    finish();
    expect(await slow).toBe(1);
    // Not kept: a change it may have missed is forgotten.
    expect(cache.size().entries).toBe(0);
    await cache.value(
      'list',
      async () => 2,
      () => ['lists'],
    );
    expect(await cache.value('list', async () => 3)).toBe(2);
  });

  it('lets an entry go without counting it as a change to loads in flight', async () => {
    const cache = new ReadCache();
    await cache.value('page:/a', async () => 'a');
    let finish = () => {};
    const slow = cache.value('page:/b', () => new Promise<string>((resolve) => (finish = () => resolve('b'))));
    cache.drop('page:/a');
    finish();
    await slow;
    expect(cache.size().entries).toBe(1);
    expect(await cache.value('page:/b', async () => 'again')).toBe('b');
  });
});

describe('ReadCache: requests answered again by address', () => {
  it('answers a remembered address with its kept entry, until the entry is dropped', async () => {
    const cache = new ReadCache();
    const body = await cache.json(
      'products/?page=1',
      async () => ({ results: [{ id: 1 }] }),
      () => ['product:1'],
    );
    cache.rememberRequest('/api/products/?page=1', body);
    expect(cache.forRequest('/api/products/?page=1')).toBe(body);
    expect(cache.forRequest('/api/products/?page=01')).toBeUndefined();
    cache.invalidate(['product:1']);
    expect(cache.forRequest('/api/products/?page=1')).toBeUndefined();
    // The address names the entry's key: its reload answers it.
    const reloaded = await cache.json('products/?page=1', async () => ({ results: [] }));
    expect(cache.forRequest('/api/products/?page=1')).toBe(reloaded);
    cache.clear();
    expect(cache.size().requests).toBe(0);
  });

  it('remembers nothing for a body it does not keep', async () => {
    const off = new ReadCache({ enabled: false });
    off.rememberRequest('/a', await off.json('a', async () => 1));
    expect(off.forRequest('/a')).toBeUndefined();
    const cache = new ReadCache();
    cache.rememberRequest('/b', CachedBody.of(2));
    expect(cache.size().requests).toBe(0);
  });

  it('holds its addresses and their bytes under many distinct ones', async () => {
    const cache = new ReadCache({ maxRequests: 100, maxRequestBytes: 50_000 });
    const body = await cache.json('products/', async () => ({ results: [] }));
    for (let i = 0; i < 2000; i++) cache.rememberRequest(`/api/products/?x=${i}`, body);
    expect(cache.size().requests).toBe(100);
    for (let i = 0; i < 2000; i++) cache.rememberRequest(`/api/products/?x=${'y'.repeat(1000)}${i}`, body);
    expect(cache.size().requestBytes).toBeLessThanOrEqual(50_000);
    const defaults = new ReadCache();
    const kept = await defaults.json('products/', async () => ({ results: [] }));
    for (let i = 0; i < READ_CACHE_MAX_REQUESTS + 5000; i++) defaults.rememberRequest(`/p?x=${i}`, kept);
    expect(defaults.size().requests).toBe(READ_CACHE_MAX_REQUESTS);
    expect(defaults.size().requestBytes).toBeLessThanOrEqual(READ_CACHE_MAX_REQUEST_BYTES);
  });
});
