/**
 * A GHTK-compatible HTTP server on 127.0.0.1 (DESIGN §11) for tests and `npm run dev` with CARRIER_PEERS=1: it checks
 * the Token header and the fields GHTK requires (addresses by name, weights in kg), keeps orders in memory (order.id
 * unique: a second create answers ORDER_ID_EXIST with the label, as GHTK does), serves PDF labels, and on
 * `setStatus` moves an order and posts GHTK's webhook (form fields) to the shop.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import {
  type PeerAnswer,
  type PeerRequest,
  postWebhook,
  runPeerScript,
  startPeerServer,
  tinyPdf,
} from './carrier-peer-base';

export interface GhtkPeerOrder {
  label_id: string;
  partner_id: string;
  status: number;
  pick_money: number;
  fee: number;
  modified: string;
  request: Record<string, unknown>;
}

/** The peer's price: 30,000 ₫ up to 1 kg, then 5,000 ₫ per started 500 g. */
export const ghtkPeerFee = (grams: number) => 30_000 + Math.max(0, Math.ceil((grams - 1000) / 500)) * 5_000;

export const GHTK_STATUS_TEXT: Record<number, string> = {
  [-1]: 'Hủy đơn hàng',
  1: 'Chưa tiếp nhận',
  2: 'Đã tiếp nhận',
  3: 'Đã lấy hàng/Đã nhập kho',
  4: 'Đã điều phối giao hàng/Đang giao hàng',
  5: 'Đã giao hàng/Chưa đối soát',
  6: 'Đã đối soát',
  20: 'Đang trả hàng',
  21: 'Đã trả hàng',
};

const ok = (json: Record<string, unknown>): PeerAnswer => ({
  status: 200,
  json: { success: true, message: '', ...json },
});
const bad = (message: string, extra: Record<string, unknown> = {}): PeerAnswer => ({
  status: 200,
  json: { success: false, message, ...extra },
});

const ORDER_FIELDS = [
  'id',
  'pick_name',
  'pick_address',
  'pick_province',
  'pick_district',
  'pick_tel',
  'name',
  'tel',
  'address',
  'province',
  'ward',
  'hamlet',
];

