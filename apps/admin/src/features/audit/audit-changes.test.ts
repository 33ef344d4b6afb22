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
      'extra: — → a: 1',
    ]);
  });
});

describe('an order’s rows in Vietnamese, without raw keys or JSON', () => {
  const line = (product: number, quantity: number, price: number) => ({ product, variant: null, quantity, price });
  it('an edit: its lines, address and totals labelled, money in dong', () => {
    const lines = changeLines({
      before: { items: [line(12, 1, 150_000)], ward: 'Phường 1', shipping_fee: 30_000, final_total: 180_000 },
      after: {
        items: [line(12, 2, 150_000)],
        ward: 'Phường 2',
        shipping_fee: 30_000,
        final_total: 330_000,
        prices: [{ line: 3, unit_price: 140_000, price_reason: 'Khách sỉ' }],
        voucher_dropped: 'GIAM10',
      },
    });
    expect(lines).toEqual([
      nbsp(
        'Sản phẩm: Mã sản phẩm: 12, Số lượng: 1, Đơn giá: 150.000 ₫ → Mã sản phẩm: 12, Số lượng: 2, Đơn giá: 150.000 ₫',
      ),
      'Phường/Xã: Phường 1 → Phường 2',
      nbsp('Tổng thanh toán: 180.000 ₫ → 330.000 ₫'),
      nbsp('Giá nhập tay: — → Dòng: 3, Đơn giá: 140.000 ₫, Lý do đổi giá: Khách sỉ'),
      'Mã giảm giá bị bỏ: — → GIAM10',
    ]);
  });

  it('a resend, a shipment, a COD remittance and a staff order: every field and coded value in words', () => {
    const rows = [
      { before: null, after: { mail_id: 9, resend_of: 7, event: 'edited', to: 'an@example.com' } },
      { before: null, after: { message_id: 9, resend_of: 7, event: 'placed', to: '84912345678' } },
      { before: null, after: { carrier: 'ghn', code: 'GHN1', fee: 22_000, cod_amount: 0, weight_grams: 500 } },
      { before: { cod_status: 'collected' }, after: { cod_status: 'transferred', reference: 'CK1', amount: 1000 } },
      { before: null, after: { source: 'phone', customer_id: 4, customer_created: true, shipping_fee_set: 0 } },
    ];
    const text = rows.flatMap(changeLines).join('\n');
    expect(text).toContain('Thông báo: — → Đơn hàng đã được sửa');
    expect(text).toContain('Thông báo: — → Xác nhận đặt hàng');
    expect(text).toContain('Tiền thu hộ: Hãng đang giữ → Đã chuyển về shop');
    expect(text).toContain('Kênh bán: — → Điện thoại');
    expect(text).not.toMatch(/[{}"]|\b[a-z]+_[a-z_]+\b|edited/);
  });
});
