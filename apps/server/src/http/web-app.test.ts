import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { socialImageUrl } from '@shop/domain/media.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyCatalogChanged } from '../modules/catalog/catalog.service';
import { banners, products } from '../db/schema/index';
import { TEST_PUBLIC_URL, buildTestApp } from '../testing/test-app';
import { webBuild } from '../testing/web-build';
import { routeIdOf, routerManifest } from './ssr';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let dist: string;
beforeAll(async () => {
  dist = await webBuild();
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
}, 180_000);
afterAll(() => t?.close());

const page = (url: string) => t.app.inject(url);

/** The nonce the CSP header allows, and those of the page's inline scripts. */
function nonces(res: Awaited<ReturnType<typeof page>>) {
  const header = /script-src [^;]*'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
  const scripts = [...res.body.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]);
  return { header, scripts };
}

/** A product's JSON-LD as the page carries it. */
function jsonLd(body: string) {
  const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(body)?.[1];
  return JSON.parse(json!) as {
    '@type': string;
    name: string;
    description: string;
    image: string[];
    offers: { price: number; priceCurrency: string };
  };
}

async function renameProduct(id: number, set: Partial<typeof products.$inferInsert>) {
  await t.db.transaction(async (tx) => {
    await tx.update(products).set(set).where(eq(products.id, id));
    await notifyCatalogChanged(tx);
  });
}

describe('pages rendered on the server (DESIGN §9)', () => {
  it('renders each page whole, revalidated, its inline scripts allowed by the nonce of its CSP header', async () => {
    // The first answer of each: rendered while it streams (those kept after are checked below).
    for (const url of ['/', '/products', '/account/login', '/he-thong-cua-hang?x=1', '/chinh-sach-bao-mat']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toMatch(/^<!DOCTYPE html><html lang="vi">/);
      const { header, scripts } = nonces(res);
      expect(scripts.length, url).toBeGreaterThan(0);
      expect(new Set(scripts), url).toEqual(new Set([header]));
    }
  });

  it('writes the data it shows: the listing its products and prices, the layout the shop settings', async () => {
    const listing = (await t.app.inject('/api/products/?page=1&page_size=12')).json() as {
      results: { name: string }[];
    };
    const res = await page('/products');
    expect(res.body).toContain('<h1 id="listing-title"');
    for (const p of listing.results) expect(res.body).toContain(p.name.replace(/&/g, '&amp;'));
    expect(res.body).toMatch(/\d{1,3}(\.\d{3})+\s?₫/);
  });

  it('answers 404 for a page or a product that does not exist', async () => {
    for (const url of ['/no-such-page', '/products/99999999', '/products/abc']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
    const missing = (await page('/products/99999999')).body;
    expect(missing).toContain('property="og:title" content="Không tìm thấy sản phẩm"');
    expect(missing).not.toContain('og:image');
  });

  it("redirects the listing's alias to its one spelling", async () => {
    const res = await page('/products?category=3');
    expect(res.statusCode).toBe(307);
    expect(res.headers.location).toContain('category_id=3');
  });

  it('keeps a page per path and query, the same bytes for everyone, its inline scripts allowed by their hashes', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.isActive, true)).offset(3).limit(1);
    const url = `/products/${row!.id}`;
    const first = await page(url);
    const second = await page(url);
    const third = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(second.body).toBe(first.body);
    expect(third.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(third.rawPayload).toString()).toBe(first.body);
    // The kept page names no nonce: a nonce serves one answer only. Each inline script its render emitted (they carry
    // its nonce; the JSON-LD is data, never run) is allowed by its hash.
    const csp = String(second.headers['content-security-policy']);
    expect(csp).not.toContain("'nonce-");
    const inline = [...second.body.matchAll(/<script(?![^>]*\ssrc=)[^>]*\snonce="[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1]!,
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const text of inline) {
      expect(csp).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
    await renameProduct(row!.id, { name: 'Trà đã đổi tên' });
    await expect.poll(async () => (await page(url)).body).toContain('Trà đã đổi tên');
  });

  it("keeps the home page no longer than a banner's window allows", async () => {
    const startsAt = Date.now() + 2_000;
    const [soon] = await t.db
      .insert(banners)
      .values({
        imageUrl: '/media/banner-on-time.webp',
        startsAt: new Date(startsAt),
        endsAt: new Date(startsAt + 60_000),
      })
      .returning();
    // Rendered (and kept) before the window opens: without the banner, and no longer once it opens.
    expect((await page('/')).body).not.toContain('banner-on-time');
    await new Promise((r) => setTimeout(r, Math.max(0, startsAt + 300 - Date.now())));
    expect((await page('/')).body).toContain('banner-on-time');
    await t.db.delete(banners).where(eq(banners.id, soon!.id));
  });
});

