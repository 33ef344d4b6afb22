// TRUST_PROXY end to end: the client address the per-address rate limits count comes from X-Forwarded-For only when
// the direct peer is a trusted proxy (or, with a hop count, from the proxies' own entries).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_LIMIT } from '../modules/orders/orders.service';
import { buildTestApp } from '../testing/test-app';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

// Random addresses: with REDIS_URL the counters outlive a run.
const randomV6 = () => `2001:db8:${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}::1`;
const proxyAddress = () => `198.51.100.${1 + (randomBytes(1)[0]! % 254)}`;

/** One order lookup (rate limited per client address) from `peer`, with `forwardedFor` if given: its status. */
async function lookup(t: TestApp, peer: string, forwardedFor?: string) {
  const res = await t.app.inject({
    url: '/api/orders/lookup/?order_id=10000001&email=khach@example.com',
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return res.statusCode;
}

/** Statuses of `n` lookups. */
async function lookups(n: number, one: () => Promise<number>) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push(await one());
  return statuses;
}

const allowed = Array<number>(LOOKUP_LIMIT.points).fill(404);

describe('TRUST_PROXY=<addresses and CIDRs>', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: false, env: { TRUST_PROXY: '198.51.100.0/24, 192.0.2.10' } });
  });
  afterAll(() => t?.close());

  it("ignores a client's own X-Forwarded-For: changing it does not reset the limit", async () => {
    const peer = randomV6();
    expect(await lookups(LOOKUP_LIMIT.points, () => lookup(t, peer, randomV6()))).toEqual(allowed);
    expect(await lookup(t, peer, randomV6())).toBe(429);
    expect(await lookup(t, peer)).toBe(429);
  });

  it("counts per client behind a trusted proxy: the proxy's clients don't share one limit", async () => {
    const proxy = proxyAddress();
    // More lookups than one address may make, each from its own client.
    const statuses = await lookups(LOOKUP_LIMIT.points + 5, () => lookup(t, proxy, randomV6()));
    expect(statuses).toEqual([...allowed, 404, 404, 404, 404, 404]);
    // One client behind the proxy is limited like any other, whatever it writes in front of the proxy's entry.
    const client = randomV6();
    await lookups(LOOKUP_LIMIT.points, () => lookup(t, proxy, client));
    expect(await lookup(t, proxy, client)).toBe(429);
    expect(await lookup(t, proxy, `${randomV6()}, ${client}`)).toBe(429);
  });

  it('takes a single trusted address as well as a range', async () => {
    const client = randomV6();
    await lookups(LOOKUP_LIMIT.points, () => lookup(t, '192.0.2.10', client));
    expect(await lookup(t, '192.0.2.10', client)).toBe(429);
    expect(await lookup(t, '192.0.2.10', randomV6())).toBe(404);
  });
});

describe('TRUST_PROXY=<hop count>', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: false, env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t?.close());

  it('takes the address the one proxy appended, not what the client wrote before it', async () => {
    const proxy = randomV6();
    const client = randomV6();
    const statuses = await lookups(LOOKUP_LIMIT.points + 1, () => lookup(t, proxy, `${randomV6()}, ${client}`));
    expect(statuses).toEqual([...allowed, 429]);
    // Another client through the same proxy has its own allowance.
    expect(await lookup(t, proxy, randomV6())).toBe(404);
  });
});
