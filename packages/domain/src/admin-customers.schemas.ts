/**
 * The back office's customers (DESIGN §12): `GET /api/admin/customers/` (paged, searched, sorted in SQL), the detail
 * `GET /api/admin/customers/{id}/` and `PATCH` of what staff keep about a customer, their customer group (DESIGN §13)
 * among it.
 */
import { z } from 'zod';
import {
  ADMIN_SEARCH_MAX_LENGTH,
  INT4_MAX,
  M,
  STAFF_NOTE_MAX_LENGTH,
  pageField,
  pageSizeField,
  optionalId,
  optionalQueryText,
  IsoDateTime,
  Dong,
} from './admin.schemas';
import { QUERY_MESSAGES, paginated } from './catalog.schemas';
import { InvoiceDetails } from './invoice.schemas';
import { blankToUndefined } from './catalog-query.schemas';
import { StaffOrderCustomer } from './admin-order-edit.schemas';
import { OrderEmailField, OrderPhoneField } from './order.schemas';
import { ORDER_SOURCES } from './order-source';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-status';
import { customerTermsFields } from './receivables.schemas';

export const COMPANY_NAME_MAX_LENGTH = 200;
/** A Vietnamese tax code: 10 digits, or 10 digits, a hyphen and 3 (a branch). */
export const TAX_CODE_PATTERN = /^\d{10}(-\d{3})?$/;
export const CUSTOMER_RECENT_ORDERS = 10;

export const CUSTOMER_MESSAGES = {
  taxCodeInvalid: 'Mã số thuế không hợp lệ',
  groupInvalid: 'Nhóm khách hàng không hợp lệ.',
  groupMissing: 'Nhóm khách hàng không tồn tại.',
  customerNotFound: 'Không tìm thấy khách hàng.',
  /** A new customer (or a staff order's) with the e-mail of an account there is. */
  emailTaken: 'Email này đã thuộc một khách hàng khác. Hãy tìm và mở khách hàng đó.',
  /** A new customer without e-mail, whose phone already has a customer kept without e-mail. */
  phoneTaken: 'Số điện thoại này đã có khách hàng chưa có email. Hãy mở khách hàng đó hoặc nhập email.',
  /** Staff and admin accounts are never customers (DESIGN §12). */
  staffEmail: 'Email này thuộc tài khoản nhân viên, không dùng được cho khách hàng.',
  chosenMissing: 'Không tìm thấy khách hàng đã chọn. Vui lòng chọn lại.',
  emailOfAnother: 'Email này thuộc một khách hàng khác với khách đã chọn.',
  matchNeedsContact: 'Vui lòng nhập số điện thoại hoặc email.',
} as const;

export const ADMIN_CUSTOMER_ORDERINGS = [
  '-created_at',
  'created_at',
  'name',
  '-name',
  '-orders_count',
  'orders_count',
  '-total_spent',
  'total_spent',
  '-last_order_at',
  'last_order_at',
] as const;
export type AdminCustomerOrdering = (typeof ADMIN_CUSTOMER_ORDERINGS)[number];

/**
 * `GET /api/admin/customers/`: `search` matches the name, phone or e-mail ignoring accents and case; `group` a customer
 * group's id: its members only.
 */
export const AdminCustomerListQuery = z.object({
  page: pageField,
  page_size: pageSizeField,
  search: optionalQueryText(ADMIN_SEARCH_MAX_LENGTH),
  group: optionalId(CUSTOMER_MESSAGES.groupInvalid),
  ordering: z.preprocess(
    blankToUndefined,
    z.enum(ADMIN_CUSTOMER_ORDERINGS, { error: QUERY_MESSAGES.ordering }).default('-created_at'),
  ),
});
export type AdminCustomerListQuery = z.infer<typeof AdminCustomerListQuery>;

/**
 * A customer account. `orders_count` counts every order; `total_spent` sums the final totals of those not cancelled
 * or returned; `last_order_at` is the newest order's time.
 */
