// `npm run db:backup` and `npm run db:restore`: pg_dump/pg_restore (custom format) for
// DATABASE_URL; for the embedded database, PGlite's data-directory dump (a gzipped tarball), taken and restored only
// while the shop is stopped (the data directory's lock says so otherwise).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS, openDatabase, pgliteDataDir } from './client';
import { lockDataDir } from './data-dir-lock';
import { durableStartParams, enableRealFsync } from './pglite-durability';

const run = promisify(execFile);

export interface BackupTarget {
  databaseUrl?: string | undefined;
  dataDir: string;
}

/** The file name a backup gets when none is given: the kind of dump and the time. */
export function defaultBackupFile(target: BackupTarget, now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return target.databaseUrl ? `shop-${stamp}.dump` : `shop-${stamp}.tar.gz`;
}

/** Writes a copy of the whole database to `file`. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  if (target.databaseUrl) {
    await pgTool('pg_dump', ['--format=custom', '--no-owner', '--file', file, '--dbname', target.databaseUrl]);
    return;
  }
  const database = await openDatabase({ dataDir: target.dataDir });
  try {
    const tarball = await database.dumpDataDir!();
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/**
 * Replaces the database with the backup in `file`. PostgreSQL: drops and recreates the dumped objects in one
 * transaction. PGlite: the current data directory is moved aside (its new name is returned), never deleted.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<{ movedAside?: string }> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  if (target.databaseUrl) {
    await pgTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      target.databaseUrl,
      file,
    ]);
    return {};
  }
  const lock = lockDataDir(target.dataDir);
  try {
    const dir = pgliteDataDir(target.dataDir);
    let movedAside: string | undefined;
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      movedAside = `${dir}.before-restore-${defaultBackupFile(target).slice(5, 20)}`;
      renameSync(dir, movedAside);
    }
    mkdirSync(dir, { recursive: true });
    const client = await PGlite.create(dir, {
      loadDataDir: new Blob([readFileSync(file)]),
      extensions: PGLITE_EXTENSIONS,
      startParams: durableStartParams(),
    });
    enableRealFsync(client);
    await client.query('checkpoint');
    await client.close();
    return movedAside ? { movedAside } : {};
  } finally {
    lock.release();
  }
}

async function pgTool(tool: string, args: string[]) {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT')
      throw new Error(`${tool} was not found: install the PostgreSQL client tools`, { cause: err });
    throw new Error(`${tool} failed: ${e.stderr?.trim() || e.message}`, { cause: err });
  }
}
