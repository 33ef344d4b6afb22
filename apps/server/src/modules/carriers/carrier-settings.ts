// The carriers' shop settings (DESIGN §11): pickup address, quoting carrier, fee mode, packaging and parcel size, GHN's
// required_note, kept in shop_settings; the webhook path secret (env, else generated once and kept there too).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CARRIERS,
  CARRIER_NAMES,
  type Carrier,
  type CarrierSettings,
  CarrierSettingsBody,
  DEFAULT_CARRIER_SETTINGS,
} from '@shop/domain/carrier.schemas';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { shopSettings, storeLocations } from '../../db/schema/index';
import type { StaffContext } from '../../http/staff-context';
import type { AdminUnits } from '../address/address.service';
import type { AuditService } from '../audit/audit.service';
import { SETTINGS_KEYS, readShopSetting, saveShopSetting } from '../settings/settings.service';

/** The pickup in force, with unit codes and names (the carriers' "from"). */
export interface Pickup {
  source: 'settings' | 'store' | 'none';
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
  unmappedCount: () => Promise<number>;
}

export function createCarrierSettings({ db, config, units, audit, enabled, unmappedCount }: CarrierSettingsDeps) {
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
    await db
      .insert(shopSettings)
      .values({ key: SETTINGS_KEYS.carrierWebhookSecret, value: { secret: fresh } })
      .onConflictDoNothing();
    const stored = (await readShopSettingByKey(SETTINGS_KEYS.carrierWebhookSecret)) as { secret?: string } | undefined;
    secret = stored?.secret ?? fresh;
    return secret;
  }

  async function readShopSettingByKey(key: string): Promise<unknown> {
    const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, key));
    return row?.value;
  }

  function unitNames(codes: Pickup['codes']) {
    const name = (level: 1 | 2 | 3, code: string | null) => (code ? (units.unit(level, code)?.full_name ?? '') : '');
    return {
      city: name(1, codes.city),
      district: units.depth === 3 ? name(2, codes.district) : '',
      ward: name(units.depth, codes.ward),
    };
  }

  /** The saved pickup, else the first active store's name, phone, address and units. */
  async function pickup(s?: CarrierSettingsBody): Promise<Pickup> {
    const settings = s ?? (await load());
    if (settings.pickup) {
      const p = settings.pickup;
      const codes = { city: p.city_code, district: p.district_code ?? null, ward: p.ward_code };
      return { source: 'settings', name: p.name, phone: p.phone, address: p.address, codes, names: unitNames(codes) };
    }
    const [store] = await db
      .select()
      .from(storeLocations)
      .where(eq(storeLocations.status, 'active'))
      .orderBy(asc(storeLocations.sortOrder), asc(storeLocations.id))
      .limit(1);
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

  /** The carrier that quotes: the setting when it is on, else GHN when on, else GHTK when on. */
  function quotingCarrier(s: CarrierSettingsBody): Carrier | null {
    if (s.quoting_carrier && enabled.includes(s.quoting_carrier)) return s.quoting_carrier;
    return CARRIERS.find((c) => enabled.includes(c)) ?? null;
  }

  async function answer(s: CarrierSettingsBody): Promise<CarrierSettings> {
    const p = await pickup(s);
    const key = await webhookSecret();
    return {
      ...s,
      carriers: CARRIERS.map((c) => ({ carrier: c, name: CARRIER_NAMES[c], enabled: enabled.includes(c) })),
      quoting_carrier_effective: quotingCarrier(s),
      webhook_secret_source: config.carriers.webhookSecret ? 'env' : 'settings',
      webhook_urls: {
        ghn: `${config.publicUrl}/api/webhooks/ghn/${key}/`,
        ghtk: `${config.publicUrl}/api/webhooks/ghtk/${key}/`,
      },
      pickup_effective: { source: p.source, name: p.name, phone: p.phone, address: p.address, ...p.names },
      ghn_unmapped_count: await unmappedCount(),
    };
  }

  return {
    load,
    pickup,
    quotingCarrier,
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
