// A repeated catalogue request is answered from the read cache before its query is validated (answerRepeats in
// lib/cached-body.ts): the same answer as the normal path, never for an address that did not pass validation, and
// gone with its entry when the catalogue changes.
import { Product, ProductPage } from '@shop/domain/catalog.schemas';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { CachedBody } from '../../lib/cached-body';
import { buildTestApp } from '../../testing/test-app';
import { notifyCatalogChanged } from './catalog.service';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const remembered = (url: string) => t.app.readCache.forRequest(url);

/** What a client sees of an answer: status, headers (but the clock's) and bytes. */
const seen = (res: LightMyRequestResponse) => {
  const { date: _date, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.rawPayload };
};

describe('a repeated catalogue request', () => {
  it('gets the same status, headers and bytes as the normal path, in each encoding', async () => {
    const urls = [
      '/api/products/?page=1&page_size=30&ordering=price',
      '/api/products/search/?q=tr%C3%A0',
      '/api/categories/hierarchy/',
    ];
    for (const url of urls)
      for (const encoding of [undefined, 'gzip', 'gzip, deflate, br']) {
        t.app.readCache.clear();
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const normal = await get(url, headers);
        expect(normal.statusCode, url).toBe(200);
        expect(remembered(url)).toBeInstanceOf(CachedBody);
        const repeated = await get(url, headers);
        expect(seen(repeated)).toEqual(seen(normal));
        if (url.includes('page_size=30'))
          expect(repeated.headers['content-encoding']).toBe(encoding?.includes('br') ? 'br' : encoding);
      }
    const id = ProductPage.parse((await get('/api/products/?page_size=1')).json()).results[0]!.id;
    const normal = await get(`/api/products/${id}`);
    expect(seen(await get(`/api/products/${id}`))).toEqual(seen(normal));
  });

  it('is never answered for an address that did not pass validation', async () => {
    for (const url of [
      '/api/products/?page=abc',
      '/api/products/?ordering=nonsense',
      '/api/products/search/?q=a%00b',
      '/api/products/by_category/',
    ]) {
      expect((await get(url)).statusCode, url).toBe(400);
      expect((await get(url)).statusCode, url).toBe(400);
      expect(remembered(url)).toBeUndefined();
    }
    // A page past the end is no kept answer either.
    expect((await get('/api/products/?page=999')).statusCode).toBe(404);
    expect(remembered('/api/products/?page=999')).toBeUndefined();
  });

  it('goes the normal way with credentials: a bad token is still a 401', async () => {
    const id = ProductPage.parse((await get('/api/products/?page_size=1')).json()).results[0]!.id;
    await get(`/api/products/${id}`);
    expect(remembered(`/api/products/${id}`)).toBeInstanceOf(CachedBody);
    expect((await get(`/api/products/${id}`, { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it('shows a catalogue change: the entry goes, and the address is answered by its reload', async () => {
    const list = '/api/products/?page_size=100&ordering=name';
    const first = ProductPage.parse((await get(list)).json()).results[0]!;
    const url = `/api/products/${first.id}`;
    const before = Product.parse((await get(url)).json());
    Product.parse((await get(url)).json());
    await get(list);
    expect(remembered(list)).toBeInstanceOf(CachedBody);
    await t.db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ stock: before.stock + 5 })
        .where(eq(products.id, first.id));
      await notifyCatalogChanged(tx);
    });
    await expect.poll(() => remembered(list)).toBeUndefined();
    expect(Product.parse((await get(url)).json()).stock).toBe(before.stock + 5);
    expect(Product.parse((await get(url)).json()).stock).toBe(before.stock + 5);
    const listed = ProductPage.parse((await get(list)).json()).results.find((p) => p.id === first.id);
    expect(listed?.stock).toBe(before.stock + 5);
  });

  it('keeps as many addresses as its bound, however many distinct ones come', async () => {
    t.app.readCache.clear();
    for (let i = 0; i < 40; i++) expect((await get(`/api/categories/hierarchy/?x=${i}`)).statusCode).toBe(200);
    expect(t.app.readCache.size().requests).toBe(40);
    // The bound itself is the read cache's (read-cache.test.ts fills it past READ_CACHE_MAX_REQUESTS).
  });
});
