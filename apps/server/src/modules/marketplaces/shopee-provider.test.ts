// The Shopee provider against the Shopee peer (no database): signing, linking and token rotation, orders in windows
// and pages and batches, items and models, stock pushed, the auth errors that make the shop refresh, and pushes
// checked against their signature.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ShopeePeer, startShopeePeer } from '../../testing/shopee-peer';
import {
  MarketplaceApiError,
  MarketplaceAuthError,
  type MarketplaceProvider,
  type ShopAuth,
} from './marketplace-provider';
import { createShopeeProvider } from './shopee-provider';
import { shopeePushSignature, shopeeSign } from './shopee-wire';

const KEYS = { partnerId: 2006566, partnerKey: 'b6f0e4a1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9' };
const DAY = 86_400_000;

let peer: ShopeePeer;
let shopee: MarketplaceProvider;
let auth: ShopAuth;
let refreshToken: string;

async function link() {
  const shop = await shopee.connect(peer.authorize());
  auth = { shopId: shop.shopId, shopCipher: null, accessToken: shop.accessToken };
  refreshToken = shop.refreshToken;
  return shop;
}

beforeAll(async () => {
  peer = await startShopeePeer({ ...KEYS, shopId: '802024311' });
  shopee = createShopeeProvider({ ...KEYS, baseUrl: peer.url, timeoutMs: 2_000 });
  await link();
});
afterAll(() => peer?.close());

describe('signing', () => {
  // Shopee's Authorization guide publishes an example link (partner_id 10090, timestamp 1594897040, sign 90c12d39…)
  // but not the partner key behind it, so these vectors were computed by hand with
  // `printf '%s' '<base string>' | openssl dgst -sha256 -hmac '<key>'`, the key being the one in the same guide's Go demo.
  const key = '1391fd986fe8ec7569bebed75b0c33ee35eb5a305bed7038657a5cd5f75b1c88';

  it('signs a public call over partner_id + path + timestamp', () => {
    const sign = shopeeSign(key, { partnerId: 2006566, path: '/api/v2/shop/auth_partner', timestamp: 1657254106 });
    expect(sign).toBe('f99e0fc8bba25f54d76c863c7bee2ab6e2d4cd82f38ac08f9b6bf1cba09e9014');
  });

  it('signs a shop call with access_token + shop_id after the timestamp', () => {
    const sign = shopeeSign(key, {
      partnerId: 2006566,
      path: '/api/v2/order/get_order_list',
      timestamp: 1657254106,
      accessToken: '574d4c4f4b4e5a6b6a4e6d6f4c5a4a',
      shopId: 802024311,
    });
    expect(sign).toBe('c1d142029f6ac9296e10afa6f8d83137066e15850cdea7ced85d2943e87f3ff6');
  });

  it("signs a push over the URL + '|' + raw body", () => {
    const body =
      '{"shop_id":802024311,"code":3,"timestamp":1657254106,"data":{"ordersn":"220708ABCDEF12","status":"READY_TO_SHIP"}}';
    expect(shopeePushSignature(key, 'https://shop.example.vn/api/webhooks/shopee/', body)).toBe(
      '56010fb8c643018928ab8ab387998f849dad13aacecde1af603599684be0915f',
    );
  });
});

