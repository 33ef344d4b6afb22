/**
 * Staff take and change orders (DESIGN §12): `POST /api/admin/orders/` (an order by phone, Zalo, Facebook, at the
 * counter) and `PATCH /api/admin/orders/{id}/` (lines, address, phone, fee, note, with the order's `version`).
 * Each schema and its inferred type share one name.
 */
import { z } from 'zod';
import { INT4_MAX, STAFF_NOTE_MAX_LENGTH } from './admin.schemas';
import { InvoiceRequest, InvoiceRequestField } from './invoice.schemas';
import {
  AdminCode,
  CHECKOUT_MESSAGES,
  CreateOrderItem,
  DeliveryFields,
  ORDER_ADDRESS_MAX_LENGTH,
  ORDER_ITEMS_MAX,
  ORDER_NAME_MAX_LENGTH,
  ORDER_NOTE_MAX_LENGTH,
  ORDER_PLACE_MAX_LENGTH,
  ORDER_PROMOTIONS_MAX,
  OrderEmailField,
  OrderPhoneField,
  checkDelivery,
  optionalText,
  strictId,
} from './order.schemas';
import { STAFF_ORDER_SOURCES } from './order-source';
import { STAFF_PAYMENT_METHODS } from './order-status';
import { RETURN_MESSAGES } from './returns.rules';

export const PRICE_REASON_MAX_LENGTH = 200;

export const ORDER_EDIT_MESSAGES = {
  priceInvalid: 'Đơn giá phải là số nguyên không âm (đồng).',
  priceNeedsReason: 'Vui lòng nhập lý do đổi giá.',
  feeInvalid: 'Phí vận chuyển phải là số nguyên không âm (đồng).',
  sourceInvalid: 'Kênh bán không hợp lệ.',
  customerNameRequired: 'Vui lòng nhập tên khách hàng.',
  customerInvalid: 'Khách hàng đã chọn không hợp lệ.',
  versionInvalid: 'Phiên bản đơn hàng không hợp lệ.',
  versionRequired: 'Vui lòng tải lại đơn hàng trước khi sửa.',
  lineIdInvalid: 'Mã dòng hàng không hợp lệ.',
  lineIdRepeated: 'Mỗi dòng hàng chỉ được xuất hiện một lần.',
  /** 409: another staff member changed the order first. */
  stale: 'Đơn hàng vừa được người khác cập nhật. Vui lòng tải lại để xem thay đổi mới nhất.',
  notEditable: 'Chỉ sửa được đơn hàng đang chờ xác nhận hoặc đang xử lý (chưa giao cho vận chuyển).',
  lineUnknown: (id: number) => `Dòng hàng #${id} không thuộc đơn hàng này.`,
  lineProductChanged: (id: number) => `Dòng hàng #${id} không thể đổi sang sản phẩm hoặc phân loại khác.`,
  voucherDropped: (code: string) => `Voucher ${code} không còn áp dụng được sau khi sửa đơn nên đã được gỡ.`,
  nothingToChange: 'Không có thay đổi nào để lưu.',
  /** Staff wording: the order has no line yet (a shopper's form says 'Giỏ hàng trống.'). */
  itemsRequired: 'Đơn chưa có sản phẩm.',
  phoneRequired: 'Vui lòng nhập số điện thoại.',
  locationInvalid: 'Kho hoặc cửa hàng đã chọn không hợp lệ.',
  /** A pickup order collects where its shopper was told: it may move only to another pickup store. */
  locationNotPickup: 'Đơn nhận tại cửa hàng chỉ chuyển được sang cửa hàng nhận hàng khác.',
  locationHoldsNoStock: 'Nơi này không giữ hàng.',
} as const;
const E = ORDER_EDIT_MESSAGES;
const M = CHECKOUT_MESSAGES;

