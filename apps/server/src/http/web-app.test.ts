import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pictureSources, pipelineImage, socialImageUrl } from '@shop/domain/media.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyCatalogChanged } from '../modules/catalog/catalog.service';
import { products } from '../db/schema/index';
import { TEST_PUBLIC_URL, buildTestApp } from '../testing/test-app';

// A stand-in for the web build: the real index.html shape and one hashed asset.
const dist = join(mkdtempSync(join(tmpdir(), 'web-dist-')), 'dist');
mkdirSync(join(dist, 'assets'), { recursive: true });
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html lang="vi"><head><title data-static-head>Shop</title><meta data-static-head name="description" content="Default" /></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
// Vite's manifest: the entry and the chunks of the routes the server hints (first-route.ts).
mkdirSync(join(dist, '.vite'));
const chunk = (file: string, imports: string[] = []) => ({ file: `assets/${file}`, imports });
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { ...chunk('index-abc123.js', ['_react.js']), isEntry: true },
    '_react.js': chunk('react-r1.js'),
    '_card.js': chunk('card-c1.js', ['_react.js']),
    'src/routes/_shop.tsx?tsr-split=component': chunk('shop-l1.js', ['_react.js']),
    'src/routes/_shop/index.tsx?tsr-split=component': chunk('home-h1.js', ['_card.js']),
    'src/routes/_shop/products/index.tsx?tsr-split=component': chunk('products-p1.js', ['_card.js']),
    'src/routes/_shop/products/$id.tsx?tsr-split=component': chunk('product-d1.js', ['_card.js']),
  }),
);

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(() => t?.close());

/** The hint tags of a page's head. */
async function hintsOf(url: string) {
  const body = (await t.app.inject(url)).body;
  return {
    modules: [...body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]),
    fetches: [...body.matchAll(/rel="preload" as="fetch" href="([^"]+)" crossorigin/g)].map((m) => m[1]),
    // A plain image's href, or a pipeline image's srcset (first-route.ts).
    images: [...body.matchAll(/rel="preload" as="image" (?:href|type="[^"]+" imagesrcset)="([^"]+)"/g)].map(
      (m) => m[1],
    ),
  };
}

describe("the first page's hints", () => {
  it('home: the layout and home chunks (not what the entry loads), its API calls at once', async () => {
    const hints = await hintsOf('/');
    expect(hints.modules).toEqual(['/assets/shop-l1.js', '/assets/home-h1.js', '/assets/card-c1.js']);
    expect(hints.fetches).toContain('/api/banners/');
    expect(hints.fetches).toContain('/api/products/?ordering=newest&amp;page=1&amp;page_size=9');
    expect(hints.images).toEqual([]);
  });

  it('a product: its chunk, its answer and its image; the listing: its first images', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.isActive, true)).limit(1);
    const product = await hintsOf(`/products/${row!.id}`);
    expect(product.modules).toContain('/assets/product-d1.js');
    expect(product.fetches).toEqual(['/api/config', `/api/products/${row!.id}`]);
    // The demo's pictures are pipeline images: the AVIF sources of the page's <picture>.
    const avif = pictureSources(pipelineImage(row!.imageUrl)!, 'gallery').filter((s) => s.type === 'image/avif');
    expect(product.images).toEqual(avif.map((s) => s.srcset));
    const listing = await hintsOf('/products');
    expect(listing.modules).toContain('/assets/products-p1.js');
    // Two images, each with a phone's source and a wider screen's.
    expect(listing.images).toHaveLength(4);
  });

  it('hints nothing where the calls depend on the query or the product does not exist', async () => {
    for (const url of ['/products?category=3', '/products/99999999', '/account/login']) {
      expect(await hintsOf(url), url).toEqual({ modules: [], fetches: [], images: [] });
    }
  });
});

