// The TikTok Shop provider against the TikTok peer (no database): signing, linking, token rotation, orders, items,
// stock and webhooks in TikTok's wire format.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TikTokPeer, startTikTokPeer } from '../../testing/tiktok-peer';
import {
  type LinkedShop,
  MarketplaceApiError,
  MarketplaceAuthError,
  type MarketplaceProvider,
  type ShopAuth,
} from './marketplace-provider';
import { createTikTokProvider } from './tiktok-provider';
import { dongOf, tiktokSign, tiktokWebhookSign } from './tiktok-wire';

const KEYS = { appKey: 'tt_app_key_1', appSecret: 'tt_app_secret_1' };
let peer: TikTokPeer;
let provider: MarketplaceProvider;
let linked: LinkedShop;

const authOf = (shop: LinkedShop): ShopAuth => ({
  shopId: shop.shopId,
  shopCipher: shop.shopCipher,
  accessToken: shop.accessToken,
});

beforeAll(async () => {
  peer = await startTikTokPeer(KEYS);
  provider = createTikTokProvider({ ...KEYS, baseUrl: peer.url, authBaseUrl: peer.url });
  linked = await provider.connect({ code: peer.authorize().code });
});
afterAll(async () => {
  await peer?.close();
});

describe('tiktokSign', () => {
  it('matches the published vector of EcomPHP/tiktokshop-php (tests/ClientTest.php testPrepareSignature)', () => {
    // app_secret 'app_secret', GET /test-api, query {foo: 'bar'}: 'app_secret' + '/test-api' + 'foobar' + 'app_secret'.
    expect(tiktokSign('app_secret', '/test-api', { foo: 'bar' })).toBe(
      'd3cb7fe11ecae942802ceeca67e7cf10120cc12f1517d45fbc1c8cfe5413c80f',
    );
  });

  it('sorts the params by key, leaves out sign and access_token, and appends the raw body', () => {
    // Computed independently: printf '%s' 's3cret/order/202309/orders/searchapp_key6abcpage_size20shop_cipherROW_x
    // timestamp1700000000{"update_time_ge":1}s3cret' | openssl dgst -sha256 -hmac s3cret (one line, no newline)
    const query = {
      timestamp: '1700000000',
      shop_cipher: 'ROW_x',
      access_token: 'ignored',
      app_key: '6abc',
      sign: 'ignored',
      page_size: '20',
    };
    const body = '{"update_time_ge":1}';
    expect(tiktokSign('s3cret', '/order/202309/orders/search', query, body)).toBe(
      '7f19ebae12a9caf24d6533b257933920483ae0d640645f3c149f052d02cf23be',
    );
  });
});

describe('dongOf', () => {
  it('reads TikTok decimal strings as integer dong', () => {
    expect(dongOf('150000')).toBe(150_000);
    expect(dongOf('150000.00')).toBe(150_000);
    expect(dongOf(undefined)).toBe(0);
    expect(() => dongOf('abc')).toThrow(MarketplaceApiError);
  });
});

