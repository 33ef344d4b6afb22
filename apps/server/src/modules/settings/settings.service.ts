import {
  SHOP_SETTING_KEYS,
  type ShopSettings,
  ShopSettingsOverrides,
  type ShopSettingsValues,
} from '@shop/domain/settings.schemas';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { ttlCached } from '../../lib/ttl-cached';
import { readShopSetting } from '../shipping/shipping.service';

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
  };
}

/**
 * The shop's details (issue 14 item 5): shop_settings key 'shop' holds an admin's overrides, each field falling back
 * to its env value. Read through a cache that a settings notice clears on every instance.
 */
export function createShopSettingsService({
  db,
  config,
  log,
  ttlMs = SHOP_SETTINGS_TTL_MS,
}: {
  db: DbOrTx;
  config: Pick<Config, 'shopName' | 'contact' | 'bank' | 'orderNotifyEmail'>;
  log: FastifyBaseLogger;
  ttlMs?: number;
}) {
  const defaults = envShopDefaults(config);

  async function load(from: DbOrTx): Promise<ShopSettings> {
    const parsed = ShopSettingsOverrides.safeParse((await readShopSetting(from, 'shop')) ?? {});
    if (!parsed.success) log.error('shop settings do not parse: using the env values');
    const overrides = parsed.success ? parsed.data : {};
    const overridden = SHOP_SETTING_KEYS.filter((k) => overrides[k] !== undefined);
    return { ...defaults, ...overrides, defaults, overridden };
  }
  const cached = ttlCached(ttlMs, () => load(db));

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
  };
}

export type ShopSettingsService = ReturnType<typeof createShopSettingsService>;