describe("a product page's head, from the router", () => {
  it('carries its title, description, Open Graph tags, canonical link and JSON-LD, each once', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.isActive, true)).limit(1);
    const res = await page(`/products/${row!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`property="og:title" content="${row!.name}"`);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    // The demo's pictures are pipeline images: the preview is their JPEG.
    expect(res.body).toContain(`property="og:image" content="${TEST_PUBLIC_URL}${socialImageUrl(row!.imageUrl)}"`);
    expect(res.body).toContain('property="og:type" content="product"');
    expect(res.body).toContain(`rel="canonical" href="${TEST_PUBLIC_URL}/products/${row!.id}"`);
    const data = jsonLd(res.body);
    expect(data).toMatchObject({ '@type': 'Product', name: row!.name, offers: { priceCurrency: 'VND' } });
    expect(data.offers.price).toBe(row!.discountPrice ?? row!.price);
    expect(res.body.match(/<title/g)).toHaveLength(1);
  });

  it('escapes what a product name could inject', async () => {
    const [row] = await t.db.select().from(products).limit(1);
    await renameProduct(row!.id, { name: 'Trà "ngon" </script><script>alert(1)</script>' });
    await expect.poll(async () => (await page(`/products/${row!.id}`)).body).toContain('&quot;ngon&quot;');
    expect((await page(`/products/${row!.id}`)).body).not.toContain('<script>alert(1)');
  });

  it("writes a name, description and image holding $' $` $& as they are", async () => {
    const name = "Trà $' sữa $` $& test";
    const description = "Bột $' pha $` trà $& sữa";
    const image = "/media/tra-$'-$&.webp";
    const [row] = await t.db.select().from(products).where(eq(products.isActive, true)).offset(1).limit(1);
    await renameProduct(row!.id, { name, description, imageUrl: image });
    const url = `/products/${row!.id}`;
    await expect.poll(async () => (await page(url)).body).toContain('sữa $` $&amp; test');
    const body = (await page(url)).body;
    for (const part of ['<!DOCTYPE', '<head>', '</head>', '</html>']) expect(body.split(part), part).toHaveLength(2);
    expect(jsonLd(body)).toMatchObject({ name, description, image: [`${TEST_PUBLIC_URL}${image}`] });
  });

  it('offers a pipeline image at its widths in the page and previews its JPEG', async () => {
    const folder = '/media/p/0123456789abcdef0123456789abcdef';
    const [row] = await t.db.select().from(products).where(eq(products.isActive, true)).offset(2).limit(1);
    await renameProduct(row!.id, { imageUrl: `${folder}/1600.webp` });
    const url = `/products/${row!.id}`;
    await expect.poll(async () => (await page(url)).body).toContain(`${folder}/og.jpg`);
    const body = (await page(url)).body;
    expect(body).toContain(`property="og:image" content="${TEST_PUBLIC_URL}${folder}/og.jpg"`);
    expect(body).toContain(`${folder}/320.avif 320w, ${folder}/640.avif 640w`);
  });
});

