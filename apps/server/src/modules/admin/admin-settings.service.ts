import type { ShippingFeeResponse } from '@shop/domain/order.schemas';
import {
  type ShippingPreviewRequest,
  type ShippingSettingsBody,
  type ShopSettings,
  ShopSettingsOverrides,
  type ShopSettingsPatch,
  shippingSettingsFromBody,
  shippingSettingsToBody,
} from '@shop/domain/settings.schemas';
import type { Db } from '../../db/client';
import { type ShopSettingsService, notifySettingsChanged } from '../settings/settings.service';
import { type ShippingService, loadShopSettings, readShopSetting, saveShopSetting } from '../shipping/shipping.service';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';

interface Deps {
  db: Db;
  shipping: ShippingService;
  shop: ShopSettingsService;
  audit: AuditService;
}

/**
 * The shop's settings in the back office (issue 14 items 4 and 5, admins only): the shipping fee's rules and the
 * shop's details. Each write saves, records its audit row and tells every instance (NOTIFY) in one transaction,
 * then clears this instance's caches at once, so the next fee or page load uses the new values.
 */
export function createAdminSettingsService({ db, shipping, shop, audit }: Deps) {
  function forget() {
    shipping.clearCache();
    shop.clearCache();
  }

  return {
    async shipping(): Promise<ShippingSettingsBody> {
      return shippingSettingsToBody((await loadShopSettings(db)).shipping);
    },

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

    /** The fee an address would get with the form's settings (saved or not): the shop's own code path. */
    async previewShipping(body: ShippingPreviewRequest): Promise<ShippingFeeResponse> {
      const settings = body.settings ? shippingSettingsFromBody(body.settings) : (await shipping.settings()).shipping;
      const { city_code, district_code, ward_code } = body;
      return shipping.feeFor({ city_code, district_code, ward_code }, body.order_total, settings);
    },

    shop: (): Promise<ShopSettings> => shop.load(db),

    /** Sets the fields sent; a `null` drops its override (the env value applies again). */
    async updateShop(staff: StaffContext, patch: ShopSettingsPatch): Promise<ShopSettings> {
      const result = await db.transaction(async (tx) => {
        const before = await shop.load(tx);
        const stored = ShopSettingsOverrides.safeParse((await readShopSetting(tx, 'shop')) ?? {});
        const next: Record<string, unknown> = stored.success ? { ...stored.data } : {};
        const changed = Object.keys(patch) as (keyof ShopSettingsPatch)[];
        for (const key of changed) {
          if (patch[key] === null) delete next[key];
          else if (patch[key] !== undefined) next[key] = patch[key];
        }
        await saveShopSetting(tx, 'shop', next);
        const after = await shop.load(tx);
        const pick = (s: ShopSettings) => Object.fromEntries(changed.map((k) => [k, s[k]]));
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

export type AdminSettingsService = ReturnType<typeof createAdminSettingsService>;
