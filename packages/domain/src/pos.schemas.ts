/**
 * The counter (DESIGN §15): shifts, sales and receipts under `/api/admin/pos/`. The till and the server share these
 * schemas; each schema and its inferred type share one name.
 */
import { z } from 'zod';
import { INT4_MAX, checkRange, optionalDay, optionalEnum, optionalId } from './admin.schemas';
import { ORDER_EDIT_MESSAGES, PRICE_REASON_MAX_LENGTH } from './admin-order-edit.schemas';
import { QUERY_MESSAGES } from './catalog.schemas';
import { Order } from './order-response.schemas';
import { POS_PAYMENT_METHODS } from './pos.rules';

export const POS_MESSAGES = {
  locationRequired: 'Vui lòng chọn cửa hàng.',
  locationMissing: 'Không tìm thấy cửa hàng này.',
  locationHoldsNoStock: 'Địa điểm này không giữ hàng nên không bán tại quầy được.',
  cashInvalid: 'Số tiền phải là số nguyên không âm (đồng).',
  shiftOpen: 'Cửa hàng này đang có ca mở. Vui lòng đóng ca trước khi mở ca mới.',
  shiftClosed: 'Ca làm việc đã đóng.',
  shiftNotFound: 'Không tìm thấy ca làm việc.',
  shiftElsewhere: 'Ca làm việc không thuộc cửa hàng này.',
  saleIdInvalid: 'Mã giao dịch của máy bán hàng không hợp lệ.',
  itemsRequired: 'Chưa có sản phẩm nào trong đơn.',
  quantityInvalid: 'Số lượng phải là số nguyên dương.',
  paymentsRequired: 'Vui lòng chọn hình thức thanh toán.',
  paymentsTooMany: 'Tối đa hai hình thức thanh toán cho một đơn.',
  paymentsRepeated: 'Mỗi hình thức thanh toán chỉ chọn một lần.',
  paymentsSum: (total: number) =>
    `Tổng các khoản thanh toán phải bằng tổng tiền đơn (${total.toLocaleString('vi-VN')}đ).`,
  cashShort: 'Tiền khách đưa ít hơn số tiền mặt cần trả.',
  notCounterSale: 'Đơn hàng này không phải đơn bán tại quầy.',
  customerMissing: 'Không tìm thấy khách hàng đã chọn.',
  transferConfirmed: 'Khoản chuyển khoản này đã được xác nhận.',
  noTransfer: 'Đơn này không có khoản chuyển khoản nào chờ xác nhận.',
} as const;
const M = POS_MESSAGES;

/** A sum of money in dong, 0 or more. */
const Cash = z
  .int({ error: M.cashInvalid })
  .min(0, { error: M.cashInvalid })
  .max(10_000_000_000, { error: M.cashInvalid });
const PositiveId = z.int().positive().max(INT4_MAX);

/** `POST /api/admin/pos/shifts/`. */
export const OpenShift = z.object({
  location: PositiveId.or(z.undefined()).refine((v) => v !== undefined, M.locationRequired),
  opening_cash: Cash,
});
export type OpenShift = z.infer<typeof OpenShift>;

/** `POST /api/admin/pos/shifts/{id}/close/`. */
export const CloseShift = z.object({ counted_cash: Cash });
export type CloseShift = z.infer<typeof CloseShift>;

export const PosPaymentMethod = z.enum(POS_PAYMENT_METHODS);

/** What a shift took by method; `cash` is the cash sales' share (what stayed in the drawer, change given). */
export const SalesByMethod = z.object({ cash: z.int(), transfer: z.int(), card: z.int() });
export type SalesByMethod = z.infer<typeof SalesByMethod>;

/** A shift as the till and the shift report show it; the closing figures are null while it is open. */
export const Shift = z.object({
  id: z.int().positive(),
  location: z.int().positive(),
  location_name: z.string(),
  opened_by: z.string().nullable(),
  opened_at: z.iso.datetime({ offset: true }),
  opening_cash: z.int(),
  closed_by: z.string().nullable(),
  closed_at: z.iso.datetime({ offset: true }).nullable(),
  sales_count: z.int().min(0),
  sales_total: z.int(),
  sales_by_method: SalesByMethod,
  /** The float plus the cash sales: what the drawer should hold. */
  expected_cash: z.int(),
  counted_cash: z.int().nullable(),
  /** counted − expected: negative is cash missing. Null while open. */
  difference: z.int().nullable(),
});
export type Shift = z.infer<typeof Shift>;