export const AdminCustomer = z.object({
  id: z.int().positive(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  orders_count: z.int().min(0),
  total_spent: Dong,
  last_order_at: IsoDateTime.nullable(),
  /** The customer's group (DESIGN §13) by id, as the PATCH takes it, and its name (null: none). */
  group: z.int().positive().nullable(),
  group_name: z.string().nullable(),
  company_name: z.string().nullable(),
  tax_code: z.string().nullable(),
  is_active: z.boolean(),
  /** False for an account staff created with an order: it has no password until the customer sets one. */
  has_password: z.boolean(),
  created_at: IsoDateTime,
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;

/** A search counts this many matching customers at most, as the orders desk does (decision 0021). */
export const CUSTOMER_SEARCH_COUNT_LIMIT = 1_000;

/**
 * `count_capped`: a search matched more customers than it counts ({@link CUSTOMER_SEARCH_COUNT_LIMIT}): `count` is that
 * limit and the pages stop there.
 */
export const AdminCustomerPage = paginated(AdminCustomer).extend({ count_capped: z.boolean() });
export type AdminCustomerPage = z.infer<typeof AdminCustomerPage>;

/** A delivery address the customer has: the account's own, then those of their orders, newest first, each once. */
export const CustomerAddress = z.object({
  shipping_address: z.string(),
  ward: z.string(),
  district: z.string(),
  city: z.string(),
  phone_number: z.string(),
});
export type CustomerAddress = z.infer<typeof CustomerAddress>;

export const CustomerOrder = z.object({
  id: z.int().positive(),
  status: z.enum(ORDER_STATUSES),
  status_display: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  source: z.enum(ORDER_SOURCES),
  final_total: Dong,
  item_count: z.int().min(0),
  created_at: IsoDateTime,
});
export type CustomerOrder = z.infer<typeof CustomerOrder>;

/**
 * `GET /api/admin/customers/{id}/`: the row plus addresses, the newest orders, the staff note and the latest VAT
 * invoice request's details (null: never asked for one).
 */
export const AdminCustomerDetail = AdminCustomer.extend({
  staff_note: z.string(),
  addresses: z.array(CustomerAddress),
  recent_orders: z.array(CustomerOrder),
  /** The company details of the customer's latest VAT invoice request (DESIGN §13), as checkout prefills them. */
  last_invoice: InvoiceDetails.nullable(),
  /**
   * The customer's own receivables terms (DESIGN §17): days after delivery an on_account order is due and the credit
   * limit; null takes the group's (the account answer gives the terms in force).
   */
  payment_terms_days: z.int().min(0).nullable(),
  credit_limit: z.int().min(0).nullable(),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetail>;

const nullableText = (max: number) =>
  z
    .string({ error: M.textInvalid })
    .trim()
    .max(max, M.textTooLong)
    .nullable()
    .transform((v) => v || null)
    .optional();

/** What staff keep about a customer: absent stays; blank company name or tax code clears it. */
const customerKeeps = {
  staff_note: z.string({ error: M.textInvalid }).trim().max(STAFF_NOTE_MAX_LENGTH, M.textTooLong).optional(),
  company_name: nullableText(COMPANY_NAME_MAX_LENGTH),
  tax_code: z
    .string({ error: CUSTOMER_MESSAGES.taxCodeInvalid })
    .trim()
    .refine((v) => v === '' || TAX_CODE_PATTERN.test(v), CUSTOMER_MESSAGES.taxCodeInvalid)
    .nullable()
    .transform((v) => v || null)
    .optional(),
  /** A customer group's id, or null to leave the group; an id of no group is a 400 on `group`. */
  group: z
    .int({ error: CUSTOMER_MESSAGES.groupInvalid })
    .min(1, { error: CUSTOMER_MESSAGES.groupInvalid })
    .max(INT4_MAX, { error: CUSTOMER_MESSAGES.groupInvalid })
    .nullable()
    .optional(),
  ...customerTermsFields,
};

/** `PATCH /api/admin/customers/{id}/`: absent fields stay; blank company name or tax code clears it. */
export const AdminCustomerPatch = z.object({
  ...customerKeeps,
  is_active: z.boolean({ error: M.booleanInvalid }).optional(),
});
export type AdminCustomerPatch = z.infer<typeof AdminCustomerPatch>;

/**
 * `POST /api/admin/customers/` ("Thêm khách hàng"): name and phone as a staff order takes them, the e-mail optional
 * (none: the customer is kept under the phone's placeholder address and gets no mail), and what staff keep.
 */
export const AdminCustomerCreate = StaffOrderCustomer.omit({ id: true }).extend(customerKeeps);
export type AdminCustomerCreate = z.infer<typeof AdminCustomerCreate>;

/**
 * `GET /api/admin/customers/matches/?phone=&email=`: the customers a staff order for this phone and e-mail could be
 * for (DESIGN §12), at least one of the two given.
 */
export const AdminCustomerMatchQuery = z
  .object({
    phone: z.preprocess(blankToUndefined, OrderPhoneField.optional()),
    email: z.preprocess(blankToUndefined, OrderEmailField.optional()),
  })
  .refine((q) => q.phone !== undefined || q.email !== undefined, {
    path: ['phone'],
    message: CUSTOMER_MESSAGES.matchNeedsContact,
  });
export type AdminCustomerMatchQuery = z.infer<typeof AdminCustomerMatchQuery>;

/**
 * A customer a staff order could be for, with what proves it: the e-mail is theirs, orders to this phone delivered
 * to them, or the shop keeps them for this phone (`kept_for_phone`: made by staff without e-mail, nobody can sign in
 * to it). A phone merely typed into a profile proves nothing. `automatic`: the one the order goes to when staff
 * choose none (the e-mail's owner, else the one delivered to most recently, else, without e-mail, the one kept for
 * the phone); without one, a new customer is made.
 */
export const AdminCustomerMatch = AdminCustomer.extend({
  email_matches: z.boolean(),
  phone_in_profile: z.boolean(),
  delivered_orders: z.int().min(0),
  kept_for_phone: z.boolean(),
  automatic: z.boolean(),
});
export type AdminCustomerMatch = z.infer<typeof AdminCustomerMatch>;
export const AdminCustomerMatches = z.array(AdminCustomerMatch);
export type AdminCustomerMatches = z.infer<typeof AdminCustomerMatches>;
