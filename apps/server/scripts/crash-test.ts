// `npm run test:crash -- [--cycles N] [--db pglite|postgres] [--clients C] [--only marketplace]` ("Keep"): starts the real
// server on each database, drives concurrent checkouts (some with a voucher, some cancelled), kills it with kill -9
// at a random moment, restarts it, N times; then checks that stock, sold counters, voucher uses and every
// acknowledged order are exact, and that each acknowledged order and cancel got its mail once (// crash-checks.ts); then
// a carrier shipment and marketplace imports around kills (crash-shipments.ts, crash-marketplace.ts). Exits non-zero
// on any violation.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, isNull } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { productVariants, products, promotions } from '../src/db/schema/index';
import { setShelf } from '../src/modules/stock/stock.testing';
import { type Acknowledged, type CheckResult, checkInvariants, checkMails, takeSnapshot } from './crash-checks';
import { afterKill, checkZalo, holdNextMessage, startCrashZalo, useCrashTemplates } from './crash-zalo';
import { shipmentCrash } from './crash-shipments';
import { marketplaceCrash } from './crash-marketplace';
import { TILL_ENV, checkTill, sell, sendWaiting, tillAt, tillReady } from './crash-till';

const { values: args } = parseArgs({
  options: {
    cycles: { type: 'string', default: '10' },
    db: { type: 'string', default: 'both' },
    clients: { type: 'string', default: '8' },
    port: { type: 'string', default: '3470' },
    // `marketplace`: only the marketplace part, on a freshly seeded database (the others take minutes).
    only: { type: 'string' },
  },
});
const CYCLES = Number(args.cycles);
const CLIENTS = Number(args.clients);
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const PG_ADMIN_URL =
  process.env.CRASH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const serverDir = join(import.meta.dirname, '..');
// Enough stock for the whole run on most lines; the first line is scarce, so the guard refuses some orders too.
const STOCK = 1000;
const SCARCE_STOCK = 10;