describe('the web app and its fallbacks', () => {
  it('serves index.html for app routes, revalidated', async () => {
    for (const url of ['/', '/products', '/account/login', '/he-thong-cua-hang?x=1']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and 404s missing files', async () => {
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject('/assets/missing-000.js')).statusCode).toBe(404);
  });

  it('serves media with a cache lifetime', async () => {
    const res = await t.app.inject('/media/placeholder.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it('writes a product page head for link previews and search engines', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.isActive, true)).limit(1);
    const res = await t.app.inject(`/products/${row!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`property="og:title" content="${row!.name}`);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    // The demo's pictures are pipeline images: the preview is their JPEG.
    expect(res.body).toContain(`property="og:image" content="${TEST_PUBLIC_URL}${socialImageUrl(row!.imageUrl)}"`);
    expect(res.body).toContain('property="og:type" content="product"');
    const jsonLd = /<script data-static-head type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)?.[1];
    const data = JSON.parse(jsonLd!) as {
      '@type': string;
      name: string;
      offers: { price: number; priceCurrency: string };
    };
    expect(data).toMatchObject({ '@type': 'Product', name: row!.name, offers: { priceCurrency: 'VND' } });
    expect(data.offers.price).toBe(row!.discountPrice ?? row!.price);
    expect(res.body.match(/<title/g)).toHaveLength(1);
  });

  it('escapes what a product name could inject', async () => {
    const [row] = await t.db.select().from(products).limit(1);
    await t.db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ name: 'Trà "ngon" </script><script>alert(1)</script>' })
        .where(eq(products.id, row!.id));
      await notifyCatalogChanged(tx);
    });
    await expect.poll(async () => (await t.app.inject(`/products/${row!.id}`)).body).toContain('&quot;ngon&quot;');
    const body = (await t.app.inject(`/products/${row!.id}`)).body;
    expect(body).not.toContain('<script>alert(1)');
  });

  it("writes a name, description and image holding $' $` $& as they are, never splicing the page", async () => {
    const name = "Trà $' sữa $` $& test";
    const description = "Bột $' pha $` trà $& sữa";
    const image = "/media/tra-$'-$&.webp";
    const [row] = await t.db.select().from(products).where(eq(products.isActive, true)).offset(1).limit(1);
    await t.db.transaction(async (tx) => {
      await tx.update(products).set({ name, description, imageUrl: image }).where(eq(products.id, row!.id));
      await notifyCatalogChanged(tx);
    });
    const url = `/products/${row!.id}`;
    await expect.poll(async () => (await t.app.inject(url)).body).toContain('sữa $` $&amp; test');
    const body = (await t.app.inject(url)).body;
    // The page's skeleton once: a replacement pattern would have copied the text before or after a match.
    for (const part of ['<!doctype', '<head>', '</head>', '<title', '<div id="root">', '</html>']) {
      expect(body.split(part), part).toHaveLength(2);
    }
    const html = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
    expect(body).toContain(`<title data-static-head>${html(name)} | `);
    expect(body).toContain(`name="description" content="${html(description)}"`);
    expect(body).toContain(`<link rel="preload" as="image" href="${image.replace(/&/g, '&amp;')}"`);
    const jsonLd = /<script data-static-head type="application\/ld\+json">(.*?)<\/script>/.exec(body)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({ name, description, image: [`${TEST_PUBLIC_URL}${image}`] });
  });

  it("announces a pipeline image as the page's <picture> has it, and previews its JPEG (issue 13)", async () => {
    const folder = '/media/p/0123456789abcdef0123456789abcdef';
    const [row] = await t.db.select().from(products).where(eq(products.isActive, true)).offset(2).limit(1);
    await t.db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ imageUrl: `${folder}/1600.webp` })
        .where(eq(products.id, row!.id));
      await notifyCatalogChanged(tx);
    });
    const url = `/products/${row!.id}`;
    await expect.poll(async () => (await t.app.inject(url)).body).toContain(`${folder}/og.jpg`);
    const body = (await t.app.inject(url)).body;
    expect(body).toContain(
      `<meta data-static-head property="og:image" content="${TEST_PUBLIC_URL}${folder}/og.jpg" />`,
    );
    const preloads = [...body.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    // A phone is offered the 320 and 640 files only; wider screens every width. AVIF, as the <picture> prefers.
    expect(preloads).toEqual([
      expect.stringContaining(
        `type="image/avif" imagesrcset="${folder}/320.avif 320w, ${folder}/640.avif 640w" imagesizes="(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw" media="(max-width: 767px)"`,
      ),
      expect.stringContaining(`${folder}/1600.avif 1600w" imagesizes="(min-width: 1280px) 620px`),
    ]);
    expect(preloads[1]).toContain('media="(min-width: 768px)"');
  });

  it('serves the plain app for an unknown product', async () => {
    const res = await t.app.inject('/products/99999999');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('og:title');
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
