// `npm run db:restore -- --file F`: replaces the configured database with a backup made by `npm run db:backup`.
// Stop the shop first (the embedded database refuses otherwise). The embedded data directory replaced is kept aside.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { restoreDatabase } from '../src/db/backup';

const { values } = parseArgs({ options: { file: { type: 'string' } } });
if (!values.file) {
  console.error('Usage: npm run db:restore -- --file <backup>');
  process.exit(2);
}
const config = loadConfig();
const file = resolve(process.env.INIT_CWD ?? process.cwd(), values.file);
try {
  const { movedAside } = await restoreDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, file);
  console.log(`Restored the ${config.databaseUrl ? 'PostgreSQL' : 'embedded'} database from ${file}`);
  if (movedAside) console.log(`The data it replaced is kept in ${movedAside}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
