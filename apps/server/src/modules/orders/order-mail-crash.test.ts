// Kill -9 between placing an order and its mail being sent; after the restart the mail goes out
// once. The real server (`src/server.ts`) on the test's database, a real SMTP peer that holds the mail in flight.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../../lib/mailer.testing';
import { openTestDatabase } from '../../testing/test-app';

const PORT = Number(process.env.CRASH_MAIL_PORT ?? 4211);
const BASE = `http://127.0.0.1:${PORT}`;
const serverDir = join(import.meta.dirname, '../../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let smtp: SmtpCapture;
let env: Record<string, string>;
let cleanup: () => Promise<void>;
let server: ChildProcess | undefined;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  if (process.env.DATABASE_URL) {
    // A fresh PostgreSQL database with the demo catalogue; the server gets it to itself.
    const { database, drop, databaseUrl } = await openTestDatabase({ seedDemo: true });
    await database.close();
    env = { DATABASE_URL: databaseUrl!, DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-mail-crash-')) };
    cleanup = drop;
  } else {
    // The embedded database: the server owns its data directory (migrated and seeded at its first start).
    env = { DATABASE_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-mail-crash-')) };
    cleanup = async () => {};
  }
}, 120_000);
afterAll(async () => {
  if (server) await kill(server);
  await smtp?.close();
  await cleanup?.();
  if (env?.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
});

async function start(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '100',
      JWT_SECRET: 'mail-crash-test-secret-mail-crash-test-0123',
      SMTP_URL: smtp.url,
      // A job whose instance died is taken again after 5 s (the default is 2 minutes).
      JOB_LEASE_SECONDS: '5',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped before it was ready:\n${stderr}`);
    const ok = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return (server = child);
    await sleep(100);
  }
  throw new Error(`the server did not become ready:\n${stderr}`);
}

async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  server = undefined;
}

async function api(path: string, body?: unknown, token?: string) {
  const res = await fetch(`${BASE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A shopper's order of one demo product (one without variants), paid in cash; answers its id and address. */
async function placeOrder(): Promise<{ id: number; email: string }> {
  const email = `crash-${randomBytes(4).toString('hex')}@example.com`;
  expect((await api('/api/register/', { email, first_name: 'An', last_name: '', password: 'matkhau123' })).status).toBe(
    201,
  );
  const token = (await api('/api/token/', { email, password: 'matkhau123' })).body.access as string;
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
      shipping_fee: 0,
      promotion_ids: [],
      payment_method: 'cash',
      note: '',
    },
    token,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { id: placed.body.id as number, email };
}

const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to));

/** Exactly one mail for `to` within the time, and still one a while later. */
async function expectOneMail(to: string, subject: string) {
  const deadline = Date.now() + 30_000;
  while (mailsTo(to).length === 0 && Date.now() < deadline) await sleep(100);
  await sleep(2000);
  expect(mailsTo(to).map((m) => m.subject)).toEqual([subject]);
}

describe('kill -9 between placing an order and sending its mail', () => {
  it('a mail in flight at the SMTP server when the process dies goes out once after the restart', async () => {
    await start();
    smtp.hold();
    const held = smtp.mails.length;
    const order = await placeOrder();
    // The worker has handed the mail to the SMTP server, which hasn't accepted it yet: kill -9 now.
    await smtp.waitForHeld(1, 20_000);
    await kill(server!);
    await sleep(300);
    smtp.release();
    expect(smtp.mails.length).toBe(held);

    await start();
    await expectOneMail(order.email, `Đặt hàng thành công - đơn hàng #${order.id}`);
  }, 180_000);

  it('an order acknowledged the moment before the kill gets its mail once after the restart', async () => {
    if (!server) await start();
    smtp.hold();
    const order = await placeOrder();
    await kill(server!);
    await sleep(300);
    smtp.release();

    await start();
    await expectOneMail(order.email, `Đặt hàng thành công - đơn hàng #${order.id}`);
    await kill(server!);
  }, 180_000);
});
