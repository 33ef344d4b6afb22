/**
 * A Shopee Open Platform v2 peer on 127.0.0.1 (DESIGN §16) for tests and `npm run dev`: it checks every call's sign
 * and timestamp (older than 5 minutes is refused), trades a code once for a token pair, grants access tokens for
 * 4 hours and refresh tokens that work once, refuses a dead access token as `invalid_acceess_token` (Shopee's
 * spelling), serves orders (by update_time, 15 days a call at most, cursor pages, the detail's optional fields only
 * when asked), items and models, takes update_stock, and posts order-status pushes (code 3) signed over the target
 * URL + '|' + body. Faults (carrier-peer-base.ts `fail`) inject time-outs and errors.
 *
 * Written on its own (nothing imported from shopee-provider.ts or shopee-wire.ts), so a mistake there shows up as a
 * refusal here. Run as a script: SHOPEE_PEER_PORT, SHOPEE_PARTNER_ID, SHOPEE_PARTNER_KEY, SHOPEE_SHOP_ID.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { type PeerAnswer, type PeerRequest, runPeerScript, startPeerServer } from './carrier-peer-base';
import type { MarketplacePeer, PeerItem, PeerOrderInput, PeerStockUpdate } from './marketplace-peer';

export interface ShopeePeerOptions {
  partnerId: number;
  partnerKey: string;
  shopId?: string;
  port?: number;
}

interface StoredOrder extends PeerOrderInput {
  id: string;
  createTime: number;
  updateTime: number;
}

export interface ShopeePeer extends MarketplacePeer {
  /** Calls answered so far, and the fault injection of carrier-peer-base.ts. */
  calls(): number;
  fail: ReturnType<typeof startPeerServer>['fail'];
  /** Back-dates an order's update_time (windows and paging tests). */
  setUpdateTime(id: string, at: Date): void;
  /** Every get_order_list call's window, in unix seconds. */
  listWindows: { from: number; to: number }[];
  /** How many ids each get_order_detail call asked for. */
  detailBatches: number[];
  /** The refresh token that works now (null before the first code is traded). */
  liveRefreshToken(): string | null;
}

const ACCESS_TTL_SEC = 4 * 3600;
const MAX_WINDOW_SEC = 15 * 86_400;
const SHOP_PATHS_PUBLIC = new Set([
  '/api/v2/shop/auth_partner',
  '/api/v2/auth/token/get',
  '/api/v2/auth/access_token/get',
]);

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');
const now = () => Math.floor(Date.now() / 1000);
const token = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;
const requestId = () => randomBytes(16).toString('hex');
const ok = (json: Record<string, unknown>): PeerAnswer => ({
  status: 200,
  json: { request_id: requestId(), error: '', message: '', ...json },
});
const refuse = (error: string, message: string, status = 400): PeerAnswer => ({
  status,
  json: { request_id: requestId(), error, message },
});
const unitKey = (itemId: string, modelId: string | null) => `${itemId}:${modelId ?? ''}`;

