/**
 * Wholesale contracts (DESIGN §13): customer groups, quantity price tiers, a customer's group. Shared by the server's
 * `/api/admin/…` routes and the admin app's forms; the pure rules are in wholesale.rules.ts.
 */
import { z } from 'zod';
import { INT4_MAX } from './admin-catalog.rules';
import { CreditLimit, PaymentTermsDays } from './receivables.schemas';
import { TIER_MIN_QUANTITY } from './wholesale.rules';

export const GROUP_NAME_MAX_LENGTH = 100;
export const GROUP_DESCRIPTION_MAX_LENGTH = 500;
/** Per product, its variants' included: a price list, not a catalogue. */
export const PRICE_TIERS_MAX = 100;

export const WHOLESALE_MESSAGES = {
  groupNameRequired: 'Vui lòng nhập tên nhóm khách hàng.',
  groupNameTooLong: `Tên nhóm tối đa ${GROUP_NAME_MAX_LENGTH} ký tự.`,
  groupNameTaken: 'Tên nhóm này đã được dùng.',
  groupDescriptionTooLong: `Mô tả tối đa ${GROUP_DESCRIPTION_MAX_LENGTH} ký tự.`,
  groupNotFound: 'Không tìm thấy nhóm khách hàng.',
  groupMissing: 'Nhóm khách hàng không tồn tại.',
  groupInUse: 'Nhóm đang có khách hàng hoặc bảng giá: hãy chuyển họ sang nhóm khác trước.',
  customerNotFound: 'Không tìm thấy khách hàng.',
  tiersInvalid: 'Bảng giá phải là danh sách các mức giá.',
  tiersTooMany: `Mỗi sản phẩm có tối đa ${PRICE_TIERS_MAX} mức giá.`,
  minQuantityInvalid: `Số lượng tối thiểu phải là số nguyên từ ${TIER_MIN_QUANTITY} trở lên.`,
  tierPriceInvalid: 'Giá phải là số nguyên dương (đồng).',
  tierPriceNotBelow: (linePrice: number) =>
    `Giá theo số lượng phải thấp hơn giá bán hiện tại (${linePrice.toLocaleString('vi-VN')} ₫).`,
  tierRepeated: 'Mức giá này trùng số lượng tối thiểu với một mức khác cùng phân loại và nhóm.',
  variantMissing: 'Phân loại không thuộc sản phẩm này.',
  idInvalid: 'Mã không hợp lệ.',
  multipleInvalid: 'Số lượng mỗi lần mua phải là số nguyên dương.',
  vatRateInvalid: 'Thuế suất GTGT phải là 0, 5, 8 hoặc 10 (%).',
} as const;
const M = WHOLESALE_MESSAGES;

const Id = z.int({ error: M.idInvalid }).min(1, { error: M.idInvalid }).max(INT4_MAX, { error: M.idInvalid });

/** A group; its members' receivables terms (DESIGN §17): days to pay after delivery (0: pay now) and limit (null: none). */
export const CustomerGroup = z.object({
  id: z.int().positive(),
  name: z.string(),
  description: z.string(),
  payment_terms_days: z.int().min(0),
  credit_limit: z.int().min(0).nullable(),
});
export type CustomerGroup = z.infer<typeof CustomerGroup>;

const groupFields = {
  name: z
    .string({ error: M.groupNameRequired })
    .trim()
    .min(1, M.groupNameRequired)
    .max(GROUP_NAME_MAX_LENGTH, M.groupNameTooLong),
  description: z
    .string({ error: M.groupDescriptionTooLong })
    .trim()
    .max(GROUP_DESCRIPTION_MAX_LENGTH, M.groupDescriptionTooLong),
  payment_terms_days: PaymentTermsDays,
  credit_limit: CreditLimit,
};

export const CustomerGroupInput = z.object({
  ...groupFields,
  description: groupFields.description.default(''),
  payment_terms_days: groupFields.payment_terms_days.default(0),
  credit_limit: groupFields.credit_limit.default(null),
});
export type CustomerGroupInput = z.infer<typeof CustomerGroupInput>;
/** A PATCH: the fields given (no defaults, so a field left out stays as it is). */
export const CustomerGroupUpdate = z.object(groupFields).partial();
export type CustomerGroupUpdate = z.infer<typeof CustomerGroupUpdate>;

/** One tier as staff write it (DESIGN §13); checked against the line's price by {@link priceTierIssues}. */
export const PriceTierInput = z.object({
  variant: Id.nullish().transform((v) => v ?? null),
  group: Id.nullish().transform((v) => v ?? null),
  min_quantity: z
    .int({ error: M.minQuantityInvalid })
    .min(TIER_MIN_QUANTITY, { error: M.minQuantityInvalid })
    .max(INT4_MAX, { error: M.minQuantityInvalid }),
  price: z.int({ error: M.tierPriceInvalid }).min(1, { error: M.tierPriceInvalid }).max(INT4_MAX, M.tierPriceInvalid),
});
export type PriceTierInput = z.infer<typeof PriceTierInput>;

/** `PUT /api/admin/products/{id}/price-tiers/`: the whole list, replacing the product's tiers. */
export const PriceTierList = z.array(PriceTierInput, { error: M.tiersInvalid }).max(PRICE_TIERS_MAX, M.tiersTooMany);
export type PriceTierList = z.infer<typeof PriceTierList>;

/** The admin answer: the tiers with their ids. */
export const PriceTier = z.object({
  id: z.int().positive(),
  variant: z.int().positive().nullable(),
  group: z.int().positive().nullable(),
  min_quantity: z.int().positive(),
  price: z.int().positive(),
});
export type PriceTier = z.infer<typeof PriceTier>;

/** What the public product answer adds (DESIGN §13): the tiers this shopper can get. */
export const PublicTier = z.object({ min_quantity: z.int().positive(), price: z.int().positive() });
export type PublicTier = z.infer<typeof PublicTier>;

/**
 * The field messages of a tier list, keyed as the admin form shows them (`tiers.2.price`): a tier for a variant the
 * product doesn't have, a group that doesn't exist, a price not below the line's price, two tiers for the same
 * line, group and quantity. `linePriceOf(variant)` is the line's price (undefined: no such variant).
 */
export function priceTierIssues(
  tiers: readonly PriceTierInput[],
  linePriceOf: (variant: number | null) => number | undefined,
  groupExists: (group: number) => boolean,
): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  const add = (key: string, message: string) => (issues[key] ??= []).push(message);
  const seen = new Set<string>();
  tiers.forEach((t, i) => {
    const linePrice = linePriceOf(t.variant);
    if (linePrice === undefined) add(`${i}.variant`, M.variantMissing);
    else if (t.price >= linePrice) add(`${i}.price`, M.tierPriceNotBelow(linePrice));
    if (t.group !== null && !groupExists(t.group)) add(`${i}.group`, M.groupMissing);
    const key = `${t.variant}:${t.group}:${t.min_quantity}`;
    if (seen.has(key)) add(`${i}.min_quantity`, M.tierRepeated);
    seen.add(key);
  });
  return issues;
}

/** `order_multiple` on products and variants (default 1). */
export const OrderMultiple = z
  .int({ error: M.multipleInvalid })
  .min(1, { error: M.multipleInvalid })
  .max(10_000, { error: M.multipleInvalid });

/** A product's VAT rate (percent). */
export const VatRateField = z.union([z.literal(0), z.literal(5), z.literal(8), z.literal(10)], {
  error: M.vatRateInvalid,
});
