import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverDir } from '../config';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import { type DbLog, createPgListener } from './pg-listener';
import { durableStartParams, enableRealFsync } from './pglite-durability';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type the repos take: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repos accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the committed migrations, then runs `andThen` still under the migration lock: on PostgreSQL several
   * instances may start at once, and what runs there (the demo seed's "is it empty?" and its inserts) runs in one.
   */
  migrate(andThen?: () => Promise<void>): Promise<void>;
  /**
   * Calls `onMessage` for every NOTIFY on `channel`, from any process sharing the database, and once more whenever
   * the listening connection comes back after it was lost (a notification may have been missed meanwhile): then
   * without a payload.
   */
  listen(channel: string, onMessage: (payload?: string) => void): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Sends the database layer's own messages (lost connections, reconnects) to the app's log from now on. */
  useLog(log: DbLog): void;
  /** PGlite on disk only: the data directory as a gzipped tarball (`npm run db:backup`). */
  dumpDataDir?: () => Promise<Blob>;
}

const migrationsFolder = join(serverDir, 'src/db/migrations');
const MIGRATION_LOCK = 7261001;

/** Messages before the app's logger exists, and in scripts. */
const consoleLog: DbLog = {
  info: (obj, msg) => console.log(msg, obj),
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};

/**
 * PostgreSQL when a URL is given, else PGlite on disk under `dataDir` (or in memory for `dataDir: null`). On disk,
 * the data directory is locked for this process: a second one gets DataDirBusyError with a clear message.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  log?: DbLog;
  /** PGlite's own default, fsync off: only for the benchmark that measures what durability costs. */
  unsafeNoFsync?: boolean;
}): Promise<Database> {
  const log = opts.log ?? consoleLog;
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, log) : openPglite(opts.dataDir, opts.unsafeNoFsync);
}

/** The embedded database's files under DATA_DIR. */
export function pgliteDataDir(dataDir: string) {
  return join(dataDir, 'pgdata');
}

/** The extensions the migrations create, from PGlite's bundled contrib (PostgreSQL servers ship them too). */
export const PGLITE_EXTENSIONS = { pg_trgm };

async function openPglite(dataDir: string | null, noFsync = false): Promise<Database> {
  if (!dataDir) return pgliteDatabase(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  const lock = lockDataDir(dataDir);
  try {
    const dir = pgliteDataDir(dataDir);
    mkdirSync(dir, { recursive: true });
    if (noFsync) return pgliteDatabase(await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS }), lock);
    const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS, startParams: durableStartParams() });
    enableRealFsync(client);
    // Whatever crash recovery replayed at start reaches the disk now that fsync is real.
    await client.query('checkpoint');
    return pgliteDatabase(client, lock);
  } catch (err) {
    lock.release();
    throw err;
  }
}

function pgliteDatabase(client: PGlite, lock?: DataDirLock): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async (andThen) => {
      // One process per data directory (the lock), so nothing else can migrate or seed meanwhile.
      await migratePglite(db as never, { migrationsFolder });
      await andThen?.();
    },
    listen: async (channel, onMessage) => {
      await client.listen(channel, onMessage);
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    useLog: () => {},
    ...(lock && { dumpDataDir: () => client.dumpDataDir('gzip') }),
  };
}

async function openPostgres(url: string, initialLog: DbLog): Promise<Database> {
  let log = initialLog;
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's error (server restart) must not crash the process; the pool replaces it. Said in the log.
  pool.on('error', (err) => log.warn({ err }, 'idle database connection lost; the pool replaces it'));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listener = createPgListener({ url, log: () => log });
  return {
    db,
    kind: 'postgres',
    migrate: async (andThen) => {
      // Several instances may start at once: one migrates (and seeds), the others wait on the lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client }), { migrationsFolder });
        await andThen?.();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, onMessage) => listener.listen(channel, onMessage),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
    useLog: (next) => {
      log = next;
    },
  };
}
