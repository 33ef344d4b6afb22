// The carrier's live fee for a delivery the shop's couriers don't make (DESIGN §11): the quoting carrier, the
// parcel's weight (Σ item weight × quantity + packaging), from the pickup to the destination. An error or no answer
// within the carrier time-out (3 s) is a failure: the caller falls back to the fixed fee. Answers are kept briefly
// per (carrier, destination, weight), in a bounded map. Staff creating a shipment see every carrier's quote.
import { CARRIER_NAMES, type Carrier, type CarrierFeeMode, type ShipmentQuote } from '@shop/domain/carrier.schemas';
import type { CarrierSettingsBody } from '@shop/domain/carrier-settings.schemas';
import { parcelWeightGrams } from '@shop/domain/carrier.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { productWeights } from '../catalog/catalog.service';
import { type CarrierAddress, type CarrierProvider, CarrierRefusal, CarrierUnavailable } from './carrier-provider';
import type { CarrierSettingsService, Pickup } from './carrier-settings';
import { PickupMissing } from './carrier-setup';
import type { GhnProvider } from './ghn';
import type { GhnAddressMap } from './ghn-address-map';

/** A quote: the carrier's fee and who pays it, or a failure (fall back; `error` says why), or null when none is on. */
export type CarrierFee =
  { ok: true; carrier: Carrier; fee: number; feeMode: CarrierFeeMode } | { ok: false; carrier: Carrier; error: string };

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
  /** GHN's provider when on: its master data is fetched by the first quote that needs it. */
  ghn?: GhnProvider | undefined;
  settings: CarrierSettingsService;
  addressMap: GhnAddressMap;
  log: FastifyBaseLogger;
  /** How long a quote waits for GHN's master data being fetched (the carrier time-out). */
  syncWaitMs?: number;
  ttlMs?: number;
  maxEntries?: number;
}

/** Why a carrier could not quote, for staff. */
function quoteError(carrier: Carrier, err: unknown): string {
  const name = CARRIER_NAMES[carrier];
  if (err instanceof PickupMissing) return err.message;
  if (err instanceof CarrierRefusal) return `${name} không báo giá: ${err.reason}`;
  if (err instanceof CarrierUnavailable) return `${name} không phản hồi.`;
  return `${name} không báo giá được.`;
}

export function createCarrierQuotes(deps: CarrierQuoteDeps) {
  const { db, providers, settings, addressMap, log } = deps;
  const syncWaitMs = deps.syncWaitMs ?? 3000;
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

  /** GHN's master data mapped before a GHN quote reads it: waits for the shared fetch, at most `syncWaitMs`. */
  async function ghnMapped(): Promise<void> {
    if (!deps.ghn) return;
    const fetched = addressMap
      .ensureSynced(deps.ghn)
      .catch((err: unknown) => log.warn({ err }, 'GHN master data not fetched: GHN ids unknown'));
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, syncWaitMs);
    });
    await Promise.race([fetched, waited]);
    clearTimeout(timer);
  }

  /** `carrier`'s fee from its pickup to `to`: the carrier's refusal, an outage or PickupMissing are thrown. */
  async function carrierFee(
    carrier: Carrier,
    provider: CarrierProvider,
    s: CarrierSettingsBody,
    to: QuoteDestination,
    weightGrams: number,
  ): Promise<number> {
    const pickup = await settings.pickupFor(carrier, s);
    if (carrier === 'ghn') await ghnMapped();
    return provider.quote({
      from: await fromAddress(pickup),
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
      const grams = await productWeights(db, ids);
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
        const fee = await carrierFee(carrier, provider, s, to, weightGrams);
        remember(key, fee);
        return { ok: true, carrier, fee, feeMode: s.fee_mode };
      } catch (err) {
        const error = quoteError(carrier, err);
        log.warn({ err, carrier, reason: error }, 'carrier quote failed: fixed fee');
        return { ok: false, carrier, error };
      }
    },

    /** Every carrier that is on, quoted afresh for `to` (staff choosing a carrier): its fee, or why not. */
    async quoteEach(to: QuoteDestination, weightGrams: number): Promise<ShipmentQuote[]> {
      const s = await settings.load();
      return Promise.all(
        [...providers].map(async ([carrier, provider]): Promise<ShipmentQuote> => {
          const answer = { carrier, name: CARRIER_NAMES[carrier], expected_delivery_at: null };
          try {
            return { ...answer, fee: await carrierFee(carrier, provider, s, to, weightGrams), error: null };
          } catch (err) {
            log.warn({ err, carrier }, 'carrier quote for a shipment failed');
            return { ...answer, fee: null, error: quoteError(carrier, err) };
          }
        }),
      );
    },

    fromAddress,
    ghnMapped,
    /** Forgets the kept quotes (a settings change; tests). */
    clear: () => cache.clear(),
  };
}

export type CarrierQuotes = ReturnType<typeof createCarrierQuotes>;
