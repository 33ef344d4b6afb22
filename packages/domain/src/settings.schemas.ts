/**
 * The shop's settings in the back office (admins only): the shipping fee's rules (DESIGN §4) with a
 * preview of the fee they give, and the shop's own details (name, contact links, the bank account on the VietQR,
 * the order notice address). Shared by the server's `/api/admin/settings/…` routes and the admin app's forms.
 */
import { z } from 'zod';
import { EmailField } from './auth.schemas';
import { type ShippingSettings } from './shipping.rules';

export const SETTINGS_MESSAGES = {
  moneyInvalid: 'Nhập số tiền là số nguyên không âm (đồng).',
  moneyTooLarge: 'Số tiền quá lớn.',
  kmInvalid: 'Nhập số km từ 0 đến 100.',
  booleanInvalid: 'Giá trị phải là true hoặc false.',
  maxBelowBase: 'Phí tối đa không được nhỏ hơn phí cơ bản.',
  shopNameRequired: 'Vui lòng nhập tên cửa hàng.',
  textTooLong: 'Nội dung quá dài.',
  hotlineInvalid: 'Số hotline không hợp lệ (chỉ gồm số, khoảng trắng, dấu chấm, gạch nối, +).',
  urlInvalid: 'Nhập một đường dẫn bắt đầu bằng https://',
  bankBinInvalid: 'Mã BIN ngân hàng gồm 6 chữ số.',
  accountNoInvalid: 'Số tài khoản gồm 4 đến 19 chữ số hoặc chữ cái không dấu.',
  accountNameInvalid: 'Tên chủ tài khoản viết hoa không dấu (tối đa 50 ký tự).',
  addressRequired: 'Vui lòng chọn tỉnh/thành phố.',
  locationInvalid: 'Chọn một kho hoặc cửa hàng có trong danh sách.',
} as const;
const M = SETTINGS_MESSAGES;

/** The largest amount a setting takes (100,000,000 ₫): beyond it is a typo, not a fee. */
export const SETTINGS_MONEY_MAX = 100_000_000;
const money = z
  .int({ error: M.moneyInvalid })
  .min(0, { error: M.moneyInvalid })
  .max(SETTINGS_MONEY_MAX, { error: M.moneyTooLarge });
const km = z.number({ error: M.kmInvalid }).min(0, { error: M.kmInvalid }).max(100, { error: M.kmInvalid });
const boolean = z.boolean({ error: M.booleanInvalid });

/** `GET|PUT /api/admin/settings/shipping/`: the fee rules, snake_case as the API writes every field. */
export const ShippingSettingsBody = z
  .object({
    base_fee: money,
    base_km: km,
    per_km_fee: money,
    max_fee: money,
    free_threshold: money,
    free_radius_km: km,
    fallback_fee: money,
    hcmc_only: boolean,
  })
  .refine((s) => s.max_fee >= s.base_fee, { path: ['max_fee'], error: M.maxBelowBase });
export type ShippingSettingsBody = z.infer<typeof ShippingSettingsBody>;

/** The API's form of the settings the fee rules take. */
export function shippingSettingsToBody(s: ShippingSettings): ShippingSettingsBody {
  return {
    base_fee: s.baseFee,
    base_km: s.baseKm,
    per_km_fee: s.perKmFee,
    max_fee: s.maxFee,
    free_threshold: s.freeThreshold,
    free_radius_km: s.freeRadiusKm,
    fallback_fee: s.fallbackFee,
    hcmc_only: s.hcmcOnly,
  };
}

export function shippingSettingsFromBody(b: ShippingSettingsBody): ShippingSettings {
  return {
    baseFee: b.base_fee,
    baseKm: b.base_km,
    perKmFee: b.per_km_fee,
    maxFee: b.max_fee,
    freeThreshold: b.free_threshold,
    freeRadiusKm: b.free_radius_km,
    fallbackFee: b.fallback_fee,
    hcmcOnly: b.hcmc_only,
  };
}

const code = z.string().trim().max(10).optional();

/**
 * `POST /api/admin/settings/shipping/preview/`: the fee an address and a goods subtotal would get with `settings`
 * (the form's values, saved or not; the saved ones when left out). Answers calculate-fee's shape.
 */
