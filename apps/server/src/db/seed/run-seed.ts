// `npm run db:seed`: migrate and seed the demo catalogue into the configured database if it is empty. On PGlite the
// data directory's lock refuses to run beside the shop.
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { DataDirBusyError } from '../data-dir-lock';
import { prepareDatabase } from '../prepare';

const config = loadConfig();
let database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (err) {
  if (!(err instanceof DataDirBusyError)) throw err;
  console.error(err.message);
  process.exit(1);
}
try {
  const { seeded } = await prepareDatabase(database, {
    seedDemo: true,
    addressStructure: config.addressStructure,
  });
  console.log(seeded ? 'Seeded the demo catalogue.' : 'The catalogue is not empty; nothing seeded.');
} finally {
  await database.close();
}
