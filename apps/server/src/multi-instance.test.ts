// Several instances behind a load balancer (README "Several instances"): two servers listening on
// real ports, one PostgreSQL database. A catalogue write through the admin API of one is seen by the public API of
// the other within a second, although both had the old answers in their read caches (the NOTIFY tells them); a token
// signed by one is taken by the other (the same JWT_SECRET). PostgreSQL only: PGlite can't be shared by two.
import type { AddressInfo } from 'node:net';
import { AdminProductDetail } from '@shop/domain/admin-catalog.schemas';
import { Product, ProductPage } from '@shop/domain/catalog.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app';
import { openDatabase } from './db/client';
import { category, productBody } from './testing/catalog.testing';
import { accountWithRole } from './testing/staff.testing';
import { buildTestApp } from './testing/test-app';

const LISTING = '/api/products/?ordering=name&page_size=100';

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let other: App;
  /** The two instances' addresses, as a load balancer would reach them. */
  let one: string;
  let two: string;
  let admin: { email: string; password: string };

  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: false });
    const account = await accountWithRole(t.app, t.db, 'admin');
    admin = { email: account.email, password: account.password };
    // The second instance: the same settings (JWT_SECRET included), its own pool, LISTEN connection and cache.
    other = await buildApp(t.config, await openDatabase({ databaseUrl: t.databaseUrl, dataDir: null }), {
      jobs: { start: false },
      logger: false,
    });
    const urlOf = (app: App) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await other.listen({ port: 0, host: '127.0.0.1' });
    one = urlOf(t.app);
    two = urlOf(other);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  async function get<T>(base: string, path: string, schema: { parse(v: unknown): T }): Promise<T> {
    const res = await fetch(base + path);
    expect(res.status, path).toBe(200);
    return schema.parse(await res.json());
  }

  async function send(base: string, method: string, path: string, body: unknown, token?: string) {
    const res = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  }

  const hits = (app: App) => Object.values(app.readCache.stats()).reduce((n, s) => n + s.hits, 0);

  /** Reads the product and the listing on `base` twice: the second time from its cache. */
  async function warm(app: App, base: string, id: number, price: number) {
    for (let i = 0; i < 2; i++) {
      const before = hits(app);
      expect((await get(base, `/api/products/${id}/`, Product)).price).toBe(price);
      const listed = (await get(base, LISTING, ProductPage)).results.find((p) => p.id === id);
      expect(listed?.price).toBe(price);
      if (i === 1) expect(hits(app)).toBe(before + 2);
    }
  }

  /** How long until `base` answers the new name and price, in the detail and the listing (polled every 25 ms). */
  async function seenWithin(base: string, id: number, want: { name: string; price: number }) {
    const started = performance.now();
    await expect
      .poll(
        async () => {
          const detail = await get(base, `/api/products/${id}/`, Product);
          const listed = (await get(base, LISTING, ProductPage)).results.find((p) => p.id === id);
          return {
            detail: { name: detail.name, price: detail.price },
            listed: { name: listed?.name, price: listed?.price },
          };
        },
        { timeout: 1000, interval: 25 },
      )
      .toEqual({ detail: want, listed: want });
    return performance.now() - started;
  }

  it("a catalogue write on one is seen by the other's public API within a second, both caches warm", async () => {
    // Signed in on the second instance; its token writes on the first.
    const login = await send(two, 'POST', '/api/token/', admin);
    expect(login.status).toBe(200);
    const token = (login.body as { access: string }).access;
    const cat = await category(t.db, 'Nhiều máy chủ');
    const created = await send(
      one,
      'POST',
      '/api/admin/products/',
      productBody(cat.id, { discount_price: null }),
      token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const product = AdminProductDetail.parse(created.body);

    await warm(t.app, one, product.id, product.price);
    await warm(other, two, product.id, product.price);

    const renamed = { name: `${product.name} (mới)`, price: product.price + 5_000 };
    const write = await send(one, 'PATCH', `/api/admin/products/${product.id}/`, renamed, token);
    expect(write.status, JSON.stringify(write.body)).toBe(200);
    expect(await seenWithin(one, product.id, renamed)).toBeLessThan(1000);
    expect(await seenWithin(two, product.id, renamed)).toBeLessThan(1000);

    // And the other way round: a write on the second instance reaches the first one's warm cache.
    await warm(t.app, one, product.id, renamed.price);
    const back = { name: product.name, price: product.price };
    expect((await send(two, 'PATCH', `/api/admin/products/${product.id}/`, back, token)).status).toBe(200);
    expect(await seenWithin(one, product.id, back)).toBeLessThan(1000);
  });
});
