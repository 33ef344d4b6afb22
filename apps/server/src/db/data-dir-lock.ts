// One process per embedded data directory. PGlite is PostgreSQL in single-user mode inside this
// process: a second process on the same files works on its own copy in memory and both overwrite each other's pages.
// Node has no flock, so the lock is a file holding the owner's PID and start time, created atomically (link). It survives
// kill -9 as a stale file: a dead PID (or a live PID that started at another time: reused) is taken over.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'shop.lock';

interface LockOwner {
  pid: number;
  /** Start time of the process (Linux clock ticks since boot), so a reused PID is not mistaken for the owner. */
  started: string | null;
  token: string;
  command: string;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: Pick<LockOwner, 'pid' | 'command'>,
  ) {
    super(
      `The data directory ${dataDir} is in use by another process (PID ${owner.pid}: ${owner.command}). ` +
        'The embedded database allows one process at a time: stop that process first ' +
        '(or use PostgreSQL through DATABASE_URL to run several).',
    );
    this.name = 'DataDirBusyError';
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still ours. Idempotent. */
  release(): void;
}

/** Takes the data directory's lock or throws DataDirBusyError naming the process that holds it. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    started: processStartTime(process.pid),
    token: randomBytes(8).toString('hex'),
    command: process.argv.slice(1).join(' ').slice(0, 200) || process.argv0,
  };
  // Two rounds: the second follows a stale lock's removal.
  for (let round = 0; round < 2; round++) {
    if (tryCreate(path, me)) {
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readOwner(path)?.token === me.token) unlinkQuietly(path);
        },
      };
    }
    const owner = readOwner(path);
    if (owner && isAlive(owner)) throw new DataDirBusyError(dataDir, owner);
    takeOverStale(path, owner);
  }
  const owner = readOwner(path);
  throw new DataDirBusyError(dataDir, owner ?? { pid: 0, command: 'unknown' });
}

/**
 * Writes the lock beside its place, then links it there: link fails if the lock exists, and nobody can ever read a
 * half-written lock (which would look stale).
 */
function tryCreate(path: string, me: LockOwner): boolean {
  const draft = `${path}.${me.token}`;
  writeFileSync(draft, JSON.stringify(me), { mode: 0o644 });
  try {
    linkSync(draft, path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkQuietly(draft);
  }
}

/**
 * Moves a stale lock aside (rename is atomic: of two processes taking over, one wins) and deletes it. If what was
 * moved turns out to be a fresh lock another process took meanwhile, it is put back.
 */
function takeOverStale(path: string, stale: LockOwner | undefined) {
  const aside = `${path}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(path, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = readOwner(aside);
  if (moved && stale && moved.token !== stale.token && isAlive(moved)) {
    try {
      linkSync(aside, path);
    } catch {
      // Someone else holds the path now; they won the lock.
    }
  }
  unlinkQuietly(aside);
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number') return undefined;
    return {
      pid: parsed.pid,
      started: parsed.started ?? null,
      token: parsed.token ?? '',
      command: parsed.command ?? 'unknown',
    };
  } catch {
    // Missing or unreadable: not a live owner.
    return undefined;
  }
}

function isAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStartTime(owner.pid);
  // Without /proc (macOS, Windows) the PID alone decides.
  return owner.started === null || started === null || started === owner.started;
}

/** Field 22 of /proc/<pid>/stat; null where /proc is missing. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function unlinkQuietly(path: string) {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}
