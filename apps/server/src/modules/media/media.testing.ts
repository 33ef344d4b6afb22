// Test support for image uploads: images made with sharp (no binary fixtures in the repository) and multipart bodies
// written by hand, so a test can also send what a browser never would.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import type { App } from '../../app';
import { freshIp } from '../auth/auth.testing';

/**
 * A photo-like picture: a gradient, a dark disc and pseudo-random grain, so encoders have real work (a flat picture
 * costs them nothing). Drawn pixel by pixel: the pipeline blocks sharp's SVG loader in this process.
 */
function photo(width: number, height: number) {
  const px = Buffer.alloc(width * height * 3);
  let seed = 12345;
  const r = Math.min(width, height) * 0.3;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 36;
      const t = (x / width + y / height) / 2;
      const inDisc = (x - width * 0.4) ** 2 + (y - height * 0.45) ** 2 < r * r;
      const i = (y * width + x) * 3;
      px[i] = Math.min(255, (inDisc ? 59 : 123 + 120 * t) + grain);
      px[i + 1] = Math.min(255, (inDisc ? 35 : 74 + 143 * t) + grain);
      px[i + 2] = Math.min(255, (inDisc ? 20 : 42 + 135 * t) + grain);
    }
  }
  return sharp(px, { raw: { width, height, channels: 3 } });
}

/**
 * A 12-megapixel camera JPEG, 4000 × 3000 as stored, with EXIF orientation 6 (turn 90° clockwise to view: the
 * picture is 3000 × 4000) and a GPS position, as phones write it.
 */
export async function cameraJpeg(): Promise<Buffer> {
  return photo(4000, 3000)
    .withExif({
      IFD0: { Make: 'ShopTest', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 46/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export const smallPng = async (width = 200, height = 150) => photo(width, height).ensureAlpha(0.8).png().toBuffer();
export const smallWebp = async () => photo(900, 600).webp().toBuffer();
export const smallAvif = async () => photo(700, 700).avif({ effort: 2 }).toBuffer();

export const svgImage = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400"/></svg>',
  );
export const htmlPage = () => Buffer.from('<!doctype html><html><head><title>x</title></head><body>Hi</body></html>');
export const gifImage = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } })
    .gif()
    .toBuffer();

/** A JPEG cut in half: its header says 4000 × 3000, its pixels end early. */
export const truncatedJpeg = (jpeg: Buffer) => jpeg.subarray(0, Math.floor(jpeg.length / 2));

/** 10000 × 10000 of one colour (100 megapixels) in a PNG of a few kilobytes: a decompression bomb. */
export const pixelBomb = () =>
  sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();

/** 1000 × 20000 (20 megapixels, within the limit): its 1000-wide WebP would be taller than WebP allows. */
export const longStrip = () =>
  sharp({ create: { width: 1000, height: 20_000, channels: 3, background: '#e8d5b7' } })
    .png()
    .toBuffer();

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body of these parts. */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----shop${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${
      part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''
    }\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** `POST /api/admin/media/` with one file in the field `file`. */
export async function upload(
  app: App,
  token: string | undefined,
  data: Buffer,
  opts: { filename?: string; contentType?: string; field?: string } = {},
) {
  const { body, contentType } = multipart([
    {
      name: opts.field ?? 'file',
      filename: opts.filename ?? 'image.jpg',
      contentType: opts.contentType ?? 'image/jpeg',
      data,
    },
  ]);
  return sendBody(app, token, body, contentType);
}

/** A raw body to `POST /api/admin/media/`. */
export async function sendBody(app: App, token: string | undefined, body: Buffer | string, contentType: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/media/',
    remoteAddress: freshIp(),
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body,
  });
  let json: unknown;
  try {
    json = res.json();
  } catch {
    json = res.body;
  }
  return { status: res.statusCode, body: json, headers: res.headers };
}

/** Every file under `dir`, as paths relative to it, sorted. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const path = join(d, e.name);
      if (e.isDirectory()) walk(path);
      else out.push(relative(dir, path));
    }
  };
  walk(dir);
  return out.sort();
}
