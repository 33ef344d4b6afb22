import {
  SETTINGS_MESSAGES as M,
  SHOP_SETTING_KEYS,
  type ShippingSettingsBody,
  type ShopSettings,
  ShopSettingsOverrides,
  type ShopSettingsPatch,
  type ShopSettingsValues,
  shippingSettingsFromBody,
  shippingSettingsToBody,
} from '@shop/domain/settings.schemas';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { BadRequestError } from '../../http/errors';
import type { StaffContext } from '../../http/staff-context';
import { ttlCached } from '../../lib/ttl-cached';
import type { AuditService } from '../audit/audit.service';
import { loadShopSettings, readShopSetting, saveShopSetting } from './settings.repo';

/** The shop_settings rows: shipping reads its fee rules and the tax through here. */
export { loadShopSettings } from './settings.repo';
// The carriers' settings are kept in the same table (carriers module).
export { SETTINGS_KEYS, keepFirstShopSetting, readShopSetting, saveShopSetting } from './settings.repo';
export type { PricingSettings, TaxSettings } from './settings.repo';

/** The channel of settings change notices; app.ts LISTENs on it and forgets the cached settings on every instance. */
export const SETTINGS_CHANNEL = 'settings_changed';

/** Tells every instance sharing the database that the settings changed; delivered on commit. */
export async function notifySettingsChanged(db: DbOrTx, key: string) {
  await db.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, ${key})`);
}

/** How long an instance keeps the settings without a notice (a missed notice after a reconnect heals by then). */
export const SHOP_SETTINGS_TTL_MS = 60_000;

/** The env values (DESIGN §5) that the shop settings override. */
export function envShopDefaults(
  config: Pick<Config, 'shopName' | 'contact' | 'bank' | 'orderNotifyEmail'>,
): ShopSettingsValues {
  return {
    shop_name: config.shopName,
    hotline: config.contact.hotline,
    zalo_url: config.contact.zaloUrl,
    messenger_url: config.contact.messengerUrl,
    bank_bin: config.bank.bin ?? null,
    bank_name: config.bank.name ?? null,
    account_no: config.bank.accountNo ?? null,
    account_name: config.bank.accountName ?? null,
    order_notify_email: config.orderNotifyEmail ?? null,
    fulfilment_location: null,
  };
}

interface Deps {
  db: Db;
  config: Pick<Config, 'shopName' | 'contact' | 'bank' | 'orderNotifyEmail'>;
  log: FastifyBaseLogger;
  audit: AuditService;
  /** Told after a write commits: this instance's other caches of the settings (the areas that subscribed) go at once. */
  changed: () => void;
  /** Whether a stock location exists (content's), for the preferred fulfilment location. */
  locationExists?: (db: DbOrTx, id: number) => Promise<boolean>;
  ttlMs?: number;
}

/**
 * The shop's settings: the shipping fee's rules and the shop's details. shop_settings key
 * 'shop' holds an admin's overrides, each field falling back to its env value, read through a cache that a settings
 * notice clears on every instance. Each admin's write saves, records its audit row and tells every instance (NOTIFY)
 * in one transaction, then clears this instance's caches at once, so the next fee or page load uses the new values.
 */
export function createShopSettingsService({
  db,
  config,
  log,
  audit,
  changed: settingsChanged,
  locationExists,
  ttlMs = SHOP_SETTINGS_TTL_MS,
}: Deps) {
  const defaults = envShopDefaults(config);

  async function load(from: DbOrTx): Promise<ShopSettings> {
    const parsed = ShopSettingsOverrides.safeParse((await readShopSetting(from, 'shop')) ?? {});
    if (!parsed.success) log.error('shop settings do not parse: using the env values');
    const overrides = parsed.success ? parsed.data : {};
    const overridden = SHOP_SETTING_KEYS.filter((k) => overrides[k] !== undefined);
    return { ...defaults, ...overrides, defaults, overridden };
  }
  const cached = ttlCached(ttlMs, () => load(db));

  function forget() {
    settingsChanged();
    cached.clear();
  }

  return {
    defaults,
    /** The settings with their env defaults, read fresh (in a transaction: the back office's before and after). */
    load,
    /** The values in force (cached). */
    async current(): Promise<ShopSettingsValues> {
      const { defaults: _, overridden: __, ...values } = await cached.get();
      return values;
    },
    clearCache: () => cached.clear(),

    /** `GET /api/admin/settings/shipping/`. */
    async shipping(): Promise<ShippingSettingsBody> {
      return shippingSettingsToBody((await loadShopSettings(db)).shipping);
    },

    /** `PUT /api/admin/settings/shipping/`. */
    async updateShipping(staff: StaffContext, body: ShippingSettingsBody): Promise<ShippingSettingsBody> {
      await db.transaction(async (tx) => {
        const before = shippingSettingsToBody((await loadShopSettings(tx)).shipping);
        await saveShopSetting(tx, 'shipping', shippingSettingsFromBody(body));
        await audit.record(tx, staff, {
          action: 'settings.shipping',
          targetType: 'settings',
          targetId: null,
          before,
          after: body,
        });
        await notifySettingsChanged(tx, 'shipping');
      });
      forget();
      return body;
    },

    /** `GET /api/admin/settings/shop/`. */
    shop: (): Promise<ShopSettings> => load(db),

    /** `PATCH /api/admin/settings/shop/`: sets the fields sent; a `null` drops its override (the env value again). */
    async updateShop(staff: StaffContext, patch: ShopSettingsPatch): Promise<ShopSettings> {
      const result = await db.transaction(async (tx) => {
        const location = patch.fulfilment_location;
        if (location != null && locationExists && !(await locationExists(tx, location))) {
          throw new BadRequestError(M.locationInvalid, { fulfilment_location: [M.locationInvalid] });
        }
        const before = await load(tx);
        const stored = ShopSettingsOverrides.safeParse((await readShopSetting(tx, 'shop')) ?? {});
        const next: Record<string, unknown> = stored.success ? { ...stored.data } : {};
        const keys = Object.keys(patch) as (keyof ShopSettingsPatch)[];
        for (const key of keys) {
          if (patch[key] === null) delete next[key];
          else if (patch[key] !== undefined) next[key] = patch[key];
        }
        await saveShopSetting(tx, 'shop', next);
        const after = await load(tx);
        const pick = (s: ShopSettings) => Object.fromEntries(keys.map((k) => [k, s[k]]));
        await audit.record(tx, staff, {
          action: 'settings.shop',
          targetType: 'settings',
          targetId: null,
          before: pick(before),
          after: pick(after),
        });
        await notifySettingsChanged(tx, 'shop');
        return after;
      });
      forget();
      return result;
    },
  };
}

export type ShopSettingsService = ReturnType<typeof createShopSettingsService>;
