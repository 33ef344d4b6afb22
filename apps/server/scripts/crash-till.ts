// The crash test's counter (DESIGN §15): a till sells at the first location, where the web sells too, while the
// server is killed; a sale it got no answer for is sent again with the same client_sale_id after the restart, as
// the offline till does (online sales: a short shelf is a final 409, so the stock arithmetic stays exact). Every acknowledged sale must be kept, each client_sale_id recorded once, and the stock
// checks (crash-checks.ts) hold with both channels on the same shelf.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import type { CheckResult } from './crash-checks';

/** The admin the server makes at start (the first admin only): the till's and the shipment part's account. */
export const CRASH_ADMIN = { email: 'crash-admin@example.com', password: 'crash-admin-password' };
export const TILL_ENV = { ADMIN_EMAIL: CRASH_ADMIN.email, ADMIN_PASSWORD: CRASH_ADMIN.password };
const UNIT_PRICE = 10_000;

export interface Till {
  base: string;
  locationId: number;
  lines: { product: number; variant: number | null }[];
  token: string | null;
  shift: number | null;
  /** Sales made and not yet answered, oldest first: sent again after a restart. */
  waiting: Map<string, unknown>;
  /** Sales the server answered 2xx, by client_sale_id → order id. */
  acked: Map<string, number>;
  /** Sales refused for stock (409): final, never recorded. */
  refused: number;
}

async function call(till: Till, method: string, path: string, body?: unknown) {
  const res = await fetch(`${till.base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(till.token && { authorization: `Bearer ${till.token}` }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

/** The till's location (the first: the web sells from it too) and the lines it sells. */
export async function tillAt(db: Db, base: string, lines: Till['lines']): Promise<Till> {
  const result = await db.execute(sql`SELECT min(id)::int AS id FROM store_locations`);
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  return {
    base,
    locationId: row!.id,
    lines,
    token: null,
    shift: null,
    waiting: new Map(),
    acked: new Map(),
    refused: 0,
  };
}

/** Signs in once and finds or opens the location's shift (before each cycle's load: the sales flow at once). */
export async function tillReady(till: Till) {
  if (till.token !== null && till.shift !== null) return;
  const login = await call(till, 'POST', '/api/token/', CRASH_ADMIN);
  if (login.status !== 200) throw new Error(`till login: ${login.status}`);
  till.token = String(login.body!.access);
  if (till.shift !== null) return;
  const opened = await call(till, 'POST', '/api/admin/pos/shifts/', { location: till.locationId, opening_cash: 0 });
  if (opened.status === 201) till.shift = Number(opened.body!.id);
  else {
    const open = await call(till, 'GET', `/api/admin/pos/shifts/?location=${till.locationId}&open=true`);
    till.shift = Number((open.body!.results as { id: number }[])[0]!.id);
  }
}

/** Sends one waiting sale; true when the server answered it (kept or finally refused), false when cut off. */
async function send(till: Till, id: string, sale: unknown): Promise<boolean> {
  const res = await call(till, 'POST', '/api/admin/pos/sales/', sale);
  if (res.status === 200 || res.status === 201) {
    till.acked.set(id, Number((res.body!.order as { id: number }).id));
    till.waiting.delete(id);
    return true;
  }
  if (res.status === 409) {
    till.refused++;
    till.waiting.delete(id);
    return true;
  }
  if (res.status === 503) return false;
  throw new Error(`pos sale answered ${res.status}: ${JSON.stringify(res.body)}`);
}

function newSale(till: Till) {
  const line = till.lines[Math.floor(Math.random() * till.lines.length)]!;
  const quantity = 1 + Math.floor(Math.random() * 2);
  const id = randomUUID();
  till.waiting.set(id, {
    client_sale_id: id,
    location: till.locationId,
    shift: till.shift,
    items: [{ ...line, quantity, unit_price: UNIT_PRICE, price_reason: 'Giá tại quầy' }],
    payments: [{ method: 'cash', amount: UNIT_PRICE * quantity }],
    cash_received: UNIT_PRICE * quantity,
  });
  return id;
}

/** Sells until the server dies: what was waiting first (oldest first), then new sales. */
export async function sell(till: Till, alive: () => boolean) {
  try {
    await tillReady(till);
    for (const [id, sale] of [...till.waiting]) if (!(await send(till, id, sale))) return;
    while (alive()) {
      const id = newSale(till);
      if (!(await send(till, id, till.waiting.get(id)))) await new Promise((r) => setTimeout(r, 50));
    }
  } catch (err) {
    // A request cut off by the kill stays waiting; anything else is the test's own mistake.
    if (alive()) throw err;
  }
}

/** Sends what is still waiting once the server is up for good. */
export async function sendWaiting(till: Till) {
  await tillReady(till);
  for (const [id, sale] of [...till.waiting]) await send(till, id, sale);
}

export async function checkTill(db: Db, till: Till): Promise<CheckResult[]> {
  const result = await db.execute(
    sql`SELECT s.client_sale_id AS id, s.order_id AS "order", (SELECT count(*)::int FROM order_items i
          WHERE i.order_id = s.order_id) AS items FROM pos_sales s`,
  );
  const rows = (result as unknown as { rows: { id: string; order: number; items: number }[] }).rows;
  const kept = new Map(rows.map((r) => [r.id, r]));
  return [
    {
      name: 'every acknowledged counter sale kept once, as the order it was answered with',
      problems: [...till.acked].flatMap(([id, order]) => {
        const row = kept.get(id);
        if (!row) return [`sale ${id} (order ${order}) is missing`];
        if (row.order !== order) return [`sale ${id}: answered order ${order}, kept ${row.order}`];
        return row.items > 0 ? [] : [`sale ${id}: order ${order} has no items`];
      }),
    },
    {
      name: 'no sale left waiting at the till after the restart',
      problems: [...till.waiting.keys()].map((id) => `sale ${id} never answered`),
    },
  ];
}