export function startGhtkPeer(opts: { token: string; port?: number; webhookUrl?: string }) {
  const orders = new Map<string, GhtkPeerOrder>();
  const received: PeerRequest[] = [];
  let webhookUrl = opts.webhookUrl;

  function create(body: Record<string, unknown>): PeerAnswer {
    const order = (body.order ?? {}) as Record<string, unknown>;
    const products = Array.isArray(body.products) ? (body.products as Record<string, unknown>[]) : [];
    const missing = ORDER_FIELDS.filter((f) => order[f] === undefined || order[f] === '');
    if (missing.length) return bad(`Thiếu trường ${missing[0]}`);
    if (!products.length || products.some((p) => !(Number(p.weight) > 0) || !p.name)) {
      return bad('Sản phẩm không hợp lệ (khối lượng tính bằng kg)');
    }
    const existing = [...orders.values()].find((o) => o.partner_id === String(order.id));
    if (existing) {
      return bad('Mã đơn hàng đã tồn tại', {
        error: { code: 'ORDER_ID_EXIST', partner_id: existing.partner_id, ghtk_label: existing.label_id },
      });
    }
    const grams = Math.round(products.reduce((s, p) => s + Number(p.weight) * Number(p.quantity ?? 1), 0) * 1000);
    const label = `S1.A1.${randomBytes(4).readUInt32BE(0)}`;
    const fee = ghtkPeerFee(grams);
    orders.set(label, {
      label_id: label,
      partner_id: String(order.id),
      status: 2,
      pick_money: Number(order.pick_money ?? 0),
      fee,
      modified: new Date().toISOString(),
      request: body,
    });
    return ok({
      order: {
        partner_id: String(order.id),
        label,
        area: 1,
        fee,
        insurance_fee: 0,
        estimated_pick_time: 'Sáng 2026-12-01',
        estimated_deliver_time: new Date(Date.now() + 4 * 86_400_000).toISOString(),
        status_id: 2,
      },
    });
  }

  const find = (id: string) =>
    id.startsWith('partner_id:') ? [...orders.values()].find((o) => o.partner_id === id.slice(11)) : orders.get(id);
  const detail = (o: GhtkPeerOrder) => ({
    label_id: o.label_id,
    partner_id: o.partner_id,
    status: String(o.status),
    status_text: GHTK_STATUS_TEXT[o.status] ?? '',
    pick_money: o.pick_money,
    modified: o.modified,
  });

  /** Unauthenticated test controls (e2e, dev): health, and moving an order on (which posts the webhook). */
  async function control(req: PeerRequest): Promise<PeerAnswer | undefined> {
    if (req.path === '/health') return { status: 200, json: { ok: true } };
    if (req.path !== '/_peer/status' || req.method !== 'POST') return undefined;
    const b = req.body;
    const order = orders.get(String(b.label ?? '')) ?? find(`partner_id:${String(b.partner_id ?? '')}`);
    if (!order) return { status: 404, json: { message: 'no such order' } };
    const shopStatus = await setStatus(order.label_id, Number(b.status_id), {
      partReturn: String(b.return_part_package ?? '') === '1',
    });
    return { status: 200, json: { label: order.label_id, shop_status: shopStatus ?? null } };
  }

  async function route(req: PeerRequest): Promise<PeerAnswer> {
    const controlled = await control(req);
    if (controlled) return controlled;
    received.push(req);
    if (req.headers.token !== opts.token)
      return { status: 401, json: { success: false, message: 'Token không hợp lệ' } };
    const p = req.path;
    if (p === '/services/shipment/fee') {
      const q = req.query;
      for (const f of ['pick_province', 'pick_district', 'province', 'weight']) if (!q.get(f)) return bad(`Thiếu ${f}`);
      const fee = ghtkPeerFee(Number(q.get('weight')));
      return ok({ fee: { name: 'area1', fee, insurance_fee: 0, delivery: true } });
    }
    if (p === '/services/shipment/order' || p === '/services/shipment/order/') return create(req.body);
    const m = /^\/services\/(shipment\/v2|shipment\/cancel|label)\/(.+)$/.exec(p);
    const o = m ? find(decodeURIComponent(m[2]!)) : undefined;
    if (m && !o) return bad('Không tìm thấy đơn hàng');
    if (m?.[1] === 'shipment/v2') return ok({ order: detail(o!) });
    if (m?.[1] === 'shipment/cancel') {
      if (![1, 2, 12].includes(o!.status)) return bad('Đơn hàng đã lấy, không thể hủy');
      o!.status = -1;
      return ok({ message: 'Hủy đơn hàng thành công' });
    }
    if (m?.[1] === 'label')
      return { status: 200, contentType: 'application/pdf', body: tinyPdf(['GHTK', o!.label_id]) };
    return { status: 404, json: { success: false, message: 'Not found' } };
  }

  /**
   * Moves an order to GHTK's status_id and (unless `post: false`) posts the webhook as form fields; `partReturn`: the
   * webhook says the parcel was delivered in part (`return_part_package: 1`), which GHTK's order API does not show.
   */
  async function setStatus(label: string, status: number, o: { post?: boolean; partReturn?: boolean } = {}) {
    const order = orders.get(label);
    if (!order) throw new Error(`no GHTK order ${label}`);
    order.status = status;
    order.modified = new Date(Date.now() + status).toISOString();
    if (o.post === false || !webhookUrl) return undefined;
    return postWebhook(webhookUrl, webhookBody(order, o.partReturn), true);
  }

  const webhookBody = (o: GhtkPeerOrder, partReturn = false) => ({
    label_id: o.label_id,
    partner_id: o.partner_id,
    status_id: o.status,
    action_time: o.modified,
    reason_code: '',
    reason: '',
    weight: 1,
    fee: o.fee,
    pick_money: o.pick_money,
    return_part_package: partReturn ? 1 : 0,
  });

  const peer = startPeerServer(route, opts.port);
  peer.setRefusal((reason) => bad(reason));
  return {
    ...peer,
    orders,
    received,
    setStatus,
    webhookBody,
    setWebhookUrl: (url: string) => {
      webhookUrl = url;
    },
  };
}

export type GhtkPeer = ReturnType<typeof startGhtkPeer>;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = process.env;
  const peer = startGhtkPeer({
    port: Number(env.GHTK_PEER_PORT ?? 0),
    token: env.GHTK_TOKEN ?? '',
    ...(env.GHTK_PEER_WEBHOOK_URL ? { webhookUrl: env.GHTK_PEER_WEBHOOK_URL } : {}),
  });
  await runPeerScript('GHTK', peer);
}
