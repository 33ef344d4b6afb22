// The media service on its own: a failed upload leaves no row and no file of its own, and touches no
// file it did not write; the same bytes uploaded twice at once make one row.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, users } from '../../db/schema/index';
import { openTestDatabase } from '../../testing/test-app';
import { createAuditService } from '../audit/audit.service';
import { createMediaService } from './media.service';
import { filesUnder, smallPng, smallWebp } from './media.testing';
import { type MediaStore, localMediaStore } from './storage';

const silent = { info() {}, warn() {}, error() {} } as never;
let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let userId: number;
beforeAll(async () => {
  opened = await openTestDatabase({ seedDemo: false });
  const [user] = await opened.database.db
    .insert(users)
    .values({ username: 'nhanvien', email: 'nv@example.com', passwordHash: 'x', firstName: 'Nhân viên', role: 'staff' })
    .returning();
  userId = user!.id;
});
afterAll(async () => {
  await opened?.database.close();
  await opened?.drop();
});

const rows = async () => Number((await opened.database.db.select({ n: count() }).from(media))[0]!.n);

/** A real store on a fresh directory that already holds a file of someone else's. */
function storeDir() {
  const dir = mkdtempSync(join(tmpdir(), 'shop-media-store-'));
  mkdirSync(join(dir, 'p', 'other'), { recursive: true });
  writeFileSync(join(dir, 'p', 'other', 'keep.webp'), 'not ours');
  return dir;
}

function service(store: MediaStore) {
  return createMediaService({
    db: opened.database.db,
    store,
    publicUrl: 'http://shop.test',
    log: silent,
    audit: createAuditService({ db: opened.database.db, publicUrl: 'http://shop.test' }),
  });
}

describe('a failed upload', () => {
  it('removes the files it wrote when one write fails, and no row is made', async () => {
    const dir = storeDir();
    const local = localMediaStore(dir);
    const failing: MediaStore = {
      ...local,
      put: async (o) => {
        if (o.key.endsWith('/640.avif')) throw new Error('disk full');
        await new Promise((r) => setTimeout(r, 20));
        return local.put(o);
      },
    };
    const before = await rows();
    await expect(service(failing).upload(await smallWebp(), { createdBy: userId })).rejects.toThrow('disk full');
    expect(filesUnder(dir)).toEqual(['p/other/keep.webp']);
    expect(await rows()).toBe(before);
  });

  it('removes its files when its transaction fails (the audit row could not be written)', async () => {
    const dir = storeDir();
    const before = await rows();
    const upload = service(localMediaStore(dir)).upload(await smallWebp(), {
      createdBy: userId,
      onWrite: async () => {
        throw new Error('audit failed');
      },
    });
    await expect(upload).rejects.toThrow('audit failed');
    expect(filesUnder(dir)).toEqual(['p/other/keep.webp']);
    expect(await rows()).toBe(before);
  });
});

describe('the same picture twice at once', () => {
  it('makes one row, both answers name it, and its files stay', async () => {
    const dir = storeDir();
    const svc = service(localMediaStore(dir));
    const data = await smallPng(640, 480);
    const [a, b] = await Promise.all([
      svc.upload(data, { createdBy: userId }),
      svc.upload(data, { createdBy: userId }),
    ]);
    expect(a.item.id).toBe(b.item.id);
    expect([a.created, b.created].filter(Boolean)).toHaveLength(1);
    expect(filesUnder(dir)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^p\/[0-9a-f]{32}\/640\.webp$/),
        expect.stringMatching(/^originals\/[0-9a-f]{32}\.png$/),
      ]),
    );
    expect(filesUnder(dir)).toHaveLength(1 + 2 * 2 + 1 + 1);
  });
});
