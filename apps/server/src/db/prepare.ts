import type { FastifyBaseLogger } from 'fastify';
import type { AddressStructure } from '../modules/address/address.service';
import type { Database } from './client';
import { isCatalogueEmpty, seedDemoCatalogue } from './seed/seed-demo';

/**
 * Applies the committed migrations, then seeds the demo catalogue into an empty database when asked to (its stores'
 * units in `addressStructure`, legacy unless told). The seed runs under the migration lock: two instances starting on
 * one fresh PostgreSQL database seed it once.
 */
export async function prepareDatabase(
  database: Database,
  opts: { seedDemo: boolean; addressStructure?: AddressStructure; log?: Pick<FastifyBaseLogger, 'info'> },
): Promise<{ seeded: boolean }> {
  let seeded = false;
  await database.migrate(async () => {
    if (opts.seedDemo && (await isCatalogueEmpty(database.db))) {
      await seedDemoCatalogue(database.db, opts.addressStructure);
      seeded = true;
      opts.log?.info('seeded the demo catalogue into an empty database');
    }
  });
  return { seeded };
}