export const ShippingPreviewRequest = z.object({
  settings: ShippingSettingsBody.optional(),
  city_code: z.string({ error: M.addressRequired }).trim().min(1, { error: M.addressRequired }).max(10),
  district_code: code,
  ward_code: code,
  order_total: money,
});
export type ShippingPreviewRequest = z.infer<typeof ShippingPreviewRequest>;

// ---------------------------------------------------------------------------------------------------------------
// The shop's details
// ---------------------------------------------------------------------------------------------------------------

const httpsUrl = z
  .string({ error: M.urlInvalid })
  .trim()
  .max(300, { error: M.textTooLong })
  .regex(/^https:\/\/[\w.-]+\.[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i, { error: M.urlInvalid });

/** The shop's details, each validated as an admin writes it. */
const ShopFields = {
  shop_name: z
    .string({ error: M.shopNameRequired })
    .trim()
    .min(1, { error: M.shopNameRequired })
    .max(100, { error: M.textTooLong }),
  hotline: z
    .string({ error: M.hotlineInvalid })
    .trim()
    // One message for both checks: digits and the usual separators, at least three digits.
    .refine((v) => /^\+?[\d .()-]{3,20}$/.test(v) && v.replace(/\D/g, '').length >= 3, M.hotlineInvalid),
  zalo_url: httpsUrl,
  messenger_url: httpsUrl,
  bank_bin: z
    .string({ error: M.bankBinInvalid })
    .trim()
    .regex(/^\d{6}$/, { error: M.bankBinInvalid }),
  bank_name: z.string({ error: M.textTooLong }).trim().max(100, { error: M.textTooLong }),
  account_no: z
    .string({ error: M.accountNoInvalid })
    .trim()
    .regex(/^[0-9A-Za-z]{4,19}$/, { error: M.accountNoInvalid }),
  // VietQR shows the holder as the bank writes it: capitals without accents.
  account_name: z
    .string({ error: M.accountNameInvalid })
    .trim()
    .regex(/^[A-Z0-9 .,-]{1,50}$/, { error: M.accountNameInvalid }),
  order_notify_email: EmailField,
  /**
   * Where web orders are reserved when it has every line (DESIGN §15): a location that holds stock and sells online.
   * Unset: the lowest id that has every line.
   */
  fulfilment_location: z
    .int({ error: M.locationInvalid })
    .min(1, { error: M.locationInvalid })
    .max(2_147_483_647, { error: M.locationInvalid }),
};
export type ShopSettingKey = keyof typeof ShopFields;
export const SHOP_SETTING_KEYS = Object.keys(ShopFields) as ShopSettingKey[];

/**
 * `PATCH /api/admin/settings/shop/`. Each field overrides its env default (DESIGN §5: SHOP_NAME, HOTLINE, ZALO_URL,
 * MESSENGER_URL, SHOP_BANK_*, SHOP_ACCOUNT_*, ORDER_NOTIFY_EMAIL); `null` drops the override, so the env value
 * applies again. The payment keys (SePay, PayOS) stay in env.
 */
export const ShopSettingsPatch = z.object(
  Object.fromEntries(SHOP_SETTING_KEYS.map((k) => [k, ShopFields[k].nullable().optional()])) as {
    [K in ShopSettingKey]: z.ZodOptional<z.ZodNullable<(typeof ShopFields)[K]>>;
  },
);
export type ShopSettingsPatch = z.infer<typeof ShopSettingsPatch>;

/** The overrides as stored (shop_settings key 'shop'): only the fields an admin set. */
export const ShopSettingsOverrides = z.object(ShopFields).partial();
export type ShopSettingsOverrides = z.infer<typeof ShopSettingsOverrides>;

const ShopValues = z.object({
  shop_name: z.string(),
  hotline: z.string(),
  zalo_url: z.string(),
  messenger_url: z.string(),
  bank_bin: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_no: z.string().nullable(),
  account_name: z.string().nullable(),
  order_notify_email: z.string().nullable(),
  fulfilment_location: z.int().positive().nullable(),
});
/** The values in force: the override, else the env value (`null`: neither is set). */
export type ShopSettingsValues = z.infer<typeof ShopValues>;

/** `GET|PATCH /api/admin/settings/shop/`: the values in force, the env defaults, and which fields override them. */
export const ShopSettings = ShopValues.extend({
  defaults: ShopValues,
  overridden: z.array(z.enum(SHOP_SETTING_KEYS as [ShopSettingKey, ...ShopSettingKey[]])),
});
export type ShopSettings = z.infer<typeof ShopSettings>;
