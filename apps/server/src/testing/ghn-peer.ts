/**
 * A GHN-compatible HTTP server on 127.0.0.1 (DESIGN §11) for tests and `npm run dev` with CARRIER_PEERS=1: it checks
 * the Token and ShopId headers and the fields GHN requires, keeps orders in memory (client_order_code unique, as GHN
 * does), picks up at the shop's registered address when a call leaves the `from_*` fields out (as GHN does), serves a small master data set, prints A5 labels, and on `setStatus` moves an order and posts GHN's
 * webhook to the shop. Faults (carrier-peer-base.ts) inject refusals, time-outs and lost answers.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { type PeerAnswer, type PeerRequest, postWebhook, runPeerScript, startPeerServer } from './carrier-peer-base';

export interface GhnPeerOrder {
  order_code: string;
  client_order_code: string;
  status: string;
  cod_amount: number;
  total_fee: number;
  cod_transfer_date: string | null;
  log: { status: string; updated_date: string }[];
  request: Record<string, unknown>;
}

/** The peer's master data: HCMC and Hà Nội with a few districts and wards, names as GHN writes them. */
export const GHN_MASTER = {
  provinces: [
    { ProvinceID: 202, ProvinceName: 'Hồ Chí Minh', NameExtension: ['TP.Hồ Chí Minh', 'HCM'] },
    { ProvinceID: 201, ProvinceName: 'Hà Nội', NameExtension: ['TP.Hà Nội', 'HN'] },
  ],
  districts: [
    { DistrictID: 1442, ProvinceID: 202, DistrictName: 'Quận 1', NameExtension: ['Q1'] },
    { DistrictID: 1449, ProvinceID: 202, DistrictName: 'Quận 7', NameExtension: ['Q7'] },
    { DistrictID: 1484, ProvinceID: 201, DistrictName: 'Quận Ba Đình', NameExtension: ['Ba Đình'] },
    { DistrictID: 1489, ProvinceID: 201, DistrictName: 'Quận Hoàn Kiếm', NameExtension: [] },
  ],
  wards: [
    { WardCode: '20109', DistrictID: 1442, WardName: 'Phường Bến Nghé', NameExtension: [] },
    { WardCode: '20110', DistrictID: 1442, WardName: 'Phường Bến Thành', NameExtension: [] },
    { WardCode: '20705', DistrictID: 1449, WardName: 'Phường Tân Hưng', NameExtension: [] },
    { WardCode: '1A0101', DistrictID: 1484, WardName: 'Phường Phúc Xá', NameExtension: [] },
    { WardCode: '1A0102', DistrictID: 1484, WardName: 'Phường Trúc Bạch', NameExtension: [] },
  ],
};

/** The shop's units (legacy codes) of the peer's Phường Bến Nghé, Quận 1, HCMC: a pickup GHN can quote from. */
export const GHN_PEER_PICKUP = {
  name: 'Kho Quận 1',
  phone: '0909000111',
  address: '1 Lê Lợi',
  city_code: '79',
  district_code: '760',
  ward_code: '26740',
};

/** The peer's price: 22,000 ₫ up to 500 g, then 5,000 ₫ per started 500 g. */
export const ghnPeerFee = (grams: number) => 22_000 + Math.max(0, Math.ceil((grams - 500) / 500)) * 5_000;

const ok = (data: unknown): PeerAnswer => ({ status: 200, json: { code: 200, message: 'Success', data } });
const bad = (message: string, status = 400): PeerAnswer => ({ status, json: { code: status, message, data: null } });

const CREATE_FIELDS = [
  'to_name',
  'to_phone',
  'to_address',
  'to_ward_code',
  'to_district_id',
  'weight',
  'client_order_code',
];
const NOTES = ['CHOTHUHANG', 'CHOXEMHANGKHONGTHU', 'KHONGCHOXEMHANG'];
/** A create's pickup, all or none: without them GHN uses the address registered with the shop's account. */
const FROM_FIELDS = [
  'from_name',
  'from_phone',
  'from_address',
  'from_ward_name',
  'from_district_name',
  'from_province_name',
];

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

