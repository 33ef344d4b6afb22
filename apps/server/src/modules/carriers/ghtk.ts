// GHTK (Giao Hàng Tiết Kiệm) as DESIGN §11 gives its API: header Token, answers {success, message, …}, addresses
// by name. Our id is the order's `order.id` (GHTK's partner_id): `/services/shipment/v2/partner_id:{id}` finds it.
import { GHTK_COD_TRANSFERRED_STATUS, ghtkStatus } from '@shop/domain/carrier.rules';
import {
  type CarrierProvider,
  type CarrierState,
  CarrierRefusal,
  CarrierUnavailable,
  carrierFetch,
  carrierFetchBytes,
  dateOf,
  intOf,
  textOf,
} from './carrier-provider';

export interface GhtkConfig {
  token: string;
  baseUrl: string;
  timeoutMs: number;
}

/** GHTK's answer when an order with our id exists already: its label is in `error.ghtk_label`. */
const ORDER_ID_EXIST = 'ORDER_ID_EXIST';

export function createGhtkProvider(cfg: GhtkConfig): CarrierProvider {
  const headers = { Token: cfg.token };

  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    carrierFetch('ghtk', `${cfg.baseUrl}${path}`, { method, headers, body, timeoutMs: cfg.timeoutMs });
  const refusal = (json: Record<string, unknown>) => new CarrierRefusal('ghtk', textOf(json.message) || 'từ chối');

  function state(order: Record<string, unknown>): CarrierState {
    const statusId = textOf(order.status);
    return {
      code: textOf(order.label_id),
      clientCode: textOf(order.partner_id) || null,
      carrierStatus: statusId,
      status: ghtkStatus(statusId),
      codAmount: intOf(order.pick_money),
      codTransferred: intOf(statusId) === GHTK_COD_TRANSFERRED_STATUS,
      events: [
        {
          carrierStatus: statusId,
          at: dateOf(order.modified) ?? new Date(),
          reason: textOf(order.status_text) || null,
        },
      ],
    };
  }

  async function lookup(id: string): Promise<CarrierState | null> {
    const json = await call('GET', `/services/shipment/v2/${encodeURIComponent(id)}`);
    if (json.success !== true || typeof json.order !== 'object' || json.order === null) return null;
    return state(json.order as Record<string, unknown>);
  }

  return {
    carrier: 'ghtk',
    async quote(input) {
      const q = new URLSearchParams({
        pick_province: input.from.province,
        pick_district: input.from.district,
        province: input.to.province,
        district: input.to.district,
        ward: input.to.ward,
        address: input.to.address,
        weight: String(input.weightGrams),
        value: String(input.value),
        transport: 'road',
        deliver_option: 'none',
      });
      const json = await call('GET', `/services/shipment/fee?${q}`);
      const fee = json.fee as Record<string, unknown> | undefined;
      if (json.success !== true || !fee) throw refusal(json);
      return intOf(fee.fee);
    },
    async create(input) {
      const json = await call('POST', '/services/shipment/order/?ver=1.5', {
        products: input.items.map((i) => ({
          name: i.name,
          weight: Math.max(0.001, i.weightGrams / 1000),
          quantity: i.quantity,
          product_code: i.code,
        })),
        order: {
          id: input.clientCode,
          pick_name: input.from.name,
          pick_address: input.from.address,
          pick_province: input.from.province,
          pick_district: input.from.district,
          pick_ward: input.from.ward,
          pick_tel: input.from.phone,
          name: input.to.name,
          tel: input.to.phone,
          address: input.to.address,
          province: input.to.province,
          district: input.to.district,
          ward: input.to.ward,
          hamlet: 'Khác',
          pick_money: input.codAmount,
          value: input.value,
          is_freeship: input.buyerPays ? 0 : 1,
          transport: 'road',
          note: input.note,
          total_weight: input.weightGrams / 1000,
        },
      });
      const error = json.error as Record<string, unknown> | undefined;
      if (json.success !== true && error?.code === ORDER_ID_EXIST && textOf(error.ghtk_label)) {
        return { code: textOf(error.ghtk_label), fee: 0, expectedDeliveryAt: null };
      }
      const order = json.order as Record<string, unknown> | undefined;
      if (json.success !== true || !order) throw refusal(json);
      const code = textOf(order.label);
      if (!code) throw new CarrierUnavailable('ghtk', 'create answered without a label');
      return {
        code,
        fee: intOf(order.fee) + intOf(order.insurance_fee),
        expectedDeliveryAt: dateOf(order.estimated_deliver_time),
      };
    },
    detail: (code) => lookup(code),
    findByClientCode: (clientCode) => lookup(`partner_id:${clientCode}`),
    async cancel(code) {
      const json = await call('POST', `/services/shipment/cancel/${encodeURIComponent(code)}`);
      if (json.success !== true) throw refusal(json);
    },
    async label(codes) {
      if (codes.length !== 1) throw new CarrierRefusal('ghtk', 'mỗi lần in một nhãn GHTK');
      const url = `${cfg.baseUrl}/services/label/${encodeURIComponent(codes[0]!)}`;
      return carrierFetchBytes('ghtk', url, headers, cfg.timeoutMs);
    },
    webhookCode(body) {
      const code = typeof body === 'object' && body !== null ? textOf((body as Record<string, unknown>).label_id) : '';
      return code || null;
    },
    webhookPartReturn(body) {
      // Form fields are text, JSON a number: "1" or 1.
      return (
        typeof body === 'object' &&
        body !== null &&
        textOf((body as Record<string, unknown>).return_part_package) === '1'
      );
    },
  };
}