describe('linking', () => {
  it('builds the authorisation URL on the auth host with the app key and a state', () => {
    const url = new URL(provider.authorizeUrl('https://shop.example/api/marketplaces/tiktok/callback/'));
    expect(url.origin + url.pathname).toBe(`${peer.url}/oauth/authorize`);
    expect(url.searchParams.get('app_key')).toBe(KEYS.appKey);
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('trades the code for tokens and reads the shop id, name and cipher; a code works once', async () => {
    expect(linked.shopId).toBe(peer.shopId);
    expect(linked.shopName).toBe(peer.shopName);
    expect(linked.shopCipher).toBe(peer.shopCipher);
    // access_token_expire_in is the unix second of expiry: about 7 days ahead.
    const days = (linked.accessExpiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    expect(linked.refreshExpiresAt!.getTime()).toBeGreaterThan(linked.accessExpiresAt.getTime());
    const code = peer.authorize().code;
    await provider.connect({ code });
    await expect(provider.connect({ code })).rejects.toThrow(MarketplaceApiError);
  });
});

describe('refresh', () => {
  it('rotates the pair: the old refresh token and the old access token stop working', async () => {
    const shop = await provider.connect({ code: peer.authorize().code });
    const before = peer.refreshCount();
    const next = await provider.refresh({ shopId: shop.shopId, refreshToken: shop.refreshToken });
    expect(peer.refreshCount()).toBe(before + 1);
    expect(next.accessToken).not.toBe(shop.accessToken);
    expect(next.refreshToken).not.toBe(shop.refreshToken);
    await expect(provider.refresh({ shopId: shop.shopId, refreshToken: shop.refreshToken })).rejects.toThrow(
      MarketplaceApiError,
    );
    expect(peer.refreshCount()).toBe(before + 1);
    await expect(provider.listItems(authOf(shop))).rejects.toThrow(MarketplaceAuthError);
    await expect(provider.listItems({ ...authOf(shop), accessToken: next.accessToken })).resolves.toBeInstanceOf(Array);
    linked = { ...shop, ...next };
  });

  it('maps an expired access token (105002) to MarketplaceAuthError, and another error to MarketplaceApiError', async () => {
    const shop = await provider.connect({ code: peer.authorize().code });
    peer.expireAccessToken();
    const refused = await provider.listItems(authOf(shop)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MarketplaceAuthError);
    expect(String((refused as Error).message)).toContain('105002');
    const next = await provider.refresh({ shopId: shop.shopId, refreshToken: shop.refreshToken });
    linked = { ...shop, ...next };
    const wrongCipher = await provider
      .listItems({ ...authOf(linked), shopCipher: 'ROW_other' })
      .catch((e: unknown) => e);
    expect(wrongCipher).toBeInstanceOf(MarketplaceApiError);
    expect((wrongCipher as MarketplaceApiError).code).toBe('106011');
  });
});

describe('orders', () => {
  it('lists the ids updated in [from, to) across pages, and reads them in batches of 50 with lines merged per SKU', async () => {
    const from = new Date(Date.now() - 1000);
    const ids: string[] = [];
    for (let i = 0; i < 120; i++) {
      ids.push(
        peer.putOrder({
          status: 'AWAITING_SHIPMENT',
          lines: [{ itemId: 'p1', modelId: 's1', sku: 'TS-1', name: 'Trà sữa', quantity: 1, unitPrice: 30_000 }],
        }),
      );
    }
    const to = new Date(Date.now() + 2000);
    const calls = peer.calls.length;
    const listed = await provider.listUpdatedOrders(authOf(linked), from, to);
    expect(listed.sort()).toEqual([...ids].sort());
    const searches = peer.calls.slice(calls).filter((c) => c.path === '/order/202309/orders/search');
    expect(searches.length).toBe(3);
    expect(await provider.listUpdatedOrders(authOf(linked), new Date(0), from)).not.toContain(ids[0]);

    const read = peer.calls.length;
    const orders = await provider.getOrders(authOf(linked), listed);
    expect(orders.length).toBe(120);
    const details = peer.calls.slice(read).filter((c) => c.path === '/order/202309/orders');
    expect(details.map((c) => (c.query.ids ?? '').split(',').length)).toEqual([50, 50, 20]);
  });

  it('reads an order: units merged into quantities, prices in dong, recipient, COD and tracking', async () => {
    const id = peer.putOrder({
      status: 'IN_TRANSIT',
      recipient: { name: 'Nguyễn Văn A', phone: '(+84)901234567', address: '1 Lê Lợi, Quận 1, TP.HCM' },
      lines: [
        { itemId: 'p1', modelId: 's1', sku: 'TS-1', name: 'Trà sữa', quantity: 3, unitPrice: 30_000 },
        { itemId: 'p2', modelId: 's2', sku: 'TC-2', name: 'Trân châu', quantity: 1, unitPrice: 15_000 },
      ],
      total: 120_000,
      cod: true,
      tracking: { number: 'VN123456', carrier: 'J&T Express' },
    });
    const [order] = await provider.getOrders(authOf(linked), [id]);
    if (!order) throw new Error('order not read');
    expect(order).toMatchObject({
      id,
      status: 'IN_TRANSIT',
      buyer: 'Nguyễn Văn A',
      recipient: { name: 'Nguyễn Văn A', phone: '(+84)901234567', address: '1 Lê Lợi, Quận 1, TP.HCM' },
      total: 120_000,
      cod: true,
      tracking: { number: 'VN123456', carrier: 'J&T Express' },
    });
    expect(order.lines).toEqual([
      {
        externalId: 'p1:s1',
        itemId: 'p1',
        modelId: 's1',
        sku: 'TS-1',
        name: 'Trà sữa',
        quantity: 3,
        unitPrice: 30_000,
      },
      {
        externalId: 'p2:s2',
        itemId: 'p2',
        modelId: 's2',
        sku: 'TC-2',
        name: 'Trân châu',
        quantity: 1,
        unitPrice: 15_000,
      },
    ]);
    expect(order.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
  it('keeps units of one SKU sold at different prices on separate lines', async () => {
    const id = peer.putOrder({
      status: 'AWAITING_SHIPMENT',
      lines: [
        { itemId: 'p1', modelId: 's1', sku: 'TS-1', name: 'Trà sữa', quantity: 2, unitPrice: 30_000 },
        { itemId: 'p1', modelId: 's1', sku: 'TS-1', name: 'Trà sữa', quantity: 1, unitPrice: 25_000 },
      ],
    });
    const [order] = await provider.getOrders(authOf(linked), [id]);
    expect(order?.lines.map((l) => [l.externalId, l.quantity, l.unitPrice])).toEqual([
      ['p1:s1', 2, 30_000],
      ['p1:s1', 1, 25_000],
    ]);
    expect(order?.total).toBe(85_000);
  });
});

describe('items and stock', () => {
  it('lists every SKU across pages, and pushes stock grouped per product', async () => {
    for (let p = 1; p <= 60; p++) {
      peer.addItem({ itemId: `prod${p}`, modelId: `sku${p}a`, sku: `SKU-${p}-A`, name: `Sản phẩm ${p}`, stock: 5 });
      peer.addItem({ itemId: `prod${p}`, modelId: `sku${p}b`, sku: `SKU-${p}-B`, name: `Sản phẩm ${p}` });
    }
    const items = await provider.listItems(authOf(linked));
    expect(items.length).toBe(120);
    expect(items.find((i) => i.externalId === 'prod7:sku7b')).toEqual({
      externalId: 'prod7:sku7b',
      itemId: 'prod7',
      modelId: 'sku7b',
      warehouseId: peer.warehouseId,
      name: 'Sản phẩm 7',
      sku: 'SKU-7-B',
    });

    const pick = items.filter((i) => i.itemId === 'prod1' || i.itemId === 'prod2');
    const before = peer.stockUpdates.length;
    const calls = peer.calls.length;
    await provider.pushStock(
      authOf(linked),
      pick.map((i, n) => ({ ...i, quantity: n * 10 })),
    );
    const pushes = peer.calls.slice(calls).filter((c) => c.path.endsWith('/inventory/update'));
    expect(pushes.map((c) => c.path).sort()).toEqual([
      '/product/202309/products/prod1/inventory/update',
      '/product/202309/products/prod2/inventory/update',
    ]);
    expect(peer.stockUpdates.length).toBe(before + 4);
    pick.forEach((i, n) => expect(peer.stockOf(i.itemId, i.modelId)).toBe(n * 10));
  });

  it('is refused a SKU the product does not have', async () => {
    const err = await provider
      .pushStock(authOf(linked), [
        { externalId: 'prod1:nope', itemId: 'prod1', modelId: 'nope', warehouseId: peer.warehouseId, quantity: 1 },
      ])
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MarketplaceApiError);
  });
});

describe('webhooks', () => {
  /** Catches what the peer sends: the provider reads it as the shop's route would. */
  async function capture(forge: boolean, orderId: string) {
    const { createServer } = await import('node:http');
    let got: { body: string; headers: Record<string, string | string[] | undefined> } | undefined;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        got = { body: Buffer.concat(chunks).toString('utf8'), headers: req.headers };
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    const status = await peer.sendOrderWebhook(`http://127.0.0.1:${port}/api/webhooks/tiktok/`, orderId, { forge });
    await new Promise<void>((r) => server.close(() => r()));
    expect(status).toBe(200);
    return got!;
  }

  it('reads a signed order-status push, and refuses a forged or tampered one', async () => {
    const id = peer.putOrder({ status: 'AWAITING_COLLECTION', lines: [] });
    const good = await capture(false, id);
    expect(provider.readWebhook('', good.body, good.headers)).toEqual({
      shopId: peer.shopId,
      orderId: id,
      status: 'AWAITING_COLLECTION',
    });
    const forged = await capture(true, id);
    expect(provider.readWebhook('', forged.body, forged.headers)).toBeNull();
    expect(provider.readWebhook('', good.body.replace('AWAITING_COLLECTION', 'CANCELLED'), good.headers)).toBeNull();
    expect(provider.readWebhook('', good.body, {})).toBeNull();
  });

  it('answers a hint without an order for other event types, and null for a body that is not JSON', () => {
    const body = JSON.stringify({ type: 6, shop_id: peer.shopId, timestamp: 1, data: { seller_id: 'x' } });
    const headers = { authorization: tiktokWebhookSign(KEYS.appKey, KEYS.appSecret, body) };
    expect(provider.readWebhook('', body, headers)).toEqual({ shopId: peer.shopId, orderId: null, status: null });
    const junk = 'not json';
    expect(
      provider.readWebhook('', junk, { authorization: tiktokWebhookSign(KEYS.appKey, KEYS.appSecret, junk) }),
    ).toBeNull();
  });

  it('signs as EcomPHP/tiktokshop-php verifies (tests/WebhookTest.php: app_key + body under app_secret)', () => {
    // Their sample push and keys; the digest computed independently with
    // printf '%s' 'fake_app_key<sample>' | openssl dgst -sha256 -hmac fake_app_secret
    const sample =
      '{"type":1,"shop_id":"7494726673780148744","timestamp":1664095733,"data":{"order_id":"576684019603311365","order_status":"AWAITING_SHIPMENT","update_time":1664095610}}';
    expect(tiktokWebhookSign('fake_app_key', 'fake_app_secret', sample)).toBe(
      '21109834de72ec53c9959716d8514ae388ce1f123e5ffdcafc46713fcdf62b27',
    );
  });
});

describe('the peer refuses what TikTok refuses', () => {
  /** A shop call signed by hand, so that one part can be wrong. */
  async function raw(opts: { timestamp?: number; secret?: string; token?: string }) {
    const path = '/product/202309/products/search';
    const query: Record<string, string> = {
      app_key: KEYS.appKey,
      timestamp: String(opts.timestamp ?? Math.floor(Date.now() / 1000)),
      shop_cipher: linked.shopCipher!,
      page_size: '10',
    };
    query.sign = tiktokSign(opts.secret ?? KEYS.appSecret, path, query, '{}');
    const res = await fetch(`${peer.url}${path}?${new URLSearchParams(query)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tts-access-token': opts.token ?? linked.accessToken },
      body: '{}',
    });
    return ((await res.json()) as { code: number }).code;
  }

  it('a good call passes; an old timestamp, a wrong signature or an unknown token does not', async () => {
    expect(await raw({})).toBe(0);
    expect(await raw({ timestamp: Math.floor(Date.now() / 1000) - 301 })).toBe(106002);
    expect(await raw({ secret: 'not-the-secret' })).toBe(106001);
    expect(await raw({ token: 'ROW_made_up' })).toBe(105001);
  });

  it('serves the seller authorisation page: its code links the shop', async () => {
    const res = await fetch(provider.authorizeUrl('https://shop.example/api/marketplaces/tiktok/callback/'));
    const { data } = (await res.json()) as { data: { code: string; state: string } };
    expect(data.state).toMatch(/^[0-9a-f]{16}$/);
    const shop = await provider.connect({ code: data.code });
    expect(shop.shopId).toBe(peer.shopId);
    linked = shop;
  });

  it('sends the seller to the registered redirect with code and state when it has one', async () => {
    const other = await startTikTokPeer({
      ...KEYS,
      redirect: 'https://shop.example/api/marketplaces/tiktok/callback/',
    });
    try {
      const p = createTikTokProvider({ ...KEYS, baseUrl: other.url, authBaseUrl: other.url });
      const res = await fetch(p.authorizeUrl('ignored'), { redirect: 'manual' });
      expect(res.status).toBe(302);
      const back = new URL(res.headers.get('location')!);
      expect(back.origin + back.pathname).toBe('https://shop.example/api/marketplaces/tiktok/callback/');
      expect((await p.connect({ code: back.searchParams.get('code')! })).shopId).toBe(other.shopId);
    } finally {
      await other.close();
    }
  });
});

describe('transport', () => {
  it('a call that never answers, a proxy page and an error code fail as MarketplaceApiError', async () => {
    const quick = createTikTokProvider({ ...KEYS, baseUrl: peer.url, authBaseUrl: peer.url, timeoutMs: 300 });
    peer.failNext('timeout', 'http-502', 'busy');
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const err = await quick.getOrders(authOf(linked), ['1']).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MarketplaceApiError);
      codes.push((err as MarketplaceApiError).code);
    }
    expect(codes).toEqual(['unreachable', 'http_502', '21001001']);
    await expect(quick.getOrders(authOf(linked), [])).resolves.toEqual([]);
  });
});
