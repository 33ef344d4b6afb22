// Starts bench-server.ts in its own process (the load generator must not share its thread) and waits for the line
// naming its port; the server's other output lines (warnings at start-up) go to stderr.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** The size of one heap of a glibc malloc arena on 64-bit Linux (HEAP_MAX_SIZE). */
const ARENA_HEAP = 64n * 2n ** 20n;

export async function startBenchServer(env: Record<string, string>) {
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server (not allowed in NODE_OPTIONS);
  // BENCH_PROFILE_DIR (passed on) has it profile just the measurements instead (bench-server.ts).
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // The server's BENCH_* settings (its database, cache, stock) are the caller's `env` alone: inherited from the shell,
  // BENCH_LARGE_DATABASE_URL had put every "embedded" and "PostgreSQL" run of api-bench on the large data set.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('BENCH_')));
  const profileDir = process.env.BENCH_PROFILE_DIR;
  if (profileDir) inherited.BENCH_PROFILE_DIR = profileDir;
  const command = [process.execPath, '--expose-gc', ...nodeArgs, '--import', 'tsx', 'bench/bench-server.ts'];
  // BENCH_SERVER_CPUS=1 runs the servers on that core alone (taskset, which execs: the pid stays the server's); run the
  // bench itself on the other (`taskset -c 0 npm run bench:api`) and the load generator never shares a core with them.
  const cpus = process.env.BENCH_SERVER_CPUS;
  const [file, ...args] = cpus ? ['taskset', '-c', cpus, ...command] : command;
  const child = spawn(file!, args, {
    // As `npm start` runs it unless told otherwise: React (the mails' templates) in its production build, and glibc's
    // malloc arenas capped (README, MALLOC_ARENA_MAX).
    env: {
      ...inherited,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { port, ...data } = await new Promise<{ port: number; dataDir?: string; databaseUrl?: string }>(
    (resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (line) => {
        let parsed: { port?: unknown; dataDir?: string; databaseUrl?: string } = {};
        try {
          parsed = JSON.parse(line) as typeof parsed;
        } catch {
          // not JSON: a plain log line
        }
        if (typeof parsed.port === 'number') resolve({ ...parsed, port: parsed.port });
        else process.stderr.write(`${line}\n`);
      });
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    },
  );
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    /** With BENCH_KEEP_DATA=1: the data it leaves when it stops (PGlite's directory, the PostgreSQL database). */
    data,
    /** The server's resident memory now, in MB (Linux). */
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    },
    /**
     * Where the resident memory is, in MB, from /proc/PID/smaps and bench-server's /api/__memory: all of it; the part in
     * WebAssembly memories (PGlite's Postgres, whose shared buffers are resident only once touched); glibc malloc's
     * (the main heap and the 64 MiB heaps of its per-thread arenas: native code's memory, and what fragments there
     * stays, README's MALLOC_ARENA_MAX); the JS heap in use, and again after a full garbage collection (what the
     * server keeps, apart from garbage not yet collected); and the memory V8 counts outside its heap (buffers: the
     * cache's answers and their compressed forms). V8 maps a WebAssembly memory as its accessible pages followed by a
     * guard region of several GiB with no access; an arena's heap is 64 MiB, its pages in use followed by the rest
     * with no access.
     */
    memory: async () => {
      const usage = async (query = '') =>
        (await (await fetch(`${base}/api/__memory${query}`)).json()) as NodeJS.MemoryUsage & { young: number };
      const mb = (bytes: number | bigint) => Math.round(Number(bytes) / 2 ** 20);
      const maps: { start: bigint; end: bigint; perms: string; name: string; rss: number }[] = [];
      for (const line of readFileSync(`/proc/${child.pid}/smaps`, 'utf8').split('\n')) {
        const range = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
        if (range)
          maps.push({
            start: BigInt(`0x${range[1]}`),
            end: BigInt(`0x${range[2]}`),
            perms: range[3]!,
            name: range[4]!,
            rss: 0,
          });
        const rss = /^Rss:\s+(\d+) kB/.exec(line);
        if (rss) maps.at(-1)!.rss = Number(rss[1]) * 1024;
      }
      let wasm = 0;
      let malloc = 0;
      maps.forEach((m, i) => {
        const next = maps[i + 1];
        const size = (r: { start: bigint; end: bigint }) => r.end - r.start;
        const reserved = next && next.start === m.end && next.perms === '---p' && !next.name;
        if (m.name === '[heap]') malloc += m.rss;
        else if (m.perms.startsWith('rw') && !m.name && reserved && size(next) >= 4n * 2n ** 30n) wasm += m.rss;
        else if (
          m.perms.startsWith('rw') &&
          !m.name &&
          (size(m) === ARENA_HEAP || (reserved && size(m) + size(next) === ARENA_HEAP))
        )
          malloc += m.rss;
      });
      const found = await usage();
      const collected = await usage('?gc=1');
      return {
        rss: mb(found.rss),
        wasm: mb(wasm),
        malloc: mb(malloc),
        heap: mb(found.heapUsed),
        'heap after GC': mb(collected.heapUsed),
        external: mb(found.external),
        young: mb(found.young),
      };
    },
    /** The server's CPU time so far, in ms (Linux), all of it and in the kernel's part (sockets, mostly): a cost per
     * request that the load on a shared machine moves far less than its throughput. */
    cpuMs: () => {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      const [user, system] = [Number(fields[11]), Number(fields[12])].map((ticks) => (ticks * 1000) / 100);
      return { all: user! + system!, system: system! };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve()).kill('SIGTERM');
      }),
  };
}
