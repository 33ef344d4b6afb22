/**
 * The demo catalogue's pictures as pipeline images. Its drawings are SVGs under media/ (made by
 * scripts/make-demo-images.ts); link previews (Zalo, Facebook) show no SVG and a phone should get a file the size
 * of its screen, so each product, variant, category and banner picture is drawn at a fixed width and goes through
 * the upload pipeline (modules/media/demo-images.ts) into `media/demo/p/<hash>/`, a generated folder kept out of git
 * and served at /media/demo/p/.
 *
 * The folder's name is a hash of the SVG and its drawing width, so an image's URL is known without drawing it: the
 * seed, which runs in every test file and e2e run, only reads and hashes the SVGs. Drawing (AVIF is slow on two
 * cores) happens once per clone, when the server starts and finds a folder missing; an edited SVG gets a new folder.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { variantWidths } from '@shop/domain/media.rules';
import { serverDir } from '../../config';
import { demoBanners, demoCategories, demoProducts } from './demo-catalogue';

/** The demo's drawings (and the placeholders), served at /media/ (config.mediaDir). */
export const DEMO_MEDIA_DIR = join(serverDir, 'media');
/** The generated folder of the demo's pipeline images, and its URL. */
export const DEMO_IMAGES_DIR = join(DEMO_MEDIA_DIR, 'demo', 'p');
const DEMO_IMAGES_URL = '/media/demo/p';

/**
 * How many pixels wide each kind of drawing is rasterised. A product's picture is at most 620 CSS pixels wide (the
 * product page on a desktop) and a phone gets at most the 640 file (media.rules): 800 keeps the whole catalogue's
 * drawing under a minute of CPU. A category tile is at most 160 wide; a banner spans the page, up to 1200.
 */
const DRAW_WIDTH: Record<string, number> = { products: 800, categories: 320, banners: 1600 };
/** Part of the hash: change it when the pipeline's output changes (encoders, widths), so every folder is redrawn. */
const RECIPE = 'demo-images-1';

export interface DemoImage {
  /** The SVG's URL in the demo data, e.g. `/media/products/tra-den.svg`. */
  svgUrl: string;
  /** The SVG file. */
  file: string;
  svg: Buffer;
  drawWidth: number;
  /** The folder's name under {@link DEMO_IMAGES_DIR}. */
  hash: string;
  /** The pipeline URL (its largest WebP) the seed writes. */
  url: string;
}

const known = new Map<string, DemoImage>();

/** The pipeline image an SVG of the demo becomes (the file is read and hashed once per process). */
export function demoImage(svgUrl: string): DemoImage {
  const cached = known.get(svgUrl);
  if (cached) return cached;
  const match = /^\/media\/([a-z]+)\/([a-z0-9-]+\.svg)$/.exec(svgUrl);
  const drawWidth = match ? DRAW_WIDTH[match[1]!] : undefined;
  if (!match || !drawWidth) throw new Error(`not a drawing of the demo catalogue: ${svgUrl}`);
  const file = join(DEMO_MEDIA_DIR, match[1]!, match[2]!);
  const svg = readFileSync(file);
  const hash = createHash('sha256').update(`${RECIPE}\n${drawWidth}\n`).update(svg).digest('hex').slice(0, 32);
  const top = variantWidths(drawWidth).at(-1)!;
  const image = { svgUrl, file, svg, drawWidth, hash, url: `${DEMO_IMAGES_URL}/${hash}/${top}.webp` };
  known.set(svgUrl, image);
  return image;
}

/** The URL the seed writes for one of the demo's SVGs. */
export const demoImageUrl = (svgUrl: string): string => demoImage(svgUrl).url;

/** Every picture of the demo that becomes a pipeline image (products, their variants, categories, banners). */
export function demoImages(): DemoImage[] {
  const urls = new Set([
    ...demoProducts.flatMap((p) => [p.image_url, ...p.variants.map((v) => v.main_image)]),
    ...demoCategories.map((c) => c.image_url),
    ...demoBanners.map((b) => b.image_url),
  ]);
  // Two drawings with the same bytes (a product and its first variant) are one image.
  return [...new Map([...urls].map((url) => [demoImage(url).hash, demoImage(url)])).values()];
}
