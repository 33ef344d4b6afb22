/**
 * Back-office vouchers (DESIGN §8 `promotions/`): the voucher form and its rules, the list with each
 * voucher's usage, and a voucher's detail with who used it. Shared by the server's `/api/admin/promotions/` routes
 * and the admin app's form (STYLE §4); each schema and its inferred type share one name.
 */
import { z } from 'zod';
import { IMAGE_URL_MAX_LENGTH, INT4_MAX, isImageUrl } from './admin-catalog.rules';
import { ADMIN_SEARCH_MAX_LENGTH, optionalQueryText, pageField, pageSizeField } from './admin.schemas';
import { AuditEntry } from './admin-audit.schemas';
import { Promotion, QUERY_MESSAGES, paginated } from './catalog.schemas';
import { blankToUndefined, optionalBoolean } from './catalog-query.schemas';

export const PROMOTION_CODE_MAX_LENGTH = 30;
/** Upper-case letters, digits, '-' and '_': what a shopper can type back from a poster. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9_-]+$/;
export const PROMOTION_DESCRIPTION_MAX_LENGTH = 500;
/** The most uses a voucher's detail lists (newest first); the totals count them all. */
export const PROMOTION_USES_LIMIT = 100;

export const PROMOTION_MESSAGES = {
  codeRequired: 'Vui lòng nhập mã giảm giá.',
  codeInvalid: `Mã chỉ gồm chữ không dấu, số, "-" và "_", tối đa ${PROMOTION_CODE_MAX_LENGTH} ký tự.`,
  codeTaken: 'Mã giảm giá này đã tồn tại (không phân biệt hoa thường).',
  textInvalid: 'Giá trị phải là chuỗi ký tự.',
  descriptionTooLong: `Mô tả tối đa ${PROMOTION_DESCRIPTION_MAX_LENGTH} ký tự.`,
  imageUrlInvalid: 'Đường dẫn ảnh không hợp lệ.',
  booleanInvalid: 'Giá trị phải là true hoặc false.',
  valueInvalid: 'Giá trị giảm phải là số nguyên không âm.',
  percentageRange: 'Phần trăm giảm phải từ 1 đến 100.',
  amountInvalid: 'Số tiền phải là số nguyên không âm (đồng).',
  maxDiscountInvalid: 'Mức giảm tối đa phải là số nguyên dương (đồng).',
  maxDiscountNotPercentage: 'Chỉ mã giảm theo phần trăm mới có mức giảm tối đa.',
  limitInvalid: 'Giới hạn phải là số nguyên dương.',
  dateInvalid: 'Thời gian không hợp lệ.',
  endsBeforeStarts: 'Thời gian kết thúc phải sau thời gian bắt đầu.',
  notFound: 'Không tìm thấy mã giảm giá.',
} as const;

const M = PROMOTION_MESSAGES;

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

const money = (message: string) =>
  z.int({ error: message }).min(0, { error: message }).max(INT4_MAX, { error: message });
const positive = (message: string) =>
  z.int({ error: message }).min(1, { error: message }).max(INT4_MAX, { error: message });
const instant = z.iso.datetime({ offset: true, error: M.dateInvalid }).nullable();

/** A voucher's fields (DESIGN §3 Promotion + §8), without defaults: the update takes any of them. */
const promotionFields = {
  /** Kept upper-case, so that codes are unique whatever case staff or shoppers type. */
  code: z
    .string({ error: (issue) => (issue.input === undefined ? M.codeRequired : M.codeInvalid) })
    .trim()
    .toUpperCase()
    .min(1, M.codeRequired)
    .max(PROMOTION_CODE_MAX_LENGTH, M.codeInvalid)
    .regex(PROMOTION_CODE_PATTERN, M.codeInvalid),
  description: z.string({ error: M.textInvalid }).trim().max(PROMOTION_DESCRIPTION_MAX_LENGTH, M.descriptionTooLong),
  image_url: z
    .string({ error: M.imageUrlInvalid })
    .trim()
    .max(IMAGE_URL_MAX_LENGTH, M.imageUrlInvalid)
    .refine(isImageUrl, M.imageUrlInvalid),
  /** A percentage (1–100) when `is_percentage`, else dong; 0 and not a percentage is free shipping. */
  value: money(M.valueInvalid),
  is_percentage: z.boolean({ error: M.booleanInvalid }),
  /** A percentage voucher's cap in dong; null: none. */
  max_discount: positive(M.maxDiscountInvalid).nullable(),
  min_purchase_amount: money(M.amountInvalid),
  is_active: z.boolean({ error: M.booleanInvalid }),
  usage_limit_per_user: positive(M.limitInvalid).nullable(),
  /** Uses over all shoppers (non-cancelled orders); null: no limit. */
  usage_limit: positive(M.limitInvalid).nullable(),
  starts_at: instant,
  ends_at: instant,
};

