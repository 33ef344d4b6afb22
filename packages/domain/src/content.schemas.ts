/**
 * The back office's home content and store locations (DESIGN §8): banners, customer feedback and
 * store locations under `/api/admin/banners/`, `/api/admin/feedback/` and `/api/admin/store-locations/`. Shared by
 * the server's routes and the admin app's forms (STYLE §4); each schema and its inferred type share one name.
 */
import { z } from 'zod';
import { INT4_MAX, isImageUrl } from './admin-catalog.rules';
import { BANNER_STATUSES, STORE_ADMIN_STATUSES } from './catalog.constants';
import { Banner, Feedback } from './catalog.schemas';

export const CONTENT_MESSAGES = {
  textInvalid: 'Giá trị phải là chuỗi ký tự.',
  textTooLong: 'Nội dung quá dài.',
  booleanInvalid: 'Giá trị phải là true hoặc false.',
  imageRequired: 'Vui lòng chọn ảnh.',
  imageUrlInvalid: 'Đường dẫn ảnh không hợp lệ.',
  linkInvalid: 'Liên kết phải bắt đầu bằng / hoặc http(s)://.',
  statusInvalid: 'Trạng thái không hợp lệ.',
  dateTimeInvalid: 'Thời điểm không hợp lệ.',
  windowOrder: 'Thời điểm kết thúc phải sau thời điểm bắt đầu.',
  nameRequired: 'Vui lòng nhập tên.',
  feedbackRequired: 'Vui lòng nhập nội dung đánh giá.',
  ratingInvalid: 'Số sao phải là số nguyên từ 1 đến 5.',
  streetRequired: 'Vui lòng nhập số nhà, tên đường.',
  cityRequired: 'Vui lòng chọn tỉnh/thành phố.',
  districtRequired: 'Vui lòng chọn quận/huyện.',
  unitUnknown: 'Địa danh không có trong danh mục hành chính.',
  unitMismatch: 'Địa danh không thuộc đơn vị cấp trên đã chọn.',
  phoneInvalid: 'Số điện thoại không hợp lệ.',
  latInvalid: 'Vĩ độ phải là số từ -90 đến 90.',
  lngInvalid: 'Kinh độ phải là số từ -180 đến 180.',
  coordinatesPair: 'Nhập cả vĩ độ và kinh độ, hoặc để trống cả hai.',
  reorderMismatch: 'Danh sách sắp xếp phải gồm đúng tất cả các mục, mỗi mục một lần.',
  bannerNotFound: 'Không tìm thấy banner.',
  feedbackNotFound: 'Không tìm thấy đánh giá.',
  storeNotFound: 'Không tìm thấy cửa hàng.',
} as const;
const M = CONTENT_MESSAGES;

export const CONTENT_TEXT_MAX_LENGTH = 200;
export const FEEDBACK_TEXT_MAX_LENGTH = 2_000;
export const LINK_MAX_LENGTH = 500;
export const REORDER_MAX = 1_000;

const text = (max: number) => z.string({ error: M.textInvalid }).trim().max(max, M.textTooLong);
const requiredText = (max: number, required: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : M.textInvalid) })
    .trim()
    .min(1, required)
    .max(max, M.textTooLong);
const boolean = () => z.boolean({ error: M.booleanInvalid });
const imageUrl = () =>
  z
    .string({ error: M.imageUrlInvalid })
    .trim()
    .max(LINK_MAX_LENGTH, M.imageUrlInvalid)
    .refine(isImageUrl, { error: M.imageUrlInvalid });
const IsoDateTime = z.iso.datetime({ offset: true });
/** A schedule's edge: an ISO date-time with its offset, or null (no edge). */
const WindowEdge = z.iso.datetime({ offset: true, error: M.dateTimeInvalid }).nullable();

/** The issue of a schedule whose end is not after its start (either may be open). */
export function windowIssue(startsAt: string | null | undefined, endsAt: string | null | undefined) {
  if (!startsAt || !endsAt || Date.parse(endsAt) > Date.parse(startsAt)) return null;
  return { path: ['ends_at'], message: M.windowOrder };
}

/** Whether a banner with this schedule is shown at `now` (open edges: always on that side). */
export function inWindow(startsAt: string | null, endsAt: string | null, now: Date): boolean {
  const t = now.getTime();
  return (startsAt === null || Date.parse(startsAt) <= t) && (endsAt === null || Date.parse(endsAt) > t);
}

// ---------------------------------------------------------------------------------------------------------------
// Banners
// ---------------------------------------------------------------------------------------------------------------

/** A staff view of a banner: the public fields, its place, its schedule and whether the shop shows it now. */
export const AdminBanner = Banner.extend({
  sort_order: z.int(),
  starts_at: IsoDateTime.nullable(),
  ends_at: IsoDateTime.nullable(),
  /** Active and inside its schedule: on the home page now. */
  is_live: z.boolean(),
});
export type AdminBanner = z.infer<typeof AdminBanner>;

