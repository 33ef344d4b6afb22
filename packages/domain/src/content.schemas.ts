/**
 * The back office's home content (DESIGN §8): banners and customer feedback under `/api/admin/banners/` and
 * `/api/admin/feedback/`, the lists' reorder call, and the messages store-location.schemas.ts shares too. Shared by
 * the server's routes and the admin app's forms (STYLE §4); each schema and its inferred type share one name.
 */
import { z } from 'zod';
import { INT4_MAX, isImageUrl } from './admin-catalog.rules';
import { BANNER_STATUSES } from './catalog.constants';
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

/** The text fields' builders, also the store locations' (store-location.schemas.ts). */
export const text = (max: number) => z.string({ error: M.textInvalid }).trim().max(max, M.textTooLong);
export const requiredText = (max: number, required: string) =>
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
