/**
 * Back-office contracts (DESIGN §8), shared by the server's `/api/admin/…` routes and the admin app's forms and
 * fetch results (STYLE §4): the orders desk, the dashboard's stats, the audit trail and staff accounts. Each schema
 * and its inferred type share one name.
 */
import { z } from 'zod';
import { EmailField, FullNameField, NewPasswordField } from './auth.schemas';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './auth.rules';
import {
  MAX_PAGE_SIZE,
  QUERY_MESSAGES,
  blankToUndefined,
  optionalBoolean,
  paginated,
  toQueryInt,
} from './catalog.schemas';
import { Order } from './order.schemas';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order-status';
import { STAFF_ROLES, USER_ROLES } from './user-role';

// ---------------------------------------------------------------------------------------------------------------
// Limits and messages
// ---------------------------------------------------------------------------------------------------------------

export const ADMIN_PAGE_SIZE = 20;
export const STAFF_NOTE_MAX_LENGTH = 2000;
export const TRANSITION_NOTE_MAX_LENGTH = 500;
export const TRACKING_MAX_LENGTH = 100;
export const ADMIN_SEARCH_MAX_LENGTH = 100;
/** Orders one bulk call may move. */
export const BULK_MAX_IDS = 100;
/** The dashboard's longest range: two years of days. */
export const STATS_MAX_DAYS = 731;
export const STATS_DEFAULT_DAYS = 30;
export const LOW_STOCK_DEFAULT_THRESHOLD = 5;
export const TOP_PRODUCTS_LIMIT = 10;
const INT4_MAX = 2_147_483_647;

export const ADMIN_MESSAGES = {
  forbidden: 'Bạn không có quyền truy cập.',
  adminOnly: 'Chỉ quản trị viên mới được thực hiện thao tác này.',
  cancelNeedsReason: 'Vui lòng nhập lý do hủy đơn hàng.',
  refundNeedsNote: 'Vui lòng nhập ghi chú hoàn tiền.',
  alreadyPaid: 'Đơn hàng đã được thanh toán hoặc đang ở trạng thái hoàn tiền.',
  notPayable: 'Không thể ghi nhận thanh toán cho đơn hàng đã hủy hoặc đã trả hàng.',
  refundNotDue: 'Chỉ có thể ghi nhận hoàn tiền cho đơn hàng đang chờ hoàn tiền.',
  refundTooLarge: 'Số tiền hoàn không được lớn hơn số tiền đã nhận.',
  statusInvalid: 'Trạng thái đơn hàng không hợp lệ.',
  paymentStatusInvalid: 'Trạng thái thanh toán không hợp lệ.',
  paymentMethodInvalid: 'Phương thức thanh toán không hợp lệ.',
  orderIdInvalid: 'Mã đơn hàng không hợp lệ.',
  idsRequired: 'Vui lòng chọn ít nhất một đơn hàng.',
  idsTooMany: `Mỗi lần chỉ xử lý tối đa ${BULK_MAX_IDS} đơn hàng.`,
  amountInvalid: 'Số tiền phải là số nguyên dương (đồng).',
  textInvalid: 'Giá trị phải là chuỗi ký tự.',
  textTooLong: 'Nội dung quá dài.',
  rangeTooLong: `Khoảng thời gian không được dài quá ${STATS_MAX_DAYS} ngày.`,
  thresholdInvalid: 'Ngưỡng tồn kho phải là số nguyên từ 0 đến 100000.',
  roleInvalid: 'Vai trò phải là staff hoặc admin.',
  actorInvalid: 'Người thực hiện phải là mã tài khoản hoặc email.',
  booleanInvalid: 'Giá trị phải là true hoặc false.',
  staffNotFound: 'Không tìm thấy tài khoản nhân viên.',
  emailInUse: 'Email này đã có tài khoản.',
  lastAdmin:
    'Phải còn ít nhất một quản trị viên đang hoạt động: không thể vô hiệu hóa hoặc hạ quyền quản trị viên cuối cùng.',
  ownDisable: 'Bạn không thể tự vô hiệu hóa tài khoản của mình. Hãy nhờ một quản trị viên khác.',
  resetDisabled: 'Tài khoản đang bị vô hiệu hóa: hãy kích hoạt lại trước khi gửi email đặt lại mật khẩu.',
} as const;

