// `npm run db:seed`: migrate and seed the demo catalogue into the configured database if it is empty.
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { isCatalogueEmpty, seedDemoCatalogue } from './seed-demo';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  if (await isCatalogueEmpty(database.db)) {
    await seedDemoCatalogue(database.db);
    console.log('Seeded the demo catalogue.');
  } else {
    console.log('The catalogue is not empty; nothing seeded.');
  }
} finally {
  await database.close();
}
