// `npm run bench:boot [-- --runs 5]`: how long the server takes from process start to answering /api/health, the
// CPU time it used until then and its resident memory, started from the TypeScript source through tsx and from the
// build (`npm run build`, dist/server.js) when there is one. On an embedded database prepared by a first start
// (migrated and seeded, so every measured start only opens it), and on PostgreSQL with BENCH_DATABASE_URL.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(args.runs);
const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = mkdtempSync(join(tmpdir(), 'boot-bench-'));
const built = join(import.meta.dirname, '../dist/server.js');

const starts: Record<string, string[]> = {
  'tsx src/server.ts': ['--import', 'tsx', 'src/server.ts'],
  ...(existsSync(built) ? { 'node dist/server.js': ['--enable-source-maps', built] } : {}),
};

/** Milliseconds from spawn to the first 200 from /api/health, and the RSS in MB at that moment. */
async function boot(argv: string[], databaseUrl: string) {
  const t0 = performance.now();
  const child = spawn(process.execPath, argv, {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'boot-bench-secret-boot-bench-secret-0123456789',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const ms = performance.now() - t0;
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
    // utime + stime in clock ticks (100 per second): the CPU the start took, which other jobs on a busy machine
    // disturb far less than the wall time.
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const cpuMs = (Number(stat[11]) + Number(stat[12])) * 10;
    return { ms, rssMb, cpuMs };
  } finally {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const databases: [string, string][] = [['PGlite', '']];
if (process.env.BENCH_DATABASE_URL) databases.push(['PostgreSQL', process.env.BENCH_DATABASE_URL]);
try {
  for (const [dbName, url] of databases) {
    await boot(Object.values(starts)[0]!, url); // migrates and seeds a new database
    for (const [name, argv] of Object.entries(starts)) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await boot(argv, url));
      const ms = median(results.map((r) => r.ms));
      const cpu = median(results.map((r) => r.cpuMs));
      const rss = median(results.map((r) => r.rssMb));
      console.log(
        `${dbName.padEnd(10)} ${name.padEnd(20)} ready p50 ${ms.toFixed(0)} ms (CPU ${cpu} ms), RSS p50 ${rss.toFixed(0)} MB`,
      );
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
