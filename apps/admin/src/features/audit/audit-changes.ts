/**
 * What an audit row changed: the keys whose value differs between `before` and `after` (DESIGN §8 keeps each as a
 * JSON object), in the order they appear, with the values as staff read them.
 */
import { formatVnd, deskStatusLabel, paymentStatusLabel } from '../../lib/format';

export interface FieldChange {
  key: string;
  label: string;
  before: string;
  after: string;
}

/** Vietnamese names of the fields the back office records; any other key is shown as it is. */
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
};

const MONEY_FIELDS = new Set(['amount_received', 'refund_amount']);

function asRecord(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return value === null || value === undefined ? {} : { value };
}

/** A value as text: labels for states, dong for money, Có/Không, and JSON for anything nested. */
export function showValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  if (key === 'status' && typeof value === 'string') return deskStatusLabel(value);
  if (key === 'payment_status' && typeof value === 'string') return paymentStatusLabel(value);
  if (MONEY_FIELDS.has(key) && typeof value === 'number') return formatVnd(value);
  if (typeof value === 'object') return JSON.stringify(value);
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
      label: FIELD_LABELS[key] ?? key,
      before: showValue(key, b[key]),
      after: showValue(key, a[key]),
    }));
}

/** An audit row's changes as lines of text (`Trạng thái: Chờ xác nhận → Đã hủy`), for a compact list. */
export function changeLines(entry: { before: unknown; after: unknown }): string[] {
  return changedFields(entry.before, entry.after).map((c) => `${c.label}: ${c.before} → ${c.after}`);
}