describe("the other pages' heads", () => {
  const tag = (body: string, attr: string) => body.match(new RegExp(`<[^>]*${attr}[^>]*>`, 'g')) ?? [];

  it("previews the home page with a banner's JPEG and gives it its address", async () => {
    const body = (await page('/')).body;
    const [oldest] = await t.db.select().from(banners).orderBy(banners.id).limit(1);
    expect(body).toContain(`property="og:image" content="${TEST_PUBLIC_URL}${socialImageUrl(oldest!.imageUrl)}"`);
    expect(body).toContain(`rel="canonical" href="${TEST_PUBLIC_URL}/"`);
    expect(body).toContain('property="og:site_name" content="Trà Sữa Nguyên Liệu"');
    expect(tag(body, 'property="og:type"')).toHaveLength(1);
  });

  it("names a listing by what it lists, not by how it's sorted or shown", async () => {
    const body = (await page('/products?category_id=2&page=2&ordering=price&view=list')).body;
    expect(body).toContain(`rel="canonical" href="${TEST_PUBLIC_URL}/products?category_id=2&amp;page=2"`);
    expect(body).toContain(`property="og:url" content="${TEST_PUBLIC_URL}/products?category_id=2&amp;page=2"`);
    expect(tag(body, 'property="og:title"')).toHaveLength(1);
  });

  it('keeps search results out of search engines, and every page its own title in a preview', async () => {
    const results = (await page('/search?q=tra')).body;
    expect(results).toContain('name="robots" content="noindex, follow"');
    expect(results).toContain('property="og:title" content="Tìm kiếm: tra"');
    expect((await page('/search?q=')).body).not.toContain('name="robots"');
    expect((await page('/chinh-sach-doi-tra')).body).toContain('property="og:title" content="Chính sách đổi trả"');
  });
});

describe('the files beside the pages', () => {
  it('caches hashed assets for a year, 404s missing files, never serves the renderer or the manifest', async () => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    const entry = Object.values(manifest).find((c) => c.isEntry)!;
    const asset = await t.app.inject(`/${entry.file}`);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/assets/missing-000.js', '/.ssr/entry-server.js', '/.vite/manifest.json']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
  });

  it('serves media with a cache lifetime', async () => {
    const res = await t.app.inject('/media/placeholder.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it('serves robots.txt and a sitemap of the available products', async () => {
    const robots = await t.app.inject('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');
    const sitemap = await t.app.inject('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const listed = (await t.app.inject('/api/products/?page_size=100')).json() as { results: { id: number }[] };
    for (const p of listed.results) expect(sitemap.body).toContain(`<loc>${TEST_PUBLIC_URL}/products/${p.id}</loc>`);
    const [inactive] = await t.db.select().from(products).where(eq(products.isActive, false)).limit(1);
    expect(sitemap.body).not.toContain(`/products/${inactive!.id}<`);
  });
});

describe("the router's manifest, from Vite's", () => {
  it('names route ids as the file routes do', () => {
    expect(routeIdOf('src/routes/_shop.tsx?tsr-split=component')).toBe('/_shop');
    expect(routeIdOf('src/routes/_shop/index.tsx?tsr-split=component')).toBe('/_shop/');
    expect(routeIdOf('src/routes/_shop/products/$id.tsx?tsr-split=component')).toBe('/_shop/products/$id');
    expect(routeIdOf('src/routes/_shop/products/$id.tsx?tsr-split=errorComponent')).toBeUndefined();
    expect(routeIdOf('_react.js')).toBeUndefined();
  });

  it("gives the root the entry, its styles and chunks; a route only the chunks the entry doesn't load", () => {
    const chunk = (file: string, imports: string[] = []) => ({ file: `assets/${file}`, imports });
    const manifest = routerManifest({
      'src/entry-client.tsx': { ...chunk('entry.js', ['_react.js']), isEntry: true, css: ['assets/entry.css'] },
      '_react.js': chunk('react.js'),
      '_card.js': chunk('card.js', ['_react.js']),
      'src/routes/_shop/index.tsx?tsr-split=component': chunk('home.js', ['_card.js', 'src/entry-client.tsx']),
    });
    expect(manifest.routes.__root__).toEqual({
      preloads: ['/assets/react.js'],
      css: ['/assets/entry.css'],
      scripts: [{ attrs: {}, children: expect.stringContaining('s.src="/assets/entry.js"') }],
    });
    expect(manifest.routes['/_shop/']).toEqual({ preloads: ['/assets/home.js', '/assets/card.js'], css: [] });
  });
});
