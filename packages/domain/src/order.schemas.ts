/**
 * Checkout and order contracts shared by the server's routes and the web's checkout, tracking and order pages
 * (STYLE §4 "contracts once"): the limits, messages and fields of an order, the create-order payload (spec 2 §3, §5;
 * DESIGN §7 codes), the status change and the guest password mail. The shipping-fee call is in
 * shipping-fee.schemas.ts, order lookup and history in order-lookup.schemas.ts, the Order resource and the other
 * answers (DESIGN §3) in order-response.schemas.ts.
 * Each schema and its inferred type share one name. Ids and quantities are strict integers (DESIGN §4): `"2"`,
 * `true`, `null` and `1.5` are refused, never coerced.
 */
import { InvoiceRequestField } from './invoice.schemas';
import { z } from 'zod';
import { EMAIL_PATTERN } from './auth.rules';
import { DELIVERY_METHODS, LOCATION_MESSAGES } from './locations.rules';
import { ORDER_STATUSES, SHOPPER_PAYMENT_METHODS } from './order-status';

// ---------------------------------------------------------------------------------------------------------------
// Limits and messages
// ---------------------------------------------------------------------------------------------------------------

/** Units of one line; the cart limit (spec 1 §5) usually says less. */
export const ORDER_QUANTITY_MAX = 999;
/** Lines of one order. */
export const ORDER_ITEMS_MAX = 50;
/** One voucher per order (spec 2 §2, DESIGN §4). */
export const ORDER_PROMOTIONS_MAX = 1;
export const ORDER_NOTE_MAX_LENGTH = 500;
export const ORDER_ADDRESS_MAX_LENGTH = 500;
export const ORDER_PLACE_MAX_LENGTH = 150;
export const ORDER_NAME_MAX_LENGTH = 150;
export const ORDER_EMAIL_MAX_LENGTH = 254;
const INT4_MAX = 2_147_483_647;

/** spec 2 §5: 84 or 0, then one of 3, 5, 7, 8, 9, then 8 digits (spaces typed inside are removed first). */
export const VN_MOBILE_PATTERN = /^(84|0)[35789]\d{8}$/;

/**
 * Guest checkout without an e-mail builds a placeholder address from the phone (spec 2 §5, DESIGN §7). No mail is
 * ever sent to it (password-retrieval refuses it).
 */
export const GUEST_EMAIL_DOMAIN = 'guest.local';

export const CHECKOUT_MESSAGES = {
  // spec 2 §5
  fullNameRequired: 'Vui lòng nhập họ và tên',
  emailInvalid: 'Email không hợp lệ',
  phoneInvalid: 'Số điện thoại không hợp lệ',
  addressRequired: 'Vui lòng nhập địa chỉ',
  cityRequired: 'Vui lòng chọn Tỉnh/Thành phố',
  districtRequired: 'Vui lòng chọn Quận/Huyện',
  wardRequired: 'Vui lòng chọn Phường/Xã',
  shippingFeeUnknown: 'Vui lòng nhập địa chỉ hợp lệ để tính phí vận chuyển.',
  orderIdRequired: 'Vui lòng nhập mã đơn hàng',
  emailRequired: 'Vui lòng nhập email',
  // spec 2 §8
  createFailed: 'Có lỗi xảy ra khi tạo đơn hàng. Vui lòng thử lại sau.',
  lookupFailed: 'Không thể tra cứu đơn hàng. Vui lòng thử lại sau.',
  // Not worded by the spec.
  itemsRequired: 'Giỏ hàng trống.',
  itemsTooMany: `Mỗi đơn hàng có tối đa ${ORDER_ITEMS_MAX} sản phẩm.`,
  productInvalid: 'Mã sản phẩm không hợp lệ.',
  variantInvalid: 'Mã phân loại không hợp lệ.',
  quantityInvalid: `Số lượng phải là số nguyên từ 1 đến ${ORDER_QUANTITY_MAX}.`,
  promotionInvalid: 'Mã voucher không hợp lệ.',
  oneVoucherOnly: 'Mỗi đơn hàng chỉ được áp dụng một voucher.',
  paymentMethodInvalid: 'Phương thức thanh toán không hợp lệ.',
  paymentMethodUnavailable: 'Phương thức thanh toán này hiện không khả dụng.',
  noteTooLong: `Ghi chú không được dài quá ${ORDER_NOTE_MAX_LENGTH} ký tự.`,
  textTooLong: 'Nội dung quá dài.',
  textInvalid: 'Giá trị phải là chuỗi ký tự.',
  codeInvalid: 'Mã địa danh không hợp lệ.',
  orderIdInvalid: 'Mã đơn hàng không hợp lệ',
  orderNotFound: 'Không tìm thấy đơn hàng.',
  statusInvalid: 'Trạng thái đơn hàng không hợp lệ.',
  passwordRequired: 'Vui lòng nhập mật khẩu',
  passwordInvalid: 'Mật khẩu không hợp lệ.',
  // A code sent with a name it contradicts: the selection was tampered with or is stale.
  cityMismatch: 'Tỉnh/thành phố không khớp với mã đã chọn. Vui lòng chọn lại địa chỉ.',
  districtMismatch: 'Quận/huyện không khớp với mã đã chọn. Vui lòng chọn lại địa chỉ.',
  wardMismatch: 'Phường/xã không khớp với mã đã chọn. Vui lòng chọn lại địa chỉ.',
} as const;

