// GHN (Giao Hàng Nhanh) as DESIGN §11 gives its API: headers Token and ShopId, answers {code:200, message, data},
// errors {code≠200, message}. Districts and wards by GHN's own ids (ghn-address-map.ts keeps the shop's mapping).
import { ghnStatus } from '@shop/domain/carrier.rules';
import {
  type CarrierProvider,
  type CarrierState,
  type CreateInput,
  type QuoteInput,
  CarrierRefusal,
  CarrierUnavailable,
  carrierFetch,
  carrierFetchBytes,
  dateOf,
  intOf,
  textOf,
} from './carrier-provider';

export interface GhnConfig {
  token: string;
  shopId: string;
  baseUrl: string;
  timeoutMs: number;
}

/** GHN's standard (road) service; "hàng nhẹ" E-commerce delivery. */
const SERVICE_TYPE_ID = 2;
/** payment_type_id: 1 the shop pays GHN, 2 the buyer pays on delivery. */
const PAYER = { shop: 1, buyer: 2 } as const;

export interface GhnProvinceRow {
  ProvinceID: number;
  ProvinceName: string;
  NameExtension?: string[] | null;
}
export interface GhnDistrictRow {
  DistrictID: number;
  ProvinceID: number;
  DistrictName: string;
  NameExtension?: string[] | null;
}
export interface GhnWardRow {
  WardCode: string;
  DistrictID: number;
  WardName: string;
  NameExtension?: string[] | null;
}

function ghnDestination(to: QuoteInput['to']) {
  if (!to.ghn) throw new CarrierRefusal('ghn', 'chưa ánh xạ địa chỉ giao hàng');
  return to.ghn;
}

/**
 * The pickup's `from_*` fields. Without GHN ids for the pickup they are left out: GHN then picks up at the address
 * registered with the shop's GHN account (which is what it does when they are absent).
 */
function ghnFrom(from: QuoteInput['from'], kind: 'fee' | 'create'): Record<string, string | number> {
  if (!from.ghn) return {};
  if (kind === 'fee') return { from_district_id: from.ghn.districtId, from_ward_code: from.ghn.wardCode };
  return {
    from_name: from.name,
    from_phone: from.phone,
    from_address: from.address,
    from_ward_name: from.ward,
    from_district_name: from.district,
    from_province_name: from.province,
  };
}

export function createGhnProvider(cfg: GhnConfig): CarrierProvider & {
  provinces(): Promise<GhnProvinceRow[]>;
  districts(provinceId: number): Promise<GhnDistrictRow[]>;
  wards(districtId: number): Promise<GhnWardRow[]>;
} {
  const headers = { Token: cfg.token, ShopId: cfg.shopId };

  /** `data` of a successful answer; a refusal with GHN's message otherwise. */
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const json = await carrierFetch('ghn', `${cfg.baseUrl}${path}`, {
      method,
      headers,
      body,
      timeoutMs: cfg.timeoutMs,
    });
    if (json.code !== 200) {
      const detail = textOf(json.code_message_value) || textOf(json.message) || `code ${textOf(json.code)}`;
      throw new CarrierRefusal('ghn', detail);
    }
    return json.data as T;
  }

  function state(data: Record<string, unknown>): CarrierState {
    const carrierStatus = textOf(data.status);
    const log = Array.isArray(data.log) ? (data.log as Record<string, unknown>[]) : [];
    return {
      code: textOf(data.order_code),
      clientCode: textOf(data.client_order_code) || null,
      carrierStatus,
      status: ghnStatus(carrierStatus),
      codAmount: intOf(data.cod_amount),
      codTransferred: Boolean(dateOf(data.cod_transfer_date ?? data.CODTransferDate)),
      events: log.flatMap((e) => {
        const at = dateOf(e.updated_date);
        return at ? [{ carrierStatus: textOf(e.status), at, reason: textOf(e.reason) || null }] : [];
      }),
    };
  }

  /** A lookup that may find nothing: GHN refuses an unknown code with code≠200. */
  async function lookup(path: string, body: object): Promise<CarrierState | null> {
    try {
      return state(await call<Record<string, unknown>>('POST', path, body));
    } catch (err) {
      if (err instanceof CarrierRefusal) return null;
      throw err;
    }
  }

  const parcel = (input: QuoteInput) => ({
    weight: input.weightGrams,
    length: input.size.length,
    width: input.size.width,
    height: input.size.height,
    insurance_value: input.value,
  });

  return {
    carrier: 'ghn',
    async quote(input) {
      const to = ghnDestination(input.to);
      const data = await call<Record<string, unknown>>('POST', '/shiip/public-api/v2/shipping-order/fee', {
        service_type_id: SERVICE_TYPE_ID,
        ...ghnFrom(input.from, 'fee'),
        to_district_id: to.districtId,
        to_ward_code: to.wardCode,
        ...parcel(input),
        cod_value: 0,
      });
      return intOf(data.total);
    },
    async create(input: CreateInput) {
      const to = ghnDestination(input.to);
      const data = await call<Record<string, unknown>>('POST', '/shiip/public-api/v2/shipping-order/create', {
        payment_type_id: input.buyerPays ? PAYER.buyer : PAYER.shop,
        required_note: input.requiredNote,
        client_order_code: input.clientCode,
        ...ghnFrom(input.from, 'create'),
        to_name: input.to.name,
        to_phone: input.to.phone,
        to_address: input.to.address,
        to_ward_code: to.wardCode,
        to_district_id: to.districtId,
        cod_amount: input.codAmount,
        ...parcel(input),
        service_type_id: SERVICE_TYPE_ID,
        note: input.note,
        items: input.items.map((i) => ({ name: i.name, code: i.code, quantity: i.quantity, weight: i.weightGrams })),
      });
      const code = textOf(data.order_code);
      if (!code) throw new CarrierUnavailable('ghn', 'create answered without an order_code');
      return { code, fee: intOf(data.total_fee), expectedDeliveryAt: dateOf(data.expected_delivery_time) };
    },
    detail: (code) => lookup('/shiip/public-api/v2/shipping-order/detail', { order_code: code }),
    findByClientCode: (clientCode) =>
      lookup('/shiip/public-api/v2/shipping-order/detail-by-client-code', { client_order_code: clientCode }),
    async cancel(code) {
      const data = await call<unknown>('POST', '/shiip/public-api/v2/switch-status/cancel', { order_codes: [code] });
      const row = Array.isArray(data) ? (data as Record<string, unknown>[]).find((r) => r.order_code === code) : null;
      if (row && row.result === false) throw new CarrierRefusal('ghn', textOf(row.message) || 'không hủy được');
    },
    async label(codes) {
      const { token } = await call<{ token: string }>('POST', '/shiip/public-api/v2/a5/gen-token', {
        order_codes: codes,
      });
      const url = `${cfg.baseUrl}/a5/public-api/printA5?token=${encodeURIComponent(textOf(token))}`;
      return carrierFetchBytes('ghn', url, {}, cfg.timeoutMs);
    },
    webhookCode(body) {
      const code = typeof body === 'object' && body !== null ? textOf((body as Record<string, unknown>).OrderCode) : '';
      return code || null;
    },
    provinces: () => call('GET', '/shiip/public-api/master-data/province'),
    districts: (provinceId) => call('GET', `/shiip/public-api/master-data/district?province_id=${provinceId}`),
    wards: (districtId) => call('GET', `/shiip/public-api/master-data/ward?district_id=${districtId}`),
  };
}

export type GhnProvider = ReturnType<typeof createGhnProvider>;
