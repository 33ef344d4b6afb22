import type { TaxSetting } from '@shop/domain/order-pricing';
import { DEFAULT_SHIPPING_SETTINGS, type ShippingSettings } from '@shop/domain/shipping.rules';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { shopSettings } from '../../db/schema/settings';

/** The shop's tax setting: off by default because prices include VAT (DESIGN §4). `tax_rate` is a fraction. */
export type TaxSettings = TaxSetting;

export const DEFAULT_TAX_SETTINGS: TaxSettings = { have_tax: false, tax_rate: 0 };

const Dong = z.int().min(0);
// As stored; rows written by older versions lack the fallback fee and the HCMC-only rule: their defaults apply.
const ShippingSettingsSchema = z.object({
  freeThreshold: Dong,
  freeRadiusKm: z.number().min(0),
  baseFee: Dong,
  baseKm: z.number().min(0),
  perKmFee: Dong,
  maxFee: Dong,
  fallbackFee: Dong.default(DEFAULT_SHIPPING_SETTINGS.fallbackFee),
  hcmcOnly: z.boolean().default(DEFAULT_SHIPPING_SETTINGS.hcmcOnly),
}) satisfies z.ZodType<ShippingSettings, unknown>;
// numeric(6,4) in orders.tax: a fraction with four decimals, below 1.
const TaxSettingsSchema = z.object({ have_tax: z.boolean(), tax_rate: z.number().min(0).max(0.9999) });

export const SETTINGS_KEYS = {
  shipping: 'shipping',
  tax: 'tax',
  shop: 'shop',
  carriers: 'carriers',
  carrierWebhookSecret: 'carrier_webhook_secret',
  ghnAddressSync: 'ghn_address_sync',
  /** The Zalo templates (the zalo area's). */
  zalo: 'zalo',
  /** Each marketplace's stock location and buffer (the marketplaces area's). */
  marketplaces: 'marketplaces',
} as const;

/** What orders price with: the shipping fee's rules and the tax. */
export interface PricingSettings {
  shipping: ShippingSettings;
  tax: TaxSettings;
  /** Rows that did not parse (kept defaults instead), for the log. */
  invalid: string[];
}

/**
 * Both settings rows; a missing row is written with its default first (so staff have a row to edit), a row that
 * does not parse yields the default and is reported in `invalid`.
 */
export async function loadShopSettings(db: DbOrTx): Promise<PricingSettings> {
  const keys = [SETTINGS_KEYS.shipping, SETTINGS_KEYS.tax];
  let rows = await db.select().from(shopSettings).where(inArray(shopSettings.key, keys));
  if (rows.length < keys.length) {
    await db
      .insert(shopSettings)
      .values([
        { key: SETTINGS_KEYS.shipping, value: DEFAULT_SHIPPING_SETTINGS },
        { key: SETTINGS_KEYS.tax, value: DEFAULT_TAX_SETTINGS },
      ])
      .onConflictDoNothing();
    rows = await db.select().from(shopSettings).where(inArray(shopSettings.key, keys));
  }
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const invalid: string[] = [];
  const shipping = ShippingSettingsSchema.safeParse(value(SETTINGS_KEYS.shipping));
  if (!shipping.success) invalid.push(SETTINGS_KEYS.shipping);
  const tax = TaxSettingsSchema.safeParse(value(SETTINGS_KEYS.tax));
  if (!tax.success) invalid.push(SETTINGS_KEYS.tax);
  return {
    shipping: shipping.success ? shipping.data : DEFAULT_SHIPPING_SETTINGS,
    tax: tax.success ? tax.data : DEFAULT_TAX_SETTINGS,
    invalid,
  };
}

/** One setting's stored value, `undefined` when it has no row. */
export async function readShopSetting(db: DbOrTx, key: keyof typeof SETTINGS_KEYS): Promise<unknown> {
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, key));
  return row?.value;
}

/** Writes one setting (the back office's settings, tests). */
export async function saveShopSetting(db: DbOrTx, key: keyof typeof SETTINGS_KEYS, value: object) {
  await db
    .insert(shopSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
}

/**
 * Keeps `value` under the stored key unless one is kept there already (the first of several instances wins), and
 * answers the value kept.
 */
export async function keepFirstShopSetting(
  db: DbOrTx,
  key: (typeof SETTINGS_KEYS)[keyof typeof SETTINGS_KEYS],
  value: object,
): Promise<unknown> {
  await db.insert(shopSettings).values({ key, value }).onConflictDoNothing();
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, key));
  return row?.value;
}
