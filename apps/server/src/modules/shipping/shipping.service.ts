import { CHECKOUT_MESSAGES } from '@shop/domain/order.schemas';
import { CalculateFeeRequest } from '@shop/domain/shipping-fee.schemas';
import { chargedTaxRate } from '@shop/domain/order-pricing';
import { type ShippingFeeResponse } from '@shop/domain/order-response.schemas';
import { type ShippingPreviewRequest, shippingSettingsFromBody } from '@shop/domain/settings.schemas';
import {
  FALLBACK_SHIPPING_FEE,
  SHIPPING_MESSAGES,
  type ShippingSettings,
  courierDelivers,
  fallbackShippingMessage,
  quoteShipping,
} from '@shop/domain/shipping.rules';
import { HCMC_PROVINCE_CODE } from '@shop/domain/voucher.rules';
import { CARRIER_NAMES, type Carrier, type CarrierFeeMode } from '@shop/domain/carrier.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError, BadRequestError } from '../../http/errors';
import { ttlCached } from '../../lib/ttl-cached';
import type { AddressField, AdminUnits, Unit } from '../address/address.service';
import type { DistanceProvider, LatLng } from './distance-provider';
import { type StorePoint, activeStorePoints } from '../content/content.service';
import { type PricingSettings, loadShopSettings } from '../settings/settings.service';

/** The shop's shipping and tax settings (stored by the settings module), for the orders module, which prices with them. */
export type ShopSettings = PricingSettings;

/** spec 1 §9 delivery policy. */
export const DURATION_TEXT = { hcmc: 'Giao trong ngày', elsewhere: '2-5 ngày làm việc' } as const;

/** Settings and store coordinates change rarely; every instance re-reads them after this long (DESIGN §1). */
export const SHIPPING_CACHE_TTL_MS = 5_000;

/** The address names and optional codes of a delivery (DESIGN §7). */
export interface DeliveryAddress {
  city?: string | null | undefined;
  district?: string | null | undefined;
  ward?: string | null | undefined;
  city_code?: string | null | undefined;
  district_code?: string | null | undefined;
  ward_code?: string | null | undefined;
}

/**
 * Where a delivery goes, as far as the fee is concerned: the resolved province and, where the shop's couriers
 * deliver (HCMC unless the shop turned the HCMC-only rule off), the distance to the nearest active store. `failure` says why the fee must fall back (the province may still be known).
 */
export interface DeliveryLocation {
  provinceCode: string | null;
  distanceKm: number | null;
  /** The units' codes as resolved (else as sent), for the order to keep. */
  codes: { city?: string; district?: string; ward?: string };
  /** The resolved units' names ('Thành phố Hồ Chí Minh'), for the order to keep instead of what was typed. */
  names: { city?: string; district?: string; ward?: string };
  failure?: string;
}

const MISMATCH_MESSAGES: Record<AddressField, string> = {
  city: CHECKOUT_MESSAGES.cityMismatch,
  district: CHECKOUT_MESSAGES.districtMismatch,
  ward: CHECKOUT_MESSAGES.wardMismatch,
};

/** 400 `{city: […]}` (and the other contradicted fields): a code and its name disagree. */
function addressMismatch(fields: AddressField[]): BadRequestError {
  const messages = Object.fromEntries(fields.map((f) => [f, [MISMATCH_MESSAGES[f]]]));
  return new BadRequestError(MISMATCH_MESSAGES[fields[0]!], messages);
}

function pointOf(unit: Unit | undefined): LatLng | undefined {
  return unit && unit.lat !== undefined && unit.lng !== undefined ? { lat: unit.lat, lng: unit.lng } : undefined;
}

function durationText(provinceCode: string | null): string {
  return provinceCode === HCMC_PROVINCE_CODE ? DURATION_TEXT.hcmc : DURATION_TEXT.elsewhere;
}

/** The fixed fee (the shop's setting; the spec's 30,000 ₫ until changed). */
function fallback(provinceCode: string | null, fee: number = FALLBACK_SHIPPING_FEE): ShippingFeeResponse {
  return {
    shipping_fee: fee,
    distance_km: null,
    duration_text: durationText(provinceCode),
    message: fallbackShippingMessage(fee),
    DVVC: false,
    fallback_used: true,
  };
}

