/**
 * /account/orders/{orderId} (spec 2 §2 'Order detail', §3 'Order (detail)', §8): skeleton, error view with
 * 'Quay lại' / 'Thử lại', and the order: id, placed time and date, status badge, timeline from the status
 * history, delivery address, items, totals (tax as a percent with one decimal), what came back and was refunded
 * (DESIGN §17), promotions and two buttons.
 */
import { formatVnd } from '@shop/domain/money';
import { fullAddress } from '@shop/domain/order-address';
import { taxAmountOf, taxRowLabel } from '@shop/domain/order-pricing';
import type { Order } from '@shop/domain/order-response.schemas';
import { PAYMENT_METHOD_LABELS } from '@shop/domain/order-status';
import { type DeliveryMethod, orderStatusLabelFor } from '@shop/domain/locations.rules';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-client';
import { OrderInvoice } from './order-invoice';
import { OrderItems } from './order-items';
import { OrderReturns } from './order-returns';
import { formatOrderTime, ordersQueries } from './orders.queries';
import { PayNowLink, PaymentStatusBadge } from './payment-status';
import { PickupStoreCard, pickupStoreOf, shippingFeeText, statusLabelOf } from './pickup-store';
import { ShipmentTracking } from './shipment-tracking';
import { TimelineStep } from './timeline-step';
import { DetailRow } from '../../components/ui/detail-row';
import { BuyAgainButton, ContactSellerLink } from './order-buttons';

export const DETAIL_TEXTS = {
  badId: 'Không tìm thấy mã đơn hàng',
  loadFailed: 'Không thể tải thông tin đơn hàng',
  exception: 'Đã xảy ra lỗi khi tải thông tin đơn hàng',
} as const;

function detailError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return DETAIL_TEXTS.badId;
  if (error instanceof ApiError && error.status > 0) return DETAIL_TEXTS.loadFailed;
  return DETAIL_TEXTS.exception;
}

export function OrderDetail({ orderId }: { orderId: number | undefined }) {
  const order = useQuery({ ...ordersQueries.detail(orderId ?? 0), enabled: orderId !== undefined });
  const router = useRouter();

  const back = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/account' });
  };

  if (orderId === undefined || order.isError) {
    const message = orderId === undefined ? DETAIL_TEXTS.badId : detailError(order.error);
    return (
      <div role="alert" className="mx-auto my-12 max-w-lg rounded-lg border border-red-200 bg-white p-6 text-center">
        <p className="text-lg font-semibold text-red-700">{message}</p>
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" onClick={back} className="rounded-md border border-gray-300 px-4 py-2 text-sm">
            Quay lại
          </button>
          {orderId !== undefined && (
            <button
              type="button"
              onClick={() => void order.refetch()}
              className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white"
            >
              Thử lại
            </button>
          )}
        </div>
      </div>
    );
  }
  if (!order.data) return <OrderDetailSkeleton />;
  return <OrderView order={order.data} />;
}

