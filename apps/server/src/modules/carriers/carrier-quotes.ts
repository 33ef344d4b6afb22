// The carrier's live fee for a delivery the shop's couriers don't make (DESIGN §11): the quoting carrier, the
// parcel's weight (Σ item weight × quantity + packaging), from the pickup to the destination. An error or no answer
// within the carrier time-out (3 s) is a failure: the caller falls back to the fixed fee. Answers are kept briefly
// per (carrier, destination, weight), in a bounded map.
import type { Carrier, CarrierFeeMode } from '@shop/domain/carrier.schemas';
import { parcelWeightGrams } from '@shop/domain/carrier.rules';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';
import type { CarrierAddress, CarrierProvider } from './carrier-provider';
import type { CarrierSettingsService, Pickup } from './carrier-settings';
import type { GhnAddressMap } from './ghn-address-map';

/** A quote: the carrier's fee and who pays it, or a failure (fall back), or null when no carrier is on. */
export type CarrierFee =
  { ok: true; carrier: Carrier; fee: number; feeMode: CarrierFeeMode } | { ok: false; carrier: Carrier };

/** Where a delivery goes, as the shipping module located it. */
export interface QuoteDestination {
  codes: { city?: string | undefined; district?: string | undefined; ward?: string | undefined };
  names: { city?: string | undefined; district?: string | undefined; ward?: string | undefined };
  address?: string | null | undefined;
}

/** Without the cart's items a quote takes 1 kg (DESIGN §11). */
export const DEFAULT_QUOTE_GRAMS = 1000;
export const QUOTE_CACHE_TTL_MS = 60_000;
export const QUOTE_CACHE_MAX = 1000;

export interface CarrierQuoteDeps {
  db: Db;
  providers: Map<Carrier, CarrierProvider>;
  settings: CarrierSettingsService;
  addressMap: GhnAddressMap;
  log: FastifyBaseLogger;
  ttlMs?: number;
  maxEntries?: number;
}

export function createCarrierQuotes(deps: CarrierQuoteDeps) {
  const { db, providers, settings, addressMap, log } = deps;
  const ttlMs = deps.ttlMs ?? QUOTE_CACHE_TTL_MS;
  const maxEntries = deps.maxEntries ?? QUOTE_CACHE_MAX;
  const cache = new Map<string, { fee: number; expires: number }>();

  async function fromAddress(pickup: Pickup): Promise<CarrierAddress> {
    return {
      name: pickup.name,
      phone: pickup.phone,
      address: pickup.address,
      province: pickup.names.city,
      district: pickup.names.district,
      ward: pickup.names.ward,
      ghn: await addressMap.ghnWard(pickup.codes.ward),
    };
  }

  function remember(key: string, fee: number) {
    cache.delete(key);
    cache.set(key, { fee, expires: Date.now() + ttlMs });
    // Oldest first in a Map: drop from the front past the bound.
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
  }

  return {
    /** The weight of a cart or an order's lines: products' weights × quantities + the packaging setting. */
    async weightOf(items: { product: number; quantity: number }[]): Promise<number> {
      const s = await settings.load();
      if (items.length === 0) return DEFAULT_QUOTE_GRAMS;
      const ids = [...new Set(items.map((i) => i.product))];
      const rows = await db
        .select({ id: products.id, grams: products.weightGrams })
        .from(products)
        .where(inArray(products.id, ids));
      const grams = new Map(rows.map((r) => [r.id, r.grams]));
      const lines = items.map((i) => ({ weightGrams: grams.get(i.product) ?? 0, quantity: i.quantity }));
      return parcelWeightGrams(lines, s.packaging_weight_grams);
    },

    /** The quoting carrier's fee to `to` for `weightGrams`; null when no carrier is on. */
    async quote(to: QuoteDestination, weightGrams: number): Promise<CarrierFee | null> {
      const s = await settings.load();
      const carrier = settings.quotingCarrier(s);
      const provider = carrier ? providers.get(carrier) : undefined;
      if (!carrier || !provider) return null;
      const key = `${carrier}:${to.codes.ward ?? ''}:${to.codes.district ?? ''}:${to.codes.city ?? ''}:${weightGrams}`;
      const hit = cache.get(key);
      if (hit && hit.expires > Date.now()) return { ok: true, carrier, fee: hit.fee, feeMode: s.fee_mode };
      try {
        const fee = await provider.quote({
          from: await fromAddress(await settings.pickup(s)),
          to: {
            name: '',
            phone: '',
            address: to.address ?? '',
            province: to.names.city ?? '',
            district: to.names.district ?? '',
            ward: to.names.ward ?? '',
            ghn: carrier === 'ghn' ? await addressMap.ghnWard(to.codes.ward) : null,
          },
          weightGrams,
          value: 0,
          size: { length: s.length_cm, width: s.width_cm, height: s.height_cm },
        });
        remember(key, fee);
        return { ok: true, carrier, fee, feeMode: s.fee_mode };
      } catch (err) {
        log.warn({ err, carrier }, 'carrier quote failed: fixed fee');
        return { ok: false, carrier };
      }
    },

    fromAddress,
    /** Forgets the kept quotes (a settings change; tests). */
    clear: () => cache.clear(),
  };
}

export type CarrierQuotes = ReturnType<typeof createCarrierQuotes>;
