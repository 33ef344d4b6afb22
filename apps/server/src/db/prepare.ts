import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';
import { isCatalogueEmpty, seedDemoCatalogue } from './seed/seed-demo';

/** Applies the committed migrations, then seeds the demo catalogue into an empty database when asked to. */
export async function prepareDatabase(database: Database, opts: { seedDemo: boolean; log?: FastifyBaseLogger }) {
  await database.migrate();
  if (opts.seedDemo && (await isCatalogueEmpty(database.db))) {
    await seedDemoCatalogue(database.db);
    opts.log?.info('seeded the demo catalogue into an empty database');
  }
}
