// Shopee Open Platform v2 as DESIGN §16 gives it: every call signed in its query (partner_id, timestamp, sign, and
// for a shop access_token, shop_id); answers carry `error` (empty when it worked) and `message`, the payload in
// `response` (the token and shop-info calls answer at the top level). The signatures and the answers' shapes are in
// shopee-wire.ts; here, the calls.
import {
  type LinkedShop,
  MarketplaceApiError,
  MarketplaceAuthError,
  type MarketplaceItem,
  type MarketplaceOrder,
  type MarketplaceProvider,
  type ShopAuth,
  type StockUpdate,
} from './marketplace-provider';
import { type Json, arrayOf, num, objectOf, text } from './marketplace-json';
import { chunks, grantOf, modelItemsOf, orderOf, plainItemOf, readShopeePush, shopeeSign } from './shopee-wire';

export interface ShopeeConfig {
  partnerId: number;
  partnerKey: string;
  /** https://partner.shopeemobile.com, or a peer's URL. */
  baseUrl: string;
  /** Per HTTP call (default 15 s). */
  timeoutMs?: number;
}

/** Shopee's names for a refused access token (`invalid_acceess_token` is how Shopee spells it). */
const AUTH_ERRORS = new Set(['error_auth', 'invalid_acceess_token', 'invalid_access_token']);
/** get_order_list's widest window. */
const MAX_WINDOW_SEC = 15 * 86_400;
const PAGE_SIZE = 100;
/** get_order_detail's and get_item_base_info's most ids per call. */
const BATCH = 50;
/** §16's fields, and the carrier that goes with a tracking number. */
const DETAIL_FIELDS = 'buyer_username,recipient_address,item_list,total_amount,payment_method,shipping_carrier';
/** Order statuses after the parcel was arranged: only these can have a tracking number. */
const TRACKED_STATUSES = new Set([
  'PROCESSED',
  'SHIPPED',
  'RETRY_SHIP',
  'TO_CONFIRM_RECEIVE',
  'COMPLETED',
  'TO_RETURN',
]);

const unixSeconds = () => Math.floor(Date.now() / 1000);

