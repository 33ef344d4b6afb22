// An acknowledged order must survive a power loss on the embedded database too (// docs/decisions/0009-embedded-database-durability.md). PGlite starts PostgreSQL with `-F` (fsync off), and even
// with fsync on, its Emscripten file system drops the calls: fdatasync is a no-op and Node-backed files have no fsync
// operation. So: start without -F, use wal_sync_method=fsync, and give the Node-backed files a real fsync.
import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/** PGlite's start parameters with fsync on and the WAL flushed with fsync(2), the one call we make real. */
export function durableStartParams(): string[] {
  return [
    ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
    '-c',
    'fsync=on',
    '-c',
    'synchronous_commit=on',
    '-c',
    'wal_sync_method=fsync',
  ];
}

interface EmscriptenStream {
  nfd?: number;
}
interface EmscriptenFs {
  lookupPath(path: string): { node: { stream_ops: { fsync?: (stream: EmscriptenStream) => number } } };
}

/**
 * Makes fsync reach the disk for the files under `/pglite/data` (Emscripten's NODEFS, which has no fsync of its
 * own). Returns a counter of the syncs made, for the test. Throws when PGlite's internals have changed, so an upgrade
 * can't quietly turn durability off again.
 */
export function enableRealFsync(client: PGlite): { syncs: number } {
  const fs = (client as unknown as { mod?: { FS?: EmscriptenFs } }).mod?.FS;
  const ops = fs?.lookupPath('/pglite/data').node.stream_ops;
  if (!ops) throw new Error('PGlite internals changed: cannot make fsync durable (see pglite-durability.ts)');
  const stats = { syncs: 0 };
  // NODEFS shares one stream_ops object among all its files, so this covers the WAL and every data file.
  ops.fsync = (stream) => {
    if (stream.nfd !== undefined) {
      fsyncSync(stream.nfd);
      stats.syncs++;
    }
    return 0;
  };
  return stats;
}