describe('linking', () => {
  it('builds the signed authorisation URL, which the peer accepts and answers with a code', async () => {
    const url = new URL(shopee.authorizeUrl('https://shop.example.vn/api/marketplaces/shopee/callback/'));
    expect(url.origin + url.pathname).toBe(`${peer.url}/api/v2/shop/auth_partner`);
    expect(url.searchParams.get('partner_id')).toBe(String(KEYS.partnerId));
    expect(url.searchParams.get('redirect')).toBe('https://shop.example.vn/api/marketplaces/shopee/callback/');
    const timestamp = Number(url.searchParams.get('timestamp'));
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect(url.searchParams.get('sign')).toBe(
      shopeeSign(KEYS.partnerKey, { partnerId: KEYS.partnerId, path: '/api/v2/shop/auth_partner', timestamp }),
    );
    const page = await (await fetch(url)).text();
    expect(page).toMatch(
      /shop\.example\.vn\/api\/marketplaces\/shopee\/callback\/\?code=[0-9a-f]+&amp;shop_id=802024311/,
    );
  });

  it('trades a code once for 4-hour tokens and reads the shop name', async () => {
    const before = Date.now();
    const shop = await link();
    expect(shop).toMatchObject({ shopId: '802024311', shopName: 'Cửa hàng thử Shopee', shopCipher: null });
    expect(shop.accessExpiresAt.getTime() - before).toBeGreaterThanOrEqual(4 * 3600_000 - 1000);
    expect(shop.accessExpiresAt.getTime() - before).toBeLessThanOrEqual(4 * 3600_000 + 2000);
    expect(shop.refreshExpiresAt!.getTime() - before).toBeGreaterThanOrEqual(30 * DAY - 1000);
    const used = peer.authorize();
    await shopee.connect(used);
    await expect(shopee.connect(used)).rejects.toMatchObject({ code: 'error_param' });
    await expect(shopee.connect({ code: peer.authorize().code })).rejects.toBeInstanceOf(MarketplaceApiError);
    await link();
  });

  it('keeps the tokens when the shop name cannot be read (the code is spent by then)', async () => {
    peer.fail('/api/v2/shop/get_shop_info', { kind: 'http-500' });
    const shop = await link();
    expect(shop.shopName).toBe('Shopee 802024311');
    await expect(shopee.listItems(auth)).resolves.toBeDefined();
  });

  it('rotates the pair on refresh; the spent refresh token is refused', async () => {
    const count = peer.refreshCount();
    const grant = await shopee.refresh({ shopId: auth.shopId, refreshToken });
    expect(peer.refreshCount()).toBe(count + 1);
    expect(grant.refreshToken).not.toBe(refreshToken);
    expect(grant.accessToken).not.toBe(auth.accessToken);
    const spent = shopee.refresh({ shopId: auth.shopId, refreshToken });
    await expect(spent).rejects.toBeInstanceOf(MarketplaceApiError);
    await expect(spent).rejects.toMatchObject({ code: 'error_param' });
    expect(peer.refreshCount()).toBe(count + 1);
    auth = { ...auth, accessToken: grant.accessToken };
    refreshToken = grant.refreshToken;
    await expect(shopee.listUpdatedOrders(auth, new Date(Date.now() - DAY), new Date())).resolves.toBeDefined();
  });
});

