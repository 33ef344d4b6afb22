import { expect, test, type Page, type Route } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from '../shop-env';
import { openInApp, plainProduct } from './shop-helpers';

/**
 * An image uploaded through the back office's API is shown with `srcset`/`sizes`, AVIF first, so a phone
 * downloads the 320 or 640 file and never a wider one. The catalogue's products still have the demo's SVGs (the
 * product editor comes with the back office's app): the catalogue's answers are given the uploaded image's URL on
 * their way to the page, and everything else (upload, pipeline, files, markup) is the real shop.
 */

let imageUrl: string;

test.beforeAll(async ({ request }) => {
  const token = await request.post('/api/token/', { data: E2E_ADMIN });
  expect(token.ok()).toBe(true);
  const { access } = (await token.json()) as { access: string };
  // A 2400 × 1800 photo-like picture (noise over a colour), different on each run's project.
  const photo = await sharp({
    create: {
      width: 2400,
      height: 1800,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .tint('#b07a4a')
    .jpeg({ quality: 85 })
    .toBuffer();
  const res = await request.post('/api/admin/media/', {
    headers: { authorization: `Bearer ${access}` },
    multipart: { file: { name: 'tra-sua.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  imageUrl = ((await res.json()) as { url: string }).url;
  expect(imageUrl).toMatch(/^\/media\/p\/[0-9a-f]{32}\/1600\.webp$/);
});

/** The catalogue's answers with every product's image replaced by the uploaded one. */
async function withUploadedImage(route: Route) {
  const response = await route.fetch();
  const text = (await response.text()).replace(/"image_url":"[^"]*"/g, `"image_url":"${imageUrl}"`);
  await route.fulfill({ response, body: text });
}

/** The widths of the pipeline files the page fetched. */
function pipelineWidths(page: Page): number[] {
  const widths: number[] = [];
  page.on('request', (r) => {
    const match = /\/media\/p\/[0-9a-f]{32}\/(\d+)\.(avif|webp)$/.exec(new URL(r.url()).pathname);
    if (match) widths.push(Number(match[1]));
  });
  return widths;
}

test('the product page shows the uploaded image in AVIF, a phone only its 320 or 640 file', async ({
  page,
  request,
  isMobile,
}) => {
  const product = await plainProduct(request);
  await page.route(new RegExp(`/api/products/${product.id}/?(\\?.*)?$`), withUploadedImage);
  const widths = pipelineWidths(page);
  await openInApp(page, `/products/${product.id}`);
  const image = page.locator('picture img[data-fly-source]');
  await expect(image).toHaveAttribute('alt', product.name);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const chosen = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(chosen).toMatch(/\.avif$/);
  if (isMobile) {
    expect(chosen).toMatch(/\/640\.avif$/);
    expect(
      widths.every((w) => w <= 640),
      `fetched ${widths.join(', ')}`,
    ).toBe(true);
  } else {
    // Desktop Chrome, 1280 wide: the image's slot is 620 pixels.
    expect(chosen).toMatch(/\/(640|1024|1600)\.avif$/);
  }
});

test('product cards take the narrow files', async ({ page, isMobile }) => {
  await page.route(/\/api\/products\/\?/, withUploadedImage);
  const widths = pipelineWidths(page);
  await openInApp(page, '/products');
  const card = page.locator('main a[href^="/products/"] picture img').first();
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await card.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/(320|640)\.avif$/);
  expect(widths.length).toBeGreaterThan(0);
  expect(
    widths.every((w) => w <= 640),
    `fetched ${widths.join(', ')}`,
  ).toBe(true);
  if (!isMobile) expect(widths.every((w) => w === 320)).toBe(true);
});