interface Target {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
  cleanup: () => Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-crash-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target> {
  const name = `shop_crash_${randomBytes(5).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-crash-'));
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir: null }),
    cleanup: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The demo catalogue with a few products and variants given known stock, and a voucher without limits. */
async function prepare(target: Target) {
  const database = await target.open();
  try {
    await prepareDatabase(database, { seedDemo: true });
    await useCrashTemplates(database.db);
    const db = database.db;
    // Products without variants take their own stock; variants take theirs.
    const own = await db
      .select({ id: products.id })
      .from(products)
      .leftJoin(productVariants, eq(productVariants.productId, products.id))
      .where(and(eq(products.isActive, true), isNull(productVariants.id)))
      .limit(4);
    const variants = await db
      .select({ id: productVariants.id, product: productVariants.productId })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(productVariants.isActive, true), eq(products.isActive, true)))
      .limit(3);
    for (const [i, p] of own.entries()) {
      await setShelf(db, { productId: p.id, variantId: null }, i === 0 ? SCARCE_STOCK : STOCK);
      await db.update(products).set({ maxQuantitiesInCart: null }).where(eq(products.id, p.id));
    }
    for (const v of variants) {
      await setShelf(db, { productId: v.product, variantId: v.id }, STOCK);
      await db.update(productVariants).set({ maxQuantitiesInCart: null }).where(eq(productVariants.id, v.id));
      await db.update(products).set({ maxQuantitiesInCart: null }).where(eq(products.id, v.product));
    }
    const [voucher] = await db
      .insert(promotions)
      .values({ code: `CRASH${randomBytes(3).toString('hex').toUpperCase()}`, value: 10, isPercentage: true })
      .returning({ id: promotions.id });
    const lines = [
      ...own.map((p) => ({ product: p.id, variant: null as number | null })),
      ...variants.map((v) => ({ product: v.product, variant: v.id as number | null })),
    ];
    return { lines, voucherId: voucher!.id, till: await tillAt(db, BASE, lines), snapshot: await takeSnapshot(db) };
  } finally {
    await database.close();
  }
}

function startServer(target: Target, extraEnv: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      ...target.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '1000',
      JWT_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
      MAIL_OUTBOX_ONLY: 'true',
      SEED_DEMO: 'false',
      // A job a killed instance held is taken again after 5 s.
      JOB_LEASE_SECONDS: '5',
      ...TILL_ENV,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  child.once('exit', (code, signal) => {
    if (signal !== 'SIGKILL') console.error(`server exited by itself (${code ?? signal}):\n${stderr}`);
  });
  return child;
}

async function waitReady(child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server stopped before it was ready');
    const ok = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error('the server did not become ready');
}

async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function post(path: string, token: string | null, body: unknown) {
  const res = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

async function signUp(): Promise<string> {
  const email = `crash-${randomBytes(5).toString('hex')}@example.com`;
  const password = 'matkhau123';
  const registered = await post('/api/register/', null, { email, first_name: 'Khách thử', last_name: '', password });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await post('/api/token/', null, { email, password });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  return String(login.body!.access);
}

interface Tally {
  placed: number;
  refused: number;
  cancelled: number;
  errors: number;
}

/** One shopper: orders (a third with the voucher), cancels a quarter of them, until the server dies. */
async function shopper(
  token: string,
  setup: Awaited<ReturnType<typeof prepare>>,
  acked: Acknowledged,
  tally: Tally,
  alive: () => boolean,
) {
  while (alive()) {
    const lines = Array.from({ length: 1 + Math.floor(Math.random() * 2) }, () => pick(setup.lines));
    const items = [...new Map(lines.map((l) => [`${l.product}:${l.variant}`, l])).values()].map((l) => ({
      ...l,
      quantity: 1 + Math.floor(Math.random() * 2),
    }));
    try {
      const res = await post('/api/orders/', token, {
        items,
        shipping_address: '12 Nguyễn Huệ',
        phone_number: '0909123456',
        email: 'khach@example.com',
        city: 'Thành phố Hồ Chí Minh',
        district: 'Quận 1',
        ward: 'Phường Bến Nghé',
        shipping_fee: 30_000,
        promotion_ids: Math.random() < 0.33 ? [setup.voucherId] : [],
        payment_method: 'cash',
        note: '',
      });
      if (res.status === 201) {
        const id = Number(res.body!.id);
        acked.orders.add(id);
        tally.placed++;
        if (Math.random() < 0.25) {
          const cancel = await post(`/api/orders/${id}/update_status/`, token, { status: 'cancelled' });
          if (cancel.status === 200) {
            acked.cancels.add(id);
            tally.cancelled++;
          }
        }
      } else if (res.status === 409) {
        tally.refused++;
      } else if (res.status >= 500) {
        tally.errors++;
      } else if (res.status !== 503) {
        throw new Error(`order answered ${res.status}: ${JSON.stringify(res.body)}`);
      }
    } catch (err) {
      // A request cut off by the kill is not acknowledged; anything else is the test's own mistake.
      if (alive()) throw err;
    }
  }
}

async function runOn(target: Target): Promise<CheckResult[]> {
  const started = Date.now();
  const setup = await prepare(target);
  const zalo = await startCrashZalo();
  Object.assign(target.env, zalo.env);
  const acked: Acknowledged = { orders: new Set(), cancels: new Set() };
  const tally: Tally = { placed: 0, refused: 0, cancelled: 0, errors: 0 };
  let tokens: string[] = [];
  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    const child = startServer(target);
    // One cycle in five dies while starting (recovery, migrations); the others in the middle of the load.
    if (cycle > 1 && Math.random() < 0.2) {
      await sleep(200 + Math.random() * 1500);
      await kill(child);
      console.log(`${target.kind} cycle ${cycle}/${CYCLES}: killed while starting`);
      continue;
    }
    const t0 = Date.now();
    await waitReady(child);
    const t1 = Date.now();
    if (tokens.length === 0) tokens = await Promise.all(Array.from({ length: CLIENTS }, () => signUp()));
    await tillReady(setup.till);
    let alive = true;
    const placedBefore = tally.placed;
    const salesBefore = setup.till.acked.size;
    const load = Promise.all([
      ...tokens.map((t) => shopper(t, setup, acked, tally, () => alive)),
      sell(setup.till, () => alive),
    ]);
    // The kill lands at a random moment once the load is flowing (the cycle's first order and sale acknowledged).
    const flowing = () =>
      tally.placed > placedBefore && (setup.till.acked.size > salesBefore || Date.now() - t1 > 3_000);
    while (!flowing() && Date.now() - t1 < 10_000) await sleep(20);
    const t2 = Date.now();
    await sleep(200 + Math.random() * 1800);
    await holdNextMessage(zalo.peer);
    alive = false;
    await kill(child);
    afterKill(zalo.peer);
    await load;
    console.log(
      `${target.kind} cycle ${cycle}/${CYCLES}: ready in ${t1 - t0} ms, killed ${Date.now() - t2} ms into the load ` +
        `after ${tally.placed - placedBefore} orders`,
    );
  }
  if (tally.errors) throw new Error(`${tally.errors} answers were 5xx`);
  // One last start, without load: the job queue sends what the kills interrupted.
  const last = startServer(target);
  await waitReady(last);
  await sendWaiting(setup.till);
  // The job queue sends what the kills left: longer for a longer load on a slower machine.
  await sleep(15_000 + 100 * tally.placed);
  await kill(last);

  // The final crash recovers too: the checks open the database after the last kill.
  const database = await target.open();
  try {
    const results = [
      ...(await checkInvariants(database.db, setup.snapshot, acked)),
      ...(await checkMails(database.db, acked)),
      ...(await checkZalo(database.db, zalo.peer, acked)),
      ...(await checkTill(database.db, setup.till)),
    ];
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `${target.kind}: ${CYCLES} kill -9 cycles in ${seconds} s; ${tally.placed} orders acknowledged ` +
        `(${tally.cancelled} cancelled), ${tally.refused} refused for stock; ${setup.till.acked.size} counter sales (${setup.till.refused} refused)`,
    );
    for (const r of results) {
      console.log(`  ${r.problems.length ? 'FAIL' : 'ok  '} ${r.name}`);
      for (const p of r.problems.slice(0, 10)) console.log(`       ${p}`);
    }
    if (tally.placed === 0) results.push({ name: 'the load placed orders', problems: ['no order was acknowledged'] });
    return results;
  } finally {
    await database.close();
    await zalo.peer.close();
  }
}

const kinds = args.db === 'both' ? (['pglite', 'postgres'] as const) : [args.db as 'pglite' | 'postgres'];
const all: CheckResult[] = [];
for (const kind of kinds) {
  const target = kind === 'pglite' ? await pgliteTarget() : await postgresTarget();
  try {
    if (args.only === 'marketplace') await prepare(target);
    else {
      all.push(...(await runOn(target)).map((r) => ({ ...r, name: `${kind}: ${r.name}` })));
      // Once the checks are done (its order is not one of theirs): a carrier shipment around a kill -9.
      const shipment = await shipmentCrash({ base: BASE, start: (env) => startServer(target, env), waitReady, kill });
      console.log(`  ${shipment.problems.length ? 'FAIL' : 'ok  '} ${shipment.name}`, shipment.problems.join('; '));
      all.push({ ...shipment, name: `${kind}: ${shipment.name}` });
    }
    // Marketplace orders pulled in by webhooks and "Đồng bộ ngay" while the shop is killed (its own shelf).
    const marketplace = await marketplaceCrash({
      base: BASE,
      cycles: Math.min(CYCLES, 3),
      open: () => target.open(),
      start: (env) => startServer(target, env),
      waitReady,
      kill,
    });
    console.log(`  ${marketplace.problems.length ? 'FAIL' : 'ok  '} ${marketplace.name}`);
    for (const p of marketplace.problems.slice(0, 10)) console.log(`       ${p}`);
    all.push({ ...marketplace, name: `${kind}: ${marketplace.name}` });
  } catch (err) {
    all.push({ name: `${kind}: the run`, problems: [String(err)] });
    console.error(`${kind}: ${String(err)}`);
  } finally {
    await target.cleanup();
  }
}
const failed = all.filter((r) => r.problems.length > 0);
console.log(`crash test: ${all.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
