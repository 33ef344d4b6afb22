// The Zalo tokens across instances: refreshes under the row lock (two at once spend the refresh token once and both
// end with the working pair), the env seed used once, and two instances racing on one message send it once.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { zaloConfig } from '../../config-zalo';
import { type Database, openDatabase } from '../../db/client';
import { zaloTokens } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import { type ZaloPeer, startZaloPeer, zaloEnv } from '../../testing/zalo-peer';
import { signUp } from '../auth/auth.testing';
import { orderBody, placedOrder, seedShop } from '../orders/orders.testing';
import { createZnsClient } from './zalo-client';
import { createZaloTokens } from './zalo-tokens';
import { ZALO_KEYS, useTemplates, zaloJobsOf } from './zalo.testing';

const onPostgres = Boolean(process.env.DATABASE_URL);
let t: Awaited<ReturnType<typeof buildTestApp>>;
let peer: ZaloPeer;
/** A second instance's database: its own pool on PostgreSQL; on PGlite, the same one (it can't be shared). */
let second: Database | undefined;

beforeAll(async () => {
  peer = await startZaloPeer(ZALO_KEYS);
  t = await buildTestApp({ seedDemo: false, env: { RATE_LIMIT_FACTOR: '20', ...zaloEnv(peer, ZALO_KEYS) } });
  if (onPostgres) second = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: null });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await peer?.close();
});

const keys = () => t.config.zalo.zalo!;
const tokensOn = (db: Database['db'], config = keys()) =>
  createZaloTokens({ db, client: createZnsClient(config), config, log: t.app.log });

describe('refresh', () => {
  it('two instances refreshing at once spend the refresh token once and keep a working token', async () => {
    const a = tokensOn(t.db);
    const b = tokensOn(second?.db ?? t.db);
    const first = await a.accessToken();
    const before = peer.refreshes.length;
    // Both saw `first` refused (-124) at the same moment.
    const [one, two] = await Promise.all([a.refresh(first), b.refresh(first)]);
    expect(one).toBe(two);
    expect(one).not.toBe(first);
    expect(peer.refreshes.slice(before)).toEqual([{ refresh_token: expect.any(String), ok: true }]);
    const [row] = await t.db.select().from(zaloTokens);
    expect(row!.refreshToken).toBe(peer.liveRefreshToken());
    // …and the next refresh, from either instance, still works.
    expect(await b.refresh(one)).not.toBe(one);
    expect(peer.refreshes.at(-1)).toMatchObject({ ok: true });
  });

  it('a transient refresh failure changes nothing and does not pause', async () => {
    const a = tokensOn(t.db);
    const [before] = await t.db.select().from(zaloTokens);
    peer.failNext('refresh-502');
    await expect(a.refresh(before!.accessToken)).rejects.toThrow('HTTP 502');
    const [after] = await t.db.select().from(zaloTokens);
    expect(after).toMatchObject({ refreshToken: before!.refreshToken, pausedReason: null });
  });
});

describe('the env seed', () => {
  it('seeds once: a working link is never overwritten; a new ZALO_REFRESH_TOKEN replaces a paused one and resumes', async () => {
    const a = tokensOn(t.db);
    expect(await a.seed()).toBe(false);
    const [rotated] = await t.db.select().from(zaloTokens);
    expect(rotated!.refreshToken).not.toBe(ZALO_KEYS.refreshToken);
    expect(await tokensOn(t.db, { ...keys(), refreshToken: 'rt_another' }).seed()).toBe(false);
    await t.db.update(zaloTokens).set({ pausedReason: 'Zalo -14014: used', pausedAt: new Date() });
    const fresh = peer.authoriseAgain();
    const reseeded = tokensOn(t.db, { ...keys(), refreshToken: fresh });
    expect(await reseeded.seed()).toBe(true);
    const [row] = await t.db.select().from(zaloTokens).where(eq(zaloTokens.id, 'oa'));
    expect(row).toMatchObject({ refreshToken: fresh, pausedReason: null, accessToken: null });
    expect(await reseeded.accessToken()).toMatch(/^at_/);
  });
});