/** The terms the rules below look at, as they are (or would be, after an update). */
export type PromotionTerms = Pick<
  z.output<typeof PromotionInput>,
  'value' | 'is_percentage' | 'max_discount' | 'starts_at' | 'ends_at'
>;

/** Rules across fields: a percentage is 1–100 and only it has a cap; the window ends after it starts. */
export function promotionRuleIssues(p: PromotionTerms): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  if (p.is_percentage && (p.value < 1 || p.value > 100)) issues.push({ path: ['value'], message: M.percentageRange });
  if (!p.is_percentage && p.max_discount !== null) {
    issues.push({ path: ['max_discount'], message: M.maxDiscountNotPercentage });
  }
  if (p.starts_at && p.ends_at && Date.parse(p.ends_at) <= Date.parse(p.starts_at)) {
    issues.push({ path: ['ends_at'], message: M.endsBeforeStarts });
  }
  return issues;
}

const PromotionInputShape = z.object({
  ...promotionFields,
  description: promotionFields.description.default(''),
  image_url: promotionFields.image_url.default(''),
  is_percentage: promotionFields.is_percentage.default(false),
  max_discount: promotionFields.max_discount.default(null),
  min_purchase_amount: promotionFields.min_purchase_amount.default(0),
  is_active: promotionFields.is_active.default(true),
  usage_limit_per_user: promotionFields.usage_limit_per_user.default(null),
  usage_limit: promotionFields.usage_limit.default(null),
  starts_at: promotionFields.starts_at.default(null),
  ends_at: promotionFields.ends_at.default(null),
});

/**
 * `POST /api/admin/promotions/`, and the voucher form: percentage (with an optional cap), fixed amount, or free
 * shipping (value 0, not a percentage); minimum purchase; per-user and total limits; a window; active. A code taken
 * by another voucher (in any case) is the server's 400 on `code`.
 */
export const PromotionInput = PromotionInputShape.superRefine((p, ctx) => {
  for (const issue of promotionRuleIssues(p)) ctx.addIssue({ code: 'custom', ...issue });
});
export type PromotionInput = z.infer<typeof PromotionInput>;

/** `PATCH /api/admin/promotions/{id}/`: any of the fields; the server checks the rules on the voucher as it would be. */
export const PromotionUpdate = z.object(promotionFields).partial();
export type PromotionUpdate = z.infer<typeof PromotionUpdate>;

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------

/**
 * A voucher as staff see it: DESIGN §3's Promotion (inactive ones too) with its usage over non-cancelled orders:
 * `times_used` and `discount_total` (dong given, goods and shipping).
 */
export const AdminPromotion = Promotion.omit({ can_user_use: true }).extend({
  created_at: z.iso.datetime({ offset: true }),
  times_used: z.int().min(0),
  discount_total: z.int().min(0),
});
export type AdminPromotion = z.infer<typeof AdminPromotion>;

/** One order that used the voucher: its shopper (account, or the guest's e-mail on the order), discount and time. */
export const PromotionUse = z.object({
  order_id: z.int().positive(),
  user: z.object({ id: z.int().positive(), email: z.string() }).nullable(),
  email: z.string(),
  discount: z.int().min(0),
  at: z.iso.datetime({ offset: true }),
});
export type PromotionUse = z.infer<typeof PromotionUse>;

/** `GET /api/admin/promotions/{id}/`: the voucher, its newest uses (at most {@link PROMOTION_USES_LIMIT}), its trail. */
export const AdminPromotionDetail = AdminPromotion.extend({
  uses: z.array(PromotionUse),
  audit: z.array(AuditEntry),
});
export type AdminPromotionDetail = z.infer<typeof AdminPromotionDetail>;

export const AdminPromotionPage = paginated(AdminPromotion);
export type AdminPromotionPage = z.infer<typeof AdminPromotionPage>;

export const ADMIN_PROMOTION_ORDERINGS = [
  '-created_at',
  'created_at',
  'code',
  '-code',
  'times_used',
  '-times_used',
  'discount_total',
  '-discount_total',
] as const;
export type AdminPromotionOrdering = (typeof ADMIN_PROMOTION_ORDERINGS)[number];

/** `GET /api/admin/promotions/`: `search` matches the code (any case, any part of it). */
export const AdminPromotionListQuery = z.object({
  page: pageField,
  page_size: pageSizeField,
  search: optionalQueryText(ADMIN_SEARCH_MAX_LENGTH),
  is_active: optionalBoolean(),
  ordering: z.preprocess(
    blankToUndefined,
    z.enum(ADMIN_PROMOTION_ORDERINGS, { error: QUERY_MESSAGES.ordering }).default('-created_at'),
  ),
});
export type AdminPromotionListQuery = z.infer<typeof AdminPromotionListQuery>;
