// The crash test's carrier part (DESIGN §11 "created once"): the shop is killed with kill -9 while GHN is making its
// shipment — the carrier has the order, the shop never got the answer — then restarted, and staff create the
// shipment again (answered 409 while the dead try's claim lasts). Still exactly one order at GHN, and the shop keeps
// its code.
import type { ChildProcess } from 'node:child_process';
import { DEFAULT_CARRIER_SETTINGS } from '@shop/domain/carrier-settings.schemas';
import { GHN_PEER_PICKUP, startGhnPeer } from '../src/testing/ghn-peer';
import type { CheckResult } from './crash-checks';
import { CRASH_ADMIN as ADMIN } from './crash-till';

const SETTINGS = { ...DEFAULT_CARRIER_SETTINGS, pickup: GHN_PEER_PICKUP, quoting_carrier: 'ghn' };

export interface ShipmentCrashDeps {
  base: string;
  start: (extraEnv: Record<string, string>) => ChildProcess;
  waitReady: (child: ChildProcess) => Promise<void>;
  kill: (child: ChildProcess) => Promise<void>;
}

async function call(base: string, method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

async function must(what: string, res: Promise<{ status: number; body: Record<string, unknown> | null }>) {
  const r = await res;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body!;
}

/** An order to Hà Nội of an in-stock product without variants, moved to processing by the admin. */
async function processingOrder(deps: ShipmentCrashDeps, token: string): Promise<number> {
  const page = await must('products', call(deps.base, 'GET', '/api/products/?page_size=50', null));
  const products = page.results as { id: number; stock: number; variants: unknown[] }[];
  const product = products.find((p) => p.variants.length === 0 && p.stock > 0);
  if (!product) throw new Error('no product to order');
  const order = await must(
    'order',
    call(deps.base, 'POST', '/api/orders/', token, {
      items: [{ product: product.id, variant: null, quantity: 1 }],
      shipping_address: '1 Hoàng Diệu',
      phone_number: '0909123456',
      email: 'khach@example.com',
      city: 'Thành phố Hà Nội',
      district: 'Quận Ba Đình',
      ward: 'Phường Phúc Xá',
      promotion_ids: [],
      payment_method: 'cash',
      note: '',
    }),
  );
  const id = Number(order.id);
  for (const status of ['accounting_processing', 'processing']) {
    await must(status, call(deps.base, 'POST', `/api/admin/orders/${id}/transition/`, token, { status }));
  }
  return id;
}

export async function shipmentCrash(deps: ShipmentCrashDeps): Promise<CheckResult> {
  const problems: string[] = [];
  let child: ChildProcess | undefined;
  const started: ChildProcess[] = [];
  const peer = startGhnPeer({ token: 'crash-ghn', shopId: '885', onCreate: () => child && void deps.kill(child) });
  const env = {
    GHN_TOKEN: 'crash-ghn',
    GHN_SHOP_ID: '885',
    GHN_BASE_URL: await peer.listen(),
    CARRIER_WEBHOOK_SECRET: 'crash-secret',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  try {
    const first = deps.start(env);
    started.push(first);
    await deps.waitReady(first);
    const token = String((await must('login', call(deps.base, 'POST', '/api/token/', null, ADMIN))).access);
    await must('mapping', call(deps.base, 'POST', '/api/admin/carriers/ghn/address-mapping/sync/', token, {}));
    await must('settings', call(deps.base, 'PUT', '/api/admin/settings/carriers/', token, SETTINGS));
    const orderId = await processingOrder(deps, token);
    // GHN makes the order and the shop dies before the answer arrives.
    child = first;
    const cut = await call(deps.base, 'POST', `/api/admin/orders/${orderId}/shipment/`, token, {
      carrier: 'ghn',
    }).catch(() => null);
    if (cut) problems.push(`the shipment call answered ${cut.status} although the shop was killed`);
    await deps.kill(first);
    child = undefined;
    const second = deps.start(env);
    started.push(second);
    await deps.waitReady(second);
    // The killed process's claim on the 'creating' row holds until it lapses (3 × CARRIER_TIMEOUT_MS + 5 s): until
    // then staff are told to wait (409), then their retry finds GHN's order by our id.
    const create = () => call(deps.base, 'POST', `/api/admin/orders/${orderId}/shipment/`, token, { carrier: 'ghn' });
    const deadline = Date.now() + 30_000;
    let retry = await create();
    while (retry.status === 409 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      retry = await create();
    }
    const atGhn = [...peer.orders.values()].filter((o) => o.client_order_code === String(orderId));
    if (retry.status !== 201) problems.push(`the retry answered ${retry.status}: ${JSON.stringify(retry.body)}`);
    if (atGhn.length !== 1) problems.push(`${atGhn.length} orders at GHN for our id ${orderId}`);
    else if (retry.body?.code !== atGhn[0]!.order_code) problems.push('the shop kept another code than GHN’s');
    await deps.kill(second);
  } catch (err) {
    problems.push(String(err));
  } finally {
    for (const c of started) await deps.kill(c);
    await peer.close();
  }
  return { name: 'a shipment created around a kill -9 is made once at the carrier', problems };
}