const M = ADMIN_MESSAGES;

// ---------------------------------------------------------------------------------------------------------------
// Query fields (values arrive as text from a URL, or as numbers from a router's JSON search parser)
// ---------------------------------------------------------------------------------------------------------------

/** `page` of a back-office list: 1 unless told. */
export const pageField = z.preprocess(
  toQueryInt,
  z
    .int({ error: QUERY_MESSAGES.positiveInt })
    .min(1, { error: QUERY_MESSAGES.positiveInt })
    // Bounded, so that the offset (page − 1) × page_size stays an exact integer for the database.
    .max(INT4_MAX, { error: QUERY_MESSAGES.positiveInt })
    .default(1),
);
/** `page_size` of a back-office list: 20 unless told, at most 100 (clamped). */
export const pageSizeField = z.preprocess(
  toQueryInt,
  z
    .int({ error: QUERY_MESSAGES.positiveInt })
    .min(1, { error: QUERY_MESSAGES.positiveInt })
    .default(ADMIN_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
);
export const optionalId = (message: string) =>
  z.preprocess(
    toQueryInt,
    z.int({ error: message }).min(1, { error: message }).max(INT4_MAX, { error: message }).optional(),
  );
const optionalDay = () => z.preprocess(blankToUndefined, z.iso.date({ error: QUERY_MESSAGES.date }).optional());
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());
export const optionalQueryText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)),
    z.string({ error: M.textInvalid }).trim().max(max, M.textTooLong).optional(),
  );

