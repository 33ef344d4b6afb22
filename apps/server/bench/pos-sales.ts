// `npm run bench:pos`: the counter's sales (POST /api/admin/pos/sales/) on PostgreSQL, p50/p99 and sales/s, with the
// tills alone, then while web orders (POST /api/orders/) are placed at the same time, with web orders alone for
// comparison. BENCH_TILLS tills (default 4) each ring up one sale after another (1–3 lines of the listing's products,
// paid in cash with change, or by card), WEB_WORKERS shoppers' orders (default 20) in flight, BENCH_SECONDS per
// phase (default 15). A fresh database with the demo catalogue (bench-server.ts, BENCH_ORDER_STOCK on every shelf);
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres). Not part of CI.
import { randomUUID } from 'node:crypto';
import { linePrice } from '@shop/domain/pricing';
import { startBenchServer } from './start-bench-server';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const tills = Number(process.env.BENCH_TILLS ?? 4);
const webWorkers = Number(process.env.WEB_WORKERS ?? 20);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Registration allows 10 per hour per client address (DESIGN §7); the bench server's factor lifts it. */
const BUYERS = 10;

interface Listed {
  id: number;
  price: number;
  discount_price: number | null;
}

const json = { 'content-type': 'application/json' };

async function register(base: string, email: string): Promise<string> {
  const password = 'bench-password';
  const reg = await fetch(`${base}/api/register/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, first_name: 'Bench', password }),
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  return email;
}

async function token(base: string, email: string): Promise<string> {
  const login = await fetch(`${base}/api/token/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'bench-password' }),
  });
  if (login.status !== 200) throw new Error(`token: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { access: string }).access;
}

/** The shoppers, and a staff member at the counter (made admin by the bench server). */
async function accounts(base: string) {
  const stamp = Date.now();
  const buyers: string[] = [];
  for (let i = 0; i < BUYERS; i++)
    buyers.push(await token(base, await register(base, `bench-${stamp}-${i}@example.com`)));
  const staffEmail = await register(base, `bench-staff-${stamp}@example.com`);
  await fetch(`${base}/api/__staff`, { method: 'POST', headers: json, body: JSON.stringify({ email: staffEmail }) });
  return { buyers, staff: await token(base, staffEmail) };
}

/** The first store of the public list (the demo's stores hold stock) with a shift opened there. */
async function openShift(base: string, staff: string) {
  const stores = (await (await fetch(`${base}/api/store-locations/`)).json()) as { id: number; status: string }[];
  const store = stores.find((s) => s.status === 'active')!;
  const res = await fetch(`${base}/api/admin/pos/shifts/`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${staff}` },
    body: JSON.stringify({ location: store.id, opening_cash: 1_000_000 }),
  });
  if (res.status !== 201) throw new Error(`shift: ${res.status} ${await res.text()}`);
  return { location: store.id, shift: ((await res.json()) as { id: number }).id };
}

/** A till's next sale: 1–3 lines, the total as the till computes it, in cash (rounded up to 10,000 ₫) or by card. */
function saleBody(n: number, products: Listed[], at: { location: number; shift: number }) {
  const lines = 1 + (n % 3);
  const items = Array.from({ length: lines }, (_, i) => {
    const p = products[(n * 7 + i * 13) % products.length]!;
    return { product: p.id, variant: null, quantity: 1 + ((n + i) % 2), price: linePrice(p) };
  });
  const total = items.reduce((s, i) => s + i.price * i.quantity, 0);
  const cash = n % 4 !== 3;
  return JSON.stringify({
    client_sale_id: randomUUID(),
    ...at,
    items: items.map(({ price: _price, ...line }) => line),
    payments: [{ method: cash ? 'cash' : 'card', amount: total }],
    ...(cash ? { cash_received: Math.ceil(total / 10_000) * 10_000 } : {}),
  });
}