describe('the tokens at rest (ZALO_TOKEN_KEY)', () => {
  const key1 = randomBytes(32);
  const key2 = randomBytes(32);
  const withKeys = (current?: Buffer, previous?: Buffer) =>
    tokensOn(t.db, { ...keys(), tokenKeys: { current, previous } });
  const stored = async () => (await t.db.select().from(zaloTokens).where(eq(zaloTokens.id, 'oa')))[0]!;

  it('seals the tokens it writes, upgrades plain ones it reads, rotates keys, and says why when no key opens them', async () => {
    // A row from before the key: plain text, sealed on the first read under a key.
    expect((await stored()).refreshToken).toBe(peer.liveRefreshToken());
    const sealed = withKeys(key1);
    expect((await sealed.row())!.refreshToken).toBe(peer.liveRefreshToken());
    let row = await stored();
    expect(row.refreshToken).toMatch(/^enc:v1:/);
    expect(row.refreshToken).not.toContain(peer.liveRefreshToken()!);

    // A refresh writes the new pair sealed; the shop still sends with it.
    const access = await sealed.refresh((await sealed.row())!.accessToken);
    row = await stored();
    expect(row.accessToken).toMatch(/^enc:v1:/);
    expect(JSON.stringify(row)).not.toContain(access);
    expect(JSON.stringify(row)).not.toContain(peer.liveRefreshToken()!);
    expect(await sealed.accessToken()).toBe(access);

    // Rotation: the new key reads the old one's row through ZALO_TOKEN_KEY_PREVIOUS and seals it again.
    expect(await withKeys(key2, key1).accessToken()).toBe(access);
    const rotated = await stored();
    expect(rotated.refreshToken).not.toBe(row.refreshToken);
    // …after which the old key alone opens nothing: sending pauses with the reason, nothing is spent or crashes.
    await expect(withKeys(key1).accessToken()).rejects.toMatchObject({
      reason: expect.stringContaining('ZALO_TOKEN_KEY_PREVIOUS'),
    });
    expect((await withKeys(key1).row())!.pausedReason).toContain('ZALO_TOKEN_KEY_PREVIOUS');
    expect(await stored()).toEqual(rotated);

    // The key removed (kept as the previous one): back to plain text, as the rest of this file expects.
    expect(await withKeys(undefined, key2).accessToken()).toBe(access);
    expect((await stored()).refreshToken).toBe(peer.liveRefreshToken());
  });

  it('takes a key of 32 bytes in hex or base64, and refuses anything else at start', () => {
    const env = { ZALO_APP_ID: 'a', ZALO_APP_SECRET: 's', ZALO_REFRESH_TOKEN: 'r' };
    expect(zaloConfig({ ...env, ZALO_TOKEN_KEY: key1.toString('hex') }).zalo!.tokenKeys.current).toEqual(key1);
    expect(zaloConfig({ ...env, ZALO_TOKEN_KEY_PREVIOUS: key1.toString('base64') }).zalo!.tokenKeys).toEqual({
      current: undefined,
      previous: key1,
    });
    expect(() => zaloConfig({ ...env, ZALO_TOKEN_KEY: 'too-short' })).toThrow(/ZALO_TOKEN_KEY: must be 32 bytes/);
  });
});

describe.skipIf(!onPostgres)('two instances on one PostgreSQL database', () => {
  let other: App;
  beforeAll(async () => {
    other = await buildApp(t.config, await openDatabase({ databaseUrl: t.databaseUrl, dataDir: null }), {
      jobs: { start: false },
      logger: false,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
  });

  it('racing on one message, send it once', async () => {
    const shop = await seedShop(t.db);
    await useTemplates(t.db);
    const shopper = await signUp(t.app);
    const orders = await Promise.all(
      [1, 2, 3].map(() => placedOrder(t.app, shopper.tokens.access, orderBody({}, shop))),
    );
    await Promise.all([t.app.jobs.runDue(), other.jobs.runDue(), t.app.jobs.runDue(), other.jobs.runDue()]);
    for (const order of orders) {
      expect(peer.messages.filter((m) => m.tracking_id === `order:${order.id}:zalo:placed`)).toHaveLength(1);
      expect(await zaloJobsOf(t.db, order.id)).toEqual([expect.objectContaining({ status: 'done', attempts: 1 })]);
    }
  });
});