function OrderDetailSkeleton() {
  return (
    <div className="mx-auto max-w-4xl space-y-4" aria-busy="true" aria-label="Đang tải đơn hàng">
      <Skeleton className="h-6 w-24" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function OrderView({ order }: { order: Order }) {
  const placed = formatOrderTime(order.created_at);
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Link to="/account" search={{ tab: 'orders' }} className="inline-flex items-center gap-1 text-sm text-brand-700">
        <span aria-hidden="true">←</span> Quay lại
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-gray-200 bg-white p-4">
        <div>
          <h1 className="text-xl font-bold">Đơn hàng #{order.id}</h1>
          <p className="text-sm text-gray-500">
            Đặt lúc {placed.time} ngày {placed.date}
          </p>
        </div>
        <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800 uppercase">
          {statusLabelOf(order)}
        </span>
      </header>

      <div className="grid gap-4 md:grid-cols-2">
        <StatusTimeline history={order.status_history} method={order.delivery_method} />
        <DeliveryDetails order={order} />
      </div>

      <ShipmentTracking shipment={order.shipment} />

      <ItemsAndTotals order={order} />

      <OrderReturns order={order} />

      <OrderInvoice order={order} />

      {order.promotions.length > 0 && <AppliedPromotions promotions={order.promotions} />}

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <PayNowLink order={order} />
        <ContactSellerLink orderId={order.id} />
        <BuyAgainButton order={order} />
      </div>
    </div>
  );
}

/** The status history, newest first. */
function StatusTimeline({ history, method }: { history: Order['status_history']; method: DeliveryMethod }) {
  return (
    <section aria-labelledby="timeline-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="timeline-heading" className="mb-3 font-semibold">
        Trạng thái đơn hàng
      </h2>
      <ol className="space-y-3 border-l-2 border-brand-100 pl-4">
        {[...history].reverse().map((entry, i) => (
          <TimelineStep
            key={`${entry.status}-${entry.at}`}
            newest={i === 0}
            title={orderStatusLabelFor(entry.status, method)}
            at={entry.at}
          />
        ))}
      </ol>
    </section>
  );
}

/**
 * Where it goes (or, for a pickup, the store to collect it at), how to reach the buyer, how it is paid and, once
 * shipped, the waybill.
 */
function DeliveryDetails({ order }: { order: Order }) {
  const store = pickupStoreOf(order);
  return (
    <section aria-labelledby="address-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="address-heading" className="mb-3 font-semibold">
        {store ? 'Nhận tại cửa hàng' : 'Địa chỉ nhận hàng'}
      </h2>
      <address className="space-y-1 text-sm not-italic">
        {store ? <PickupStoreCard store={store} /> : <p>{fullAddress(order.shipping_address, order)}</p>}
        <p>Số điện thoại: {order.phone_number}</p>
        <p>Email: {order.email}</p>
        <p>
          Thanh toán: {PAYMENT_METHOD_LABELS[order.payment_method] ?? order.payment_method}{' '}
          <PaymentStatusBadge order={order} />
        </p>
        {order.tracking_number && (
          <p>
            Mã vận đơn: {order.tracking_number}
            {order.shipping_company ? ` (${order.shipping_company})` : ''}
          </p>
        )}
      </address>
    </section>
  );
}

/** The items, then subtotal, shipping, discount, tax (a percent with one decimal) and total. */
function ItemsAndTotals({ order }: { order: Order }) {
  return (
    <section aria-labelledby="items-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="items-heading" className="font-semibold">
        Sản phẩm
      </h2>
      <OrderItems items={order.items} showWeight />
      <dl className="space-y-1 border-t border-gray-200 pt-3 text-sm">
        <DetailRow label="Tạm tính">{formatVnd(order.total_price)}</DetailRow>
        <DetailRow label="Phí vận chuyển">{shippingFeeText(order)}</DetailRow>
        {order.discount > 0 && <DetailRow label="Giảm giá">{`-${formatVnd(order.discount)}`}</DetailRow>}
        {order.have_tax && (
          <DetailRow label={taxRowLabel(order.tax)}>{formatVnd(taxAmountOf(order.total_price, order.tax))}</DetailRow>
        )}
        <div className="flex justify-between pt-2 text-base font-semibold">
          <dt>Tổng cộng</dt>
          <dd className="text-red-600">{formatVnd(order.final_total)}</dd>
        </div>
      </dl>
    </section>
  );
}

function AppliedPromotions({ promotions }: { promotions: Order['promotions'] }) {
  return (
    <section aria-labelledby="promotions-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="promotions-heading" className="mb-3 font-semibold">
        Khuyến mãi đã áp dụng
      </h2>
      <ul className="space-y-2">
        {promotions.map((p) => (
          <li key={p.id} className="flex items-start justify-between gap-3 rounded-md bg-brand-50 p-3">
            <div className="min-w-0">
              <p className="text-sm font-semibold">
                {p.promotion.code} <span className="font-normal text-gray-600">· {p.promotion.value_display}</span>
              </p>
              <p className="line-clamp-2 text-xs text-gray-600">{p.promotion.description}</p>
            </div>
            <p className="shrink-0 text-sm font-medium text-brand-700">-{formatVnd(p.discount_amount)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
