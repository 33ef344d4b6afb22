/**
 * The right column of the QR screen (spec 2 §2): order id, total, shipping fee and discount only when above 0 (the
 * discount negative), the final amount (final_total, or total_price if absent), address and phone when present.
 */
import { formatVnd } from '@shop/domain/money';
import { fullAddress } from '@shop/domain/order-address';
import type { Order } from '@shop/domain/order-response.schemas';
import { DetailRow } from '../../components/ui/detail-row';

/** spec 2 §2: final_total, or total_price when the order has none. */
export function orderFinalAmount(order: Pick<Order, 'final_total' | 'total_price'>): number {
  return order.final_total ?? order.total_price;
}

export function PaymentOrderSummary({ order }: { order: Order }) {
  return (
    <section aria-labelledby="payment-summary-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="payment-summary-heading" className="mb-3 text-base font-semibold">
        Thông tin đơn hàng
      </h2>
      <dl className="space-y-2 text-sm">
        <DetailRow label="Mã đơn hàng">{`#${order.id}`}</DetailRow>
        <DetailRow label="Tạm tính">{formatVnd(order.total_price)}</DetailRow>
        {order.shipping_fee > 0 && <DetailRow label="Phí vận chuyển">{formatVnd(order.shipping_fee)}</DetailRow>}
        {order.discount > 0 && <DetailRow label="Giảm giá">{`-${formatVnd(order.discount)}`}</DetailRow>}
        <div className="flex justify-between gap-3 border-t border-gray-200 pt-2 text-base font-semibold">
          <dt>Tổng thanh toán</dt>
          <dd className="text-red-600">{formatVnd(orderFinalAmount(order))}</dd>
        </div>
      </dl>
      {(order.shipping_address || order.phone_number) && (
        <dl className="mt-4 space-y-2 border-t border-gray-200 pt-3 text-sm">
          {order.shipping_address && (
            <div>
              <dt className="text-gray-500">Địa chỉ giao hàng</dt>
              <dd className="break-words">{fullAddress(order.shipping_address, order)}</dd>
            </div>
          )}
          {order.phone_number && (
            <div>
              <dt className="text-gray-500">Số điện thoại</dt>
              <dd>{order.phone_number}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