/** A staff price in dong: absent or null means the catalogue's (or, for a kept line, its snapshot). */
const UnitPrice = z
  .int({ error: E.priceInvalid })
  .min(0, { error: E.priceInvalid })
  .max(INT4_MAX, { error: E.priceInvalid })
  .nullish()
  .transform((v) => v ?? undefined);
const PriceReason = optionalText(PRICE_REASON_MAX_LENGTH);
const ShippingFee = z
  .int({ error: E.feeInvalid })
  .min(0, { error: E.feeInvalid })
  .max(INT4_MAX, { error: E.feeInvalid })
  .nullish()
  .transform((v) => v ?? undefined);

/** A price set by staff carries its reason (it is audited with it). */
function priceNeedsReason(v: { unit_price?: number; price_reason: string }, ctx: z.RefinementCtx) {
  if (v.unit_price !== undefined && !v.price_reason) {
    ctx.addIssue({ code: 'custom', message: E.priceNeedsReason, path: ['price_reason'] });
  }
}

/** A line of a staff order: the shop's line plus an optional price with its reason. */
export const StaffOrderItem = CreateOrderItem.extend({ unit_price: UnitPrice, price_reason: PriceReason }).superRefine(
  priceNeedsReason,
);
export type StaffOrderItem = z.infer<typeof StaffOrderItem>;

const placeText = (max: number) => optionalText(max);
const promotionIds = z
  .array(strictId(M.promotionInvalid), { error: M.promotionInvalid })
  .max(ORDER_PROMOTIONS_MAX, M.oneVoucherOnly)
  .nullish()
  .transform((v) => v ?? []);

/** A phone staff type: required, as the other fields are, then the shop's mobile rule (spec 2 §5). */
const StaffPhoneField = z.string({ error: E.phoneRequired }).trim().min(1, E.phoneRequired).pipe(OrderPhoneField);

/**
 * Who the order is for (DESIGN §12): `id`, the customer staff confirmed among the matches; else found by e-mail, then by
 * a phone the account has proven (an order delivered to it), else a new account without a password.
 */
export const StaffOrderCustomer = z.object({
  id: strictId(E.customerInvalid).optional(),
  name: z
    .string({ error: E.customerNameRequired })
    .trim()
    .min(1, E.customerNameRequired)
    .max(ORDER_NAME_MAX_LENGTH, M.textTooLong),
  phone: StaffPhoneField,
  /** Absent or blank: no e-mail (the order keeps the guest placeholder; no mail is sent). */
  email: z.preprocess(
    (v) => ((typeof v === 'string' && !v.trim()) || v === null ? undefined : v),
    OrderEmailField.optional(),
  ),
});
export type StaffOrderCustomer = z.infer<typeof StaffOrderCustomer>;

/**
 * `POST /api/admin/orders/`: the shop's rules (stock, limits, voucher, totals), except that staff may set the shipping
 * fee (absent: the shop's own quote) and a line's price with a reason. A counter sale (`source: 'store'`) needs no
 * address and has no shipping fee; every other source needs the address as checkout does.
 */
export const StaffOrderCreateRequest = z
  .object({
    customer: StaffOrderCustomer,
    items: z
      .array(StaffOrderItem, { error: E.itemsRequired })
      .min(1, E.itemsRequired)
      .max(ORDER_ITEMS_MAX, M.itemsTooMany),
    shipping_address: placeText(ORDER_ADDRESS_MAX_LENGTH),
    city: placeText(ORDER_PLACE_MAX_LENGTH),
    district: placeText(ORDER_PLACE_MAX_LENGTH),
    ward: placeText(ORDER_PLACE_MAX_LENGTH),
    city_code: AdminCode,
    district_code: AdminCode,
    ward_code: AdminCode,
    shipping_fee: ShippingFee,
    promotion_ids: promotionIds,
    payment_method: z.enum(STAFF_PAYMENT_METHODS, { error: M.paymentMethodInvalid }).default('cash'),
    source: z.enum(STAFF_ORDER_SOURCES, { error: E.sourceInvalid }),
    note: optionalText(ORDER_NOTE_MAX_LENGTH, M.noteTooLong),
    staff_note: optionalText(STAFF_NOTE_MAX_LENGTH),
    /** A company's VAT invoice (DESIGN §13), as at checkout; absent or null: none. */
    invoice: InvoiceRequestField,
    /** Collected at a store (DESIGN §15), as at checkout: no address, no shipping fee. */
    ...DeliveryFields,
    /** The return (DESIGN §17) this order gives goods in exchange for; absent or null: none. */
    exchange_for: strictId(RETURN_MESSAGES.exchangeInvalid)
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    // A counter sale is handed over at once: neither an address nor a pickup store.
    if (v.source === 'store' && v.delivery_method === 'ship') return;
    checkDelivery(v, ctx);
  });