export async function startShopeePeer(options: ShopeePeerOptions): Promise<ShopeePeer> {
  const { partnerKey } = options;
  const partnerId = String(options.partnerId);
  const shopId = options.shopId ?? '880001';
  const codes = new Set<string>();
  const access = new Map<string, number>();
  let liveRefresh: string | null = null;
  let refreshes = 0;
  const items = new Map<string, PeerItem>();
  const stock = new Map<string, number>();
  const orders = new Map<string, StoredOrder>();
  const stockUpdates: PeerStockUpdate[] = [];
  const listWindows: { from: number; to: number }[] = [];
  const detailBatches: number[] = [];
  /**
   * update_time is the second of the change, as Shopee's: two changes in one second share it. (Moving it on by a second
   * per change ran the peer's clock ahead of the shop's under load, into windows the shop had not reached yet.)
   */
  const nextUpdateTime = () => now();

  /** The common parameters' refusal, or null when the call is signed right by a live token where one is needed. */
  function checkAuth(req: PeerRequest): PeerAnswer | null {
    const q = req.query;
    const timestamp = Number(q.get('timestamp'));
    if (q.get('partner_id') !== partnerId) return refuse('error_param', 'Wrong partner_id.');
    if (!Number.isInteger(timestamp) || Math.abs(now() - timestamp) > 300) {
      return refuse('error_param', 'Invalid timestamp, please check your timestamp.');
    }
    const shopCall = !SHOP_PATHS_PUBLIC.has(req.path);
    const base = `${partnerId}${req.path}${timestamp}${shopCall ? `${q.get('access_token') ?? ''}${q.get('shop_id') ?? ''}` : ''}`;
    if (q.get('sign') !== hmac(partnerKey, base)) return refuse('error_sign', 'Wrong sign.', 403);
    if (!shopCall) return null;
    if (q.get('shop_id') !== shopId) return refuse('error_auth', 'Invalid shop_id or not authorised.', 403);
    const expiry = access.get(q.get('access_token') ?? '');
    if (!expiry || expiry <= Date.now()) return refuse('invalid_acceess_token', 'Invalid access_token.', 403);
    return null;
  }

  function grant(): PeerAnswer {
    const accessToken = token('');
    access.set(accessToken, Date.now() + ACCESS_TTL_SEC * 1000);
    liveRefresh = token('');
    return ok({
      access_token: accessToken,
      refresh_token: liveRefresh,
      expire_in: ACCESS_TTL_SEC,
      partner_id: Number(partnerId),
      shop_id: Number(shopId),
    });
  }

  function authPartner(req: PeerRequest): PeerAnswer {
    // The seller's browser: authorise at once and go back to `redirect` with a code, as Shopee's page does.
    const redirect = new URL(req.query.get('redirect') ?? '');
    const { code } = authorize();
    redirect.searchParams.set('code', code);
    redirect.searchParams.set('shop_id', shopId);
    const href = redirect.toString().replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    const html = `<!doctype html><meta http-equiv="refresh" content="0;url=${href}"><a href="${href}">Tiếp tục</a>`;
    return { status: 200, contentType: 'text/html; charset=utf-8', body: Buffer.from(html) };
  }

  function tokenGet(body: Record<string, unknown>): PeerAnswer {
    if (String(body.partner_id) !== partnerId || String(body.shop_id) !== shopId) {
      return refuse('error_param', 'Wrong partner_id or shop_id.');
    }
    if (typeof body.code !== 'string' || !codes.delete(body.code)) return refuse('error_param', 'Invalid code.');
    return grant();
  }

  function accessTokenGet(body: Record<string, unknown>): PeerAnswer {
    if (String(body.partner_id) !== partnerId || String(body.shop_id) !== shopId) {
      return refuse('error_param', 'Wrong partner_id or shop_id.');
    }
    // A refresh token works once: the one just spent is refused like any unknown one.
    if (!liveRefresh || body.refresh_token !== liveRefresh) return refuse('error_param', 'Invalid refresh_token.');
    refreshes++;
    return grant();
  }

  function orderList(q: URLSearchParams): PeerAnswer {
    const field = q.get('time_range_field');
    const from = Number(q.get('time_from'));
    const to = Number(q.get('time_to'));
    const pageSize = Number(q.get('page_size'));
    if (field !== 'update_time' && field !== 'create_time') return refuse('error_param', 'Wrong time_range_field.');
    if (!Number.isInteger(from) || !Number.isInteger(to) || from > to)
      return refuse('error_param', 'Wrong time range.');
    if (to - from > MAX_WINDOW_SEC) return refuse('error_param', 'The time range should be within 15 days.');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) return refuse('error_param', 'Wrong page_size.');
    listWindows.push({ from, to });
    const timeOf = (o: StoredOrder) => (field === 'update_time' ? o.updateTime : o.createTime);
    const found = [...orders.values()]
      .filter((o) => timeOf(o) >= from && timeOf(o) <= to)
      .sort((a, b) => timeOf(a) - timeOf(b) || a.id.localeCompare(b.id));
    const offset = Number(q.get('cursor') || 0);
    const page = found.slice(offset, offset + pageSize);
    const more = offset + pageSize < found.length;
    return ok({
      response: {
        more,
        next_cursor: more ? String(offset + pageSize) : '',
        order_list: page.map((o) => ({ order_sn: o.id })),
      },
    });
  }

  function detailOf(o: StoredOrder, optional: Set<string>) {
    const out: Record<string, unknown> = {
      order_sn: o.id,
      order_status: o.status,
      create_time: o.createTime,
      update_time: o.updateTime,
      region: 'VN',
      currency: 'VND',
      cod: o.cod ?? false,
    };
    if (optional.has('buyer_username')) out.buyer_username = o.buyer ?? 'nguoimua';
    if (optional.has('recipient_address')) {
      const r = o.recipient ?? {
        name: 'Người nhận',
        phone: '84900000000',
        address: '1 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
      };
      out.recipient_address = { name: r.name, phone: r.phone, full_address: r.address, region: 'VN' };
    }
    if (optional.has('item_list')) {
      out.item_list = o.lines.map((l) => ({
        item_id: Number(l.itemId),
        item_name: l.name,
        // §16: an item without models carries its SKU in get_item_base_info, not here.
        item_sku: '',
        model_id: Number(l.modelId ?? 0),
        model_name: '',
        model_sku: l.modelId ? l.sku : '',
        model_quantity_purchased: l.quantity,
        model_original_price: l.unitPrice,
        model_discounted_price: l.unitPrice,
      }));
    }
    if (optional.has('total_amount'))
      out.total_amount = o.total ?? o.lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0);
    if (optional.has('payment_method')) out.payment_method = o.cod ? 'Cash on Delivery' : 'ShopeePay';
    if (optional.has('shipping_carrier')) out.shipping_carrier = o.tracking?.carrier ?? '';
    return out;
  }

  function orderDetail(q: URLSearchParams): PeerAnswer {
    const ids = (q.get('order_sn_list') ?? '').split(',').filter(Boolean);
    if (ids.length === 0 || ids.length > 50) return refuse('error_param', 'order_sn_list should have 1 to 50 orders.');
    detailBatches.push(ids.length);
    const optional = new Set((q.get('response_optional_fields') ?? '').split(',').filter(Boolean));
    const found = ids.flatMap((id) => {
      const o = orders.get(id);
      return o ? [detailOf(o, optional)] : [];
    });
    return ok({ response: { order_list: found } });
  }

  function trackingNumber(q: URLSearchParams): PeerAnswer {
    const o = orders.get(q.get('order_sn') ?? '');
    if (!o) return refuse('error_not_found', 'Order not found.');
    return ok({ response: { tracking_number: o.tracking?.number ?? '' } });
  }

  /** The shop's items, each with its units (models, or the item itself). */
  function itemIds(): string[] {
    return [...new Set([...items.values()].map((i) => i.itemId))].sort((a, b) => Number(a) - Number(b));
  }
  const unitsOf = (itemId: string) => [...items.values()].filter((i) => i.itemId === itemId);

  function itemList(q: URLSearchParams): PeerAnswer {
    const offset = Number(q.get('offset') ?? 0);
    const pageSize = Number(q.get('page_size'));
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) return refuse('error_param', 'Wrong page_size.');
    if (q.getAll('item_status').length === 0) return refuse('error_param', 'item_status is required.');
    const all = itemIds();
    const page = all.slice(offset, offset + pageSize);
    const hasNext = offset + pageSize < all.length;
    return ok({
      response: {
        item: page.map((id) => ({ item_id: Number(id), item_status: 'NORMAL', update_time: now() })),
        total_count: all.length,
        has_next_page: hasNext,
        next_offset: hasNext ? offset + pageSize : 0,
      },
    });
  }

  function itemBaseInfo(q: URLSearchParams): PeerAnswer {
    const ids = (q.get('item_id_list') ?? '').split(',').filter(Boolean);
    if (ids.length === 0 || ids.length > 50) return refuse('error_param', 'item_id_list should have 1 to 50 items.');
    const found = ids.flatMap((id) => {
      const units = unitsOf(id);
      if (!units.length) return [];
      const plain = units.find((u) => u.modelId === null);
      // An item with models is named after its first model (the peer keeps one name per unit).
      return [
        {
          item_id: Number(id),
          item_name: units[0]!.name,
          item_sku: plain?.sku ?? '',
          item_status: 'NORMAL',
          has_model: !plain,
        },
      ];
    });
    return ok({ response: { item_list: found } });
  }

  function modelList(q: URLSearchParams): PeerAnswer {
    const models = unitsOf(q.get('item_id') ?? '').filter((u) => u.modelId !== null);
    if (!models.length) return refuse('error_item_not_found', 'Item has no model.');
    return ok({
      response: {
        tier_variation: [{ name: 'Phân loại', option_list: models.map((m) => ({ option: m.name })) }],
        model: models.map((m, i) => ({
          model_id: Number(m.modelId),
          model_sku: m.sku,
          tier_index: [i],
          stock_info_v2: { seller_stock: [{ stock: stock.get(unitKey(m.itemId, m.modelId)) ?? m.stock ?? 0 }] },
        })),
      },
    });
  }

  function updateStock(body: Record<string, unknown>): PeerAnswer {
    const itemId = String(body.item_id ?? '');
    const units = unitsOf(itemId);
    if (!units.length) return refuse('error_item_not_found', 'Item not found.');
    const list = Array.isArray(body.stock_list) ? (body.stock_list as Record<string, unknown>[]) : [];
    if (list.length === 0 || list.length > 50) return refuse('error_param', 'stock_list should have 1 to 50 models.');
    const success: unknown[] = [];
    const failure: unknown[] = [];
    for (const entry of list) {
      const modelId = Number(entry.model_id) ? String(entry.model_id) : null;
      const sellerStock = Array.isArray(entry.seller_stock) ? (entry.seller_stock as { stock?: unknown }[]) : [];
      const value = sellerStock[0]?.stock;
      const unit = units.find((u) => u.modelId === modelId);
      if (!unit) failure.push({ model_id: Number(entry.model_id ?? 0), failed_reason: 'Model not found.' });
      else if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
        failure.push({ model_id: Number(entry.model_id ?? 0), failed_reason: 'Invalid stock.' });
      } else {
        stock.set(unitKey(itemId, modelId), value);
        stockUpdates.push({ itemId, modelId, quantity: value, at: Date.now() });
        success.push({ model_id: Number(entry.model_id ?? 0), stock: value });
      }
    }
    return ok({ response: { success_list: success, failure_list: failure } });
  }

  function route(req: PeerRequest): PeerAnswer {
    const refused = checkAuth(req);
    if (refused) return refused;
    const q = req.query;
    switch (`${req.method} ${req.path}`) {
      case 'GET /api/v2/shop/auth_partner':
        return authPartner(req);
      case 'POST /api/v2/auth/token/get':
        return tokenGet(req.body);
      case 'POST /api/v2/auth/access_token/get':
        return accessTokenGet(req.body);
      case 'GET /api/v2/shop/get_shop_info':
        return ok({ shop_name: 'Cửa hàng thử Shopee', region: 'VN', status: 'NORMAL', is_cb: false });
      case 'GET /api/v2/order/get_order_list':
        return orderList(q);
      case 'GET /api/v2/order/get_order_detail':
        return orderDetail(q);
      case 'GET /api/v2/logistics/get_tracking_number':
        return trackingNumber(q);
      case 'GET /api/v2/product/get_item_list':
        return itemList(q);
      case 'GET /api/v2/product/get_item_base_info':
        return itemBaseInfo(q);
      case 'GET /api/v2/product/get_model_list':
        return modelList(q);
      case 'POST /api/v2/product/update_stock':
        return updateStock(req.body);
      default:
        return refuse('error_not_found', 'Wrong path.', 404);
    }
  }

  function authorize() {
    const code = token('');
    codes.add(code);
    return { code, shopId };
  }

  function ensureLineItems(order: PeerOrderInput) {
    for (const l of order.lines) {
      const key = unitKey(l.itemId, l.modelId);
      if (!items.has(key)) items.set(key, { itemId: l.itemId, modelId: l.modelId, sku: l.sku, name: l.name });
    }
  }

  const server = startPeerServer(route, options.port ?? 0);
  const url = await server.listen();
  let serial = 0;

  return {
    url,
    shopId,
    calls: server.calls,
    fail: server.fail,
    listWindows,
    detailBatches,
    stockUpdates,
    authorize,
    addItem(item) {
      items.set(unitKey(item.itemId, item.modelId), item);
    },
    putOrder(order) {
      const id =
        order.id ??
        `${new Date().toISOString().slice(2, 10).replace(/-/g, '')}PEER${String(++serial).padStart(5, '0')}`;
      ensureLineItems(order);
      const createTime = orders.get(id)?.createTime ?? now();
      orders.set(id, { ...order, id, createTime, updateTime: nextUpdateTime() });
      return id;
    },
    setStatus(id, status) {
      const o = orders.get(id);
      if (!o) throw new Error(`no order ${id}`);
      orders.set(id, { ...o, status, updateTime: nextUpdateTime() });
    },
    setUpdateTime(id, at) {
      const o = orders.get(id);
      if (!o) throw new Error(`no order ${id}`);
      const t = Math.floor(at.getTime() / 1000);
      orders.set(id, { ...o, updateTime: t, createTime: Math.min(o.createTime, t) });
    },
    stockOf: (itemId, modelId) => stock.get(unitKey(itemId, modelId)),
    expireAccessToken() {
      access.clear();
    },
    refreshCount: () => refreshes,
    liveRefreshToken: () => liveRefresh,
    async sendOrderWebhook(target, orderId, opts = {}) {
      const o = orders.get(orderId);
      if (!o) throw new Error(`no order ${orderId}`);
      const body = JSON.stringify({
        shop_id: Number(shopId),
        code: 3,
        timestamp: now(),
        data: { ordersn: orderId, status: o.status, update_time: o.updateTime },
      });
      const signature = hmac(opts.forge ? `${partnerKey}-forged` : partnerKey, `${target}|${body}`);
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: signature },
        body,
      });
      await res.arrayBuffer();
      return res.status;
    },
    close: () => server.close(),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = process.env;
  const port = Number(env.SHOPEE_PEER_PORT ?? 0);
  const peer = await startShopeePeer({
    port,
    partnerId: Number(env.SHOPEE_PARTNER_ID ?? 0),
    partnerKey: env.SHOPEE_PARTNER_KEY ?? '',
    ...(env.SHOPEE_SHOP_ID ? { shopId: env.SHOPEE_SHOP_ID } : {}),
  });
  await runPeerScript('Shopee', { listen: async () => peer.url, close: () => peer.close() });
}
