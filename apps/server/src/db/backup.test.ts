// `npm run db:backup` / `db:restore`: a change made after the backup is gone after the restore.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase } from './backup';
import { type Database, openDatabase } from './client';
import { DataDirBusyError } from './data-dir-lock';
import { prepareDatabase } from './prepare';
import { categories } from './schema/index';

const work = mkdtempSync(join(tmpdir(), 'shop-backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function categoryNames(database: Database) {
  const rows = await database.db.select({ name: categories.name }).from(categories).orderBy(categories.name);
  return rows.map((r) => r.name);
}

async function backupChangeRestore(target: { databaseUrl?: string; dataDir: string }, file: string) {
  const open = () => openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  let database = await open();
  await prepareDatabase(database, { seedDemo: false });
  await database.db.insert(categories).values({ name: 'Trước sao lưu', slug: 'truoc-sao-luu' });
  await database.close();

  await backupDatabase(target, file);

  database = await open();
  await database.db.insert(categories).values({ name: 'Sau sao lưu', slug: 'sau-sao-luu' });
  await database.db.update(categories).set({ name: 'Đã đổi' }).where(eq(categories.slug, 'truoc-sao-luu'));
  expect(await categoryNames(database)).toEqual(['Sau sao lưu', 'Đã đổi']);
  await database.close();

  const restored = await restoreDatabase(target, file);

  database = await open();
  try {
    expect(await categoryNames(database)).toEqual(['Trước sao lưu']);
  } finally {
    await database.close();
  }
  return restored;
}

describe('backup and restore', () => {
  // A database on disk is created, opened four times, dumped and loaded: seconds each on a busy machine.
  it('embedded: the restore brings back the backup and keeps the replaced data aside', async () => {
    const dataDir = join(work, 'pglite');
    const restored = await backupChangeRestore({ dataDir }, join(work, 'shop.tar.gz'));
    expect(restored.movedAside && existsSync(restored.movedAside)).toBe(true);
  }, 180_000);

  it('embedded: neither runs while the shop holds the data directory', async () => {
    const dataDir = join(work, 'pglite');
    const shop = await openDatabase({ dataDir });
    try {
      await expect(backupDatabase({ dataDir }, join(work, 'busy.tar.gz'))).rejects.toBeInstanceOf(DataDirBusyError);
      await expect(restoreDatabase({ dataDir }, join(work, 'shop.tar.gz'))).rejects.toBeInstanceOf(DataDirBusyError);
      expect(existsSync(join(work, 'busy.tar.gz'))).toBe(false);
    } finally {
      await shop.close();
    }
  }, 60_000);

  const adminUrl = process.env.DATABASE_URL;
  it.skipIf(!adminUrl)('PostgreSQL: pg_dump and pg_restore of DATABASE_URL', async () => {
    const name = `shop_test_backup_${randomBytes(4).toString('hex')}`;
    const admin = async (query: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(query).finally(() => client.end());
    };
    await admin(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      await backupChangeRestore({ databaseUrl: url.toString(), dataDir: work }, join(work, 'shop.dump'));
    } finally {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