const bannerFields = {
  image_url: z
    .string({ error: (issue) => (issue.input == null ? M.imageRequired : M.imageUrlInvalid) })
    .trim()
    .min(1, M.imageRequired)
    .max(LINK_MAX_LENGTH, M.imageUrlInvalid)
    .refine(isImageUrl, { error: M.imageUrlInvalid }),
  /** Where a click goes (a new tab, spec 1 §2); '' for none. */
  link: text(LINK_MAX_LENGTH).refine(isImageUrl, { error: M.linkInvalid }),
  status: z.enum(BANNER_STATUSES, { error: M.statusInvalid }),
  /** Shown from (inclusive) / until (exclusive); null: no limit on that side. */
  starts_at: WindowEdge,
  ends_at: WindowEdge,
};

/** `POST /api/admin/banners/`: placed last. */
export const BannerInput = z
  .object({
    ...bannerFields,
    link: bannerFields.link.default(''),
    status: bannerFields.status.default('active'),
    starts_at: WindowEdge.default(null),
    ends_at: WindowEdge.default(null),
  })
  .superRefine((b, ctx) => {
    const issue = windowIssue(b.starts_at, b.ends_at);
    if (issue) ctx.addIssue({ code: 'custom', ...issue });
  });
export type BannerInput = z.infer<typeof BannerInput>;

/** `PATCH /api/admin/banners/{id}/`: any fields; the schedule is checked against the banner's other edge too. */
export const BannerUpdate = z
  .object(bannerFields)
  .partial()
  .superRefine((b, ctx) => {
    const issue = windowIssue(b.starts_at, b.ends_at);
    if (issue) ctx.addIssue({ code: 'custom', ...issue });
  });
export type BannerUpdate = z.infer<typeof BannerUpdate>;

// ---------------------------------------------------------------------------------------------------------------
// Feedback
// ---------------------------------------------------------------------------------------------------------------

export const RATING_MIN = 1;
export const RATING_MAX = 5;
const Rating = z
  .int({ error: M.ratingInvalid })
  .min(RATING_MIN, { error: M.ratingInvalid })
  .max(RATING_MAX, { error: M.ratingInvalid });

/** A staff view of a feedback entry: the public fields, its place, and whether it is hidden from the shop. */
export const AdminFeedback = Feedback.extend({
  sort_order: z.int(),
  is_hidden: z.boolean(),
  created_at: IsoDateTime,
});
export type AdminFeedback = z.infer<typeof AdminFeedback>;

const feedbackFields = {
  name: requiredText(CONTENT_TEXT_MAX_LENGTH, M.nameRequired),
  /** Who they are, e.g. "Chủ quán trà sữa"; '' for none. */
  role: text(CONTENT_TEXT_MAX_LENGTH),
  feedback: requiredText(FEEDBACK_TEXT_MAX_LENGTH, M.feedbackRequired),
  /** '' or null: none (the shop shows the name's first letter). */
  avatar_url: imageUrl()
    .nullable()
    .transform((v) => v || null),
  rating: Rating,
  /** A hidden entry stays here but leaves the shop. */
  is_hidden: boolean(),
};

/** `POST /api/admin/feedback/`: placed last. */
export const FeedbackInput = z.object({
  ...feedbackFields,
  role: feedbackFields.role.default(''),
  avatar_url: feedbackFields.avatar_url.default(null),
  rating: feedbackFields.rating.default(RATING_MAX),
  is_hidden: feedbackFields.is_hidden.default(false),
});
export type FeedbackInput = z.infer<typeof FeedbackInput>;

/** `PATCH /api/admin/feedback/{id}/`: any fields. */
export const FeedbackUpdate = z.object(feedbackFields).partial();
export type FeedbackUpdate = z.infer<typeof FeedbackUpdate>;

// ---------------------------------------------------------------------------------------------------------------
// Store locations
// ---------------------------------------------------------------------------------------------------------------

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
// Order
// ---------------------------------------------------------------------------------------------------------------

/** `POST /api/admin/{banners|feedback|store-locations}/reorder/`: every id of the list, in the new order. */
export const ReorderRequest = z.object({
  ids: z
    .array(z.int({ error: M.reorderMismatch }).positive({ error: M.reorderMismatch }).max(INT4_MAX), {
      error: M.reorderMismatch,
    })
    .max(REORDER_MAX, { error: M.reorderMismatch })
    .refine((ids) => new Set(ids).size === ids.length, { error: M.reorderMismatch }),
});
export type ReorderRequest = z.infer<typeof ReorderRequest>;

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
