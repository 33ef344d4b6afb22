import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';

const nbsp = (s: string) => s.replace(/ ₫/g, '\u00a0₫');

describe('an audit row in words', () => {
  it('names what changed, with the desk labels, then the note and the refund', () => {
    expect(
      auditChanges({
        before: { status: 'pending', payment_status: 'paid', amount_received: 150_000, tracking_number: null },
        after: {
          status: 'cancelled',
          payment_status: 'refund_due',
          amount_received: 150_000,
          tracking_number: null,
          note: 'Hết hàng',
        },
      }),
    ).toEqual([
      'Trạng thái: Chờ xác nhận → Đã hủy',
      'Thanh toán: Đã thanh toán → Chờ hoàn tiền',
      'Ghi chú: “Hết hàng”',
    ]);
    expect(
      auditChanges({
        before: { status: 'processing', shipping_company: null, tracking_number: null },
        after: { status: 'shipped', shipping_company: 'GHN', tracking_number: 'GHN1' },
      }),
    ).toEqual(['Trạng thái: Đang xử lý → Đang giao hàng', 'Đơn vị vận chuyển: — → GHN', 'Mã vận đơn: — → GHN1']);
    expect(
      auditChanges({
        before: { payment_status: 'refund_due' },
        after: { payment_status: 'refunded', refund_amount: 150_000 },
      }),
    ).toEqual(['Thanh toán: Chờ hoàn tiền → Đã hoàn tiền', nbsp('Số tiền hoàn: 150.000 ₫')]);
    expect(auditChanges({ before: { status: 'pending' }, after: { status: 'accounting_processing' } })).toEqual([
      'Trạng thái: Chờ xác nhận → Đang xử lý (kế toán)',
    ]);
  });

  it('shrugs off rows it does not know', () => {
    expect(auditChanges({ before: null, after: 'x' })).toEqual([]);
    expect(auditChanges({ before: {}, after: { status: 'lost' } })).toEqual(['Trạng thái: — → lost']);
  });
});
