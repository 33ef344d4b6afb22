/**
 * A TikTok Shop-compatible HTTP server on 127.0.0.1 (DESIGN §16) for tests and `npm run dev`: the Partner API 202309
 * (authorised shops, order search and detail, product search, inventory update) and the auth host (seller
 * authorisation page, `/api/v2/token/get`, `/api/v2/token/refresh`) on one port. As TikTok does, it checks every API
 * call's `app_key`, `sign` and `timestamp` (older than 5 minutes refused, 106001/106002) and `shop_cipher`; an auth code
 * works once, a refresh token works once (a refresh answers a new pair and retires the old access token); an unknown
 * access token gets 105001, an expired one 105002. Orders keep one line item per unit, as TikTok lists them.
 *
 * Written on its own (nothing imported from the shop's tiktok-provider.ts or tiktok-wire.ts), so a mistake there
 * shows up as a refusal here. Run as a script: TIKTOK_PEER_PORT, TIKTOK_APP_KEY, TIKTOK_APP_SECRET,
 * TIKTOK_PEER_REDIRECT (the app's registered redirect URL, where the authorisation page sends the seller with `code`
 * and `state`).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { MarketplacePeer, PeerItem, PeerOrderInput, PeerStockUpdate } from './marketplace-peer';

export interface TikTokPeerOptions {
  appKey: string;
  appSecret: string;
  shopId?: string;
  port?: number;
  /** The redirect URL registered for the app: `GET /oauth/authorize` sends the seller there (else answers the code). */
  redirect?: string;
  /** Seconds an access token lives (TikTok: about 7 days). */
  accessTtlSec?: number;
}

/**
 * How the next API or token call goes wrong: `timeout` never answers, `http-502` a proxy's page (not JSON),
 * `busy` an error answer with a non-zero code (the request arrived and was refused; nothing changed).
 */
export type TikTokPeerFault = 'timeout' | 'http-502' | 'busy';

export interface TikTokPeer extends MarketplacePeer {
  shopCipher: string;
  shopName: string;
  /** The warehouse every SKU's inventory sits in. */
  warehouseId: string;
  /** The request paths the peer answered, in order (a test checks paging and batching). */
  calls: { method: string; path: string; query: Record<string, string> }[];
  failNext(...faults: TikTokPeerFault[]): void;
}

interface StoredOrder extends PeerOrderInput {
  id: string;
  createTime: number;
  updateTime: number;
}

const MAX_SKEW_SEC = 300;
const nowSec = () => Math.floor(Date.now() / 1000);
const token = (prefix: string) => `${prefix}_${randomBytes(16).toString('base64url')}`;