/**
 * `GET /api/admin/pos/shifts/?location=&date_from=&date_to=&open=` (newest first): shifts opened within the shop days
 * (Asia/Ho_Chi_Minh, inclusive); `open=true` keeps the open ones (the till finds its location's open shift so).
 */
export const ShiftQuery = z
  .object({
    location: optionalId(QUERY_MESSAGES.positiveInt),
    date_from: optionalDay(),
    date_to: optionalDay(),
    open: optionalEnum(['true', 'false'], QUERY_MESSAGES.boolean).transform((v) =>
      v === undefined ? undefined : v === 'true',
    ),
  })
  .superRefine(checkRange);
export type ShiftQuery = z.infer<typeof ShiftQuery>;

export const ShiftList = z.object({ results: z.array(Shift) });
export type ShiftList = z.infer<typeof ShiftList>;

export const PosSaleItem = z
  .object({
    product: PositiveId,
    variant: PositiveId.nullish().transform((v) => v ?? null),
    quantity: z
      .int({ error: M.quantityInvalid })
      .min(1, { error: M.quantityInvalid })
      .max(100_000, { error: M.quantityInvalid }),
    /** A price staff set at the till (dong); its reason is required then, as for staff orders. */
    unit_price: z
      .int({ error: ORDER_EDIT_MESSAGES.priceInvalid })
      .min(0, { error: ORDER_EDIT_MESSAGES.priceInvalid })
      .max(INT4_MAX, { error: ORDER_EDIT_MESSAGES.priceInvalid })
      .nullish(),
    price_reason: z.string().trim().max(PRICE_REASON_MAX_LENGTH).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.unit_price != null && !v.price_reason) {
      ctx.addIssue({ code: 'custom', message: ORDER_EDIT_MESSAGES.priceNeedsReason, path: ['price_reason'] });
    }
  });
export type PosSaleItem = z.infer<typeof PosSaleItem>;

export const PosPayment = z.object({ method: PosPaymentMethod, amount: z.int().positive().max(10_000_000_000) });
export type PosPayment = z.infer<typeof PosPayment>;

/**
 * `POST /api/admin/pos/sales/`: `client_sale_id` is the till's own id for the sale (a UUID made on the device); the
 * same id again answers the same order. `offline_at`: when the till recorded a sale it could not send at once (the
 * sale is kept even if the stock is gone, and flagged).
 */
export const PosSale = z.object({
  client_sale_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: M.saleIdInvalid }),
  location: PositiveId,
  shift: PositiveId,
  customer: PositiveId.nullish().transform((v) => v ?? null),
  items: z.array(PosSaleItem).min(1, { error: M.itemsRequired }).max(200),
  payments: z
    .array(PosPayment)
    .min(1, { error: M.paymentsRequired })
    .max(2, { error: M.paymentsTooMany })
    .refine((ps) => new Set(ps.map((p) => p.method)).size === ps.length, M.paymentsRepeated),
  cash_received: Cash.nullish().transform((v) => v ?? null),
  offline_at: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((v) => v ?? null),
});
export type PosSale = z.infer<typeof PosSale>;

/** A sale's payment as recorded; a transfer is `confirmed` once SePay (or staff) saw the money. */
export const PosPaymentRecord = PosPayment.extend({ confirmed: z.boolean() });

/** The answer to a sale, and the receipt's data (`GET /api/admin/pos/sales/{order id}/`). */
export const PosSaleResult = z.object({
  order: Order,
  client_sale_id: z.string(),
  shift: z.int().positive(),
  location: z.int().positive(),
  location_name: z.string(),
  location_address: z.string(),
  location_phone: z.string().nullable(),
  payments: z.array(PosPaymentRecord),
  cash_received: z.int().nullable(),
  change: z.int().min(0),
  /** Some units were not on the shelf when the sale arrived: recorded anyway, flagged for staff. */
  stock_short: z.boolean(),
  /** The VietQR image URL for the transfer's part, while it waits for SePay. */
  transfer_qr_url: z.string().nullable(),
  staff: z.string().nullable(),
});
export type PosSaleResult = z.infer<typeof PosSaleResult>;
