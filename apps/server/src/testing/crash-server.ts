/**
 * The real server (`src/server.ts`) as a child process for the kill -9 tests: on the test's own database (a fresh
 * PostgreSQL database with the demo catalogue when DATABASE_URL is set, else the embedded one, migrated and seeded
 * at its first start in a temporary data directory), started, killed with SIGKILL and started again on the same data.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { openTestDatabase } from './test-app';

const serverDir = join(import.meta.dirname, '../..');
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CrashServerOptions {
  port: number;
  /** Names the temporary data directory and the JWT secret. */
  name: string;
  /** Added to each start's environment (the peers' addresses, the admin account). */
  env: Record<string, string>;
}

export type CrashServer = Awaited<ReturnType<typeof openCrashServer>>;

export async function openCrashServer(opts: CrashServerOptions) {
  const base = `http://127.0.0.1:${opts.port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `shop-${opts.name}-crash-`));
  let databaseUrl = '';
  let drop = async () => {};
  if (process.env.DATABASE_URL) {
    const opened = await openTestDatabase({ seedDemo: true });
    await opened.database.close();
    databaseUrl = opened.databaseUrl!;
    drop = opened.drop;
  }
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    const started = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        PORT: String(opts.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_FACTOR: '100',
        JWT_SECRET: `${opts.name}-crash-test-secret-0123456789abcdef`,
        // A job whose instance died is taken again after 5 s (the default is 2 minutes).
        JOB_LEASE_SECONDS: '5',
        SEED_DEMO: 'true',
        ...opts.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    started.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (started.exitCode !== null) throw new Error(`the server stopped before it was ready:\n${stderr}`);
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) {
        child = started;
        return;
      }
      await sleep(100);
    }
    throw new Error(`the server did not become ready:\n${stderr}`);
  }

  /** kill -9, and wait until the process is gone. */
  async function kill(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  async function api(path: string, body?: unknown, token?: string) {
    const res = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  const signIn = async (email: string, password: string) =>
    (await api('/api/token/', { email, password })).body.access as string;

  /** A new shopper's cash order of one demo product (one without variants); `fields` adds to the order's body. */
  async function placeOrder(fields: (email: string) => Record<string, unknown> = () => ({})) {
    const email = `crash-${randomBytes(4).toString('hex')}@example.com`;
    const registered = await api('/api/register/', { email, first_name: 'An', last_name: '', password: 'matkhau123' });
    expect(registered.status).toBe(201);
    const token = await signIn(email, 'matkhau123');
    const page = (await api('/api/products/?page_size=50')).body as { results: { id: number; variants: unknown[] }[] };
    const product = page.results.find((p) => p.variants.length === 0)!;
    const placed = await api(
      '/api/orders/',
      {
        items: [{ product: product.id, variant: null, quantity: 1 }],
        shipping_address: '12 Nguyễn Huệ',
        phone_number: '0909123456',
        email,
        city: 'Thành phố Hồ Chí Minh',
        district: 'Quận 1',
        ward: 'Phường Bến Nghé',
        payment_method: 'cash',
        ...fields(email),
      },
      token,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return { id: placed.body.id as number, email, token };
  }

  return {
    start,
    kill,
    api,
    signIn,
    placeOrder,
    get running() {
      return child !== undefined;
    },
    /** Kills the server, drops its database and removes its data directory. */
    async close() {
      await kill();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