const M = CHECKOUT_MESSAGES;

/** The placeholder e-mail of a guest without one: `0901234567@guest.local`. */
export function guestPlaceholderEmail(phone: string): string {
  return `${phone.replace(/\s+/g, '')}@${GUEST_EMAIL_DOMAIN}`;
}

/** True for an address built by {@link guestPlaceholderEmail}: nobody reads it. */
export function isGuestPlaceholderEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${GUEST_EMAIL_DOMAIN}`);
}

/** spec 2 §5 phone rule, after removing the spaces a shopper types ('0909 123 456'). */
export function isVietnameseMobile(phone: string): boolean {
  return VN_MOBILE_PATTERN.test(phone.replace(/\s+/g, ''));
}

/**
 * A Vietnamese mobile number in one form, the 0 one ('0901234567'), however it is written: '+84 90 123 4567',
 * '84901234567', '090.123.4567'. Null when it is none by the spec 2 §5 pattern. Two numbers are the same phone
 * when their local forms are equal.
 */
export function localMobile(phone: string): string | null {
  const digits = phone.replace(/[\s.\-()]/g, '').replace(/^\+(?=84)/, '');
  if (!VN_MOBILE_PATTERN.test(digits)) return null;
  return digits.startsWith('84') ? `0${digits.slice(2)}` : digits;
}

// ---------------------------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------------------------

/** A required trimmed text whose missing, wrong-typed and blank forms all get `required`. */
function requiredText(required: string, max: number) {
  return z.string({ error: required }).trim().min(1, required).max(max, M.textTooLong);
}

/** Optional text: absent, null or blank all mean ''. */
export function optionalText(max: number, tooLong: string = M.textTooLong) {
  return z
    .string({ error: M.textInvalid })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v ?? '');
}

/** An administrative unit code of the address service ('79', '760', '26734'); absent, null or blank: none. */
export const AdminCode = z
  .string({ error: M.codeInvalid })
  .trim()
  .regex(/^\d{0,10}$/, M.codeInvalid)
  .nullish()
  .transform((v) => v || undefined);

/** spec 2 §5 phone, stored without spaces. */
export const OrderPhoneField = z
  .string({ error: M.phoneInvalid })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(VN_MOBILE_PATTERN, M.phoneInvalid));

/** spec 2 §5 e-mail (the guest placeholder passes), trimmed and lower-cased. */
export const OrderEmailField = z
  .string({ error: M.emailInvalid })
  .trim()
  .toLowerCase()
  .max(ORDER_EMAIL_MAX_LENGTH, M.emailInvalid)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: M.emailInvalid }));

export const OrderAddressField = requiredText(M.addressRequired, ORDER_ADDRESS_MAX_LENGTH);
export const OrderCityField = requiredText(M.cityRequired, ORDER_PLACE_MAX_LENGTH);
export const OrderDistrictField = requiredText(M.districtRequired, ORDER_PLACE_MAX_LENGTH);
export const OrderWardField = requiredText(M.wardRequired, ORDER_PLACE_MAX_LENGTH);

export function strictId(message: string) {
  return z.int({ error: message }).min(1, { error: message }).max(INT4_MAX, { error: message });
}

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

export const CreateOrderItem = z.object({
  product: strictId(M.productInvalid),
  /** null or absent: the product itself. */
  variant: strictId(M.variantInvalid)
    .nullish()
    .transform((v) => v ?? null),
  quantity: z
    .int({ error: M.quantityInvalid })
    .min(1, { error: M.quantityInvalid })
    .max(ORDER_QUANTITY_MAX, { error: M.quantityInvalid }),
});
export type CreateOrderItem = z.infer<typeof CreateOrderItem>;

/** An address field of an order: required when it is shipped (checked on the whole body), ignored for a pickup. */
function addressText(required: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .max(max, M.textTooLong)
    .nullish()
    .transform((v) => v ?? '');
}

const ADDRESS_REQUIRED = [
  ['shipping_address', M.addressRequired],
  ['city', M.cityRequired],
  ['district', M.districtRequired],
  ['ward', M.wardRequired],
] as const;

/** How the order reaches its buyer (DESIGN §15): shipped (the default), or collected at `pickup_location`. */
export const DeliveryFields = {
  delivery_method: z.enum(DELIVERY_METHODS, { error: LOCATION_MESSAGES.deliveryMethodInvalid }).default('ship'),
  /** The store a pickup is collected at; ignored when the order is shipped. */
  pickup_location: strictId(LOCATION_MESSAGES.pickupInvalid)
    .nullish()
    .transform((v) => v ?? null),
};

/**
 * A shipped order needs its address (each missing field gets its own message); a pickup needs its store. Runs beside
 * the fields' own issues, so every missing field is reported at once.
 */
export function checkDelivery(
  v: { delivery_method: string; pickup_location: number | null } & Partial<
    Record<(typeof ADDRESS_REQUIRED)[number][0], string>
  >,
  ctx: z.RefinementCtx,
) {
  if (v.delivery_method === 'pickup') {
    if (v.pickup_location === null) {
      ctx.addIssue({ code: 'custom', message: LOCATION_MESSAGES.pickupRequired, path: ['pickup_location'] });
    }
    return;
  }
  for (const [field, message] of ADDRESS_REQUIRED) {
    if (v[field] === '') ctx.addIssue({ code: 'custom', message, path: [field] });
  }
}

/**
 * `POST /api/orders/` (spec 2 §3 'Order creation payload', DESIGN §7): the address names plus optional codes.
 * `shipping_fee` is accepted and ignored, like any price a client might send: the server computes every amount
 * from the database (DESIGN §2). `delivery_method: 'pickup'` (DESIGN §15) names the store in `pickup_location`; the
 * address is then not needed (and not kept), and there is no shipping fee.
 */
export const CreateOrderRequest = z
  .object({
    items: z
      .array(CreateOrderItem, { error: M.itemsRequired })
      .min(1, M.itemsRequired)
      .max(ORDER_ITEMS_MAX, M.itemsTooMany),
    shipping_address: addressText(M.addressRequired, ORDER_ADDRESS_MAX_LENGTH),
    phone_number: OrderPhoneField,
    email: OrderEmailField,
    city: addressText(M.cityRequired, ORDER_PLACE_MAX_LENGTH),
    district: addressText(M.districtRequired, ORDER_PLACE_MAX_LENGTH),
    ward: addressText(M.wardRequired, ORDER_PLACE_MAX_LENGTH),
    city_code: AdminCode,
    district_code: AdminCode,
    ward_code: AdminCode,
    promotion_ids: z
      .array(strictId(M.promotionInvalid), { error: M.promotionInvalid })
      .max(ORDER_PROMOTIONS_MAX, M.oneVoucherOnly)
      .nullish()
      .transform((v) => v ?? []),
    payment_method: z.enum(SHOPPER_PAYMENT_METHODS, { error: M.paymentMethodInvalid }).default('cash'),
    note: optionalText(ORDER_NOTE_MAX_LENGTH, M.noteTooLong),
    full_name: optionalText(ORDER_NAME_MAX_LENGTH),
    /** Ignored: the server recomputes the fee (DESIGN §4). */
    shipping_fee: z.unknown().optional(),
    /** A VAT invoice for a company (DESIGN §13); absent or null: none asked for. */
    invoice: InvoiceRequestField,
    ...DeliveryFields,
  })
  .superRefine(checkDelivery);
export type CreateOrderRequest = z.infer<typeof CreateOrderRequest>;

/** `POST /api/orders/{id}/update_status/`. */
export const UpdateOrderStatusRequest = z.object({
  status: z.enum(ORDER_STATUSES, { error: M.statusInvalid }),
});
export type UpdateOrderStatusRequest = z.infer<typeof UpdateOrderStatusRequest>;

/** `POST /api/password-retrieval/` (spec 2 §4 guest checkout; DESIGN §4, §7). */
export const PasswordRetrievalRequest = z.object({
  email: OrderEmailField,
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(128, M.passwordInvalid),
});
export type PasswordRetrievalRequest = z.infer<typeof PasswordRetrievalRequest>;