/** A carrier's quote for a delivery the shop's couriers don't make (DESIGN §11), or a failure (fixed fee). */
export type CarrierFeeResult =
  { ok: true; carrier: Carrier; fee: number; feeMode: CarrierFeeMode } | { ok: false; carrier: Carrier };

/** Where the carriers' quotes come from (app.ts hands in the carriers module's). */
export interface CarrierQuoter {
  /** The parcel's grams for a cart (Σ weight × quantity + packaging); 1 kg without items. */
  weightOf(items: { product: number; quantity: number }[]): Promise<number>;
  /** The quoting carrier's fee; null when no carrier is on. */
  quote(
    to: { codes: DeliveryLocation['codes']; names: DeliveryLocation['names']; address?: string | null | undefined },
    weightGrams: number,
  ): Promise<CarrierFeeResult | null>;
}

/** The answer for a carrier's quote: charged in the order, or shown as what the carrier will collect. */
function carrierAnswer(
  provinceCode: string | null,
  r: CarrierFeeResult,
  shipping: ShippingSettings,
): ShippingFeeResponse {
  if (!r.ok) return { ...fallback(provinceCode, shipping.fallbackFee), DVVC: true, carrier: r.carrier };
  const charged = r.feeMode === 'shop_pays';
  return {
    shipping_fee: charged ? r.fee : 0,
    distance_km: null,
    duration_text: durationText(provinceCode),
    message: charged ? `Phí vận chuyển ${CARRIER_NAMES[r.carrier]}` : SHIPPING_MESSAGES.carrier,
    DVVC: true,
    fallback_used: false,
    carrier: r.carrier,
    carrier_fee: charged ? null : r.fee,
  };
}

interface Deps {
  db: DbOrTx;
  /** The carriers' live quotes (DESIGN §11); without it, other provinces are the carrier-collects answer. */
  carriers?: CarrierQuoter | undefined;
  units: AdminUnits;
  distance: DistanceProvider;
  log: FastifyBaseLogger;
  cacheTtlMs?: number;
}

/**
 * The shipping fee of DESIGN §4, one code path for `POST /api/shipping/calculate-fee/` and the order's own fee:
 * `locate` (address → province and distance; may call the distance provider, so never inside a transaction), then
 * the pure `quote`. Any failure is the 30,000 ₫ fallback with `fallback_used`.
 */
