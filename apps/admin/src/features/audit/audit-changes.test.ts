import { describe, expect, it } from 'vitest';
import { changeLines, changedFields } from './audit-changes';

const nbsp = (s: string) => s.replace(/ ₫/g, '\u00a0₫');

describe('what an audit row changed', () => {
  it('names each changed field with the desk labels, leaving equal ones out', () => {
    expect(
      changeLines({
        before: { status: 'pending', payment_status: 'paid', amount_received: 150_000, tracking_number: null },
        after: { status: 'cancelled', payment_status: 'refund_due', amount_received: 150_000, tracking_number: null },
      }),
    ).toEqual(['Trạng thái: Chờ xác nhận → Đã hủy', 'Thanh toán: Đã thanh toán → Chờ hoàn tiền']);
    expect(changeLines({ before: { status: 'pending' }, after: { status: 'accounting_processing' } })).toEqual([
      'Trạng thái: Chờ xác nhận → Đang xử lý (kế toán)',
    ]);
    expect(changeLines({ before: { payment_status: 'refund_due' }, after: { refund_amount: 150_000 } })).toEqual([
      'Thanh toán: Chờ hoàn tiền → —',
      nbsp('Số tiền hoàn: — → 150.000 ₫'),
    ]);
  });

  it('shrugs off rows it does not know', () => {
    expect(changedFields(null, undefined)).toEqual([]);
    expect(changeLines({ before: {}, after: { status: 'lost', extra: { a: 1 } } })).toEqual([
      'Trạng thái: — → Không xác định',
      'extra: — → {"a":1}',
    ]);
  });
});
