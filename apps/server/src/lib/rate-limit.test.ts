import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type RateLimiter, RateLimitedError, createRateLimiter } from './rate-limit';

const opened: RateLimiter[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((l) => l.close()));
});

function open(redisUrl?: string) {
  const limiter = createRateLimiter({ redisUrl });
  opened.push(limiter);
  return limiter;
}

async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The rules every store must follow. */
async function checkRules(limiter: RateLimiter) {
  const name = `test-${randomBytes(4).toString('hex')}`;
  const limit = limiter.limit(name, { points: 3, durationSec: 60 });
  for (let i = 0; i < 3; i++) await limit.consume('a');
  const blocked = await limit.consume('a').catch((e: unknown) => e);
  expect(blocked).toBeInstanceOf(RateLimitedError);
  expect((blocked as RateLimitedError).statusCode).toBe(429);
  expect((blocked as RateLimitedError).toBody()).toEqual({ detail: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau.' });
  expect((blocked as RateLimitedError).retryAfterSec).toBeGreaterThan(0);
  expect((blocked as RateLimitedError).retryAfterSec).toBeLessThanOrEqual(60);

  // Keys and limits are counted apart.
  await limit.consume('b');
  await limiter.limit(`${name}-other`, { points: 1, durationSec: 60 }).consume('a');

  // A reward gives one point back; a reset forgets the key.
  const c = limiter.limit(`${name}-c`, { points: 2, durationSec: 60 });
  await c.consume('k');
  await c.consume('k');
  await c.reward('k');
  await c.consume('k');
  await expect(c.consume('k')).rejects.toBeInstanceOf(RateLimitedError);
  await c.reset('k');
  await c.consume('k');
}

describe('createRateLimiter', () => {
  it('counts in memory by default', async () => {
    await checkRules(open());
  });

  it('keeps limiting per process when Redis cannot be reached', async () => {
    await checkRules(open(`redis://127.0.0.1:${await unusedPort()}`));
  });

  it.skipIf(!process.env.REDIS_URL)('counts in Redis when REDIS_URL is set, shared by every instance', async () => {
    const url = process.env.REDIS_URL!;
    await checkRules(open(url));
    const name = `shared-${randomBytes(4).toString('hex')}`;
    const a = open(url).limit(name, { points: 2, durationSec: 60 });
    const b = open(url).limit(name, { points: 2, durationSec: 60 });
    // Wait for both connections before counting, so neither answers from its insurance memory.
    await new Promise((r) => setTimeout(r, 200));
    await a.consume('ip');
    await b.consume('ip');
    await expect(a.consume('ip')).rejects.toBeInstanceOf(RateLimitedError);
  });
});
