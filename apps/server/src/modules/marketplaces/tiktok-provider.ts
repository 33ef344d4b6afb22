// TikTok Shop's Partner API, version 202309 (DESIGN §16), behind MarketplaceProvider. Every API call carries query
// `app_key, timestamp, sign` (+ `shop_cipher` for a shop's call) and header `x-tts-access-token`; the tokens come from
// the auth host (auth.tiktok-shops.com). Tests and `npm run dev` point both hosts at testing/tiktok-peer.ts. The
// signatures and the answers' shapes are in tiktok-wire.ts; here, the calls.
import { randomBytes } from 'node:crypto';
import {
  type LinkedShop,
  MarketplaceApiError,
  MarketplaceAuthError,
  type MarketplaceItem,
  type MarketplaceOrder,
  type MarketplaceProvider,
  type ShopAuth,
} from './marketplace-provider';
import { type Json, arrayOf, objectOf, text } from './marketplace-json';
import { grantOf, itemsOf, orderOf, readTikTokPush, tiktokSign } from './tiktok-wire';

export interface TikTokConfig {
  appKey: string;
  appSecret: string;
  /** The API host, https://open-api.tiktokglobalshop.com. */
  baseUrl: string;
  /** The authorisation and token host, https://auth.tiktok-shops.com. */
  authBaseUrl: string;
  /** How long one call may take before it counts as failed (default 15 s). */
  timeoutMs?: number;
}

const TIMEOUT_MS = 15_000;
/** Order detail reads at most 50 ids a call. */
const ORDER_BATCH = 50;
const PAGE_SIZE = 50;
/**
 * The access token refused: 105002 expired, 105001 invalid (TikTok's "Invalid credentials" for the token). The
 * shop refreshes and tries once more.
 */
const TOKEN_REFUSED = new Set([105001, 105002]);

/** Reads one answer: its `data` when `code` is 0, else the error it names. */
async function call(url: string, init: RequestInit, timeoutMs: number): Promise<Json> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new MarketplaceApiError(
      `TikTok unreachable: ${error instanceof Error ? error.message : String(error)}`,
      'unreachable',
    );
  }
  const raw = await res.text().catch(() => '');
  let body: Json;
  try {
    body = objectOf(JSON.parse(raw));
  } catch {
    throw new MarketplaceApiError(`TikTok answered HTTP ${res.status} without JSON`, `http_${res.status}`);
  }
  const code = typeof body.code === 'number' ? body.code : Number(body.code ?? -1);
  if (code === 0) return objectOf(body.data);
  const message = `TikTok ${code}: ${text(body.message).slice(0, 200) || 'error'}`;
  if (TOKEN_REFUSED.has(code)) throw new MarketplaceAuthError(message);
  throw new MarketplaceApiError(message, String(code));
}

