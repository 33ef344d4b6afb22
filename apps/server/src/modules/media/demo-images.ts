import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { DEMO_IMAGES_DIR, type DemoImage, demoImages } from '../../db/seed/demo-images';
import { processImage } from './image-pipeline';

/** Flat drawings: effort 3 (the uploads') makes them 2 % smaller in twice the time. */
const DEMO_AVIF_EFFORT = 2;

/**
 * Draws the demo's pictures whose folder is missing (db/seed/demo-images.ts) and puts them through the upload
 * pipeline: the same widths, formats and og.jpg as an upload. Answers how many were drawn.
 *
 * Runs before the server listens: the pipeline refuses SVG once it has seen its first upload (image-pipeline.ts
 * blocks every loader but four, for the whole process), so every SVG is rasterised before the first is processed.
 */
export async function ensureDemoImages(
  opts: { images?: DemoImage[]; log?: Pick<FastifyBaseLogger, 'info'> } = {},
): Promise<number> {
  const missing = (opts.images ?? demoImages()).filter((image) => !existsSync(join(DEMO_IMAGES_DIR, image.hash)));
  if (missing.length === 0) return 0;
  const started = performance.now();
  opts.log?.info({ count: missing.length }, 'drawing the demo catalogue’s images (once per clone)');
  const drawings = await Promise.all(missing.map(rasterise));
  for (const [i, image] of missing.entries()) await writeFolder(image, drawings[i]!);
  opts.log?.info(
    { count: missing.length, ms: Math.round(performance.now() - started) },
    'drew the demo catalogue’s images',
  );
  return missing.length;
}

/** The SVG as a PNG `drawWidth` pixels wide, drawn at that size (not enlarged from its own). */
async function rasterise(image: DemoImage): Promise<Buffer> {
  const { width } = await sharp(image.svg).metadata();
  if (!width) throw new Error(`demo image without a width: ${image.file}`);
  return sharp(image.svg, { density: (72 * image.drawWidth) / width })
    .resize({ width: image.drawWidth })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** The image's files, written beside its folder and then renamed into place: a folder that exists is complete. */
async function writeFolder(image: DemoImage, png: Buffer) {
  const { files } = await processImage(png, { avifEffort: DEMO_AVIF_EFFORT });
  const folder = join(DEMO_IMAGES_DIR, image.hash);
  const temp = `${folder}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await mkdir(temp, { recursive: true });
    await Promise.all(files.map((f) => writeFile(join(temp, f.name), f.data)));
    await rename(temp, folder);
  } catch (err) {
    // Another process (a second server of this clone) drew it meanwhile: its files are the same.
    if (!existsSync(folder)) throw err;
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
