// Image uploads of the back office (DESIGN §8), files on this machine (DATA_DIR/media): what the pipeline
// makes of each accepted format, what it refuses (and that a refusal changes nothing), who may upload, the library.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_MESSAGES } from '@shop/domain/media.rules';
import { MediaItem, MediaPage } from '@shop/domain/media.schemas';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, media } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import type { SignedUp } from '../auth/auth.testing';
import {
  cameraJpeg,
  filesUnder,
  gifImage,
  htmlPage,
  longStrip,
  multipart,
  pixelBomb,
  sendBody,
  smallAvif,
  smallPng,
  smallWebp,
  svgImage,
  truncatedJpeg,
  upload,
} from '../media/media.testing';
import { accountWithRole, adminCall } from '../../testing/staff.testing';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-media-'));
const uploads = join(dataDir, 'media');
let t: Awaited<ReturnType<typeof buildTestApp>>;
let staff: SignedUp;
let customer: SignedUp;
let camera: Buffer;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false, env: { DATA_DIR: dataDir } });
  staff = await accountWithRole(t.app, t.db, 'staff');
  customer = await accountWithRole(t.app, t.db, 'customer');
  camera = await cameraJpeg();
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const rows = async () => Number((await t.db.select({ n: count() }).from(media))[0]!.n);
const auditRows = async () =>
  Number((await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.targetType, 'media')))[0]!.n);

