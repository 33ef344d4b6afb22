// The database opener's safety: one process per embedded data directory, fsync that
// reaches the disk, the demo seed under the migration lock, and a LISTEN connection that comes back.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase } from '../testing/test-app';
import { type Db, openDatabase } from './client';
import { DataDirBusyError, LOCK_FILE } from './data-dir-lock';
import { LISTENER_APPLICATION_NAME } from './pg-listener';
import { durableStartParams, enableRealFsync } from './pglite-durability';
import { prepareDatabase } from './prepare';
import { products } from './schema/index';

const serverDir = join(import.meta.dirname, '../..');
const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'shop-db-test-'));
  dirs.push(dir);
  return dir;
}
/** Rows of a raw query: PGlite's and node-postgres's results both carry `rows`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// Creating a database on disk takes seconds, and more on a busy machine.
describe('one process per embedded data directory', { timeout: 120_000 }, () => {
  // One directory for these tests.
  const dataDir = tempDir();

  it('a second open of a busy directory is refused with a clear message; after close it opens', async () => {
    const first = await openDatabase({ dataDir });
    const lock = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(process.pid);

    const second = openDatabase({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirBusyError);
    await expect(second).rejects.toThrow(
      `The data directory ${dataDir} is in use by another process (PID ${process.pid}`,
    );

    await first.close();
    const again = await openDatabase({ dataDir });
    await again.ping();
    await again.close();
  });

  it('a lock left by a process killed with kill -9 is taken over', async () => {
    const dead = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    const deadPid = dead.pid!;
    dead.kill('SIGKILL');
    await new Promise((resolve) => dead.once('exit', resolve));
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: deadPid, started: '1', token: 'x', command: 'x' }));

    const database = await openDatabase({ dataDir });
    await database.ping();
    await database.close();
  });

  it('a lock naming a live PID that started at another time (a reused PID) is taken over', async () => {
    writeFileSync(
      join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: process.pid, started: '1', token: 'x', command: 'an earlier shop' }),
    );
    const database = await openDatabase({ dataDir });
    await database.close();
  });

  it('`npm run db:seed` beside a running shop stops with the message and changes nothing', async () => {
    const shop = await openDatabase({ dataDir });
    try {
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/db/seed/run-seed.ts'], {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
      const failed = await run.then(
        () => undefined,
        (err: { code: number; stderr: string }) => err,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toContain(`The data directory ${dataDir} is in use by another process`);
      expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    } finally {
      await shop.close();
    }
  });
});

describe('durability of the embedded database', { timeout: 120_000 }, () => {
  it('runs with fsync on, and a commit reaches the disk through a real fsync', async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ dataDir });
    const setting = async (name: string) => {
      const rows = await rowsOf<Record<string, string>>(database.db, sql.raw(`show ${name}`));
      return Object.values(rows[0]!)[0];
    };
    expect(await setting('fsync')).toBe('on');
    expect(await setting('synchronous_commit')).toBe('on');
    expect(await setting('wal_sync_method')).toBe('fsync');
    await database.close();

    const client = await PGlite.create(join(dataDir, 'pgdata'), { startParams: durableStartParams() });
    const stats = enableRealFsync(client);
    await client.exec('create table t (v int)');
    const before = stats.syncs;
    await client.query('insert into t values (1)');
    expect(stats.syncs).toBeGreaterThan(before);
    await client.close();
  });
});

const adminUrl = process.env.DATABASE_URL;

describe.skipIf(!adminUrl)('PostgreSQL', () => {
  const dropAfter: string[] = [];
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of dropAfter) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('two instances preparing one fresh database at once seed the demo catalogue once, without an error', async () => {
    const name = `shop_test_seed_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    dropAfter.push(name);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;

    const [a, b] = await Promise.all([
      openDatabase({ databaseUrl: url.toString(), dataDir: null }),
      openDatabase({ databaseUrl: url.toString(), dataDir: null }),
    ]);
    try {
      const results = await Promise.all([a, b].map((d) => prepareDatabase(d, { seedDemo: true })));
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      const slugs = await a.db.select({ slug: products.slug }).from(products);
      expect(slugs.length).toBeGreaterThan(0);
      expect(new Set(slugs.map((s) => s.slug)).size).toBe(slugs.length);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('says in the log when it loses connections, and the listener comes back with its channels', async () => {
    const { database, drop } = await openTestDatabase({ seedDemo: false });
    const logged: string[] = [];
    const capture = (level: string) => (_obj: object, msg: string) => logged.push(`${level}: ${msg}`);
    database.useLog({ info: capture('info'), warn: capture('warn'), error: capture('error') });
    try {
      let notices = 0;
      await database.listen('test_channel', () => notices++);
      await database.ping();
      // Every connection of this database goes: the pool's idle one and the listener's.
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const name = (await rowsOf<{ db: string }>(database.db, sql`select current_database() as db`))[0]!.db;
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await admin.end();

      for (let i = 0; i < 100 && notices === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(logged).toContain('warn: idle database connection lost; the pool replaces it');
      expect(logged).toContain('error: database listener connection lost; reconnecting');
      expect(logged).toContain('warn: database listener reconnected; caches cleared');
      expect(notices).toBe(1);

      await database.ping();
      await database.db.execute(sql`select pg_notify('test_channel', '')`);
      for (let i = 0; i < 100 && notices === 1; i++) await new Promise((r) => setTimeout(r, 50));
      expect(notices).toBe(2);
    } finally {
      await database.close();
      await drop();
    }
  });

  describe('the LISTEN connection', () => {
    let t: Awaited<ReturnType<typeof buildTestApp>> | undefined;
    afterEach(() => t?.close());

    it('comes back after its backend is terminated: the cache is cleared and later notices arrive', async () => {
      t = await buildTestApp();
      const [product] = await t.db.select({ id: products.id }).from(products).limit(1);
      const nameOf = async () => {
        const res = await t!.app.inject({ method: 'GET', url: `/api/products/${product!.id}/` });
        return (res.json() as { name: string }).name;
      };
      const eventually = async (want: string) => {
        for (let i = 0; i < 100 && (await nameOf()) !== want; i++) await new Promise((r) => setTimeout(r, 50));
        return nameOf();
      };
      const rename = (name: string) => t!.db.update(products).set({ name }).where(eq(products.id, product!.id));

      await nameOf();
      // A change that sends no notice stays invisible behind the cache: the cache is really in the way.
      await rename('Đổi lặng lẽ');
      expect(await nameOf()).not.toBe('Đổi lặng lẽ');

      const terminated = await rowsOf<{ n: number }>(
        t.db,
        sql`
        select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      );
      expect(terminated[0]!.n).toBe(1);

      // The reconnect clears the cache, since a notice may have been missed while it was away.
      expect(await eventually('Đổi lặng lẽ')).toBe('Đổi lặng lẽ');
      const listeners = await rowsOf<{ n: number }>(
        t.db,
        sql`
        select count(*)::int as n from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      );
      expect(listeners[0]!.n).toBe(1);

      // And it listens again: a write with its notice shows at once.
      await t.db.transaction(async (tx) => {
        await tx.update(products).set({ name: 'Đổi có báo' }).where(eq(products.id, product!.id));
        await tx.execute(sql`select pg_notify('catalog_changed', '')`);
      });
      expect(await eventually('Đổi có báo')).toBe('Đổi có báo');
    });
  });
});
