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

interface Job {
  image: DemoImage;
  png: Buffer;
  /** Resolves once the image's folder is written (or its drawing failed, which is logged). */
  drawn: Promise<void>;
  finish: () => void;
}

/**
 * The images waiting to be put through the pipeline, in the order they will be, and each one not yet on disk (waiting
 * or being drawn) by its folder's name. One per process, as the folder they go to is one per clone and the SVG
 * loader is blocked for the whole process.
 */
const queue: Job[] = [];
const pending = new Map<string, Job>();
let drawing = false;

/**
 * The demo's pictures whose folder is missing (db/seed/demo-images.ts), put through the upload pipeline: the same
 * widths, formats and og.jpg as an upload. The SVGs are all rasterised before this resolves (a few seconds): the
 * pipeline refuses SVG once it has seen its first upload (image-pipeline.ts blocks every loader but four, for the
 * whole process), so this runs before the server listens. Encoding them (AVIF: about 40 s of CPU for the whole
 * catalogue) goes on in the background, one image at a time, so that a fresh clone serves at once; a picture asked
 * for meanwhile is drawn next and its request waits for it ({@link demoImageDrawn}). `done` resolves with how many
 * were drawn, or rejects with the first failure once the others are done.
 */
export async function drawDemoImages(
  opts: { images?: DemoImage[]; log?: Pick<FastifyBaseLogger, 'info' | 'error'> } = {},
): Promise<{ done: Promise<number> }> {
  const missing = (opts.images ?? demoImages()).filter(
    (image) => !existsSync(join(DEMO_IMAGES_DIR, image.hash)) && !pending.has(image.hash),
  );
  if (missing.length === 0) return { done: Promise.resolve(0) };
  const started = performance.now();
  opts.log?.info({ count: missing.length }, 'drawing the demo catalogue’s images in the background (once per clone)');
  const pngs = await Promise.all(missing.map(rasterise));
  const jobs = missing.map((image, i) => newJob(image, pngs[i]!));
  for (const job of jobs) {
    queue.push(job);
    pending.set(job.image.hash, job);
  }
  if (!drawing) void drawQueued(opts.log);
  const done = Promise.allSettled(jobs.map((job) => job.drawn)).then(() => {
    const failed = jobs.filter((job) => !existsSync(join(DEMO_IMAGES_DIR, job.image.hash)));
    if (failed.length) throw new Error(`demo images not drawn: ${failed.map((j) => j.image.file).join(', ')}`);
    opts.log?.info(
      { count: missing.length, ms: Math.round(performance.now() - started) },
      'drew the demo catalogue’s images',
    );
    return missing.length;
  });
  return { done };
}

/** Draws the demo's missing pictures and resolves once every one is on disk (tests, scripts). */
export async function ensureDemoImages(opts: Parameters<typeof drawDemoImages>[0] = {}): Promise<number> {
  return (await drawDemoImages(opts)).done;
}

/**
 * When the picture in folder `hash` is being drawn: moves it to the front of the queue and resolves once it is on
 * disk. Otherwise undefined (drawn long ago, or no such picture: the file server answers).
 */
export function demoImageDrawn(hash: string): Promise<void> | undefined {
  const job = pending.get(hash);
  if (!job) return undefined;
  const at = queue.indexOf(job);
  if (at > 0) queue.unshift(...queue.splice(at, 1));
  // at -1: being drawn now.
  return job.drawn;
}

function newJob(image: DemoImage, png: Buffer): Job {
  let finish!: () => void;
  const drawn = new Promise<void>((resolve) => (finish = resolve));
  return { image, png, drawn, finish };
}

/** One image at a time: its seven encodings already fill libuv's pool, which the requests' file reads share. */
async function drawQueued(log?: Pick<FastifyBaseLogger, 'error'>) {
  drawing = true;
  for (let job = queue.shift(); job; job = queue.shift()) {
    try {
      await writeFolder(job.image, job.png);
    } catch (err) {
      log?.error({ err, file: job.image.file }, 'a demo image could not be drawn');
    }
    pending.delete(job.image.hash);
    job.finish();
  }
  drawing = false;
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
