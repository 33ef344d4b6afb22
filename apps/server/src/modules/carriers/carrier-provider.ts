// The shop's side of a carrier (DESIGN §11): one interface, GHN and GHTK behind it (ghn.ts, ghtk.ts), each speaking
// its own API. A refusal (the carrier answered no) and an outage (no answer, a 5xx, a time-out) are told apart: a
// refusal keeps nothing, an outage may have created the order and is looked up by our id before any retry.
import type { Carrier } from '@shop/domain/carrier.schemas';
import type { ShipmentStatus } from '@shop/domain/carrier.rules';

/** Where a parcel goes or comes from: names for GHTK, GHN's ids for GHN (null when the unit is not mapped). */
export interface CarrierAddress {
  name: string;
  phone: string;
  address: string;
  province: string;
  district: string;
  ward: string;
  ghn?: { districtId: number; wardCode: string } | null;
}

export interface QuoteInput {
  from: CarrierAddress;
  to: CarrierAddress;
  weightGrams: number;
  /** Declared value (insurance) in dong. */
  value: number;
  size: { length: number; width: number; height: number };
}

export interface CreateInput extends QuoteInput {
  /** Our id for the order at the carrier (GHN client_order_code, GHTK order.id): finds it again after a lost answer. */
  clientCode: string;
  codAmount: number;
  requiredNote: string;
  note: string;
  /** The buyer pays the carrier's fee on delivery (else the shop pays it). */
  buyerPays: boolean;
  items: { name: string; code: string; quantity: number; weightGrams: number }[];
}

export interface CarrierOrder {
  code: string;
  fee: number;
  expectedDeliveryAt: Date | null;
  /** The COD the carrier holds the order to, when an existing order was found rather than made now. */
  codAmount?: number;
}

export interface CarrierEvent {
  carrierStatus: string;
  at: Date;
  reason: string | null;
}

/** The carrier's order as its API says it is now: the truth a webhook only hints at. */
export interface CarrierState {
  code: string;
  clientCode: string | null;
  carrierStatus: string;
  status: ShipmentStatus | null;
  codAmount: number;
  /** The carrier says the COD money was paid to the shop (GHN CODTransferDate, GHTK status 6). */
  codTransferred: boolean;
  events: CarrierEvent[];
}

export interface CarrierLabel {
  contentType: string;
  body: Buffer;
}

export interface CarrierProvider {
  readonly carrier: Carrier;
  quote(input: QuoteInput): Promise<number>;
  create(input: CreateInput): Promise<CarrierOrder>;
  /** The order by the carrier's code; null when the carrier doesn't know it. */
  detail(code: string): Promise<CarrierState | null>;
  /** The order by our id; null when the carrier never created it. */
  findByClientCode(clientCode: string): Promise<(CarrierState & { fee?: number }) | null>;
  cancel(code: string): Promise<void>;
  /** The printable label of one or more orders (GHN: one A5 page for all; GHTK: one order per call). */
  label(codes: string[]): Promise<CarrierLabel>;
  /** The carrier's code a webhook body names (a hint only), or null when it names none. */
  webhookCode(body: unknown): string | null;
  /**
   * The webhook says the parcel was delivered only in part, the rest coming back (GHTK's `return_part_package: 1`,
   * which its order API does not repeat): staff record the return by line (DESIGN §17). Absent: never.
   */
  webhookPartReturn?(body: unknown): boolean;
}

/** The carrier answered and said no (its reason, as it gave it). Nothing was created. */
export class CarrierRefusal extends Error {
  constructor(
    readonly carrier: Carrier,
    readonly reason: string,
  ) {
    super(`${carrier} refused: ${reason}`);
  }
}

/** No usable answer (network, time-out, 5xx, not JSON): the call may or may not have taken effect. */
export class CarrierUnavailable extends Error {
  constructor(
    readonly carrier: Carrier,
    message: string,
  ) {
    super(`${carrier} unavailable: ${message}`);
  }
}

/**
 * One HTTP call to a carrier with a time-out: the JSON answer (any status below 500), or CarrierUnavailable. A
 * refused token (401/403) is CarrierUnavailable too; other 4xx answers are the carrier's refusals and are handed back
 * for the caller to read.
 */
export async function carrierFetch(
  carrier: Carrier,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown; timeoutMs: number },
): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: { ...init.headers, ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: init.body === undefined ? null : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (err) {
    throw new CarrierUnavailable(carrier, err instanceof Error ? err.message : String(err));
  }
  if (res.status >= 500) throw new CarrierUnavailable(carrier, `HTTP ${res.status}`);
  const text = await res.text().catch(() => '');
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: said below
  }
  if (typeof json !== 'object' || json === null) throw new CarrierUnavailable(carrier, `HTTP ${res.status}: not JSON`);
  if (res.status === 401 || res.status === 403) throw new CarrierUnavailable(carrier, `token refused (${res.status})`);
  return json as Record<string, unknown>;
}

/** A binary answer (a label): bytes and type, or CarrierUnavailable / CarrierRefusal. */
export async function carrierFetchBytes(
  carrier: Carrier,
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<CarrierLabel> {
  let res: Response;
  try {
    res = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new CarrierUnavailable(carrier, err instanceof Error ? err.message : String(err));
  }
  if (res.status >= 500) throw new CarrierUnavailable(carrier, `HTTP ${res.status}`);
  const contentType = res.headers.get('content-type') ?? 'application/octet-stream';
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status >= 400 || contentType.includes('json')) {
    let reason = `HTTP ${res.status}`;
    try {
      reason = String((JSON.parse(body.toString('utf8')) as { message?: unknown }).message ?? reason);
    } catch {
      // not JSON: the status says enough
    }
    throw new CarrierRefusal(carrier, reason);
  }
  return { contentType, body };
}

/** A field of a JSON object as text ('' when absent). */
export const textOf = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
/** A field as a whole number (0 when absent or not a number). */
export const intOf = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? Math.round(n) : 0;
};
/** A carrier's time (ISO text or Unix seconds) as a Date, else null. */
export function dateOf(v: unknown): Date | null {
  if (typeof v === 'number') return new Date(v < 1e12 ? v * 1000 : v);
  if (typeof v !== 'string' || !v) return null;
  const d = new Date(v.includes('T') || v.includes('Z') ? v : v.replace(' ', 'T') + '+07:00');
  return Number.isNaN(d.getTime()) ? null : d;
}
