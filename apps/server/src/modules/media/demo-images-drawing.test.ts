// A fresh clone serves at once: the demo's pictures are drawn in the background, and one asked for meanwhile is drawn
// next and answered with its file. Its own file: the SVGs must be rasterised before this process's first upload
// (image-pipeline.ts blocks the SVG loader from then on), as the server does before it listens.
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IMAGES_DIR, type DemoImage } from '../../db/seed/demo-images';
import { buildTestApp } from '../../testing/test-app';
import { drawDemoImages } from './demo-images';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
});
afterAll(() => t?.close());

/** A drawing of its own (a colour no other has), so its folder is surely not drawn yet in this clone. */
function freshDrawing(): DemoImage {
  const colour = randomBytes(3).toString('hex');
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#${colour}"/></svg>`,
  );
  const hash = randomBytes(16).toString('hex');
  return { svgUrl: `/media/test/${hash}.svg`, file: `${hash}.svg`, svg, drawWidth: 800, hash, url: '' };
}

describe('a fresh clone’s first start', () => {
  const images = [freshDrawing(), freshDrawing(), freshDrawing(), freshDrawing()];
  afterAll(() => {
    for (const image of images) rmSync(join(DEMO_IMAGES_DIR, image.hash), { recursive: true, force: true });
  });

  it('serves while the pictures are drawn; one asked for is drawn next and answered, never a 404', async () => {
    const { done } = await drawDemoImages({ images });
    const last = images.at(-1)!;
    expect(existsSync(join(DEMO_IMAGES_DIR, last.hash))).toBe(false);

    const res = await t.app.inject(`/media/demo/p/${last.hash}/640.avif`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);

    expect(await done).toBe(images.length);
    // Drawn before the two that were waiting ahead of it.
    const drawnAt = (image: DemoImage) => statSync(join(DEMO_IMAGES_DIR, image.hash)).ctimeMs;
    expect(drawnAt(last)).toBeLessThan(drawnAt(images[1]!));
    expect(drawnAt(last)).toBeLessThan(drawnAt(images[2]!));
  }, 60_000);
});