export function startGhnPeer(opts: {
  token: string;
  shopId: string;
  port?: number;
  webhookUrl?: string;
  /** Called once an order is made, before its answer leaves (the crash test kills the shop here). */
  onCreate?: (order: GhnPeerOrder) => void;
}) {
  const orders = new Map<string, GhnPeerOrder>();
  const labelTokens = new Map<string, string[]>();
  const received: PeerRequest[] = [];
  let webhookUrl = opts.webhookUrl;

  function create(body: Record<string, unknown>): PeerAnswer {
    const missing = CREATE_FIELDS.filter((f) => body[f] === undefined || body[f] === '');
    if (missing.length) return bad(`${missing[0]} is required`);
    const from = FROM_FIELDS.filter((f) => given(body[f]));
    if (from.length > 0 && from.length < FROM_FIELDS.length) return bad('Địa chỉ lấy hàng không hợp lệ');
    if (!NOTES.includes(String(body.required_note))) return bad('required_note is invalid');
    if (![1, 2].includes(Number(body.payment_type_id))) return bad('payment_type_id is invalid');
    if (!GHN_MASTER.wards.some((w) => w.WardCode === body.to_ward_code && w.DistrictID === body.to_district_id)) {
      return bad('Địa chỉ giao hàng không hợp lệ');
    }
    const clientCode = String(body.client_order_code);
    if ([...orders.values()].some((o) => o.client_order_code === clientCode)) {
      return bad('Mã đơn hàng của shop đã tồn tại');
    }
    const code = `GY${randomBytes(4).toString('hex').toUpperCase()}`;
    const fee = ghnPeerFee(Number(body.weight));
    const now = new Date().toISOString();
    orders.set(code, {
      order_code: code,
      client_order_code: clientCode,
      status: 'ready_to_pick',
      cod_amount: Number(body.cod_amount ?? 0),
      total_fee: fee,
      cod_transfer_date: null,
      log: [{ status: 'ready_to_pick', updated_date: now }],
      request: body,
    });
    opts.onCreate?.(orders.get(code)!);
    const expected = new Date(Date.now() + 3 * 86_400_000).toISOString();
    return ok({ order_code: code, sort_code: '1-A-01', total_fee: fee, expected_delivery_time: expected });
  }

  const detailOf = (o: GhnPeerOrder | undefined) =>
    o
      ? ok({
          order_code: o.order_code,
          client_order_code: o.client_order_code,
          status: o.status,
          cod_amount: o.cod_amount,
          cod_transfer_date: o.cod_transfer_date,
          log: o.log,
        })
      : bad('Không tìm thấy đơn hàng');

  /** Unauthenticated test controls (e2e, dev): health, and moving an order on (which posts the webhook). */
  async function control(req: PeerRequest): Promise<PeerAnswer | undefined> {
    if (req.path === '/health') return { status: 200, json: { ok: true } };
    if (req.path !== '/_peer/status' || req.method !== 'POST') return undefined;
    const b = req.body;
    const order =
      orders.get(String(b.order_code ?? '')) ??
      [...orders.values()].find((o) => o.client_order_code === String(b.client_order_code ?? ''));
    if (!order) return { status: 404, json: { message: 'no such order' } };
    const shopStatus = await setStatus(order.order_code, String(b.status), {
      codTransferred: b.cod_transferred === true,
    });
    return { status: 200, json: { order_code: order.order_code, shop_status: shopStatus ?? null } };
  }

  async function route(req: PeerRequest): Promise<PeerAnswer> {
    const controlled = await control(req);
    if (controlled) return controlled;
    if (req.path === '/a5/public-api/printA5') {
      const codes = labelTokens.get(req.query.get('token') ?? '');
      if (!codes) return bad('Token không hợp lệ');
      const html = `<!doctype html><html><body>${codes.map((c) => `<section class="a5"><h1>GHN</h1><p>${c}</p></section>`).join('')}</body></html>`;
      return { status: 200, contentType: 'text/html; charset=utf-8', body: Buffer.from(html) };
    }
    received.push(req);
    if (req.headers.token !== opts.token) return bad('Token không hợp lệ', 401);
    const p = req.path.replace('/shiip/public-api', '');
    if (p.startsWith('/master-data/')) {
      if (p === '/master-data/province') return ok(GHN_MASTER.provinces);
      const q = (name: string) => Number(req.query.get(name) ?? req.body[name]);
      if (p === '/master-data/district')
        return ok(GHN_MASTER.districts.filter((d) => d.ProvinceID === q('province_id')));
      if (p === '/master-data/ward') return ok(GHN_MASTER.wards.filter((w) => w.DistrictID === q('district_id')));
    }
    if (String(req.headers.shopid) !== opts.shopId) return bad('ShopId không hợp lệ', 401);
    const b = req.body;
    switch (p) {
      case '/v2/shipping-order/fee':
        if (!b.to_district_id || !b.weight) return bad('Thiếu thông tin tính phí');
        if (given(b.from_district_id) !== given(b.from_ward_code)) return bad('Địa chỉ lấy hàng không hợp lệ');
        return ok({ total: ghnPeerFee(Number(b.weight)), service_fee: ghnPeerFee(Number(b.weight)), insurance_fee: 0 });
      case '/v2/shipping-order/create':
        return create(b);
      case '/v2/shipping-order/detail':
        return detailOf(orders.get(String(b.order_code)));
      case '/v2/shipping-order/detail-by-client-code':
        return detailOf([...orders.values()].find((o) => o.client_order_code === String(b.client_order_code)));
      case '/v2/switch-status/cancel': {
        const codes = Array.isArray(b.order_codes) ? b.order_codes.map(String) : [];
        return ok(
          codes.map((code) => {
            const o = orders.get(code);
            const can = o && ['ready_to_pick', 'picking'].includes(o.status);
            if (can) setStatus(code, 'cancel', { post: false });
            return { order_code: code, result: Boolean(can), message: can ? 'OK' : 'Đơn hàng không thể hủy' };
          }),
        );
      }
      case '/v2/a5/gen-token': {
        const codes = Array.isArray(b.order_codes) ? b.order_codes.map(String) : [];
        if (!codes.length || codes.some((c) => !orders.has(c))) return bad('Không tìm thấy đơn hàng');
        const token = randomBytes(8).toString('hex');
        labelTokens.set(token, codes);
        return ok({ token });
      }
      default:
        return bad('Not found', 404);
    }
  }

  /** Moves an order to GHN's `status` and (unless `post: false`) posts the webhook; the shop's answer's status. */
  async function setStatus(code: string, status: string, o: { post?: boolean; codTransferred?: boolean } = {}) {
    const order = orders.get(code);
    if (!order) throw new Error(`no GHN order ${code}`);
    order.status = status;
    const now = new Date(Date.now() + order.log.length).toISOString();
    order.log.push({ status, updated_date: now });
    if (o.codTransferred) order.cod_transfer_date = now;
    if (o.post === false || !webhookUrl) return undefined;
    return postWebhook(webhookUrl, webhookBody(order));
  }

  const webhookBody = (order: GhnPeerOrder) => ({
    CODAmount: order.cod_amount,
    CODTransferDate: order.cod_transfer_date,
    ClientOrderCode: order.client_order_code,
    OrderCode: order.order_code,
    ShopID: Number(opts.shopId),
    Status: order.status,
    Time: order.log.at(-1)!.updated_date,
    TotalFee: order.total_fee,
    Type: order.cod_transfer_date ? 'update_cod' : 'switch_status',
    Reason: '',
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

export type GhnPeer = ReturnType<typeof startGhnPeer>;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = process.env;
  const peer = startGhnPeer({
    port: Number(env.GHN_PEER_PORT ?? 0),
    token: env.GHN_TOKEN ?? '',
    shopId: env.GHN_SHOP_ID ?? '',
    ...(env.GHN_PEER_WEBHOOK_URL ? { webhookUrl: env.GHN_PEER_WEBHOOK_URL } : {}),
  });
  await runPeerScript('GHN', peer);
}