describe('auth errors', () => {
  beforeEach(async () => {
    await link();
  });

  it('an expired access token is a MarketplaceAuthError; a refreshed one works again', async () => {
    peer.expireAccessToken();
    const refused = shopee.listItems(auth);
    await expect(refused).rejects.toBeInstanceOf(MarketplaceAuthError);
    await expect(refused).rejects.toThrow(/Invalid access_token/);
    const grant = await shopee.refresh({ shopId: auth.shopId, refreshToken });
    await expect(shopee.listItems({ ...auth, accessToken: grant.accessToken })).resolves.toBeDefined();
  });

  it('a wrong partner key is an API error named error_sign, not an auth error', async () => {
    const wrong = createShopeeProvider({ ...KEYS, partnerKey: 'not-the-key', baseUrl: peer.url });
    const refused = wrong.listItems(auth);
    await expect(refused).rejects.not.toBeInstanceOf(MarketplaceAuthError);
    await expect(refused).rejects.toMatchObject({ code: 'error_sign' });
  });

  it('maps error_auth and Shopee-spelled invalid_acceess_token to MarketplaceAuthError, others by name', async () => {
    const answers: Record<string, unknown>[] = [
      { error: 'error_auth', message: 'Invalid access_token.' },
      { error: 'invalid_acceess_token', message: 'Invalid access_token.' },
      { error: 'invalid_access_token', message: 'Invalid access_token.' },
      { error: 'error_server', message: 'Something wrong. Please try later.' },
      { error: '', message: '', response: { item: [], has_next_page: false } },
    ];
    const fake = createServer((_req, res) => {
      res.writeHead(answers.length === 1 ? 200 : 403, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answers.shift()));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const at = createShopeeProvider({ ...KEYS, baseUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}` });
    try {
      for (let i = 0; i < 3; i++) await expect(at.listItems(auth)).rejects.toBeInstanceOf(MarketplaceAuthError);
      await expect(at.listItems(auth)).rejects.toMatchObject({ code: 'error_server' });
      await expect(at.listItems(auth)).resolves.toEqual([]);
    } finally {
      fake.closeAllConnections();
      await new Promise((resolve) => fake.close(resolve));
    }
  });

  it('a call that never answers fails after the time-out', async () => {
    const quick = createShopeeProvider({ ...KEYS, baseUrl: peer.url, timeoutMs: 200 });
    peer.fail('/api/v2/product/get_item_list', { kind: 'timeout' });
    await expect(quick.listItems(auth)).rejects.toMatchObject({ code: 'network' });
  });
});

describe('orders', () => {
  const line = (itemId: string, modelId: string | null, sku: string, quantity = 1, unitPrice = 55_000) => ({
    itemId,
    modelId,
    sku,
    name: `Hàng ${itemId}`,
    quantity,
    unitPrice,
  });

  it('reads an order with its buyer, address, lines, SKUs (an item without models through its base info), total', async () => {
    peer.addItem({ itemId: '3001', modelId: null, sku: 'SIRO-DAO', name: 'Siro đào' });
    const id = peer.putOrder({
      status: 'READY_TO_SHIP',
      buyer: 'khachhang01',
      recipient: { name: 'Nguyễn Văn A', phone: '84901234567', address: '12 Lý Tự Trọng, Quận 1, TP. Hồ Chí Minh' },
      lines: [
        { ...line('3001', null, 'SIRO-DAO', 2, 120_000), name: 'Siro đào' },
        { ...line('3002', '77', 'TRA-LAI-1KG', 1, 89_000), name: 'Trà lài' },
      ],
      total: 320_000,
      cod: true,
    });
    const [order] = await shopee.getOrders(auth, [id]);
    expect(order).toMatchObject({
      id,
      status: 'READY_TO_SHIP',
      buyer: 'khachhang01',
      recipient: { name: 'Nguyễn Văn A', phone: '84901234567', address: '12 Lý Tự Trọng, Quận 1, TP. Hồ Chí Minh' },
      total: 320_000,
      cod: true,
      tracking: null,
      lines: [
        { externalId: '3001', itemId: '3001', modelId: null, sku: 'SIRO-DAO', quantity: 2, unitPrice: 120_000 },
        { externalId: '3002:77', itemId: '3002', modelId: '77', sku: 'TRA-LAI-1KG', quantity: 1, unitPrice: 89_000 },
      ],
    });
    expect(Math.abs(order!.updatedAt.getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('upper-cases the status, reads the tracking number once shipped, and sees an order moved', async () => {
    const id = peer.putOrder({
      status: 'processed',
      lines: [line('3003', null, 'A')],
      tracking: { number: 'SPXVN0123456789', carrier: 'SPX Express' },
    });
    const [order] = await shopee.getOrders(auth, [id]);
    expect(order).toMatchObject({
      status: 'PROCESSED',
      tracking: { number: 'SPXVN0123456789', carrier: 'SPX Express' },
    });
    const from = new Date(Date.now() - 60_000);
    peer.setStatus(id, 'SHIPPED');
    expect(await shopee.listUpdatedOrders(auth, from, new Date(Date.now() + 1000))).toContain(id);
    expect((await shopee.getOrders(auth, [id]))[0]!.status).toBe('SHIPPED');
  });

  it('splits a 40-day range into windows of at most 15 days and finds orders in each', async () => {
    const now = Date.now();
    const old = [5, 20, 35].map((daysAgo) => {
      const id = peer.putOrder({ status: 'COMPLETED', lines: [line('3004', null, 'B')] });
      peer.setUpdateTime(id, new Date(now - daysAgo * DAY));
      return id;
    });
    const outside = peer.putOrder({ status: 'COMPLETED', lines: [line('3004', null, 'B')] });
    peer.setUpdateTime(outside, new Date(now - 45 * DAY));
    peer.listWindows.length = 0;
    const ids = await shopee.listUpdatedOrders(auth, new Date(now - 40 * DAY), new Date(now - DAY));
    expect(ids).toEqual(expect.arrayContaining(old));
    expect(ids).not.toContain(outside);
    expect(peer.listWindows).toHaveLength(3);
    for (const w of peer.listWindows) expect(w.to - w.from).toBeLessThanOrEqual(15 * 86_400);
    expect(peer.listWindows[0]!.from).toBe(Math.floor((now - 40 * DAY) / 1000));
    expect(peer.listWindows.at(-1)!.to).toBe(Math.ceil((now - DAY) / 1000));
  });

  it('pages past 100 orders with the cursor and reads details 50 at a time', async () => {
    const at = new Date(Date.now() - 100 * DAY);
    const ids = Array.from({ length: 230 }, (_, i) => {
      const id = peer.putOrder({
        id: `2401PAGE${String(i).padStart(4, '0')}`,
        status: 'UNPAID',
        lines: [line('3005', null, 'C')],
      });
      peer.setUpdateTime(id, at);
      return id;
    });
    peer.listWindows.length = 0;
    const found = await shopee.listUpdatedOrders(auth, new Date(at.getTime() - 1000), new Date(at.getTime() + 1000));
    expect(found.sort()).toEqual([...ids].sort());
    expect(peer.listWindows).toHaveLength(3);
    peer.detailBatches.length = 0;
    const orders = await shopee.getOrders(auth, found);
    expect(orders.map((o) => o.id).sort()).toEqual([...ids].sort());
    expect(peer.detailBatches).toEqual([50, 50, 50, 50, 30]);
  });

  it('an empty range asks nothing', async () => {
    const calls = peer.calls();
    const now = new Date();
    expect(await shopee.listUpdatedOrders(auth, now, now)).toEqual([]);
    expect(await shopee.getOrders(auth, [])).toEqual([]);
    expect(peer.calls()).toBe(calls);
  });
});

describe('items and stock', () => {
  it('lists every item and model, paged, with names and SKUs', async () => {
    for (let i = 0; i < 120; i++)
      peer.addItem({ itemId: String(5000 + i), modelId: null, sku: `P${i}`, name: `Sản phẩm ${i}` });
    peer.addItem({ itemId: '6000', modelId: '1', sku: 'SIRO-1L', name: 'Siro' });
    peer.addItem({ itemId: '6000', modelId: '2', sku: 'SIRO-2L', name: '2 lít' });
    const items = await shopee.listItems(auth);
    expect(items.find((i) => i.externalId === '5119')).toEqual({
      externalId: '5119',
      itemId: '5119',
      modelId: null,
      warehouseId: null,
      name: 'Sản phẩm 119',
      sku: 'P119',
    });
    expect(items.filter((i) => i.itemId === '6000')).toEqual([
      { externalId: '6000:1', itemId: '6000', modelId: '1', warehouseId: null, name: 'Siro (Siro)', sku: 'SIRO-1L' },
      { externalId: '6000:2', itemId: '6000', modelId: '2', warehouseId: null, name: 'Siro (2 lít)', sku: 'SIRO-2L' },
    ]);
    expect(items.filter((i) => i.itemId.startsWith('5')).length).toBe(120);
  });

  it('pushes stock grouped per item (model 0 for an item without models)', async () => {
    peer.addItem({ itemId: '7000', modelId: null, sku: 'X', name: 'X' });
    peer.addItem({ itemId: '7001', modelId: '11', sku: 'Y1', name: 'Y1' });
    peer.addItem({ itemId: '7001', modelId: '12', sku: 'Y2', name: 'Y2' });
    const calls = peer.calls();
    const unit = (itemId: string, modelId: string | null, quantity: number) => ({
      externalId: modelId ? `${itemId}:${modelId}` : itemId,
      itemId,
      modelId,
      warehouseId: null,
      quantity,
    });
    await shopee.pushStock(auth, [unit('7000', null, 4), unit('7001', '11', 0), unit('7001', '12', 9)]);
    expect(peer.calls() - calls).toBe(2);
    expect(peer.stockOf('7000', null)).toBe(4);
    expect(peer.stockOf('7001', '11')).toBe(0);
    expect(peer.stockOf('7001', '12')).toBe(9);
    expect(peer.stockUpdates.slice(-3).map((u) => [u.itemId, u.modelId, u.quantity])).toEqual([
      ['7000', null, 4],
      ['7001', '11', 0],
      ['7001', '12', 9],
    ]);
  });

  it('a unit Shopee refuses fails the push (the queue retries it)', async () => {
    const push = shopee.pushStock(auth, [
      { externalId: '7001:99', itemId: '7001', modelId: '99', warehouseId: null, quantity: 3 },
    ]);
    await expect(push).rejects.toMatchObject({ code: 'stock_failed' });
  });
});

describe('pushes', () => {
  /** A webhook receiver that hands each push to the provider, as the shop's route will. */
  async function receiver(url: (port: number) => string) {
    const seen: unknown[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const address = server.address() as AddressInfo;
        const hint = shopee.readWebhook(url(address.port), Buffer.concat(chunks).toString('utf8'), req.headers);
        seen.push(hint);
        res.writeHead(hint ? 204 : 401).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    return {
      target: `http://127.0.0.1:${port}/api/webhooks/shopee/`,
      seen,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  it('reads a signed order push; a forged one, a tampered body, or another URL is refused', async () => {
    const r = await receiver((port) => `http://127.0.0.1:${port}/api/webhooks/shopee/`);
    try {
      const id = peer.putOrder({
        status: 'READY_TO_SHIP',
        lines: [{ itemId: '3001', modelId: null, sku: 'S', name: 'S', quantity: 1, unitPrice: 1 }],
      });
      expect(await peer.sendOrderWebhook(r.target, id)).toBe(204);
      expect(r.seen.at(-1)).toEqual({ shopId: '802024311', orderId: id, status: 'READY_TO_SHIP' });
      expect(await peer.sendOrderWebhook(r.target, id, { forge: true })).toBe(401);
      expect(r.seen.at(-1)).toBeNull();
    } finally {
      await r.close();
    }
    const elsewhere = await receiver((port) => `http://127.0.0.1:${port}/api/webhooks/other/`);
    try {
      const id = peer.putOrder({
        status: 'UNPAID',
        lines: [{ itemId: '3001', modelId: null, sku: 'S', name: 'S', quantity: 1, unitPrice: 1 }],
      });
      expect(await peer.sendOrderWebhook(elsewhere.target, id)).toBe(401);
    } finally {
      await elsewhere.close();
    }
  });

  it('checks the signature over the exact bytes; other codes carry no order', () => {
    const url = 'https://shop.example.vn/api/webhooks/shopee/';
    const body = JSON.stringify({
      shop_id: 802024311,
      code: 3,
      timestamp: 1,
      data: { ordersn: 'X1', status: 'shipped' },
    });
    const signed = (raw: string) => ({ authorization: shopeePushSignature(KEYS.partnerKey, url, raw) });
    expect(shopee.readWebhook(url, body, signed(body))).toEqual({
      shopId: '802024311',
      orderId: 'X1',
      status: 'SHIPPED',
    });
    expect(shopee.readWebhook(url, body.replace('X1', 'X2'), signed(body))).toBeNull();
    expect(shopee.readWebhook(url, body, {})).toBeNull();
    expect(shopee.readWebhook(url, body, { authorization: 'abc' })).toBeNull();
    const other = JSON.stringify({ shop_id: 802024311, code: 8, timestamp: 1, data: { item_id: 1 } });
    expect(shopee.readWebhook(url, other, signed(other))).toEqual({ shopId: '802024311', orderId: null, status: null });
    expect(shopee.readWebhook(url, 'not json', signed('not json'))).toBeNull();
  });
});

describe('the peer refuses what Shopee refuses', () => {
  /** A shop call signed by hand, `timestamp` and `sign` overridable. */
  async function raw(path: string, query: Record<string, string>, over: { timestamp?: number; sign?: string } = {}) {
    const timestamp = over.timestamp ?? Math.floor(Date.now() / 1000);
    const sign =
      over.sign ??
      shopeeSign(KEYS.partnerKey, {
        partnerId: KEYS.partnerId,
        path,
        timestamp,
        accessToken: auth.accessToken,
        shopId: auth.shopId,
      });
    const url = new URL(`${peer.url}${path}`);
    const params = {
      partner_id: String(KEYS.partnerId),
      timestamp: String(timestamp),
      sign,
      access_token: auth.accessToken,
      shop_id: auth.shopId,
      ...query,
    };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return (await (await fetch(url)).json()) as { error: string; message: string; response?: Record<string, unknown> };
  }
  const window = (from: number, to: number) => ({
    time_range_field: 'update_time',
    time_from: String(from),
    time_to: String(to),
    page_size: '100',
  });

  beforeAll(async () => {
    await link();
  });

  it('a timestamp older than 5 minutes, or a wrong sign', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await raw('/api/v2/order/get_order_list', window(now - 60, now))).error).toBe('');
    expect((await raw('/api/v2/order/get_order_list', window(now - 60, now), { timestamp: now - 301 })).error).toBe(
      'error_param',
    );
    expect((await raw('/api/v2/order/get_order_list', window(now - 60, now), { sign: 'f'.repeat(64) })).error).toBe(
      'error_sign',
    );
  });

  it('a window over 15 days, a page over 100, a detail over 50 orders', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await raw('/api/v2/order/get_order_list', window(now - 15 * 86_400, now))).error).toBe('');
    expect((await raw('/api/v2/order/get_order_list', window(now - 15 * 86_400 - 1, now))).error).toBe('error_param');
    expect((await raw('/api/v2/order/get_order_list', { ...window(now - 60, now), page_size: '101' })).error).toBe(
      'error_param',
    );
    const ids = Array.from({ length: 51 }, (_, i) => `X${i}`).join(',');
    expect((await raw('/api/v2/order/get_order_detail', { order_sn_list: ids })).error).toBe('error_param');
  });

  it("leaves the detail's optional fields out unless asked", async () => {
    const id = peer.putOrder({
      status: 'UNPAID',
      buyer: 'b',
      lines: [{ itemId: '1', modelId: null, sku: 'S', name: 'S', quantity: 1, unitPrice: 9 }],
    });
    const bare = await raw('/api/v2/order/get_order_detail', { order_sn_list: id });
    const [order] = bare.response!.order_list as Record<string, unknown>[];
    expect(order).toMatchObject({ order_sn: id, order_status: 'UNPAID', cod: false });
    for (const field of ['buyer_username', 'recipient_address', 'item_list', 'total_amount', 'payment_method']) {
      expect(order).not.toHaveProperty(field);
    }
  });
});