async function readRaw(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

interface Answer {
  status: number;
  code: number;
  message: string;
  data?: unknown;
}

const ok = (data: unknown): Answer => ({ status: 200, code: 0, message: 'Success', data });
const fail = (code: number, message: string, status = 400): Answer => ({ status, code, message });

function send(res: ServerResponse, answer: Answer) {
  const body = {
    code: answer.code,
    message: answer.message,
    request_id: randomBytes(12).toString('hex').toUpperCase(),
    data: answer.data ?? null,
  };
  res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** TikTok's request signature, computed here on its own. */
function signOf(secret: string, path: string, query: URLSearchParams, body: string) {
  const keys = [...new Set(query.keys())].filter((k) => k !== 'sign' && k !== 'access_token').sort();
  const params = keys.map((k) => `${k}${query.get(k)}`).join('');
  return createHmac('sha256', secret)
    .update(secret + path + params + body + secret)
    .digest('hex');
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A page token: the offset, opaque to the caller as TikTok's are. */
const pageTokenOf = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
const offsetOf = (pageToken: string) => {
  const m = /^o:(\d+)$/.exec(Buffer.from(pageToken, 'base64url').toString('utf8'));
  return m ? Number(m[1]) : null;
};

export async function startTikTokPeer(options: TikTokPeerOptions): Promise<TikTokPeer> {
  const { appKey, appSecret } = options;
  const shopId = options.shopId ?? '7494000000000000001';
  const shopCipher = `ROW_${randomBytes(12).toString('base64url')}`;
  const shopName = 'Cửa hàng TikTok (peer)';
  const warehouseId = '7100000000000000001';
  const accessTtlSec = options.accessTtlSec ?? 7 * 24 * 3600;
  const refreshTtlSec = 365 * 24 * 3600;

  const codes = new Set<string>();
  /** Live access tokens → expiry (unix s); expired ones are remembered to answer 105002. */
  const access = new Map<string, number>();
  const expired = new Set<string>();
  const refreshTokens = new Set<string>();
  let refreshes = 0;
  const products = new Map<string, { title: string; skus: Map<string, { sellerSku: string; stock: number }> }>();
  const orders = new Map<string, StoredOrder>();
  const stock = new Map<string, number>();
  const stockUpdates: PeerStockUpdate[] = [];
  const calls: TikTokPeer['calls'] = [];
  const faults: TikTokPeerFault[] = [];
  const hung = new Set<ServerResponse>();
  let seq = 0;

  function grant() {
    const pair = {
      access_token: token('ROW_at'),
      access_token_expire_in: nowSec() + accessTtlSec,
      refresh_token: token('ROW_rt'),
      refresh_token_expire_in: nowSec() + refreshTtlSec,
      open_id: `open_${shopId}`,
      seller_name: shopName,
      seller_base_region: 'VN',
      user_type: 0,
      granted_scopes: [
        'seller.authorization.info',
        'seller.order.info',
        'seller.product.basic',
        'seller.product.write',
      ],
    };
    access.set(pair.access_token, pair.access_token_expire_in);
    refreshTokens.add(pair.refresh_token);
    return pair;
  }

  function tokenCall(path: string, q: URLSearchParams): Answer {
    if (q.get('app_key') !== appKey || q.get('app_secret') !== appSecret) {
      return fail(36004002, 'invalid app_key or app_secret');
    }
    if (path === '/api/v2/token/get') {
      if (q.get('grant_type') !== 'authorized_code') return fail(36004003, 'grant_type is invalid');
      const code = q.get('auth_code') ?? '';
      if (!codes.delete(code)) return fail(36004005, 'can not find related auth record');
      return ok(grant());
    }
    if (q.get('grant_type') !== 'refresh_token') return fail(36004003, 'grant_type is invalid');
    const given = q.get('refresh_token') ?? '';
    if (!refreshTokens.delete(given)) return fail(36004001, 'refresh token is invalid or has been used');
    // The pair in force is replaced: its access token stops working.
    for (const t of access.keys()) expired.add(t);
    access.clear();
    refreshes++;
    return ok(grant());
  }

  /** The common checks of an API call: app, timestamp, signature, access token, and the shop's cipher. */
  function checkCall(req: IncomingMessage, path: string, q: URLSearchParams, body: string, shopCall: boolean) {
    if (q.get('app_key') !== appKey) return fail(106001, "Invalid credentials. The 'app_key' is invalid.", 401);
    const ts = Number(q.get('timestamp') ?? NaN);
    if (!Number.isInteger(ts) || Math.abs(nowSec() - ts) > MAX_SKEW_SEC) {
      return fail(106002, "The 'timestamp' query parameter is expired or invalid.", 401);
    }
    const sign = q.get('sign') ?? '';
    if (!sameText(sign, signOf(appSecret, path, q, body))) {
      return fail(106001, "Invalid credentials. The 'sign' query parameter is invalid.", 401);
    }
    const given = String(req.headers['x-tts-access-token'] ?? '');
    const expiry = access.get(given);
    if (expiry === undefined || expiry <= nowSec()) {
      if (expiry !== undefined || expired.has(given))
        return fail(105002, 'access token is expired, please refresh it', 401);
      return fail(105001, 'access token is invalid', 401);
    }
    if (shopCall && q.get('shop_cipher') !== shopCipher) return fail(106011, "The 'shop_cipher' is invalid.", 400);
    return undefined;
  }

  function renderOrder(o: StoredOrder) {
    const tracking = o.tracking ?? null;
    let n = 0;
    const lineItems = o.lines.flatMap((line) =>
      Array.from({ length: line.quantity }, () => ({
        id: `${o.id}${String(++n).padStart(3, '0')}`,
        product_id: line.itemId,
        product_name: line.name,
        sku_id: line.modelId ?? '',
        sku_name: '',
        seller_sku: line.sku,
        sale_price: String(line.unitPrice),
        original_price: String(line.unitPrice),
        currency: 'VND',
        display_status: o.status,
        ...(tracking ? { tracking_number: tracking.number, shipping_provider_name: tracking.carrier } : {}),
      })),
    );
    const total = o.total ?? o.lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0);
    const recipient = o.recipient ?? {
      name: o.buyer ?? 'Người mua TikTok',
      phone: '(+84)90*****12',
      address: 'Việt Nam',
    };
    return {
      id: o.id,
      status: o.status,
      create_time: o.createTime,
      update_time: o.updateTime,
      user_id: `buyer_${o.id}`,
      buyer_email: `${o.buyer ?? 'buyer'}@scs.tiktokw.us`,
      recipient_address: { name: recipient.name, phone_number: recipient.phone, full_address: recipient.address },
      line_items: lineItems,
      payment: { currency: 'VND', sub_total: String(total), total_amount: String(total) },
      is_cod: o.cod ?? false,
      ...(tracking ? { tracking_number: tracking.number, shipping_provider: tracking.carrier } : {}),
    };
  }

  function page(q: URLSearchParams, count: number): { from: number; to: number; error?: Answer } {
    const size = Number(q.get('page_size') ?? NaN);
    if (!Number.isInteger(size) || size < 1 || size > 100) {
      return { from: 0, to: 0, error: fail(36009003, 'page_size must be between 1 and 100') };
    }
    const pageToken = q.get('page_token') ?? '';
    const from = pageToken ? offsetOf(pageToken) : 0;
    if (from === null) return { from: 0, to: 0, error: fail(36009003, 'page_token is invalid') };
    return { from, to: Math.min(count, from + size) };
  }

  function searchOrders(q: URLSearchParams, body: Record<string, unknown>): Answer {
    const ge = typeof body.update_time_ge === 'number' ? body.update_time_ge : -Infinity;
    const lt = typeof body.update_time_lt === 'number' ? body.update_time_lt : Infinity;
    const found = [...orders.values()]
      .filter((o) => o.updateTime >= ge && o.updateTime < lt)
      .sort((a, b) => a.updateTime - b.updateTime || a.id.localeCompare(b.id));
    const { from, to, error } = page(q, found.length);
    if (error) return error;
    return ok({
      orders: found.slice(from, to).map(renderOrder),
      next_page_token: to < found.length ? pageTokenOf(to) : '',
      total_count: found.length,
    });
  }

  function orderDetail(q: URLSearchParams): Answer {
    const ids = (q.get('ids') ?? '').split(',').filter(Boolean);
    if (ids.length === 0 || ids.length > 50) return fail(36009003, 'ids must hold 1 to 50 order ids');
    return ok({ orders: ids.flatMap((id) => (orders.has(id) ? [renderOrder(orders.get(id)!)] : [])) });
  }

  function searchProducts(q: URLSearchParams): Answer {
    const list = [...products.entries()];
    const { from, to, error } = page(q, list.length);
    if (error) return error;
    return ok({
      products: list.slice(from, to).map(([id, p]) => ({
        id,
        title: p.title,
        status: 'ACTIVATE',
        skus: [...p.skus.entries()].map(([skuId, s]) => ({
          id: skuId,
          seller_sku: s.sellerSku,
          inventory: [{ warehouse_id: warehouseId, quantity: stock.get(`${id}:${skuId}`) ?? s.stock }],
        })),
      })),
      next_page_token: to < list.length ? pageTokenOf(to) : '',
      total_count: list.length,
    });
  }

  function updateInventory(productId: string, body: Record<string, unknown>): Answer {
    const product = products.get(productId);
    if (!product) return fail(12019001, `product ${productId} does not exist`);
    const skus = Array.isArray(body.skus) ? (body.skus as Record<string, unknown>[]) : [];
    if (skus.length === 0) return fail(12052048, 'skus is required');
    const accepted: PeerStockUpdate[] = [];
    for (const sku of skus) {
      const skuId = String(sku?.id ?? '');
      if (!product.skus.has(skuId)) return fail(12019002, `sku ${skuId} does not belong to product ${productId}`);
      const inventory = Array.isArray(sku.inventory) ? (sku.inventory as Record<string, unknown>[]) : [];
      const entry = inventory[0];
      if (!entry || inventory.length !== 1 || String(entry.warehouse_id ?? '') !== warehouseId) {
        return fail(12052230, `warehouse is invalid for sku ${skuId}`);
      }
      const quantity = entry.quantity;
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0) {
        return fail(12052049, `quantity is invalid for sku ${skuId}`);
      }
      accepted.push({ itemId: productId, modelId: skuId, quantity, at: Date.now() });
    }
    for (const u of accepted) {
      stock.set(`${u.itemId}:${u.modelId}`, u.quantity);
      stockUpdates.push(u);
    }
    return ok({});
  }

  function authorizePage(q: URLSearchParams, res: ServerResponse) {
    if (q.get('app_key') !== appKey) return send(res, fail(36004002, 'invalid app_key'));
    const code = peer.authorize().code;
    const state = q.get('state') ?? '';
    if (!options.redirect) return send(res, ok({ code, state }));
    const target = new URL(options.redirect);
    target.searchParams.set('code', code);
    target.searchParams.set('state', state);
    res.writeHead(302, { location: target.toString() }).end();
  }

  async function api(req: IncomingMessage, path: string, q: URLSearchParams): Promise<Answer> {
    const raw = await readRaw(req);
    const shopCall = !path.startsWith('/authorization/');
    const refused = checkCall(req, path, q, raw, shopCall);
    if (refused) return refused;
    let body: Record<string, unknown> = {};
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return fail(36009003, 'request body is not valid JSON');
      }
    }
    const method = req.method ?? 'GET';
    if (method === 'GET' && path === '/authorization/202309/shops') {
      return ok({
        shops: [
          { id: shopId, name: shopName, region: 'VN', seller_type: 'LOCAL', cipher: shopCipher, code: 'VNPEER01' },
        ],
      });
    }
    if (method === 'POST' && path === '/order/202309/orders/search') return searchOrders(q, body);
    if (method === 'GET' && path === '/order/202309/orders') return orderDetail(q);
    if (method === 'POST' && path === '/product/202309/products/search') return searchProducts(q);
    const inventory = /^\/product\/202309\/products\/([^/]+)\/inventory\/update$/.exec(path);
    if (method === 'POST' && inventory) return updateInventory(decodeURIComponent(inventory[1] ?? ''), body);
    return fail(36009004, `no such API: ${method} ${path}`, 404);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://peer');
    const path = url.pathname;
    const q = url.searchParams;
    calls.push({ method: req.method ?? 'GET', path, query: Object.fromEntries(q) });
    const handle = async () => {
      if (req.method === 'GET' && path === '/oauth/authorize') return authorizePage(q, res);
      const fault = faults.shift();
      if (fault === 'timeout') {
        hung.add(res);
        res.on('close', () => hung.delete(res));
        return;
      }
      if (fault === 'http-502') return res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502</h1>');
      if (fault === 'busy') return send(res, fail(21001001, 'System busy, please try again later', 500));
      if (req.method === 'GET' && (path === '/api/v2/token/get' || path === '/api/v2/token/refresh')) {
        return send(res, tokenCall(path, q));
      }
      send(res, await api(req, path, q));
    };
    handle().catch((error: unknown) => send(res, fail(-1, String(error), 500)));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const peer: TikTokPeer = {
    url,
    shopId,
    shopCipher,
    shopName,
    warehouseId,
    calls,
    stockUpdates,
    authorize() {
      const code = token('code');
      codes.add(code);
      return { code };
    },
    addItem(item: PeerItem) {
      if (!item.modelId) throw new Error('TikTok SKUs always have an id');
      const product = products.get(item.itemId) ?? { title: item.name, skus: new Map() };
      product.skus.set(item.modelId, { sellerSku: item.sku, stock: item.stock ?? 0 });
      products.set(item.itemId, product);
    },
    putOrder(order: PeerOrderInput) {
      const id = order.id ?? `5770${String(Date.now()).slice(-9)}${String(++seq).padStart(5, '0')}`;
      const createTime = orders.get(id)?.createTime ?? nowSec();
      orders.set(id, { ...order, id, createTime, updateTime: nowSec() });
      return id;
    },
    setStatus(id: string, status: string) {
      const order = orders.get(id);
      if (!order) throw new Error(`no order ${id}`);
      order.status = status;
      order.updateTime = nowSec();
    },
    stockOf: (itemId: string, modelId: string | null) => stock.get(`${itemId}:${modelId}`),
    expireAccessToken() {
      for (const t of access.keys()) expired.add(t);
      access.clear();
    },
    refreshCount: () => refreshes,
    async sendOrderWebhook(target: string, orderId: string, opts: { forge?: boolean } = {}) {
      const order = orders.get(orderId);
      const body = JSON.stringify({
        type: 1,
        tts_notification_id: randomBytes(8).toString('hex'),
        shop_id: shopId,
        timestamp: nowSec(),
        data: {
          order_id: orderId,
          order_status: order?.status ?? 'UNPAID',
          update_time: order?.updateTime ?? nowSec(),
        },
      });
      const secret = opts.forge ? `${appSecret}-forged` : appSecret;
      const signature = createHmac('sha256', secret)
        .update(appKey + body)
        .digest('hex');
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: signature },
        body,
      });
      await res.arrayBuffer();
      return res.status;
    },
    failNext(...kinds: TikTokPeerFault[]) {
      faults.push(...kinds);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hung) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return peer;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = process.env;
  const peer = await startTikTokPeer({
    port: Number(env.TIKTOK_PEER_PORT ?? 0),
    appKey: env.TIKTOK_APP_KEY ?? '',
    appSecret: env.TIKTOK_APP_SECRET ?? '',
    ...(env.TIKTOK_PEER_REDIRECT ? { redirect: env.TIKTOK_PEER_REDIRECT } : {}),
  });
  console.log(`TikTok Shop peer listening on ${peer.url}`);
  const stop = () => void peer.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
