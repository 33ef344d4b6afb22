import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import type { AddressStructure } from '../modules/address/address.service';

/**
 * A fresh database for one test file: a new PostgreSQL database when DATABASE_URL is set (dropped afterwards),
 * else an in-memory PGlite. Real migrations; the demo catalogue unless `seedDemo: false`.
 */
export async function openTestDatabase(opts: { seedDemo?: boolean; addressStructure?: AddressStructure } = {}) {
  const adminUrl = process.env.DATABASE_URL;
  let database: Database;
  /** The test database's own URL on PostgreSQL (a second pool, a spawned server). */
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (adminUrl) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await openDatabase({ databaseUrl, dataDir: null });
    drop = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    database = await openDatabase({ databaseUrl: undefined, dataDir: null });
  }
  await prepareDatabase(database, { seedDemo: opts.seedDemo ?? true, addressStructure: opts.addressStructure });
  return { database, drop, databaseUrl };
}

export const TEST_PUBLIC_URL = 'http://shop.test';

/** The real app on a fresh database, for `app.inject()`. Call `close()` in afterAll. */
export async function buildTestApp(
  opts: {
    seedDemo?: boolean;
    env?: NodeJS.ProcessEnv;
    jobs?: BuildOptions['jobs'];
    /** The app's logger (default: LOG_LEVEL silent). */
    logger?: BuildOptions['logger'];
  } = {},
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    ...opts.env,
  });
  const { database, drop, databaseUrl } = await openTestDatabase({
    ...opts,
    addressStructure: config.addressStructure,
  });
  // The job worker runs only where a test asks for it; others run due jobs themselves (app.jobs.runDue()).
  const app = await buildApp(config, database, {
    jobs: { start: false, ...opts.jobs },
    ...(opts.logger ? { logger: opts.logger } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    /** PostgreSQL only: the test database's URL, for a second app on it. */
    databaseUrl,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
