/**
 * The owner's first screen (the dashboard's top): what is set up and what is missing (`GET /api/admin/setup/`), and
 * today's work (`GET /api/admin/dashboard/todo/`), each count a link to the orders desk filtered by `attention`.
 */
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------------------
// Today's work: the desk's `attention` filter and its counts
// ---------------------------------------------------------------------------------------------------------------

/**
 * What an order may be waiting for staff on, in the order the dashboard lists them. The desk filters by each
 * (`GET /api/admin/orders/?attention=`) with the same SQL the dashboard counts with.
 */
export const ORDER_ATTENTIONS = [
  'to_confirm',
  'to_ship',
  /** Pickup in store (DESIGN §15): confirmed, to put aside at its store. */
  'pickup_to_prepare',
  /** Waiting at its store longer than PICKUP_HOLD_DAYS. */
  'pickup_overdue',
  'awaiting_pickup',
  'invoice_failed',
  'message_failed',
  'cod_mismatch',
  'carrier_fee_over',
  'stock_short',
] as const;
export type OrderAttention = (typeof ORDER_ATTENTIONS)[number];

/** The dashboard's line and the desk's filter chip. */
export const ORDER_ATTENTION_LABELS: Record<OrderAttention, string> = {
  to_confirm: 'Đơn chờ xác nhận',
  to_ship: 'Đơn cần giao cho hãng vận chuyển',
  pickup_to_prepare: 'Đơn nhận tại cửa hàng cần chuẩn bị',
  pickup_overdue: 'Đơn nhận tại cửa hàng quá hạn',
  awaiting_pickup: 'Đơn chờ hãng đến lấy',
  invoice_failed: 'Hóa đơn điện tử lỗi',
  message_failed: 'Email/Zalo gửi lỗi',
  cod_mismatch: 'Tiền thu hộ lệch bảng kê',
  carrier_fee_over: 'Phí hãng cao hơn phí đã thu',
  stock_short: 'Bán tại quầy khi kho báo hết',
};

/** Why each is counted, under its line. */
export const ORDER_ATTENTION_HINTS: Record<OrderAttention, string> = {
  to_confirm: 'Đơn COD, công nợ hoặc đã thanh toán, chưa xác nhận.',
  to_ship: 'Đang xử lý, chưa tạo vận đơn.',
  pickup_to_prepare: 'Đang xử lý, chưa báo khách đến nhận.',
  pickup_overdue: 'Đã báo khách đến nhận mà quá hạn giữ hàng chưa nhận.',
  awaiting_pickup: 'Đã tạo vận đơn, hãng chưa lấy hàng.',
  invoice_failed: 'SInvoice từ chối: xem lý do và phát hành lại.',
  message_failed: 'Đã thử lại hết lượt mà chưa gửi được.',
  cod_mismatch: 'Số tiền trên bảng kê khác số cần thu.',
  carrier_fee_over: 'Phí vận chuyển hãng tính lớn hơn phí ship của đơn.',
  stock_short: 'Đơn bán lúc mất mạng, khi gửi lên kho đã hết: kiểm kê lại cửa hàng đó.',
};

export const TodoCounts = z.record(z.enum(ORDER_ATTENTIONS), z.int().min(0));
export type TodoCounts = z.infer<typeof TodoCounts>;

// ---------------------------------------------------------------------------------------------------------------
// Setup checklist
// ---------------------------------------------------------------------------------------------------------------

export const SETUP_STATUSES = ['ok', 'missing', 'error'] as const;
export type SetupStatus = (typeof SETUP_STATUSES)[number];

/** A test the dashboard offers beside an item: a call of its own, or a screen where the test lives. */
export const SETUP_TESTS = ['mail', 'zalo', 'parcel_quote'] as const;

/**
 * One thing the shop needs set up. `detail` says what is there or what is missing (env names included: they are what
 * the owner hands the person who runs the server); `link` is the back office screen where it is set, or null when it
 * is the server's environment only.
 */
export const SetupItem = z.object({
  key: z.string(),
  area: z.enum(['payments', 'carriers', 'invoices', 'zalo', 'mail']),
  label: z.string(),
  status: z.enum(SETUP_STATUSES),
  detail: z.string(),
  link: z.string().nullable(),
  test: z.enum(SETUP_TESTS).nullable(),
});
export type SetupItem = z.infer<typeof SetupItem>;
export const SetupItems = z.array(SetupItem);
export type SetupItems = z.infer<typeof SetupItems>;

/** `POST /api/admin/setup/test-mail/`: a mail to the admin's own address, sent now (not queued) to try SMTP. */
export const TestMailResponse = z.object({ to: z.string(), kept: z.boolean(), detail: z.string() });
export type TestMailResponse = z.infer<typeof TestMailResponse>;
