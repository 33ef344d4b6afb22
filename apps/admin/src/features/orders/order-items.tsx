/** An order's items with their snapshots (name, variant, unit, weight, photo as ordered), then its totals. */
import type { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { carrierFeeShortfall } from '@shop/domain/carrier.rules';
import { taxAmountOf, taxRowLabel } from '@shop/domain/order-pricing';
import { formatVnd } from '../../lib/format';
import { Row } from './order-sections';

export function OrderItems({ order }: { order: AdminOrder }) {
  return (
    <>
      <ItemsTable order={order} />
      <dl className="mt-3 space-y-1 border-t border-gray-200 pt-3 text-sm">
        <Row label="Tạm tính">{formatVnd(order.total_price)}</Row>
        <Row label="Phí vận chuyển">{order.shipping_fee === 0 ? 'Miễn phí' : formatVnd(order.shipping_fee)}</Row>
        {order.promotions.map((p) => (
          <Row key={p.id} label={`Mã giảm giá ${p.promotion.code} (${p.promotion.value_display})`}>
            −{formatVnd(p.discount_amount)}
          </Row>
        ))}
        {order.discount > 0 && !order.promotions.length && <Row label="Giảm giá">−{formatVnd(order.discount)}</Row>}
        {order.have_tax && (
          <Row label={taxRowLabel(order.tax)}>{formatVnd(taxAmountOf(order.total_price, order.tax))}</Row>
        )}
        <Row label="Tổng cộng" strong>
          {formatVnd(order.final_total)}
        </Row>
      </dl>
      <CarrierFeeWarning order={order} />
    </>
  );
}

/** The carrier bills the shop more than the order charged for shipping: the shop pays the difference (DESIGN §11). */
function CarrierFeeWarning({ order }: { order: AdminOrder }) {
  const shortfall = carrierFeeShortfall(order.shipping_fee, order.shipment);
  if (shortfall === 0 || !order.shipment) return null;
  return (
    <p role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      Phí {order.shipment.carrier_name} thu shop{' '}
      <strong className="tabular-nums">{formatVnd(order.shipment.fee)}</strong> cao hơn phí vận chuyển đã tính cho khách
      ({formatVnd(order.shipping_fee)}): shop chịu thêm <strong className="tabular-nums">{formatVnd(shortfall)}</strong>
      .
    </p>
  );
}

/**
 * On a phone (below `sm`) the unit price and quantity columns fold into the product cell ("2 × 85.000 ₫"), so the
 * line total stays in sight without scrolling sideways.
 */
function ItemsTable({ order }: { order: AdminOrder }) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Sản phẩm trong đơn hàng</caption>
        <thead className="text-xs text-gray-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Sản phẩm
            </th>
            <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">
              Đơn giá
            </th>
            <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">
              SL
            </th>
            <th scope="col" className="py-2 pl-3 text-right">
              Thành tiền
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {order.items.map((item) => (
            <tr key={item.id}>
              <td className="py-2 pr-3">
                <div className="flex items-center gap-3 sm:min-w-48">
                  <img
                    src={item.variant_image_url || item.product_image_url}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 shrink-0 rounded border border-gray-200 object-cover"
                  />
                  <div>
                    <p className="font-medium">{item.product_name}</p>
                    <p className="text-gray-600">
                      {[item.variant_name, item.unit, item.product_weight ? `${item.product_weight} kg` : '']
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    <p className="tabular-nums sm:hidden">
                      SL {item.quantity} × {formatVnd(item.price)}
                    </p>
                    <PriceReason reason={item.price_reason} />
                  </div>
                </div>
              </td>
              <td className="hidden px-3 py-2 text-right tabular-nums sm:table-cell">{formatVnd(item.price)}</td>
              <td className="hidden px-3 py-2 text-right tabular-nums sm:table-cell">{item.quantity}</td>
              <td className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">{formatVnd(item.total_price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PriceReason({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return (
    <p className="text-xs text-amber-800" title="Giá do nhân viên đặt">
      Giá riêng: {reason}
    </p>
  );
}
