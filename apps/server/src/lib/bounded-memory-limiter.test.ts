import { RateLimiterRes } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { BoundedRateLimiterMemory } from './bounded-memory-limiter';

describe('BoundedRateLimiterMemory', () => {
  it('counts, refuses past its points, gives back and forgets like the memory limiter', async () => {
    const limiter = new BoundedRateLimiterMemory({ points: 2, duration: 60 });
    await limiter.consume('a');
    await limiter.consume('a');
    const refused = await limiter.consume('a').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimiterRes);
    expect((refused as RateLimiterRes).msBeforeNext).toBeGreaterThan(59_000);
    await limiter.reward('a', 2);
    await limiter.consume('a');
    await limiter.delete('a');
    await limiter.consume('a');
    expect((await limiter.get('a'))?.consumedPoints).toBe(1);
  });

  it('keeps at most its entries and bytes under many distinct keys, the latest still counted', async () => {
    const byCount = new BoundedRateLimiterMemory({ points: 1, duration: 3600 }, { maxKeys: 500 });
    const bySize = new BoundedRateLimiterMemory({ points: 1, duration: 3600 }, { maxBytes: 20_000 });
    for (let i = 0; i < 5000; i++) {
      const address = `2001:db8::${i.toString(16)}`;
      await byCount.consume(address);
      await bySize.consume(`${address}-${'x'.repeat(100)}`);
    }
    expect(byCount.kept().keys).toBe(500);
    expect(bySize.kept().bytes).toBeLessThanOrEqual(20_000);
    expect(bySize.kept().keys).toBeGreaterThan(0);
    await expect(byCount.consume('2001:db8::1387')).rejects.toBeInstanceOf(RateLimiterRes);
  });
});