export function createTikTokProvider(config: TikTokConfig): MarketplaceProvider {
  const { appKey, appSecret } = config;
  const timeoutMs = config.timeoutMs ?? TIMEOUT_MS;

  /** A signed API call; `auth` gives the token (and the shop's cipher unless `shop` is false). */
  function api(
    method: 'GET' | 'POST',
    path: string,
    auth: Pick<ShopAuth, 'accessToken' | 'shopCipher'>,
    options: { query?: Record<string, string>; body?: unknown; shop?: boolean } = {},
  ): Promise<Json> {
    const query: Record<string, string> = {
      app_key: appKey,
      timestamp: String(Math.floor(Date.now() / 1000)),
      ...options.query,
    };
    if (options.shop !== false && auth.shopCipher) query.shop_cipher = auth.shopCipher;
    const body = options.body === undefined ? '' : JSON.stringify(options.body);
    query.sign = tiktokSign(appSecret, path, query, body);
    const init: RequestInit = {
      method,
      headers: { 'content-type': 'application/json', 'x-tts-access-token': auth.accessToken },
      ...(options.body === undefined ? {} : { body }),
    };
    return call(`${config.baseUrl}${path}?${new URLSearchParams(query)}`, init, timeoutMs);
  }

  /** The auth host's token calls: a GET with the app's key and secret in the query, as TikTok has them. */
  async function token(path: string, params: Record<string, string>) {
    const query = new URLSearchParams({ app_key: appKey, app_secret: appSecret, ...params });
    return grantOf(await call(`${config.authBaseUrl}${path}?${query}`, { method: 'GET' }, timeoutMs));
  }

  return {
    channel: 'tiktok',

    /**
     * The seller's authorisation page on the auth host. TikTok sends the seller back to the redirect URL registered
     * for the app in Partner Center (it takes none in the URL): `redirect` must be that URL; `state` is echoed back.
     */
    authorizeUrl(_redirect) {
      const query = new URLSearchParams({ app_key: appKey, state: randomBytes(8).toString('hex') });
      return `${config.authBaseUrl}/oauth/authorize?${query}`;
    },

    async connect({ code }) {
      const grant = await token('/api/v2/token/get', { auth_code: code, grant_type: 'authorized_code' });
      const data = await api('GET', '/authorization/202309/shops', { ...grant, shopCipher: null }, { shop: false });
      const shop = arrayOf(data.shops)[0];
      if (!shop) throw new MarketplaceApiError('TikTok authorised no shop for this app', 'no_shop');
      const linked: LinkedShop = {
        ...grant,
        shopId: text(shop.id),
        shopName: text(shop.name),
        shopCipher: text(shop.cipher) || null,
      };
      return linked;
    },

    refresh({ refreshToken }) {
      return token('/api/v2/token/refresh', { refresh_token: refreshToken, grant_type: 'refresh_token' });
    },

    async listUpdatedOrders(auth, from, to) {
      // A Set: an order updated while the pages are read can show up on two of them.
      const ids = new Set<string>();
      const body = {
        update_time_ge: Math.floor(from.getTime() / 1000),
        update_time_lt: Math.floor(to.getTime() / 1000),
      };
      let pageToken = '';
      do {
        const query: Record<string, string> = { page_size: String(PAGE_SIZE) };
        if (pageToken) query.page_token = pageToken;
        const data = await api('POST', '/order/202309/orders/search', auth, { query, body });
        for (const o of arrayOf(data.orders)) ids.add(text(o.id));
        pageToken = text(data.next_page_token);
      } while (pageToken);
      return [...ids];
    },

    async getOrders(auth, ids) {
      const orders: MarketplaceOrder[] = [];
      for (let i = 0; i < ids.length; i += ORDER_BATCH) {
        const query = { ids: ids.slice(i, i + ORDER_BATCH).join(',') };
        const data = await api('GET', '/order/202309/orders', auth, { query });
        orders.push(...arrayOf(data.orders).map(orderOf));
      }
      return orders;
    },

    async listItems(auth) {
      const items: MarketplaceItem[] = [];
      let pageToken = '';
      do {
        const query: Record<string, string> = { page_size: String(PAGE_SIZE) };
        if (pageToken) query.page_token = pageToken;
        const data = await api('POST', '/product/202309/products/search', auth, { query, body: {} });
        items.push(...arrayOf(data.products).flatMap(itemsOf));
        pageToken = text(data.next_page_token);
      } while (pageToken);
      return items;
    },

    async pushStock(auth, updates) {
      const byProduct = new Map<string, { id: string; inventory: { warehouse_id: string; quantity: number }[] }[]>();
      for (const u of updates) {
        if (!u.modelId || !u.warehouseId) {
          throw new MarketplaceApiError(`TikTok SKU ${u.externalId} has no SKU id or warehouse`, 'bad_update');
        }
        const skus = byProduct.get(u.itemId) ?? [];
        skus.push({ id: u.modelId, inventory: [{ warehouse_id: u.warehouseId, quantity: Math.max(0, u.quantity) }] });
        byProduct.set(u.itemId, skus);
      }
      for (const [productId, skus] of byProduct) {
        await api('POST', `/product/202309/products/${encodeURIComponent(productId)}/inventory/update`, auth, {
          body: { skus },
        });
      }
    },

    readWebhook(_url, rawBody, headers) {
      return readTikTokPush(appKey, appSecret, rawBody, headers);
    },
  };
}
