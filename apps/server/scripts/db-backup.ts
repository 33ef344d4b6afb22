// `npm run db:backup [-- --file F]`: a copy of the configured database (pg_dump for DATABASE_URL, a data-directory
// tarball for the embedded database, which must not be running). Relative paths are from where npm was run.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { backupDatabase, defaultBackupFile } from '../src/db/backup';

const { values } = parseArgs({ options: { file: { type: 'string' } } });
const config = loadConfig();
const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
const file = resolve(process.env.INIT_CWD ?? process.cwd(), values.file ?? defaultBackupFile(target));
try {
  await backupDatabase(target, file);
  console.log(`Backed up the ${config.databaseUrl ? 'PostgreSQL' : 'embedded'} database to ${file}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
