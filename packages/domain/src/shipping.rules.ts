/**
 * The shipping fee (DESIGN §4 'Shipping fee', spec 1 §9 delivery policy). Ho Chi Minh City is served by the shop's
 * couriers: free from 1,000,000 ₫ of goods within 5 km of the nearest active store, otherwise a distance-based
 * fee from the shop's settings. Other provinces go by a partner carrier, who collects its own fee (DVVC).
 */
import { formatVnd } from './money';
import { HCMC_PROVINCE_CODE } from './voucher.rules';

/** '1.000.000₫': an amount as the spec writes it inside a sentence (no space before the sign). */
const inlineVnd = (amount: number) => formatVnd(amount).replace(/\s/g, '');

/** The fee used whenever it can't be computed (spec 2 §9), until the shop changes it. */
export const FALLBACK_SHIPPING_FEE = 30_000;
/** The note shown with a fallback fee of the shop's settings. */
export const fallbackShippingMessage = (fee: number) => `Sử dụng phí vận chuyển cố định: ${inlineVnd(fee)}`;
// Written out as the spec writes it (spec 2 §8); a test checks fallbackShippingMessage(FALLBACK_SHIPPING_FEE) is it.
export const FALLBACK_SHIPPING_MESSAGE = 'Sử dụng phí vận chuyển cố định: 30.000₫';

/** The shop's fee settings; stored in the database, these are the defaults a new shop starts with. */
export interface ShippingSettings {
  /** Goods subtotal from which delivery is free near a store. */
  freeThreshold: number;
  freeRadiusKm: number;
  /** Fee for the first `baseKm`. */
  baseFee: number;
  baseKm: number;
  /** Added per started kilometre beyond `baseKm`. */
  perKmFee: number;
  /** The fee never exceeds this. */
  maxFee: number;
  /** Charged whenever the fee can't be computed (unknown address, no store, provider failure). */
  fallbackFee: number;
  /**
   * DESIGN §4: only Ho Chi Minh City is served by the shop's couriers, other provinces by a partner carrier who
   * collects its own fee (DVVC). Off: the couriers' distance fee (and free delivery) apply in every province.
   */
  hcmcOnly: boolean;
}

export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = {
  freeThreshold: 1_000_000,
  freeRadiusKm: 5,
  baseFee: 15_000,
  baseKm: 3,
  perKmFee: 3_000,
  maxFee: 60_000,
  fallbackFee: FALLBACK_SHIPPING_FEE,
  hcmcOnly: true,
};

export interface ShippingQuote {
  shipping_fee: number;
  /** True when a partner carrier charges the fee on delivery (outside HCMC); the order's fee is then 0. */
  DVVC: boolean;
  distance_km: number | null;
  message: string;
}

/** The free-delivery note for the shop's threshold and radius. */
const freeMessage = (s: Pick<ShippingSettings, 'freeThreshold' | 'freeRadiusKm'>) =>
  `Miễn phí giao hàng trong bán kính ${s.freeRadiusKm.toLocaleString('vi-VN')} km cho đơn từ ${inlineVnd(s.freeThreshold)}`;

export const SHIPPING_MESSAGES = {
  /** With the default settings: 'Miễn phí giao hàng trong bán kính 5 km cho đơn từ 1.000.000₫'. */
  free: freeMessage(DEFAULT_SHIPPING_SETTINGS),
  freeFor: freeMessage,
  carrier: 'Phí vận chuyển do đơn vị vận chuyển thu khi giao hàng',
  courier: (km: number) =>
    `Giao hàng nội thành, khoảng cách ${km.toLocaleString('vi-VN', { maximumFractionDigits: 1 })} km`,
} as const;

/** Great-circle distance in km between two WGS84 points. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether the shop's couriers deliver to the province (else a partner carrier does: DVVC). */
export function courierDelivers(provinceCode: string, settings: Pick<ShippingSettings, 'hcmcOnly'>): boolean {
  return !settings.hcmcOnly || provinceCode === HCMC_PROVINCE_CODE;
}

/**
 * The quote for a delivery: `provinceCode` of the destination, `distanceKm` to the nearest active store (needed
 * where the couriers deliver), `subtotal` of the goods before any voucher (DESIGN §7).
 */
export function quoteShipping(
  input: { provinceCode: string; distanceKm: number | null; subtotal: number },
  settings: ShippingSettings = DEFAULT_SHIPPING_SETTINGS,
): ShippingQuote {
  if (!courierDelivers(input.provinceCode, settings)) {
    return { shipping_fee: 0, DVVC: true, distance_km: input.distanceKm, message: SHIPPING_MESSAGES.carrier };
  }
  if (input.distanceKm === null || !Number.isFinite(input.distanceKm) || input.distanceKm < 0) {
    throw new RangeError("A delivery by the shop's couriers needs a distance");
  }
  const km = Math.round(input.distanceKm * 10) / 10;
  if (input.subtotal >= settings.freeThreshold && km <= settings.freeRadiusKm) {
    return { shipping_fee: 0, DVVC: false, distance_km: km, message: SHIPPING_MESSAGES.freeFor(settings) };
  }
  const extraKm = Math.max(0, Math.ceil(km - settings.baseKm));
  const fee = Math.min(settings.baseFee + extraKm * settings.perKmFee, settings.maxFee);
  return { shipping_fee: fee, DVVC: false, distance_km: km, message: SHIPPING_MESSAGES.courier(km) };
}
