// The carriers' shop settings (DESIGN §11): pickup address, quoting carrier, fee mode, packaging and parcel size, GHN's
// required_note, kept in shop_settings; the webhook path secret (env, else generated once and kept there too).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type Carrier, CARRIERS } from '@shop/domain/carrier.schemas';
import {
  type CarrierSettings,
  CarrierSettingsBody,
  type CarriersSetupStatus,
  DEFAULT_CARRIER_SETTINGS,
} from '@shop/domain/carrier-settings.schemas';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { StaffContext } from '../../http/staff-context';
import type { AdminUnits } from '../address/address.service';
import type { AuditService } from '../audit/audit.service';
import { type StoreRow, activeStores, locationById } from '../content/content.service';
import { SETTINGS_KEYS, keepFirstShopSetting, readShopSetting, saveShopSetting } from '../settings/settings.service';
import { PickupMissing, carriersSetup, pickupSetup } from './carrier-setup';
import type { GhnAddressMap } from './ghn-address-map';

/** The pickup in force, with unit codes and names (the carriers' "from"). */
export interface Pickup {
  source: 'location' | 'settings' | 'store' | 'none';
  name: string;
  phone: string;
  address: string;
  codes: { city: string | null; district: string | null; ward: string | null };
  names: { city: string; district: string; ward: string };
}

export interface CarrierSettingsDeps {
  db: Db;
  config: Pick<Config, 'carriers' | 'publicUrl'>;
  units: AdminUnits;
  audit: AuditService;
  enabled: Carrier[];
  addressMap: Pick<GhnAddressMap, 'ghnWard' | 'unmappedCount'>;
}

