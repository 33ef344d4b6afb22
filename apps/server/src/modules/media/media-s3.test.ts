// Uploads in S3-compatible object storage: the real app and AWS's SDK against s3rver, a local
// S3-compatible server on 127.0.0.1 started here (S3RVER_PORT, else a free port). Nothing leaves the machine.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { MEDIA_MESSAGES } from '@shop/domain/media.rules';
import { MediaItem } from '@shop/domain/media.schemas';
import { count, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import type { SignedUp } from '../auth/auth.testing';
import { accountWithRole } from '../../testing/staff.testing';
import { createAuditService } from '../audit/audit.service';
import { createMediaService } from './media.service';
import { cameraJpeg, truncatedJpeg, upload } from './media.testing';
import { s3MediaStore } from './storage';

const BUCKET = 'shop-media';
// s3rver's own credentials; it checks the SDK's signatures with them.
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

let server: S3rver;
let endpoint: string;
let client: S3Client;
let t: Awaited<ReturnType<typeof buildTestApp>>;
let staff: SignedUp;
let camera: Buffer;
beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: Number(process.env.S3RVER_PORT ?? 0),
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 's3rver-')),
    resetOnClose: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  t = await buildTestApp({
    seedDemo: false,
    env: {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-s3-data-')),
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_PUBLIC_URL: `${endpoint}/${BUCKET}/`,
      ...CREDENTIALS,
    },
  });
  staff = await accountWithRole(t.app, t.db, 'staff');
  camera = await cameraJpeg();
});
afterAll(async () => {
  await t?.close();
  client?.destroy();
  await server?.close();
});

async function keys(): Promise<string[]> {
  const res = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (res.Contents ?? []).map((o) => o.Key!).sort();
}
const rows = async () => Number((await t.db.select({ n: count() }).from(media))[0]!.n);

describe('S3 mode', () => {
  let item: MediaItem;
  it('puts every file in the bucket and answers URLs under S3_PUBLIC_URL', async () => {
    const res = await upload(t.app, staff.tokens.access, camera);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    item = MediaItem.parse(res.body);
    expect(item.url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/p/[0-9a-f]{32}/1600\\.webp$`));
    const [row] = await t.db.select().from(media).where(eq(media.id, item.id));
    expect(await keys()).toEqual(
      [row!.original, ...item.variants.map((v) => v.url.slice(`${endpoint}/${BUCKET}/`.length))].sort(),
    );
  });

  it('serves each file back from its public URL, upright, with its type and a year of caching', async () => {
    for (const variant of item.variants) {
      const res = await fetch(variant.url);
      expect(res.status, variant.url).toBe(200);
      expect(res.headers.get('content-type')).toBe(`image/${variant.format}`);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.width, meta.exif]).toEqual([variant.width, undefined]);
      expect(meta.height).toBeGreaterThan(meta.width!);
    }
  });

  it('keeps the original byte for byte, marked private', async () => {
    const [row] = await t.db.select().from(media).where(eq(media.id, item.id));
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: row!.original }));
    expect(head).toMatchObject({ ContentType: 'image/jpeg', CacheControl: 'private, no-store' });
    expect(head.ContentLength).toBe(camera.length);
  });

  it('lets the shop pages show images from the bucket (CSP img-src)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const imgSrc = String(res.headers['content-security-policy'])
      .match(/img-src ([^;]*)/)![1]!
      .split(' ');
    expect(imgSrc).toContain(endpoint);
  });

  it('serves nothing at /media/p/ of its own (the files are in the bucket)', async () => {
    const local = item.url.slice(`${endpoint}/${BUCKET}`.length);
    expect((await t.app.inject({ method: 'GET', url: `/media${local}` })).statusCode).toBe(404);
  });

  it('refuses a bad file without writing an object', async () => {
    const before = [await keys(), await rows()];
    const res = await upload(t.app, staff.tokens.access, truncatedJpeg(camera));
    expect(res).toMatchObject({ status: 400, body: { file: [MEDIA_MESSAGES.corrupt] } });
    expect([await keys(), await rows()]).toEqual(before);
  });

  it('removes the objects of an upload whose transaction fails', async () => {
    const before = [await keys(), await rows()];
    const store = s3MediaStore({ ...t.config.uploads.s3! });
    const svc = createMediaService({
      db: t.db,
      store,
      publicUrl: 'http://shop.test',
      log: t.app.log,
      audit: createAuditService({ db: t.db, publicUrl: 'http://shop.test' }),
    });
    const other = await sharp(camera).rotate(90).resize({ width: 800 }).jpeg().toBuffer();
    const failed = svc.upload(other, {
      createdBy: staff.user.id,
      onWrite: async () => {
        throw new Error('audit failed');
      },
    });
    await expect(failed).rejects.toThrow('audit failed');
    expect([await keys(), await rows()]).toEqual(before);
    store.close();
  });
});