export function createShippingService({
  db,
  units,
  distance,
  log,
  carriers,
  cacheTtlMs = SHIPPING_CACHE_TTL_MS,
}: Deps) {
  const settings = ttlCached(cacheTtlMs, async () => {
    const loaded = await loadShopSettings(db);
    if (loaded.invalid.length) log.error({ keys: loaded.invalid }, 'shop settings do not parse: using the defaults');
    return loaded;
  });
  const stores = ttlCached(cacheTtlMs, () => activeStorePoints(db));

  async function nearestStoreKm(from: LatLng, candidates: StorePoint[]): Promise<number> {
    const distances = await Promise.all(candidates.map((s) => distance.distanceKm(from, s)));
    const finite = distances.filter((d) => Number.isFinite(d) && d >= 0);
    if (finite.length === 0) throw new Error(`${distance.name}: no usable distance`);
    return Math.min(...finite);
  }

  /**
   * Where an address is. A code that contradicts the name sent with it is a 400 (BadRequestError with the fields):
   * neither the code nor the name is taken, so a forged pair gets no HCMC fee or voucher. `shipping` says where
   * the couriers deliver (a distance is measured only there).
   */
  async function locate(address: DeliveryAddress, shipping: ShippingSettings): Promise<DeliveryLocation> {
    const { province, district, ward, mismatched } = units.resolve(address);
    if (mismatched.length > 0) throw addressMismatch(mismatched);
    const codes = {
      city: province?.code ?? (address.city_code || undefined),
      district: district?.code ?? (address.district_code || undefined),
      ward: ward?.code ?? (address.ward_code || undefined),
    };
    const names = { city: province?.full_name, district: district?.full_name, ward: ward?.full_name };
    const at = (provinceCode: string | null, distanceKm: number | null, failure?: string): DeliveryLocation => ({
      provinceCode,
      distanceKm,
      codes,
      names,
      ...(failure ? { failure } : {}),
    });
    if (!province) return at(null, null, 'province not found');
    if (!courierDelivers(province.code, shipping)) return at(province.code, null);
    // The ward's centroid, else the district's (a free-text ward still gets a fee from its district).
    const point = pointOf(ward) ?? pointOf(district);
    if (!point) return at(province.code, null, 'no coordinates for the address');
    const candidates = await stores.get();
    if (candidates.length === 0) return at(province.code, null, 'no active store with coordinates');
    try {
      return at(province.code, await nearestStoreKm(point, candidates));
    } catch (err) {
      log.warn({ err }, 'distance provider failed: fallback shipping fee');
      return at(province.code, null, 'distance provider failed');
    }
  }

  /**
   * The carrier's quote for a located delivery the couriers don't make, for a cart's items (1 kg without); undefined
   * where the couriers deliver, the address did not resolve, or no carrier is on. Never inside a transaction.
   */
  async function carrierFee(
    location: DeliveryLocation,
    shipping: ShippingSettings,
    address: { shipping_address?: string | null; destination_address?: string | null },
    items: { product: number; quantity: number }[] | undefined,
  ): Promise<CarrierFeeResult | undefined> {
    if (!carriers || location.failure || location.provinceCode === null) return undefined;
    if (courierDelivers(location.provinceCode, shipping)) return undefined;
    const grams = await carriers.weightOf(items ?? []);
    const to = { ...location, address: address.shipping_address ?? address.destination_address };
    return (await carriers.quote(to, grams)) ?? undefined;
  }

  /**
   * The fee for a located delivery and a goods subtotal (before any voucher, DESIGN §7), with the carrier's quote
   * when one was made. Pure.
   */
  function quote(
    location: DeliveryLocation,
    subtotal: number,
    shipping: ShippingSettings,
    carrier?: CarrierFeeResult,
  ): ShippingFeeResponse {
    if (location.failure || location.provinceCode === null)
      return fallback(location.provinceCode, shipping.fallbackFee);
    if (carrier) return carrierAnswer(location.provinceCode, carrier, shipping);
    try {
      const q = quoteShipping(
        { provinceCode: location.provinceCode, distanceKm: location.distanceKm, subtotal },
        shipping,
      );
      return { ...q, duration_text: durationText(location.provinceCode), fallback_used: false };
    } catch {
      return fallback(location.provinceCode, shipping.fallbackFee);
    }
  }

  /**
   * The fee for a calculate-fee request (or the back office's preview, codes only) with `shipping` (the saved
   * settings, or the back office's unsaved ones).
   */
  async function feeFor(
    address: DeliveryAddress & Pick<CalculateFeeRequest, 'destination_address'>,
    subtotal: number,
    shipping: ShippingSettings,
    items?: CalculateFeeRequest['items'],
  ) {
    try {
      const location = await locate(address, shipping);
      return quote(location, subtotal, shipping, await carrierFee(location, shipping, address, items));
    } catch (err) {
      if (err instanceof AppError) throw err;
      log.error({ err }, 'shipping fee failed: fallback');
      return fallback(null, shipping.fallbackFee);
    }
  }

  return {
    locate,
    quote,
    feeFor,
    carrierFee,

    /** The shop's fee and tax settings (read through the short cache). */
    settings: (): Promise<ShopSettings> => settings.get(),

    /** The tax rate an order placed now is priced with (checkout's preview reads it from `GET /api/config`). */
    taxRate: async (): Promise<number | null> => chargedTaxRate((await settings.get()).tax),

    /** The fee an address would get with the back office's form (saved or not): the shop's own code path. */
    async preview(body: ShippingPreviewRequest): Promise<ShippingFeeResponse> {
      const shipping = body.settings ? shippingSettingsFromBody(body.settings) : (await settings.get()).shipping;
      const { city_code, district_code, ward_code } = body;
      return feeFor({ city_code, district_code, ward_code }, body.order_total, shipping);
    },

    /**
     * `POST /api/shipping/calculate-fee/`: the fallback instead of an error (DESIGN §4), except for an address whose
     * codes contradict its names: that is a 400, as at checkout.
     */
    async calculateFee(body: unknown): Promise<ShippingFeeResponse> {
      const { shipping } = await settings.get();
      const parsed = CalculateFeeRequest.safeParse(body);
      if (!parsed.success) return fallback(null, shipping.fallbackFee);
      return feeFor(parsed.data, parsed.data.order_total, shipping, parsed.data.items);
    },

    /** Forgets the cached settings and stores (after a settings or store edit, on every instance; tests). */
    clearCache() {
      settings.clear();
      stores.clear();
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
