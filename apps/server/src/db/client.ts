import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
  migrate(): Promise<void>;
  /** Calls `onMessage` for every NOTIFY on `channel`, from any process sharing the database. */
  listen(channel: string, onMessage: () => void): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = join(import.meta.dirname, 'migrations');

/** PostgreSQL when a URL is given, else PGlite on disk under `dataDir` (or in memory for `dataDir: null`). */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
}): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    listen: async (channel, onMessage) => {
      await client.listen(channel, onMessage);
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let listener: pg.Client | undefined;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several instances may start at once: one migrates, the others wait on the lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(7261001)');
        await migratePg(drizzlePg({ client }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(7261001)').catch(() => {});
        client.release();
      }
    },
    listen: async (channel, onMessage) => {
      if (!listener) {
        listener = new pg.Client({ connectionString: url });
        listener.on('error', () => {});
        await listener.connect();
      }
      listener.on('notification', (msg) => {
        if (msg.channel === channel) onMessage();
      });
      await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
