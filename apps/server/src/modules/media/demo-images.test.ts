// The demo catalogue's pictures are pipeline images, served as an upload's are.
import { pipelineImage } from '@shop/domain/media.rules';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, categories, productVariants, products } from '../../db/schema/index';
import { demoImages } from '../../db/seed/demo-images';
import { TEST_PUBLIC_URL, buildTestApp } from '../../testing/test-app';
import { webBuild } from '../../testing/web-build';
import { ensureDemoImages } from './demo-images';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  // The shop's real build, so that a product page is rendered with its head.
  t = await buildTestApp({ env: { WEB_DIST_DIR: await webBuild() } });
}, 180_000);
afterAll(() => t?.close());

const DEMO_FOLDER = /^\/media\/demo\/p\/[0-9a-f]{32}$/;

describe('the demo catalogue’s pictures', () => {
  it('are pipeline images: products, variants, categories, banners', async () => {
    const urls = [
      ...(await t.db.select({ url: products.imageUrl }).from(products)),
      ...(await t.db.select({ url: productVariants.mainImage }).from(productVariants)),
      ...(await t.db.select({ url: categories.imageUrl }).from(categories)),
      ...(await t.db.select({ url: banners.imageUrl }).from(banners)),
    ].map((r) => r.url);
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) expect(pipelineImage(url)?.folder, url).toMatch(DEMO_FOLDER);
    const variants = await t.db.select().from(productVariants);
    for (const v of variants) expect(v.images).toEqual([v.mainImage]);
  });

  it('are served as WebP and AVIF at each width, and a product page previews its JPEG', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.isActive, true)).limit(1);
    // The server draws them all at start; here only this one, if this clone has not drawn it yet.
    await ensureDemoImages({ images: demoImages().filter((i) => i.url === row!.imageUrl) });
    const image = pipelineImage(row!.imageUrl)!;
    expect(image.widths).toEqual([320, 640, 800]);

    for (const width of image.widths) {
      for (const format of ['webp', 'avif']) {
        const res = await t.app.inject(`${image.folder}/${width}.${format}`);
        expect(res.statusCode, `${width}.${format}`).toBe(200);
        expect(res.headers['content-type']).toBe(`image/${format}`);
        expect(res.headers['cache-control']).toContain('immutable');
        expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
      }
    }

    const page = await t.app.inject(`/products/${row!.id}`);
    const og = `${image.folder}/og.jpg`;
    expect(page.body).toContain(`property="og:image" content="${TEST_PUBLIC_URL}${og}"`);
    const jpeg = await t.app.inject(og);
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 800 });
  });

  it('a picture not drawn yet is a 404, not the shop page', async () => {
    const res = await t.app.inject('/media/demo/p/0123456789abcdef0123456789abcdef/800.webp');
    expect(res.statusCode).toBe(404);
  });
});