/** `date_to` must not come before `date_from` (both 'YYYY-MM-DD', so text order is date order). */
function checkRange(v: { date_from?: string | undefined; date_to?: string | undefined }, ctx: z.RefinementCtx) {
  if (v.date_from && v.date_to && v.date_to < v.date_from) {
    ctx.addIssue({ code: 'custom', message: QUERY_MESSAGES.dateRange, path: ['date_to'] });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Orders desk
// ---------------------------------------------------------------------------------------------------------------

export const ADMIN_ORDER_ORDERINGS = ['-created_at', 'created_at', '-final_total', 'final_total'] as const;
export type AdminOrderOrdering = (typeof ADMIN_ORDER_ORDERINGS)[number];

/**
 * `GET /api/admin/orders/`: filters and paging; `date_from`/`date_to` are inclusive shop days (Asia/Ho_Chi_Minh).
 * `search` matches the order id, phone, e-mail or the customer's name, ignoring accents and case.
 */
export const AdminOrderListQuery = z
  .object({
    page: pageField,
    page_size: pageSizeField,
    status: optionalEnum(ORDER_STATUSES, M.statusInvalid),
    payment_status: optionalEnum(PAYMENT_STATUSES, M.paymentStatusInvalid),
    payment_method: optionalEnum(PAYMENT_METHODS, M.paymentMethodInvalid),
    search: optionalQueryText(ADMIN_SEARCH_MAX_LENGTH),
    date_from: optionalDay(),
    date_to: optionalDay(),
    ordering: z.preprocess(
      blankToUndefined,
      z.enum(ADMIN_ORDER_ORDERINGS, { error: QUERY_MESSAGES.ordering }).default('-created_at'),
    ),
  })
  .superRefine(checkRange);
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;

const IsoDateTime = z.iso.datetime({ offset: true });
const Dong = z.int().min(0);
export const Actor = z.object({ id: z.int().positive(), email: z.string() });

/** A row of the orders desk: the order's summary fields (DESIGN §3) and who it is for. */
export const AdminOrderSummary = z.object({
  id: z.int().positive(),
  status: z.enum(ORDER_STATUSES),
  status_display: z.string(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
  customer_name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  city: z.string(),
  district: z.string(),
  ward: z.string(),
  item_count: z.int().min(0),
  total_price: Dong,
  shipping_fee: Dong,
  discount: Dong,
  final_total: Dong,
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  company_payment_received: z.boolean(),
  amount_received: Dong,
  tracking_number: z.string().nullable(),
  shipping_company: z.string().nullable(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

/** Orders per status under the list's other filters (the desk's tabs), every status present. */
export const StatusCounts = z.record(z.enum(ORDER_STATUSES), z.int().min(0));
export type StatusCounts = z.infer<typeof StatusCounts>;

/**
 * `count_capped`: a search matched more orders than the desk counts (1,000): `count` is that limit, the pages stop
 * there, and `status_counts` is null.
 */
export const AdminOrderPage = paginated(AdminOrderSummary).extend({
  count_capped: z.boolean(),
  status_counts: StatusCounts.nullable(),
});
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

/** A status change as staff see it: who made it (null: the shopper or the shop itself) and why. */
export const AdminStatusEntry = z.object({
  status: z.enum(ORDER_STATUSES),
  status_display: z.string(),
  at: IsoDateTime,
  actor: Actor.nullable(),
  note: z.string().nullable(),
});
export type AdminStatusEntry = z.infer<typeof AdminStatusEntry>;

/** Money a provider reported for the order (a SePay transfer, a PayOS payment). */
export const PaymentRecord = z.object({
  id: z.int().positive(),
  provider: z.enum(['sepay', 'payos']),
  external_id: z.string(),
  amount: Dong,
  gateway: z.string().nullable(),
  created_at: IsoDateTime,
});
export type PaymentRecord = z.infer<typeof PaymentRecord>;

/** DESIGN §8: one staff write. `actor` is null only once the staff account was deleted. */
export const AuditEntry = z.object({
  id: z.int().positive(),
  actor: Actor.nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: IsoDateTime,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Where one of an order's mails is: waiting, being sent, waiting for a retry, sent, or given up. */
export const ORDER_MAIL_STATUSES = ['queued', 'sending', 'retrying', 'sent', 'failed'] as const;

/**
 * One mail of an order (`GET /api/admin/orders/{id}/mails/`): its event (`placed`, `paid`, `confirmed`, `shipped`,
 * `delivered`, `cancelled`, or `shop_notice` to the shop), recipient, subject and delivery state. Without SMTP_URL a
 * `sent` mail is one kept in the mail_outbox table. `last_error` says why the last try failed.
 */
export const OrderMail = z.object({
  id: z.int().positive(),
  event: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(ORDER_MAIL_STATUSES),
  attempts: z.int().nonnegative(),
  last_error: z.string().nullable(),
  /** A resend names the mail it repeats. */
  resend_of: z.int().positive().nullable(),
  created_at: IsoDateTime,
  sent_at: IsoDateTime.nullable(),
});
export type OrderMail = z.infer<typeof OrderMail>;

/** `GET /api/admin/orders/{id}/`: the DESIGN §3 Order plus what staff need. */
export const AdminOrder = Order.extend({
  status_history: z.array(AdminStatusEntry),
  customer_name: z.string(),
  /** The account that placed it (null once deleted). */
  user_id: z.int().positive().nullable(),
  staff_note: z.string(),
  payments: z.array(PaymentRecord),
  /** The order's mails, oldest first. */
  mails: z.array(OrderMail),
  audit: z.array(AuditEntry),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

const noteText = (max: number) =>
  z
    .string({ error: M.textInvalid })
    .trim()
    .max(max, M.textTooLong)
    .nullish()
    .transform((v) => v ?? '');

/** `PATCH /api/admin/orders/{id}/`: the internal note shoppers never see. */
export const AdminOrderPatch = z.object({
  staff_note: z.string({ error: M.textInvalid }).trim().max(STAFF_NOTE_MAX_LENGTH, M.textTooLong),
});
export type AdminOrderPatch = z.infer<typeof AdminOrderPatch>;

/** A cancel needs its reason (DESIGN §8). */
function cancelNeedsNote(v: { status?: unknown; note?: string }, ctx: z.RefinementCtx) {
  if (v.status === 'cancelled' && !v.note) {
    ctx.addIssue({ code: 'custom', message: M.cancelNeedsReason, path: ['note'] });
  }
}

/**
 * `POST /api/admin/orders/{id}/transition/`: a move of the domain's table. `shipped` may carry the carrier and the
 * tracking number, which the shopper then sees on the order.
 */
export const TransitionRequest = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: M.statusInvalid }),
    note: noteText(TRANSITION_NOTE_MAX_LENGTH),
    tracking_number: noteText(TRACKING_MAX_LENGTH),
    shipping_company: noteText(TRACKING_MAX_LENGTH),
  })
  .superRefine(cancelNeedsNote);
export type TransitionRequest = z.infer<typeof TransitionRequest>;

/** `POST /api/admin/orders/bulk-transition/`: one move for many orders, each in its own transaction. */
export const BulkTransitionRequest = z
  .object({
    ids: z
      .array(z.int({ error: M.orderIdInvalid }).min(1, M.orderIdInvalid).max(INT4_MAX, M.orderIdInvalid), {
        error: M.idsRequired,
      })
      .min(1, M.idsRequired)
      .max(BULK_MAX_IDS, M.idsTooMany),
    status: z.enum(ORDER_STATUSES, { error: M.statusInvalid }),
    note: noteText(TRANSITION_NOTE_MAX_LENGTH),
  })
  .superRefine(cancelNeedsNote);
export type BulkTransitionRequest = z.infer<typeof BulkTransitionRequest>;

/** Per order: moved, or the status code and message it would have answered alone. */
export const BulkTransitionResult = z.object({
  id: z.int().positive(),
  ok: z.boolean(),
  status_code: z.int(),
  status: z.enum(ORDER_STATUSES).optional(),
  detail: z.string().optional(),
});
export const BulkTransitionResponse = z.object({ results: z.array(BulkTransitionResult) });
export type BulkTransitionResponse = z.infer<typeof BulkTransitionResponse>;

/** `POST /api/admin/orders/{id}/mark-paid/`: cash collected on delivery, a transfer checked by hand. */
export const MarkPaidRequest = z.object({ note: noteText(TRANSITION_NOTE_MAX_LENGTH) });
export type MarkPaidRequest = z.infer<typeof MarkPaidRequest>;

/** `POST /api/admin/orders/{id}/refund/`: `refund_due` → `refunded`; `amount` defaults to what was received. */
export const RefundRequest = z.object({
  note: z
    .string({ error: M.refundNeedsNote })
    .trim()
    .min(1, M.refundNeedsNote)
    .max(TRANSITION_NOTE_MAX_LENGTH, M.textTooLong),
  amount: z
    .int({ error: M.amountInvalid })
    .min(1, { error: M.amountInvalid })
    .max(Number.MAX_SAFE_INTEGER, { error: M.amountInvalid })
    .nullish(),
});
export type RefundRequest = z.infer<typeof RefundRequest>;

// ---------------------------------------------------------------------------------------------------------------
// Dashboard
// ---------------------------------------------------------------------------------------------------------------

/** `GET /api/admin/stats/`: inclusive shop days, the last 30 days by default. */
export const StatsQuery = z
  .object({
    date_from: optionalDay(),
    date_to: optionalDay(),
    low_stock_threshold: z.preprocess(
      toQueryInt,
      z
        .int({ error: M.thresholdInvalid })
        .min(0, { error: M.thresholdInvalid })
        .max(100_000, { error: M.thresholdInvalid })
        .default(LOW_STOCK_DEFAULT_THRESHOLD),
    ),
  })
  .superRefine(checkRange);
export type StatsQuery = z.infer<typeof StatsQuery>;

/** A product's sales in the range (its variants counted together). `product_id` is null once it was deleted. */
export const TopProduct = z.object({
  product_id: z.int().positive().nullable(),
  name: z.string(),
  units: z.int().min(0),
  revenue: Dong,
});
export type TopProduct = z.infer<typeof TopProduct>;

/** An active product (without active variants) or active variant with at most the threshold in stock. */
export const LowStockItem = z.object({
  product_id: z.int().positive(),
  variant_id: z.int().positive().nullable(),
  name: z.string(),
  stock: z.int().min(0),
});
export type LowStockItem = z.infer<typeof LowStockItem>;

export const StatsResponse = z.object({
  date_from: z.iso.date(),
  date_to: z.iso.date(),
  /** Orders placed in the range that are paid, or cash orders delivered. */
  revenue: Dong,
  /** Orders placed in the range, whatever their status. */
  orders: z.int().min(0),
  /** revenue ÷ the orders counted in it, rounded to whole dong (0 without any). */
  average_order_value: Dong,
  by_status: StatusCounts,
  /** The top 10 by units, of orders placed in the range that were not cancelled or returned. */
  top_products: z.array(TopProduct),
  /** The top 10 by revenue (their lines' totals), same orders. */
  top_products_by_revenue: z.array(TopProduct),
  low_stock_threshold: z.int().min(0),
  low_stock: z.array(LowStockItem),
  /** Every day of the range, oldest first, zeros included: revenue as above, orders placed that day. */
  daily: z.array(z.object({ date: z.iso.date(), revenue: Dong, orders: z.int().min(0) })),
});
export type StatsResponse = z.infer<typeof StatsResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Audit trail
// ---------------------------------------------------------------------------------------------------------------

/** A staff account by its id, or by its e-mail (any case: staff remember their e-mail, not their id). */
const actorField = z.preprocess(
  (v) => (typeof v === 'string' && v.includes('@') ? v.trim().toLowerCase() : toQueryInt(v)),
  z
    .union(
      [
        z.int({ error: M.actorInvalid }).min(1, { error: M.actorInvalid }).max(INT4_MAX, { error: M.actorInvalid }),
        z.email({ error: M.actorInvalid }).max(EMAIL_MAX_LENGTH, { error: M.actorInvalid }),
      ],
      { error: M.actorInvalid },
    )
    .optional(),
);

/** `GET /api/admin/audit/`: newest first; `date_from`/`date_to` are inclusive shop days. */
export const AuditQuery = z
  .object({
    page: pageField,
    page_size: pageSizeField,
    actor: actorField,
    target_type: optionalQueryText(50),
    target_id: optionalId(QUERY_MESSAGES.positiveInt),
    action: optionalQueryText(100),
    date_from: optionalDay(),
    date_to: optionalDay(),
  })
  .superRefine(checkRange);
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditPage = paginated(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;

// ---------------------------------------------------------------------------------------------------------------
// Staff accounts
// ---------------------------------------------------------------------------------------------------------------

/** A staff account (`npm run staff:create`, and the admins' staff page): DESIGN §8's fields. */
export const StaffAccountCreate = z.object({
  email: EmailField,
  password: NewPasswordField,
  first_name: FullNameField.optional(),
  last_name: z.string({ error: M.textInvalid }).trim().max(NAME_MAX_LENGTH, M.textTooLong).optional(),
  role: z.enum(STAFF_ROLES, { error: M.roleInvalid }),
});
export type StaffAccountCreate = z.infer<typeof StaffAccountCreate>;

/**
 * A staff or admin account as the admins' staff page shows it (DESIGN §3's User names, plus the role, whether it is
 * active, and when it was made and last changed). Never the password hash or the token version.
 */
export const StaffAccount = z.object({
  id: z.int().positive(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(USER_ROLES),
  is_active: z.boolean(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type StaffAccount = z.infer<typeof StaffAccount>;

export const StaffAccountPage = paginated(StaffAccount);
export type StaffAccountPage = z.infer<typeof StaffAccountPage>;

/** `name` sorts by first then last name, ignoring case. */
export const STAFF_ORDERINGS = [
  'email',
  '-email',
  'name',
  '-name',
  'role',
  '-role',
  'created_at',
  '-created_at',
] as const;
export type StaffOrdering = (typeof STAFF_ORDERINGS)[number];

/**
 * `GET /api/admin/staff/`: the staff and admin accounts (disabled ones too), `search` matching the e-mail or the
 * name (case-insensitive), optionally one role or only (in)active accounts.
 */
export const StaffListQuery = z.object({
  page: pageField,
  page_size: pageSizeField,
  search: optionalQueryText(ADMIN_SEARCH_MAX_LENGTH),
  role: optionalEnum(STAFF_ROLES, M.roleInvalid),
  is_active: optionalBoolean(),
  ordering: z.preprocess(
    blankToUndefined,
    z.enum(STAFF_ORDERINGS, { error: QUERY_MESSAGES.ordering }).default('email'),
  ),
});
export type StaffListQuery = z.infer<typeof StaffListQuery>;

/**
 * `PATCH /api/admin/staff/{id}/`: names, role and `is_active` (false disables the account: its tokens stop at once).
 * The role stays staff or admin here: an account leaves the back office by being disabled.
 */
export const StaffAccountUpdate = z.object({
  first_name: FullNameField.optional(),
  last_name: StaffAccountCreate.shape.last_name,
  role: z.enum(STAFF_ROLES, { error: M.roleInvalid }).optional(),
  is_active: z.boolean({ error: M.booleanInvalid }).optional(),
});
export type StaffAccountUpdate = z.infer<typeof StaffAccountUpdate>;