export type StaffOrderCreateRequest = z.infer<typeof StaffOrderCreateRequest>;

/**
 * A line of an edit: with the `id` of an existing line it is that line, priced by `keptLinePrice` (order-edit.rules.ts:
 * staff's `unit_price`, else the buyer's price at its quantity, never above its snapshot when unchanged); without, it
 * is a new line at the buyer's price today; an existing line left out of the list is removed.
 */
export const OrderEditItem = StaffOrderItem.safeExtend({
  id: strictId(E.lineIdInvalid)
    .nullish()
    .transform((v) => v ?? undefined),
});
export type OrderEditItem = z.infer<typeof OrderEditItem>;

const optionalPlace = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, M.textTooLong).optional();

/**
 * `PATCH /api/admin/orders/{id}/`: while pending, accounting_processing or processing (no live shipment). `version`
 * is the order's as last read: another's edit in between is a 409. A change of the internal note alone may go without
 * it (the note is not money). `items` is the whole new list.
 */
export const AdminOrderEdit = z
  .object({
    version: z
      .int({ error: E.versionInvalid })
      .min(0, { error: E.versionInvalid })
      .max(INT4_MAX, { error: E.versionInvalid })
      .optional(),
    items: z
      .array(OrderEditItem, { error: E.itemsRequired })
      .min(1, E.itemsRequired)
      .max(ORDER_ITEMS_MAX, M.itemsTooMany)
      .optional(),
    shipping_address: optionalPlace(ORDER_ADDRESS_MAX_LENGTH, M.addressRequired),
    city: optionalPlace(ORDER_PLACE_MAX_LENGTH, M.cityRequired),
    district: optionalPlace(ORDER_PLACE_MAX_LENGTH, M.districtRequired),
    ward: optionalPlace(ORDER_PLACE_MAX_LENGTH, M.wardRequired),
    city_code: AdminCode,
    district_code: AdminCode,
    ward_code: AdminCode,
    phone_number: StaffPhoneField.optional(),
    shipping_fee: ShippingFee,
    staff_note: z.string({ error: M.textInvalid }).trim().max(STAFF_NOTE_MAX_LENGTH, M.textTooLong).optional(),
    /** The company's VAT invoice details; null takes them off (the shopper's own invoice); absent: unchanged. */
    invoice: InvoiceRequest.nullable().optional(),
    /** Where the order's stock is reserved and leaves from (DESIGN §15): moved before it ships. */
    fulfilment_location: strictId(E.locationInvalid).optional(),
  })
  .superRefine((v, ctx) => {
    const { version, staff_note, city_code, district_code, ward_code, ...changes } = v;
    void staff_note;
    void city_code;
    void district_code;
    void ward_code;
    const changesMoney = Object.values(changes).some((x) => x !== undefined);
    if (changesMoney && version === undefined) {
      ctx.addIssue({ code: 'custom', message: E.versionRequired, path: ['version'] });
    }
    const ids = (v.items ?? []).flatMap((l) => (l.id === undefined ? [] : [l.id]));
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: E.lineIdRepeated, path: ['items'] });
  });
export type AdminOrderEdit = z.infer<typeof AdminOrderEdit>;
