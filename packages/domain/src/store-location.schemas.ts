/**
 * The back office's store locations (DESIGN §8): a staff view of a store, its create and update payloads, and the
 * preview of the place an address gets. The messages are in content.schemas.ts; each schema and its inferred type
 * share one name.
 */
import { z } from 'zod';
import { STORE_ADMIN_STATUSES } from './catalog.constants';
import { CONTENT_MESSAGES as M, CONTENT_TEXT_MAX_LENGTH, requiredText, text } from './content.schemas';
import { LOCATION_KINDS, LOCATION_MESSAGES } from './locations.rules';

/** Digits with the usual separators: 8–15 digits (a landline, a mobile, a 1900 hotline). */
export function isStorePhone(value: string): boolean {
  const digits = value.replace(/[\s.+()-]/g, '');
  return /^[\d\s.+()-]+$/.test(value) && /^\d{8,15}$/.test(digits);
}

const Latitude = z.number({ error: M.latInvalid }).min(-90, { error: M.latInvalid }).max(90, { error: M.latInvalid });
const Longitude = z
  .number({ error: M.lngInvalid })
  .min(-180, { error: M.lngInvalid })
  .max(180, { error: M.lngInvalid });
/** A unit's code from `/api/address/*` ('' or null: none chosen). */
const UnitCode = z
  .string({ error: M.unitUnknown })
  .trim()
  .max(10, M.unitUnknown)
  .nullable()
  .transform((v) => v || null);

/** A staff view of a store: the public fields, how its address was picked, hours, coordinates and place. */
export const AdminStoreLocation = z.object({
  id: z.int().positive(),
  name: z.string(),
  /** The full address the shop shows: the street, then the ward, district and province. */
  address: z.string(),
  street: z.string(),
  /** Null for a store written before addresses were picked from the units. */
  city_code: z.string().nullable(),
  district_code: z.string().nullable(),
  ward_code: z.string().nullable(),
  phone: z.string().nullable(),
  opening_hours: z.string(),
  status: z.enum(STORE_ADMIN_STATUSES),
  status_display: z.string(),
  /** WGS84; the shipping fee measures from the nearest open store's. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  sort_order: z.int(),
  /** Where stock is kept (DESIGN §15): a store (listed to shoppers) or a warehouse. */
  kind: z.enum(LOCATION_KINDS),
  kind_display: z.string(),
  holds_stock: z.boolean(),
  /** Its available stock counts toward what the web sells (the public `stock`). */
  sells_online: z.boolean(),
  /** Shoppers may collect an order here. */
  pickup: z.boolean(),
});
export type AdminStoreLocation = z.infer<typeof AdminStoreLocation>;

const storeFields = {
  name: requiredText(CONTENT_TEXT_MAX_LENGTH, M.nameRequired),
  street: requiredText(CONTENT_TEXT_MAX_LENGTH, M.streetRequired),
  /** The province (legacy and v2025 alike). */
  city_code: z
    .string({ error: (issue) => (issue.input == null ? M.cityRequired : M.unitUnknown) })
    .trim()
    .min(1, M.cityRequired)
    .max(10, M.unitUnknown),
  district_code: UnitCode,
  ward_code: UnitCode,
  /** '' or null: none. */
  phone: text(30)
    .refine((v) => v === '' || isStorePhone(v), { error: M.phoneInvalid })
    .nullable()
    .transform((v) => v || null),
  /** Free text, e.g. "7:00 – 21:00 hằng ngày". */
  opening_hours: text(CONTENT_TEXT_MAX_LENGTH),
  status: z.enum(STORE_ADMIN_STATUSES, { error: M.statusInvalid }),
  /** Null (both): the centroid of the chosen ward, else district; sent: as adjusted by staff. */
  lat: Latitude.nullable(),
  lng: Longitude.nullable(),
};

function coordinatesPairIssue(s: { lat?: number | null; lng?: number | null }, ctx: z.RefinementCtx) {
  if ((s.lat === undefined) !== (s.lng === undefined) || (s.lat === null) !== (s.lng === null)) {
    ctx.addIssue({ code: 'custom', path: [s.lat == null ? 'lat' : 'lng'], message: M.coordinatesPair });
  }
}

/** `POST /api/admin/store-locations/`: placed last. */
export const StoreLocationInput = z
  .object({
    ...storeFields,
    district_code: storeFields.district_code.default(null),
    ward_code: storeFields.ward_code.default(null),
    phone: storeFields.phone.default(null),
    opening_hours: storeFields.opening_hours.default(''),
    status: storeFields.status.default('active'),
    lat: storeFields.lat.default(null),
    lng: storeFields.lng.default(null),
  })
  .superRefine(coordinatesPairIssue);
export type StoreLocationInput = z.infer<typeof StoreLocationInput>;

/**
 * `PATCH /api/admin/store-locations/{id}/`: any fields. A new address without coordinates moves the store to the
 * new address's centroid.
 */
export const StoreLocationUpdate = z.object(storeFields).partial().superRefine(coordinatesPairIssue);
export type StoreLocationUpdate = z.infer<typeof StoreLocationUpdate>;

// ---------------------------------------------------------------------------------------------------------------
// Locations (DESIGN §15): the same rows with their stock flags, which only admins set
// ---------------------------------------------------------------------------------------------------------------

const flag = z.boolean({ error: M.booleanInvalid });
const locationFields = {
  kind: z.enum(LOCATION_KINDS, { error: LOCATION_MESSAGES.kindInvalid }),
  holds_stock: flag,
  sells_online: flag,
  pickup: flag,
};

/** `POST /api/admin/locations/`: a store's fields and the flags; a store that holds stock and sells online unless told. */
export const LocationInput = z
  .object({
    ...StoreLocationInput.shape,
    kind: locationFields.kind.default('store'),
    holds_stock: flag.default(true),
    sells_online: flag.default(true),
    pickup: flag.default(false),
  })
  .superRefine(coordinatesPairIssue);
export type LocationInput = z.infer<typeof LocationInput>;

/**
 * `PATCH /api/admin/locations/{id}/`: any fields. A change of `sells_online` or `holds_stock` recomputes the public
 * stock of every product in the same transaction.
 */
export const LocationUpdate = z
  .object({ ...storeFields, ...locationFields })
  .partial()
  .superRefine(coordinatesPairIssue);
export type LocationUpdate = z.infer<typeof LocationUpdate>;

// ---------------------------------------------------------------------------------------------------------------
// A store's place
// ---------------------------------------------------------------------------------------------------------------

/**
 * `GET /api/admin/store-locations/place/?city_code=&district_code=&ward_code=&street=`: what a store with this
 * address would get, for the form to preview: the full address and the centroid its coordinates default to.
 * Without a province, only `levels`.
 */
export const StorePlaceQuery = z.object({
  city_code: UnitCode.optional(),
  district_code: UnitCode.optional(),
  ward_code: UnitCode.optional(),
  street: text(CONTENT_TEXT_MAX_LENGTH).optional(),
});
export type StorePlaceQuery = z.infer<typeof StorePlaceQuery>;

export const StorePlace = z.object({
  /** 3: province → district → ward (the legacy units); 2: province → ward (since July 2025). */
  levels: z.union([z.literal(2), z.literal(3)]),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type StorePlace = z.infer<typeof StorePlace>;