describe('POST /api/admin/media/: a 12-megapixel phone photo', () => {
  let item: MediaItem;
  it('is rotated as its EXIF says and answered with its files (DESIGN §8 shape)', async () => {
    const started = performance.now();
    const res = await upload(t.app, staff.tokens.access, camera, { filename: 'IMG_0001.JPG' });
    const ms = Math.round(performance.now() - started);
    console.log(`12 MP JPEG (${camera.length} bytes) uploaded and processed in ${ms} ms`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    item = MediaItem.parse(res.body);
    // Stored 4000 × 3000 with orientation 6: the picture is upright, 3000 wide and 4000 high.
    expect([item.width, item.height]).toEqual([3000, 4000]);
    expect(item.url).toMatch(/^\/media\/p\/[0-9a-f]{32}\/1600\.webp$/);
    expect(item.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      '320.avif',
      '320.webp',
      '640.avif',
      '640.webp',
      '1024.avif',
      '1024.webp',
      '1600.avif',
      '1600.webp',
      '1200.jpeg',
    ]);
    expect(item).toMatchObject({ content_type: 'image/jpeg', bytes: camera.length });
    expect(item.created_by).toEqual({ id: staff.user.id, email: staff.email });
  });

  it('serves every file with its type, a year of immutable caching, upright and without metadata', async () => {
    for (const variant of item.variants) {
      const res = await get(variant.url);
      expect(res.statusCode, variant.url).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${variant.format}`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.width, variant.url).toBe(variant.width);
      expect(meta.height, variant.url).toBe(Math.round((variant.width * 4) / 3));
      expect(meta.exif, `${variant.url} has no EXIF`).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
  });

  it('keeps the original byte for byte, where the shop does not serve it', async () => {
    const [row] = await t.db.select().from(media).where(eq(media.id, item.id));
    expect(row!.original).toMatch(/^originals\/[0-9a-f]{32}\.jpg$/);
    expect(readFileSync(join(uploads, row!.original)).equals(camera)).toBe(true);
    expect((await get(`/media/${row!.original}`)).statusCode).toBe(404);
    expect((await get(`/media/p/../${row!.original}`)).statusCode).toBe(404);
  });

  it('records one audit row for the staff member, in the same transaction', async () => {
    const audit = await adminCall(t.app, staff, 'GET', `/api/admin/audit/?target_type=media&target_id=${item.id}`);
    expect(audit.body).toMatchObject({
      count: 1,
      results: [
        {
          action: 'media.upload',
          target_type: 'media',
          target_id: item.id,
          actor: { id: staff.user.id },
          after: { width: 3000, height: 4000, content_type: 'image/jpeg', bytes: camera.length },
        },
      ],
    });
  });

  it('answers the same row for the same bytes, writing nothing', async () => {
    const [before, beforeAudit, beforeFiles] = [await rows(), await auditRows(), filesUnder(uploads)];
    const again = await upload(t.app, staff.tokens.access, camera);
    expect(again.status).toBe(200);
    expect(MediaItem.parse(again.body).id).toBe(item.id);
    expect([await rows(), await auditRows(), filesUnder(uploads)]).toEqual([before, beforeAudit, beforeFiles]);
  });
});

describe('POST /api/admin/media/: the other accepted formats', () => {
  it.each([
    ['PNG', smallPng, 'image/png', 'png'],
    ['WebP', smallWebp, 'image/webp', 'webp'],
    ['AVIF', smallAvif, 'image/avif', 'avif'],
  ])('takes a %s, judged by its content whatever its name says', async (_name, make, contentType, ext) => {
    const data = await make();
    const res = await upload(t.app, staff.tokens.access, data, { filename: 'anh.jpg', contentType: 'image/jpeg' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const item = MediaItem.parse(res.body);
    expect(item.content_type).toBe(contentType);
    const [row] = await t.db.select().from(media).where(eq(media.id, item.id));
    expect(row!.original.endsWith(`.${ext}`)).toBe(true);
  });

  it('never enlarges: a picture 200 wide gets files 200 wide only', async () => {
    const res = await upload(t.app, staff.tokens.access, await smallPng(200, 150), { contentType: 'image/png' });
    const item = MediaItem.parse(res.body);
    expect(item.url).toMatch(/\/200\.webp$/);
    expect(item.variants.map((v) => `${v.width}.${v.format}`)).toEqual(['200.avif', '200.webp', '200.jpeg']);
  });

  it('keeps transparency in WebP and AVIF, and puts the preview JPEG on white', async () => {
    const res = await upload(t.app, staff.tokens.access, await smallPng(300, 300), { contentType: 'image/png' });
    const item = MediaItem.parse(res.body);
    const webp = await sharp((await get(item.url)).rawPayload).metadata();
    expect(webp.hasAlpha).toBe(true);
    const og = item.variants.find((v) => v.format === 'jpeg')!;
    const jpeg = await sharp((await get(og.url)).rawPayload).metadata();
    expect(jpeg.hasAlpha).toBe(false);
  });
});

describe('POST /api/admin/media/: bad files change nothing and say why', () => {
  const state = async () => [await rows(), await auditRows(), filesUnder(uploads)];

  it.each([
    ['a zero-byte file', async () => Buffer.alloc(0), 'image/jpeg', MEDIA_MESSAGES.empty],
    ['a truncated JPEG', async () => truncatedJpeg(await cameraJpeg()), 'image/jpeg', MEDIA_MESSAGES.corrupt],
    ['an HTML page named .png', async () => htmlPage(), 'image/png', MEDIA_MESSAGES.unsupported],
    ['an SVG', async () => svgImage(), 'image/svg+xml', MEDIA_MESSAGES.unsupported],
    ['a GIF', gifImage, 'image/gif', MEDIA_MESSAGES.unsupported],
    ['a decompression bomb (100 megapixels in a few KB)', pixelBomb, 'image/png', MEDIA_MESSAGES.tooManyPixels],
    ['a strip too long for any WebP (1000 × 20000)', () => longStrip(), 'image/png', MEDIA_MESSAGES.tooTall],
  ])('refuses %s with a 400', async (_name, make, contentType, message) => {
    const data = await make();
    const before = await state();
    const res = await upload(t.app, staff.tokens.access, data, { filename: 'anh.png', contentType });
    expect(res).toMatchObject({ status: 400, body: { file: [message] } });
    expect(await state()).toEqual(before);
  });

  it('refuses a file over 10 MB with a 413', async () => {
    const before = await state();
    const big = Buffer.concat([camera, Buffer.alloc(10 * 1024 * 1024 - camera.length + 1)]);
    const res = await upload(t.app, staff.tokens.access, big);
    expect(res).toMatchObject({ status: 413, body: { file: [MEDIA_MESSAGES.tooLarge] } });
    expect(await state()).toEqual(before);
  });

  it('answers 400 for a body that is not multipart, has no field "file", or is malformed', async () => {
    const before = await state();
    const json = await sendBody(t.app, staff.tokens.access, '{"file":"x"}', 'application/json');
    expect(json).toMatchObject({ status: 400, body: { detail: MEDIA_MESSAGES.notMultipart } });
    const wrongField = await upload(t.app, staff.tokens.access, camera, { field: 'image' });
    expect(wrongField).toMatchObject({ status: 400, body: { file: [MEDIA_MESSAGES.noFile] } });
    const textOnly = multipart([{ name: 'file', data: 'not a file' }]);
    expect(await sendBody(t.app, staff.tokens.access, textOnly.body, textOnly.contentType)).toMatchObject({
      status: 400,
      body: { file: [MEDIA_MESSAGES.noFile] },
    });
    const cut = multipart([{ name: 'file', filename: 'a.jpg', data: camera }]);
    const malformed = await sendBody(t.app, staff.tokens.access, cut.body.subarray(0, 5000), cut.contentType);
    expect(malformed.status).toBe(400);
    const noBoundary = await sendBody(t.app, staff.tokens.access, 'x', 'multipart/form-data');
    expect(noBoundary.status).toBe(400);
    expect(await state()).toEqual(before);
  });
});

describe('POST /api/admin/media/: damaged bodies', () => {
  it('never answers a 5xx to a multipart body cut, flipped or mislabelled anywhere', async () => {
    const image = await smallPng(64, 48);
    const valid = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: image }]);
    const damaged = fc.oneof(
      fc.nat(valid.body.length).map((at) => ({ body: valid.body.subarray(0, at), contentType: valid.contentType })),
      fc.tuple(fc.nat(valid.body.length - 1), fc.integer({ min: 0, max: 255 })).map(([at, byte]) => {
        const body = Buffer.from(valid.body);
        body[at] = byte;
        return { body, contentType: valid.contentType };
      }),
      fc
        .constantFrom(
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=x',
          'multipart/mixed',
          'image/png',
        )
        .map((contentType) => ({ body: valid.body, contentType })),
    );
    await fc.assert(
      fc.asyncProperty(damaged, async ({ body, contentType }) => {
        const res = await sendBody(t.app, staff.tokens.access, body, contentType);
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

describe('who may upload', () => {
  it('answers 401 without a token and 403 to a customer, writing nothing', async () => {
    const rowsBefore = await rows();
    expect((await upload(t.app, undefined, camera)).status).toBe(401);
    expect((await upload(t.app, customer.tokens.access, camera)).status).toBe(403);
    expect((await adminCall(t.app, customer, 'GET', '/api/admin/media/')).status).toBe(403);
    expect(await rows()).toBe(rowsBefore);
  });
});

describe('GET /api/admin/media/', () => {
  it('pages the library newest first, for the picker', async () => {
    const total = await rows();
    const first = await adminCall(t.app, staff, 'GET', '/api/admin/media/?page_size=2');
    expect(first.status).toBe(200);
    const page = MediaPage.parse(first.body);
    expect(page.count).toBe(total);
    expect(page.results).toHaveLength(2);
    expect(page.results[0]!.id).toBeGreaterThan(page.results[1]!.id);
    expect(page.next).toBe('http://shop.test/api/admin/media/?page=2&page_size=2');
    expect((await adminCall(t.app, staff, 'GET', '/api/admin/media/?page=99')).status).toBe(404);
    expect((await adminCall(t.app, staff, 'GET', '/api/admin/media/?page=x')).status).toBe(400);
  });
});
