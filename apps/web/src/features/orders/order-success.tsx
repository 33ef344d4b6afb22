/** /order-success/{orderId} (spec 2 §2 'Order success', §8): the confirmation, or 'Có lỗi xảy ra'. */
import { formatVnd } from '@shop/domain/money';
import { fullAddress } from '@shop/domain/order-address';
import type { Order } from '@shop/domain/order-response.schemas';
import { PAYMENT_METHOD_LABELS } from '@shop/domain/order-status';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { isGuestPlaceholderEmail } from '../../lib/order-schemas';
import { shopQueries } from '../../lib/shop.queries';
import { scheduleConversion } from './conversion';
import { OrderItems } from './order-items';
import { PickupStoreCard, pickupStoreOf, shippingFeeText, statusLabelOf } from './pickup-store';
import { PayNowLink, PaymentStatusBadge, awaitsOnlinePayment } from './payment-status';
import { ordersQueries } from './orders.queries';
import { DetailRow } from '../../components/ui/detail-row';

export const ORDER_LOAD_FAILED = 'Không thể tải thông tin đơn hàng';

/** How many times the page looks again for an online payment that hasn't been confirmed yet. */
const PAYMENT_RECHECKS = 20;

export function OrderSuccess({ orderId }: { orderId: number | undefined }) {
  const order = useQuery({
    ...ordersQueries.detail(orderId ?? 0),
    enabled: orderId !== undefined,
    // Back from PayOS the webhook may still be on its way: look again for a minute.
    refetchInterval: (q) =>
      q.state.data && awaitsOnlinePayment(q.state.data) && q.state.dataUpdateCount < PAYMENT_RECHECKS ? 3000 : false,
  });
  const config = useQuery(shopQueries.config());
  const conversionId = config.data?.ads_conversion_id;
  const placedId = order.data?.id;
  const placedTotal = order.data?.final_total;

  useEffect(() => {
    if (!conversionId || placedId === undefined || placedTotal === undefined) return;
    return scheduleConversion(conversionId, { id: placedId, final_total: placedTotal });
  }, [conversionId, placedId, placedTotal]);

  if (orderId === undefined || order.isError) return <OrderLoadFailed />;
  if (!order.data) return <OrderSuccessSkeleton />;
  const o = order.data;
  return (
    <div className="mx-auto max-w-2xl">
      <SuccessHeading orderId={o.id} />
      <OrderSummary order={o} />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <PayNowLink order={o} />
        <Link
          to="/tracking"
          // A guest who gave no e-mail looks the order up by the phone, not by a made-up address.
          search={{ order_id: o.id, email: isGuestPlaceholderEmail(o.email) ? o.phone_number : o.email }}
          className="rounded-md border border-brand-700 px-5 py-2.5 text-center font-semibold text-brand-700"
        >
          Theo dõi đơn hàng
        </Link>
        <Link to="/products" className="rounded-md bg-brand-700 px-5 py-2.5 text-center font-semibold text-white">
          Tiếp tục mua sắm
        </Link>
      </div>
    </div>
  );
}

function OrderLoadFailed() {
  return (
    <div role="alert" className="mx-auto my-12 max-w-lg rounded-lg border border-red-200 bg-white p-6 text-center">
      <h1 className="text-xl font-semibold text-red-700">Có lỗi xảy ra</h1>
      <p className="mt-2 text-gray-700">{ORDER_LOAD_FAILED}</p>
      <div className="mt-6 flex justify-center gap-3">
        <Link to="/tracking" className="rounded-md border border-gray-300 px-4 py-2 text-sm">
          Tra cứu đơn hàng
        </Link>
        <Link to="/products" className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white">
          Tiếp tục mua sắm
        </Link>
      </div>
    </div>
  );
}

function OrderSuccessSkeleton() {
  return (
    <div className="mx-auto max-w-2xl space-y-4" aria-busy="true">
      <Skeleton className="mx-auto h-16 w-16 rounded-full" />
      <Skeleton className="mx-auto h-8 w-64" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** The tick, 'Đặt hàng thành công!' and the order's number. */
function SuccessHeading({ orderId }: { orderId: number }) {
  return (
    <div className="text-center">
      <div className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <svg
          viewBox="0 0 24 24"
          className="size-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          aria-hidden="true"
        >
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 className="mt-4 text-2xl font-bold">Đặt hàng thành công!</h1>
      <p className="mt-2 text-gray-600">
        Cảm ơn bạn đã mua hàng. Mã đơn hàng của bạn là <strong className="text-gray-900">#{orderId}</strong>.
      </p>
    </div>
  );
}

/** The order's details, its items and the totals. */
function OrderSummary({ order: o }: { order: Order }) {
  const store = pickupStoreOf(o);
  return (
    <section className="mt-6 rounded-lg border border-gray-200 bg-white p-4">
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Info label="Mã đơn hàng">#{o.id}</Info>
        <Info label="Trạng thái">{statusLabelOf(o)}</Info>
        <Info label="Phương thức thanh toán">{PAYMENT_METHOD_LABELS[o.payment_method] ?? o.payment_method}</Info>
        <Info label="Thanh toán">
          <span aria-live="polite">
            <PaymentStatusBadge order={o} />
          </span>
        </Info>
        <Info label="Số điện thoại">{o.phone_number}</Info>
        <div className="sm:col-span-2">
          {store ? (
            <Info label="Nhận tại cửa hàng">
              <PickupStoreCard store={store} />
            </Info>
          ) : (
            <Info label="Địa chỉ giao hàng">{fullAddress(o.shipping_address, o)}</Info>
          )}
        </div>
      </dl>
      <h2 className="mt-4 border-t border-gray-100 pt-4 text-base font-semibold">Sản phẩm</h2>
      <OrderItems items={o.items} />
      <dl className="space-y-1 border-t border-gray-200 pt-3 text-sm">
        <DetailRow label="Tạm tính">{formatVnd(o.total_price)}</DetailRow>
        <DetailRow label="Phí vận chuyển">{shippingFeeText(o)}</DetailRow>
        {o.discount > 0 && <DetailRow label="Giảm giá">{`-${formatVnd(o.discount)}`}</DetailRow>}
        <div className="flex justify-between pt-2 text-base font-semibold">
          <dt>Tổng cộng</dt>
          <dd className="text-red-600">{formatVnd(o.final_total)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Info({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-gray-500">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
