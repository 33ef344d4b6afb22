/**
 * What an audit row changed: the keys whose value differs between `before` and `after` (DESIGN §8 keeps each as a
 * JSON object), in the order they appear, with the values as staff read them.
 */
import { ORDER_SOURCE_LABELS, type OrderSource } from '@shop/domain/order-source';
import { formatVnd, deskStatusLabel, paymentStatusLabel } from '../../lib/format';
import { notificationEventLabel } from '../../lib/notification-labels';

export interface FieldChange {
  key: string;
  label: string;
  before: string;
  after: string;
}

/**
 * Vietnamese names of the fields the server records in an order's rows (desk writes, edits, shipments, COD, mails and
 * Zalo messages, invoices) and in its nested values (an edit's lines, its typed prices).
 */
const FIELD_LABELS: Record<string, string> = {
  status: 'Trạng thái',
  payment_status: 'Thanh toán',
  amount_received: 'Số tiền đã nhận',
  company_payment_received: 'Cửa hàng đã nhận tiền',
  tracking_number: 'Mã vận đơn',
  shipping_company: 'Đơn vị vận chuyển',
  staff_note: 'Ghi chú nội bộ',
  note: 'Ghi chú',
  refund_amount: 'Số tiền hoàn',
  items: 'Sản phẩm',
  product: 'Mã sản phẩm',
  variant: 'Mã phân loại',
  quantity: 'Số lượng',
  price: 'Đơn giá',
  unit_price: 'Đơn giá',
  price_reason: 'Lý do đổi giá',
  line: 'Dòng',
  prices: 'Giá nhập tay',
  shipping_address: 'Địa chỉ giao hàng',
  ward: 'Phường/Xã',
  district: 'Quận/Huyện',
  city: 'Tỉnh/Thành phố',
  phone_number: 'Số điện thoại',
  shipping_fee: 'Phí vận chuyển',
  shipping_fee_set: 'Phí vận chuyển nhập tay',
  discount: 'Giảm giá',
  final_total: 'Tổng thanh toán',
  voucher_dropped: 'Mã giảm giá bị bỏ',
  source: 'Kênh bán',
  customer_id: 'Mã khách hàng',
  customer_created: 'Tạo khách hàng mới',
  carrier: 'Đơn vị vận chuyển',
  code: 'Mã vận đơn',
  fee: 'Phí vận chuyển',
  cod_amount: 'Tiền thu hộ (COD)',
  weight_grams: 'Khối lượng (gam)',
  cod_status: 'Tiền thu hộ',
  reference: 'Mã đối soát',
  amount: 'Số tiền',
  error: 'Lỗi',
  mail_id: 'Mã email',
  message_id: 'Mã tin Zalo',
  resend_of: 'Gửi lại từ',
  event: 'Thông báo',
  to: 'Người nhận',
};

const MONEY_FIELDS = new Set([
  'amount_received',
  'refund_amount',
  'price',
  'unit_price',
  'shipping_fee',
  'shipping_fee_set',
  'discount',
  'final_total',
  'fee',
  'cod_amount',
  'amount',
]);

/** The words of a field's coded values (a state, a channel), where the desk's own labels don't cover them. */
const VALUE_LABELS: Record<string, (value: string) => string> = {
  status: deskStatusLabel,
  payment_status: paymentStatusLabel,
  event: notificationEventLabel,
  source: (v) => (Object.hasOwn(ORDER_SOURCE_LABELS, v) ? ORDER_SOURCE_LABELS[v as OrderSource] : v),
  cod_status: (v) =>
    ({ none: 'Không thu hộ', pending: 'Chờ thu hộ', collected: 'Hãng đang giữ', transferred: 'Đã chuyển về shop' })[
      v
    ] ?? v,
};

/** A field's name as staff read it; one the back office does not know yet keeps its own. */
const labelOf = (key: string) => FIELD_LABELS[key] ?? key;

function asRecord(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return value === null || value === undefined ? {} : { value };
}

/**
 * A value as text: labels for states, dong for money, Có/Không; a list one item after another and a nested object
 * as its labelled fields (`Mã sản phẩm: 12, Số lượng: 2`), never as JSON.
 */
export function showValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  if (Array.isArray(value)) return value.length ? value.map((v) => showValue(key, v)).join('; ') : '—';
  if (typeof value === 'object') {
    return Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${labelOf(k)}: ${showValue(k, v)}`)
      .join(', ');
  }
  if (MONEY_FIELDS.has(key) && typeof value === 'number') return formatVnd(value);
  if (typeof value === 'string' && VALUE_LABELS[key]) return VALUE_LABELS[key](value);
  return String(value);
}

export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  // Both sides come from one jsonb column, which keeps object keys in one order, so equal values stringify alike.
  return keys
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) => ({
      key,
      label: labelOf(key),
      before: showValue(key, b[key]),
      after: showValue(key, a[key]),
    }));
}

/** An audit row's changes as lines of text (`Trạng thái: Chờ xác nhận → Đã hủy`), for a compact list. */
export function changeLines(entry: { before: unknown; after: unknown }): string[] {
  return changedFields(entry.before, entry.after).map((c) => `${c.label}: ${c.before} → ${c.after}`);
}