export function createShopeeProvider(cfg: ShopeeConfig): MarketplaceProvider {
  const timeoutMs = cfg.timeoutMs ?? 15_000;

  function signedUrl(path: string, shop: ShopAuth | null, query: Record<string, string | string[]> = {}) {
    const timestamp = unixSeconds();
    const url = new URL(`${cfg.baseUrl}${path}`);
    const sign = shopeeSign(cfg.partnerKey, {
      partnerId: cfg.partnerId,
      path,
      timestamp,
      ...(shop ? { accessToken: shop.accessToken, shopId: shop.shopId } : {}),
    });
    const params: [string, string][] = [
      ['partner_id', String(cfg.partnerId)],
      ['timestamp', String(timestamp)],
      ['sign', sign],
    ];
    if (shop) params.push(['access_token', shop.accessToken], ['shop_id', shop.shopId]);
    for (const [key, value] of Object.entries(query)) {
      for (const v of Array.isArray(value) ? value : [value]) params.push([key, v]);
    }
    for (const [key, value] of params) url.searchParams.append(key, value);
    return url;
  }

  /** The whole answer of a call that worked; MarketplaceAuthError / MarketplaceApiError otherwise. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    shop: ShopAuth | null,
    opts: { query?: Record<string, string | string[]>; body?: unknown } = {},
  ): Promise<Json> {
    let res: Response;
    try {
      res = await fetch(signedUrl(path, shop, opts.query), {
        method,
        headers: opts.body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: opts.body === undefined ? null : JSON.stringify(opts.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new MarketplaceApiError(`Shopee ${path}: ${err instanceof Error ? err.message : String(err)}`, 'network');
    }
    const raw = await res.text().catch(() => '');
    let json: Json | null = null;
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (typeof parsed === 'object' && parsed !== null) json = parsed as Json;
    } catch {
      // not JSON: said below
    }
    // Shopee answers its refusals as JSON, with HTTP 4xx as well: the JSON decides.
    if (!json) throw new MarketplaceApiError(`Shopee ${path}: HTTP ${res.status}, not JSON`, `http_${res.status}`);
    const error = text(json.error);
    if (error) {
      const message = `Shopee ${path}: ${text(json.message) || error}`;
      throw AUTH_ERRORS.has(error) ? new MarketplaceAuthError(message) : new MarketplaceApiError(message, error);
    }
    if (!res.ok) throw new MarketplaceApiError(`Shopee ${path}: HTTP ${res.status}`, `http_${res.status}`);
    return json;
  }

  const response = async (...args: Parameters<typeof call>) => objectOf((await call(...args)).response);

  /** Each item's base info (name, item_sku, has_model), read ≤ 50 ids a call. */
  async function baseInfo(auth: ShopAuth, itemIds: string[]): Promise<Map<string, Json>> {
    const out = new Map<string, Json>();
    for (const batch of chunks([...new Set(itemIds)], BATCH)) {
      const r = await response('GET', '/api/v2/product/get_item_base_info', auth, {
        query: { item_id_list: batch.join(',') },
      });
      for (const item of arrayOf(r.item_list)) out.set(text(item.item_id), item);
    }
    return out;
  }

  /** The seller's parcel number once Shopee has one (arranged orders only). */
  async function trackingOf(auth: ShopAuth, order: Json): Promise<MarketplaceOrder['tracking']> {
    if (!TRACKED_STATUSES.has(text(order.order_status).toUpperCase())) return null;
    const r = await response('GET', '/api/v2/logistics/get_tracking_number', auth, {
      query: { order_sn: text(order.order_sn) },
    });
    const number = text(r.tracking_number);
    return number ? { number, carrier: text(order.shipping_carrier) || 'Shopee' } : null;
  }

  /** One page of get_item_list. */
  async function itemPage(auth: ShopAuth, offset: number) {
    const r = await response('GET', '/api/v2/product/get_item_list', auth, {
      query: { offset: String(offset), page_size: String(PAGE_SIZE), item_status: ['NORMAL', 'UNLIST'] },
    });
    return {
      ids: arrayOf(r.item).map((i) => text(i.item_id)),
      next: r.has_next_page === true ? num(r.next_offset) : null,
    };
  }

  /** An item's models as sellable units. */
  async function modelsOf(auth: ShopAuth, itemId: string, base: Json): Promise<MarketplaceItem[]> {
    const r = await response('GET', '/api/v2/product/get_model_list', auth, { query: { item_id: itemId } });
    return modelItemsOf(itemId, base, r);
  }

  async function pushItem(auth: ShopAuth, itemId: string, updates: StockUpdate[]): Promise<string[]> {
    const failures: string[] = [];
    // update_stock takes at most 50 models a call.
    for (const batch of chunks(updates, BATCH)) {
      const r = await response('POST', '/api/v2/product/update_stock', auth, {
        body: {
          item_id: Number(itemId),
          stock_list: batch.map((u) => ({
            model_id: Number(u.modelId ?? 0),
            seller_stock: [{ stock: Math.max(0, Math.trunc(u.quantity)) }],
          })),
        },
      });
      for (const f of arrayOf(r.failure_list)) failures.push(`${itemId}:${text(f.model_id)} ${text(f.failed_reason)}`);
    }
    return failures;
  }

  return {
    channel: 'shopee',

    authorizeUrl(redirect) {
      const url = signedUrl('/api/v2/shop/auth_partner', null, { redirect });
      return url.toString();
    },

    async connect({ code, shopId }) {
      if (!shopId) throw new MarketplaceApiError('Shopee: the callback has no shop_id', 'error_param');
      const json = await call('POST', '/api/v2/auth/token/get', null, {
        body: { code, shop_id: Number(shopId), partner_id: cfg.partnerId },
      });
      const grant = grantOf(json);
      // The code is spent now: a shop-info call that fails must not lose the tokens (the admin would have to
      // authorise again), so the shop is then named by its id.
      const info = await call('GET', '/api/v2/shop/get_shop_info', {
        shopId,
        shopCipher: null,
        accessToken: grant.accessToken,
      }).catch(() => ({}) as Json);
      const shopName = text(info.shop_name) || `Shopee ${shopId}`;
      return { ...grant, shopId, shopName, shopCipher: null } satisfies LinkedShop;
    },

    async refresh({ shopId, refreshToken }) {
      const json = await call('POST', '/api/v2/auth/access_token/get', null, {
        body: { refresh_token: refreshToken, shop_id: Number(shopId), partner_id: cfg.partnerId },
      });
      return grantOf(json);
    },

    async listUpdatedOrders(auth, from, to) {
      // Shopee counts whole seconds, both ends included: the range widens to whole seconds (an order read twice is
      // harmless, one missed is not) and is cut into windows of at most 15 days.
      if (to <= from) return [];
      const start = Math.floor(from.getTime() / 1000);
      const end = Math.ceil(to.getTime() / 1000);
      const ids = new Set<string>();
      for (let timeFrom = start; timeFrom < end; timeFrom += MAX_WINDOW_SEC) {
        const timeTo = Math.min(timeFrom + MAX_WINDOW_SEC, end);
        let cursor = '';
        for (;;) {
          const r = await response('GET', '/api/v2/order/get_order_list', auth, {
            query: {
              time_range_field: 'update_time',
              time_from: String(timeFrom),
              time_to: String(timeTo),
              page_size: String(PAGE_SIZE),
              cursor,
            },
          });
          for (const o of arrayOf(r.order_list)) ids.add(text(o.order_sn));
          cursor = text(r.next_cursor);
          if (r.more !== true || !cursor) break;
        }
      }
      return [...ids];
    },

    async getOrders(auth, ids) {
      const orders: MarketplaceOrder[] = [];
      for (const batch of chunks([...new Set(ids)], BATCH)) {
        const r = await response('GET', '/api/v2/order/get_order_detail', auth, {
          query: { order_sn_list: batch.join(','), response_optional_fields: DETAIL_FIELDS },
        });
        const details = arrayOf(r.order_list);
        // An item without models carries its SKU in the item's base info, not in the order.
        const missing = details
          .flatMap((o) => arrayOf(o.item_list))
          .filter((i) => !text(i.model_sku) && !text(i.item_sku))
          .map((i) => text(i.item_id));
        const skuOfItem = missing.length ? await baseInfo(auth, missing) : new Map<string, Json>();
        for (const o of details) orders.push(orderOf(o, skuOfItem, await trackingOf(auth, o)));
      }
      return orders;
    },

    async listItems(auth) {
      const itemIds: string[] = [];
      for (let offset: number | null = 0; offset !== null;) {
        const page = await itemPage(auth, offset);
        itemIds.push(...page.ids);
        offset = page.next;
      }
      const bases = await baseInfo(auth, itemIds);
      const items: MarketplaceItem[] = [];
      for (const itemId of itemIds) {
        const base = bases.get(itemId);
        if (!base) continue;
        if (base.has_model === true) items.push(...(await modelsOf(auth, itemId, base)));
        else items.push(plainItemOf(itemId, base));
      }
      return items;
    },

    async pushStock(auth, updates) {
      const byItem = new Map<string, StockUpdate[]>();
      for (const u of updates) byItem.set(u.itemId, [...(byItem.get(u.itemId) ?? []), u]);
      const failures: string[] = [];
      for (const [itemId, group] of byItem) failures.push(...(await pushItem(auth, itemId, group)));
      if (failures.length) throw new MarketplaceApiError(`Shopee update_stock: ${failures.join('; ')}`, 'stock_failed');
    },

    readWebhook(url, rawBody, headers) {
      return readShopeePush(cfg.partnerKey, url, rawBody, headers);
    },
  };
}
