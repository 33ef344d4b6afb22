/** An order's audit row in words: what changed between `before` and `after`, and the note or amount it carried. */
import type { AuditEntry } from '@shop/domain/admin.schemas';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@shop/domain/order-status';
import { formatVnd } from '../../lib/format';
import { deskStatusLabel, paymentStatusLabel } from './order-labels';

const FIELDS: Record<string, { label: string; show: (v: unknown) => string }> = {
  status: {
    label: 'Trạng thái',
    show: (v) => (ORDER_STATUSES.includes(v as OrderStatus) ? deskStatusLabel(v as OrderStatus) : String(v)),
  },
  payment_status: {
    label: 'Thanh toán',
    show: (v) => (PAYMENT_STATUSES.includes(v as PaymentStatus) ? paymentStatusLabel(v as PaymentStatus) : String(v)),
  },
  amount_received: { label: 'Đã nhận', show: (v) => (typeof v === 'number' ? formatVnd(v) : '—') },
  shipping_company: { label: 'Đơn vị vận chuyển', show: (v) => (v ? String(v) : '—') },
  tracking_number: { label: 'Mã vận đơn', show: (v) => (v ? String(v) : '—') },
  staff_note: { label: 'Ghi chú nội bộ', show: (v) => (v ? `“${String(v)}”` : '(trống)') },
};

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Lines such as `Trạng thái: Chờ xác nhận → Đang xử lý (kế toán)`, `Ghi chú: “Hết hàng”`, `Số tiền hoàn: 150.000 ₫`. */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const lines: string[] = [];
  for (const [key, field] of Object.entries(FIELDS)) {
    if (key in after && JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      const show = (v: unknown) => (v === null || v === undefined ? '—' : field.show(v));
      lines.push(`${field.label}: ${show(before[key])} → ${show(after[key])}`);
    }
  }
  if (typeof after.note === 'string' && after.note) lines.push(`Ghi chú: “${after.note}”`);
  if (typeof after.refund_amount === 'number') lines.push(`Số tiền hoàn: ${formatVnd(after.refund_amount)}`);
  return lines;
}
