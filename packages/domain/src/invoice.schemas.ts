/**
 * The VAT invoice a shopper asks for at checkout, and the e-invoice state an order answer carries (DESIGN §13).
 */
import { z } from 'zod';
import { E_INVOICE_STATUSES } from './vat-invoice.rules';

export const INVOICE_COMPANY_MAX_LENGTH = 200;
export const INVOICE_ADDRESS_MAX_LENGTH = 300;
export const INVOICE_EMAIL_MAX_LENGTH = 254;

export const INVOICE_MESSAGES = {
  taxCodeInvalid: 'Mã số thuế không hợp lệ',
  companyRequired: 'Vui lòng nhập tên công ty.',
  companyTooLong: `Tên công ty tối đa ${INVOICE_COMPANY_MAX_LENGTH} ký tự.`,
  addressRequired: 'Vui lòng nhập địa chỉ công ty.',
  addressTooLong: `Địa chỉ tối đa ${INVOICE_ADDRESS_MAX_LENGTH} ký tự.`,
  emailInvalid: 'Email nhận hóa đơn không hợp lệ.',
  notIssued: 'Đơn hàng chưa có hóa đơn điện tử.',
  orderNotFound: 'Không tìm thấy đơn hàng.',
  notFailed: 'Chỉ xuất lại được hóa đơn đã xuất lỗi.',
  notEligible: 'Đơn hàng chưa đủ điều kiện xuất hóa đơn (chưa giao hoặc chưa thanh toán).',
  invoicingOff: 'Chưa cấu hình hóa đơn điện tử (SInvoice).',
  fileUnavailable: 'Chưa lấy được file hóa đơn, vui lòng thử lại sau.',
  detailsLocked: 'Hóa đơn điện tử của đơn này đã xuất hoặc đang xuất, không đổi được thông tin xuất hóa đơn.',
} as const;
const M = INVOICE_MESSAGES;

/** A Vietnamese tax code: 10 digits (an enterprise), or 10-3 digits (a dependent unit / branch). */
export const TAX_CODE_PATTERN = /^\d{10}(-\d{3})?$/;
export const isTaxCode = (s: string) => TAX_CODE_PATTERN.test(s);

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** `invoice` on the order body (optional): the company the invoice is made out to. */
export const InvoiceRequest = z.object({
  company_name: text(M.companyRequired, INVOICE_COMPANY_MAX_LENGTH, M.companyTooLong),
  tax_code: z.string({ error: M.taxCodeInvalid }).trim().regex(TAX_CODE_PATTERN, M.taxCodeInvalid),
  address: text(M.addressRequired, INVOICE_ADDRESS_MAX_LENGTH, M.addressTooLong),
  email: z
    .string({ error: M.emailInvalid })
    .trim()
    .max(INVOICE_EMAIL_MAX_LENGTH, M.emailInvalid)
    .pipe(z.email({ error: M.emailInvalid })),
});
export type InvoiceRequest = z.infer<typeof InvoiceRequest>;

/** The details as the API answers them (checkout's prefill). */
export const InvoiceDetails = z.object({
  company_name: z.string(),
  tax_code: z.string(),
  address: z.string(),
  email: z.string(),
});
export type InvoiceDetails = z.infer<typeof InvoiceDetails>;

/** The order body's field: absent or null means no invoice asked for. */
export const InvoiceRequestField = InvoiceRequest.nullish().transform((v) => v ?? null);

export { E_INVOICE_STATUSES, E_INVOICE_STATUS_LABELS, type EInvoiceStatus } from './vat-invoice.rules';

/** The order answer's `invoice`: the request details (null when none) and the e-invoice's state. */
export const OrderInvoice = z.object({
  company_name: z.string().nullable(),
  tax_code: z.string().nullable(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(E_INVOICE_STATUSES),
  number: z.string().nullable(),
  series: z.string().nullable(),
  issued_at: z.iso.datetime({ offset: true }).nullable(),
});
export type OrderInvoice = z.infer<typeof OrderInvoice>;

/** The staff answer adds the provider's reason for a failure. */
export const AdminOrderInvoice = OrderInvoice.extend({ error: z.string().nullable() });
export type AdminOrderInvoice = z.infer<typeof AdminOrderInvoice>;

/** `GET /api/admin/invoices/adjustments/`: returned orders whose issued invoice needs an adjustment. */
export const InvoiceAdjustment = z.object({
  order_id: z.int().positive(),
  number: z.string().nullable(),
  series: z.string().nullable(),
  issued_at: z.iso.datetime({ offset: true }).nullable(),
  final_total: z.int(),
  returned_at: z.iso.datetime({ offset: true }).nullable(),
  company_name: z.string().nullable(),
});
export type InvoiceAdjustment = z.infer<typeof InvoiceAdjustment>;

/**
 * `GET /api/admin/orders/{id}/invoice/preview/`: what the order's e-invoice would carry if it were made now, read
 * from the very createInvoice body the shop would send (discount lines are subtracted; amounts in dong, a net unit
 * price to two decimals).
 */
export const InvoicePreview = z.object({
  buyer: z.object({
    name: z.string(),
    legal_name: z.string(),
    tax_code: z.string(),
    address: z.string(),
    email: z.string(),
    /** False: made out to the shopper, who does not get it (`buyerNotGetInvoice: 1`). */
    gets_invoice: z.boolean(),
  }),
  paid: z.boolean(),
  payment_method_name: z.string(),
  lines: z.array(
    z.object({
      line_number: z.int(),
      name: z.string(),
      unit: z.string(),
      unit_price: z.number(),
      quantity: z.int(),
      amount_without_tax: z.int(),
      vat_rate: z.int(),
      tax_amount: z.int(),
      is_discount: z.boolean(),
    }),
  ),
  breakdowns: z.array(z.object({ vat_rate: z.int(), taxable_amount: z.int(), tax_amount: z.int() })),
  total_without_tax: z.int(),
  total_tax: z.int(),
  total_with_tax: z.int(),
  /** The order's final total, which `total_with_tax` equals. */
  final_total: z.int(),
});
export type InvoicePreview = z.infer<typeof InvoicePreview>;
