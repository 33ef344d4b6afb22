/**
 * The carriers' shop settings (DESIGN §11): where they pick up, who pays them, the parcel's defaults, what each
 * carrier has and lacks, and GHN's address mapping. Admins' `/api/admin/settings/carriers/` and
 * `/api/admin/carriers/ghn/address-mapping/`, and the back office's settings page. Each schema and its inferred type
 * share one name.
 */
import { z } from 'zod';
import { IsoDateTime } from './admin.schemas';
import {
  CARRIERS,
  CARRIER_FEE_MODES,
  CARRIER_MESSAGES as M,
  GHN_REQUIRED_NOTES,
  ParcelCm,
  carrierText,
} from './carrier.schemas';

/** Where the carriers pick up: name, phone, street address and the shop's units (codes of the bundled data). */
export const PickupAddress = z.object({
  name: carrierText(100).min(1, M.nameRequired),
  phone: z
    .string({ error: M.phoneInvalid })
    .trim()
    .regex(/^\+?[\d .-]{8,15}$/, M.phoneInvalid),
  address: carrierText(300).min(1, M.addressRequired),
  city_code: z
    .string({ error: M.unitRequired })
    .trim()
    .regex(/^\d{1,10}$/, M.unitRequired),
  /** None with ADDRESS_STRUCTURE=v2025 (province → ward). */
  district_code: z
    .string({ error: M.unitRequired })
    .trim()
    .regex(/^\d{1,10}$/, M.unitRequired)
    .nullish(),
  ward_code: z
    .string({ error: M.unitRequired })
    .trim()
    .regex(/^\d{1,10}$/, M.unitRequired),
});
export type PickupAddress = z.infer<typeof PickupAddress>;

/** `PUT /api/admin/settings/carriers/`. `pickup: null` goes back to the first active store's details. */
export const CarrierSettingsBody = z.object({
  pickup: PickupAddress.nullable(),
  quoting_carrier: z.enum(CARRIERS, { error: M.carrierInvalid }).nullable(),
  fee_mode: z.enum(CARRIER_FEE_MODES, { error: M.feeModeInvalid }),
  packaging_weight_grams: z
    .int({ error: M.packagingInvalid })
    .min(0, M.packagingInvalid)
    .max(10_000, M.packagingInvalid),
  length_cm: ParcelCm,
  width_cm: ParcelCm,
  height_cm: ParcelCm,
  ghn_required_note: z.enum(GHN_REQUIRED_NOTES, { error: M.requiredNoteInvalid }),
});
export type CarrierSettingsBody = z.infer<typeof CarrierSettingsBody>;

export const DEFAULT_CARRIER_SETTINGS: CarrierSettingsBody = {
  pickup: null,
  quoting_carrier: null,
  fee_mode: 'shop_pays',
  packaging_weight_grams: 0,
  length_cm: 20,
  width_cm: 15,
  height_cm: 10,
  ghn_required_note: 'CHOXEMHANGKHONGTHU',
};

/** The pickup in force, with its unit names: the saved one, else the first active store's ('store'). */
export const EffectivePickup = z.object({
  source: z.enum(['settings', 'store', 'none']),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  district: z.string(),
  ward: z.string(),
});

/**
 * Where a carrier takes the parcels from: the pickup in force (`pickup`); for GHN, when the pickup has no GHN ids,
 * the address registered with the GHN shop account (`carrier_account`); `missing`: the carrier can't pick up (GHTK
 * needs the pickup's name, phone, address and units).
 */
export const PICKUP_FROM = ['pickup', 'carrier_account', 'missing'] as const;

/** What one carrier has and lacks (DESIGN §11): its keys (server env) and a pickup it can use. */
export const CarrierSetup = z.object({
  carrier: z.enum(CARRIERS),
  name: z.string(),
  enabled: z.boolean(),
  /** The env variables still to set ([] when on). */
  missing_keys: z.array(z.string()),
  pickup_from: z.enum(PICKUP_FROM),
  /** What is missing for the pickup, for staff ('' when the pickup in force works). */
  pickup_problem: z.string(),
});
export type CarrierSetup = z.infer<typeof CarrierSetup>;

/** The carriers' setup at a glance (the settings page, the dashboard's checklist). */
export const CarriersSetupStatus = z.object({
  pickup: EffectivePickup,
  /** The carrier that quotes now, null when none is on. */
  quoting_carrier: z.enum(CARRIERS).nullable(),
  carriers: z.array(CarrierSetup),
});
export type CarriersSetupStatus = z.infer<typeof CarriersSetupStatus>;

/**
 * `GET|PUT /api/admin/settings/carriers/`: the settings, which carriers are on (their keys are env) and whether each
 * can pick up, the webhook URLs to register with each carrier (they hold the path secret: admins only), and the
 * pickup in force.
 */
export const CarrierSettings = CarrierSettingsBody.extend({
  carriers: z.array(CarrierSetup),
  /** The carrier that quotes now (the setting if on, else GHN when on, else GHTK), null when none is on. */
  quoting_carrier_effective: z.enum(CARRIERS).nullable(),
  webhook_secret_source: z.enum(['env', 'settings']),
  webhook_urls: z.object({ ghn: z.string(), ghtk: z.string() }),
  pickup_effective: EffectivePickup,
  /** Units GHN has no id for yet (see the address mapping). */
  ghn_unmapped_count: z.int().min(0),
});
export type CarrierSettings = z.infer<typeof CarrierSettings>;

// ---------------------------------------------------------------------------------------------------------------
// GHN's address mapping
// ---------------------------------------------------------------------------------------------------------------

export const ADDRESS_LEVELS = ['province', 'district', 'ward'] as const;

/** A shop unit GHN has no id for: staff see it rather than the shop guessing. */
export const UnmappedUnit = z.object({
  level: z.enum(ADDRESS_LEVELS),
  code: z.string(),
  name: z.string(),
  /** 'Quận 1, Thành phố Hồ Chí Minh'. */
  parent_name: z.string(),
});
export type UnmappedUnit = z.infer<typeof UnmappedUnit>;

/**
 * `GET /api/admin/carriers/ghn/address-mapping/` (and `POST …/sync/` which fetches GHN's master data first):
 * how many units are mapped and the ones that are not (paged: `count`, first 500 listed).
 */
export const AddressMappingReport = z.object({
  synced_at: IsoDateTime.nullable(),
  mapped: z.int().min(0),
  unmapped_count: z.int().min(0),
  unmapped: z.array(UnmappedUnit),
});
export type AddressMappingReport = z.infer<typeof AddressMappingReport>;
