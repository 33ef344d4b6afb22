// Kill -9 while SInvoice is making an order's e-invoice; after the restart the job looks the invoice up by the
// transactionUuid it saved before the call, and the order has exactly one invoice. The real server (`src/server.ts`)
// on the test's database, against the SInvoice protocol peer holding the createInvoice answer in flight.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SinvoicePeer, sinvoiceEnv, startSinvoicePeer } from '../../testing/sinvoice-peer';
import { openTestDatabase } from '../../testing/test-app';

const PORT = Number(process.env.CRASH_INVOICE_PORT ?? 4213);
const BASE = `http://127.0.0.1:${PORT}`;
const serverDir = join(import.meta.dirname, '../../..');
const ADMIN = { email: 'admin-crash@example.com', password: 'matkhau-admin-123' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let peer: SinvoicePeer;
let env: Record<string, string>;
let cleanup: () => Promise<void>;
let server: ChildProcess | undefined;

beforeAll(async () => {
  peer = await startSinvoicePeer({ username: 'shop', password: 'secret' });
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-invoice-crash-'));
  if (process.env.DATABASE_URL) {
    const { database, drop, databaseUrl } = await openTestDatabase({ seedDemo: true });
    await database.close();
    env = { DATABASE_URL: databaseUrl!, DATA_DIR: dataDir };
    cleanup = drop;
  } else {
    env = { DATABASE_URL: '', DATA_DIR: dataDir };
    cleanup = async () => {};
  }
}, 120_000);
afterAll(async () => {
  if (server) await kill(server);
  await peer?.close();
  await cleanup?.();
  if (env?.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
});

async function start(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      ...sinvoiceEnv(peer),
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '100',
      JWT_SECRET: 'invoice-crash-test-secret-invoice-crash-0123',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
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

const signIn = async (email: string, password: string) =>
  (await api('/api/token/', { email, password })).body.access as string;

/** A cash order of one demo product, asking for a company's VAT invoice, moved by staff to delivered. */
async function deliveredOrder(): Promise<{ id: number; token: string }> {
  const email = `crash-${randomBytes(4).toString('hex')}@example.com`;
  await api('/api/register/', { email, first_name: 'An', last_name: '', password: 'matkhau123' });
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
      invoice: { company_name: 'Công ty TNHH Sáng', tax_code: '0312345678', address: '1 Lê Lợi', email },
    },
    token,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body.id as number;
  const staff = await signIn(ADMIN.email, ADMIN.password);
  for (const status of ['accounting_processing', 'processing', 'shipped', 'delivered']) {
    const moved = await api(`/api/admin/orders/${id}/transition/`, { status, tracking_number: 'GHN1' }, staff);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return { id, token };
}

describe('kill -9 while the e-invoice is being made', () => {
  it('after the restart the invoice is found by its saved id: issued once', async () => {
    await start();
    peer.hold();
    const order = await deliveredOrder();
    // SInvoice has made the invoice and not answered yet: kill -9 now.
    await peer.waitForHeld(1, 30_000);
    await kill(server!);
    peer.release();
    expect(peer.invoices.size).toBe(1);

    await start();
    const deadline = Date.now() + 60_000;
    let invoice: Record<string, unknown> = {};
    while (Date.now() < deadline) {
      invoice = (await api(`/api/orders/${order.id}/`, undefined, order.token)).body.invoice as Record<string, unknown>;
      if (invoice.status === 'issued') break;
      await sleep(250);
    }
    expect(invoice).toMatchObject({ status: 'issued', tax_code: '0312345678' });
    expect(peer.invoices.size).toBe(1);
    expect(peer.created).toHaveLength(1);
    expect(invoice.number).toBe([...peer.invoices.values()][0]!.invoiceNo);
    await kill(server!);
  }, 240_000);
});