function webOrder(productId: number) {
  return JSON.stringify({
    items: [{ product: productId, variant: null, quantity: 1 }],
    shipping_address: '45 Nguyễn Thị Minh Khai',
    phone_number: '0909123456',
    email: 'bench@example.com',
    city: 'Thành phố Hồ Chí Minh',
    district: 'Quận 1',
    ward: 'Phường Bến Nghé',
    payment_method: 'cash',
  });
}

interface Load {
  workers: number;
  path: string;
  token: (n: number) => string;
  body: (n: number) => string;
  expect: number;
}

/** Closed loops: `workers` requests in flight one after another until the deadline; latencies per request. */
async function run(base: string, load: Load, deadline: number) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  let firstFailure = '';
  const worker = async () => {
    while (Date.now() < deadline) {
      const n = next++;
      const started = performance.now();
      const res = await fetch(base + load.path, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${load.token(n)}` },
        body: load.body(n),
      });
      const text = await res.text();
      latencies.push(performance.now() - started);
      if (res.status !== load.expect) {
        failures++;
        firstFailure ||= `${res.status} ${text.slice(0, 300)}`;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: load.workers }, worker));
  const elapsed = (performance.now() - started) / 1000;
  if (failures) throw new Error(`${load.path}: ${failures} failed, first: ${firstFailure}`);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
  return {
    'req/s': Math.round(latencies.length / elapsed),
    'p50 ms': at(0.5),
    'p99 ms': at(0.99),
    requests: latencies.length,
  };
}

/** Each phase's loads at once, for `seconds`. */
async function phase(base: string, loads: Load[], duration = seconds) {
  const deadline = Date.now() + duration * 1000;
  return Promise.all(loads.map((l) => run(base, l, deadline)));
}

/** The same sale sent again answers the order it made (200), never a second one. */
async function checkResend(base: string, staff: string, body: string) {
  const send = () =>
    fetch(`${base}/api/admin/pos/sales/`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${staff}` },
      body,
    });
  const first = await send();
  const again = await Promise.all(Array.from({ length: 5 }, send));
  const ids = new Set(
    await Promise.all([first, ...again].map(async (r) => ((await r.json()) as { order: { id: number } }).order.id)),
  );
  if (first.status !== 201 || again.some((r) => r.status !== 200) || ids.size !== 1) {
    throw new Error(`resend: ${first.status} then ${again.map((r) => r.status).join(',')}, ${ids.size} orders`);
  }
}

const server = await startBenchServer({ BENCH_DATABASE_URL: pgUrl, BENCH_ORDER_STOCK: '10000000' });
try {
  const { base } = server;
  const { buyers, staff } = await accounts(base);
  const at = await openShift(base, staff);
  const listed = (await (await fetch(`${base}/api/products/?page=1&page_size=100`)).json()) as { results: Listed[] };
  const products = listed.results;
  const pos: Load = {
    workers: tills,
    path: '/api/admin/pos/sales/',
    token: () => staff,
    body: (n) => saleBody(n, products, at),
    expect: 201,
  };
  const web: Load = {
    workers: webWorkers,
    path: '/api/orders/',
    token: (n) => buyers[n % buyers.length]!,
    body: (n) => webOrder(products[n % products.length]!.id),
    expect: 201,
  };
  await phase(base, [pos, web], 2); // warm-up
  await checkResend(base, staff, saleBody(1, products, at));
  const [alone] = await phase(base, [pos]);
  const [webAlone] = await phase(base, [web]);
  const [posBeside, webBeside] = await phase(base, [pos, web]);
  console.log(
    `\nPostgreSQL, ${products.length} products, ${seconds} s a phase: ${tills} tills, ${webWorkers} web orders in flight`,
  );
  console.table({
    'POS sales, alone': alone,
    'web orders, alone': webAlone,
    'POS sales, with web orders': posBeside,
    'web orders, with POS sales': webBeside,
  });
} finally {
  await server.stop();
}
