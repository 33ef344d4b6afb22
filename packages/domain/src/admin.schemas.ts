/**
 * What every back-office contract (DESIGN §8) builds on: page sizes and limits, the staff-facing messages, the query
 * fields a URL sends, and the building blocks of admin answers. The areas' contracts are beside it:
 * admin-orders, admin-stats, admin-audit, admin-staff, admin-catalog and admin-promotions.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE, QUERY_MESSAGES } from './catalog.schemas';
import { blankToUndefined, toQueryInt } from './catalog-query.schemas';

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
export const INT4_MAX = 2_147_483_647;

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
  sourceInvalid: 'Kênh bán không hợp lệ.',
  attentionInvalid: 'Bộ lọc việc cần làm không hợp lệ.',
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

export const M = ADMIN_MESSAGES;

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
export const optionalDay = () => z.preprocess(blankToUndefined, z.iso.date({ error: QUERY_MESSAGES.date }).optional());
export const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());
export const optionalQueryText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)),
    z.string({ error: M.textInvalid }).trim().max(max, M.textTooLong).optional(),
  );

/** `date_to` must not come before `date_from` (both 'YYYY-MM-DD', so text order is date order). */
export function checkRange(v: { date_from?: string | undefined; date_to?: string | undefined }, ctx: z.RefinementCtx) {
  if (v.date_from && v.date_to && v.date_to < v.date_from) {
    ctx.addIssue({ code: 'custom', message: QUERY_MESSAGES.dateRange, path: ['date_to'] });
  }
}

/** Times as the API sends them, money in dong, and who did something: the building blocks of the admin answers. */
export const IsoDateTime = z.iso.datetime({ offset: true });
export const Dong = z.int().min(0);
export const Actor = z.object({ id: z.int().positive(), email: z.string() });