export function createCarrierSettings({ db, config, units, audit, enabled, addressMap }: CarrierSettingsDeps) {
  let secret: string | undefined = config.carriers.webhookSecret;
  const listeners: (() => void)[] = [];

  async function load(tx: DbOrTx = db): Promise<CarrierSettingsBody> {
    const parsed = CarrierSettingsBody.safeParse(await readShopSetting(tx, 'carriers'));
    return parsed.success ? parsed.data : DEFAULT_CARRIER_SETTINGS;
  }

  /** The path secret: CARRIER_WEBHOOK_SECRET, else one generated once and kept (every instance reads the same). */
  async function webhookSecret(): Promise<string> {
    if (secret) return secret;
    const fresh = randomBytes(18).toString('base64url');
    const stored = (await keepFirstShopSetting(db, SETTINGS_KEYS.carrierWebhookSecret, { secret: fresh })) as
      { secret?: string } | undefined;
    secret = stored?.secret ?? fresh;
    return secret;
  }

  function unitNames(codes: Pickup['codes']) {
    const name = (level: 1 | 2 | 3, code: string | null) => (code ? (units.unit(level, code)?.full_name ?? '') : '');
    return {
      city: name(1, codes.city),
      district: units.depth === 3 ? name(2, codes.district) : '',
      ward: name(units.depth, codes.ward),
    };
  }

  /** Whether a store's unit codes name units of the structure in force, down to the ward. */
  function hasUnits(store: StoreRow): boolean {
    const names = unitNames({ city: store.cityCode, district: store.districtCode, ward: store.wardCode });
    return Boolean(names.city && names.ward && (units.depth === 2 || names.district));
  }

  /**
   * The saved pickup, else the first active store that has its units (name, phone, address and units): a store
   * without them can't be located by a carrier, so it is never the default. None: source 'none'.
   */
  async function pickup(s?: CarrierSettingsBody): Promise<Pickup & { source: 'settings' | 'store' | 'none' }> {
    const settings = s ?? (await load());
    if (settings.pickup) {
      const p = settings.pickup;
      const codes = { city: p.city_code, district: p.district_code ?? null, ward: p.ward_code };
      return { source: 'settings', name: p.name, phone: p.phone, address: p.address, codes, names: unitNames(codes) };
    }
    const store = (await activeStores(db)).find(hasUnits);
    if (!store) {
      const codes = { city: null, district: null, ward: null };
      return { source: 'none', name: '', phone: '', address: '', codes, names: unitNames(codes) };
    }
    const codes = { city: store.cityCode, district: store.districtCode, ward: store.wardCode };
    return {
      source: 'store',
      name: store.name,
      phone: store.phone ?? '',
      address: store.street || store.address,
      codes,
      names: unitNames(codes),
    };
  }

  /**
   * Where an order's parcel is picked up (DESIGN §15): its fulfilment location when a carrier can locate it (its
   * units in the structure in force), else the pickup in force.
   */
  async function orderPickup(locationId: number | null, s?: CarrierSettingsBody): Promise<Pickup> {
    const location = locationId === null ? undefined : await locationById(db, locationId);
    if (!location || !hasUnits(location)) return pickup(s);
    const codes = { city: location.cityCode, district: location.districtCode, ward: location.wardCode };
    const address = location.street || location.address;
    const phone = location.phone ?? '';
    return { source: 'location', name: location.name, phone, address, codes, names: unitNames(codes) };
  }

  /**
   * The pickup `carrier` takes parcels from (an order's location when given); PickupMissing when it can't (GHTK
   * without the pickup's units).
   */
  async function pickupFor(
    carrier: Carrier,
    s?: CarrierSettingsBody,
    locationId: number | null = null,
  ): Promise<Pickup> {
    const p = await orderPickup(locationId, s);
    const setup = pickupSetup(carrier, p, units.depth, false);
    if (setup.pickup_from === 'missing') throw new PickupMissing(carrier, setup.pickup_problem);
    return p;
  }

  /** The carrier that quotes: the setting when it is on, else GHN when on, else GHTK when on. */
  function quotingCarrier(s: CarrierSettingsBody): Carrier | null {
    if (s.quoting_carrier && enabled.includes(s.quoting_carrier)) return s.quoting_carrier;
    return CARRIERS.find((c) => enabled.includes(c)) ?? null;
  }

  /** What each carrier has and lacks: keys, and whether it picks up from the pickup in force (the dashboard's too). */
  async function carriersSetupStatus(s?: CarrierSettingsBody): Promise<CarriersSetupStatus> {
    const settings = s ?? (await load());
    const p = await pickup(settings);
    const ghnMapped = (await addressMap.ghnWard(p.codes.ward)) !== null;
    return {
      pickup: { source: p.source, name: p.name, phone: p.phone, address: p.address, ...p.names },
      quoting_carrier: quotingCarrier(settings),
      carriers: carriersSetup(enabled, p, units.depth, ghnMapped),
    };
  }

  async function answer(s: CarrierSettingsBody): Promise<CarrierSettings> {
    const setup = await carriersSetupStatus(s);
    const key = await webhookSecret();
    return {
      ...s,
      carriers: setup.carriers,
      quoting_carrier_effective: setup.quoting_carrier,
      webhook_secret_source: config.carriers.webhookSecret ? 'env' : 'settings',
      webhook_urls: {
        ghn: `${config.publicUrl}/api/webhooks/ghn/${key}/`,
        ghtk: `${config.publicUrl}/api/webhooks/ghtk/${key}/`,
      },
      pickup_effective: setup.pickup,
      ghn_unmapped_count: await addressMap.unmappedCount(),
    };
  }

  return {
    load,
    pickup,
    pickupFor,
    quotingCarrier,
    carriersSetupStatus,
    webhookSecret,
    /** Whether `given` is the path secret (constant time). */
    async secretMatches(given: string): Promise<boolean> {
      const a = Buffer.from(await webhookSecret());
      const b = Buffer.from(given);
      return a.length === b.length && timingSafeEqual(a, b);
    },
    onChange: (fn: () => void) => void listeners.push(fn),
    /** `GET /api/admin/settings/carriers/`. */
    get: async () => answer(await load()),
    /** `PUT /api/admin/settings/carriers/`: saved and audited in one transaction. */
    async update(staff: StaffContext, body: CarrierSettingsBody): Promise<CarrierSettings> {
      await db.transaction(async (tx) => {
        const before = await load(tx);
        await saveShopSetting(tx, 'carriers', body);
        await audit.record(tx, staff, {
          action: 'settings.carriers',
          targetType: 'settings',
          targetId: null,
          before,
          after: body,
        });
      });
      listeners.forEach((fn) => fn());
      return answer(body);
    },
  };
}

export type CarrierSettingsService = ReturnType<typeof createCarrierSettings>;
