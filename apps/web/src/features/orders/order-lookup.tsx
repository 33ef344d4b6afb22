/**
 * /tracking (spec 2 §2 'Order lookup', §5, §8): order id + e-mail, or the phone the order was placed with (a guest
 * who gave no e-mail has only that); searches by itself when both are in the address; waits for the sign-in check
 * with a spinner.
 */
import { formatVnd } from '@shop/domain/money';
import { fullAddress } from '@shop/domain/order-address';
import type { OrderLookupResponse } from '@shop/domain/order-response.schemas';
import { PAYMENT_METHOD_LABELS } from '@shop/domain/order-status';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { CHECKOUT_MESSAGES, LookupContactField } from '../../lib/order-schemas';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { OrderItems } from './order-items';
import { OrderTracker, trackingText } from './order-tracker';
import { PickupStoreCard, pickupStoreOf, statusLabelOf } from './pickup-store';
import { ShipmentTracking } from './shipment-tracking';
import { formatOrderTime, ordersQueries } from './orders.queries';
import { TextField } from '../../components/ui/form-field';
import { useAuthStatus } from '../auth';

function lookupError(error: unknown): string {
  // The 404's own text ('Không tìm thấy đơn hàng.'); anything else the spec's message.
  if (error instanceof ApiError && error.status === 404) {
    const body = error.body as { error?: unknown } | null;
    if (body && typeof body.error === 'string' && body.error) return body.error;
  }
  if (error instanceof ApiError && error.status === 429) return error.message;
  return CHECKOUT_MESSAGES.lookupFailed;
}

export function OrderLookup({ orderId, email }: { orderId: string; email: string }) {
  const auth = useAuthStatus();
  const navigate = useNavigate();
  const [idValue, setIdValue] = useState(orderId);
  const [emailValue, setEmailValue] = useState(email);
  const [errors, setErrors] = useState<{ orderId?: string; email?: string }>({});
  const ready = auth !== 'unknown' && Boolean(orderId.trim()) && Boolean(email.trim());
  const lookup = useQuery({ ...ordersQueries.lookup(orderId.trim(), email.trim()), enabled: ready });

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!idValue.trim()) next.orderId = CHECKOUT_MESSAGES.orderIdRequired;
    const contact = LookupContactField.safeParse(emailValue);
    if (!contact.success) next.email = contact.error.issues[0]?.message;
    setErrors(next);
    if (next.orderId || next.email) return;
    const id = idValue.trim().replace(/^#/, '');
    const search = { order_id: /^\d{1,15}$/.test(id) ? Number(id) : id, email: emailValue.trim() };
    if (id === orderId && search.email === email) void lookup.refetch();
    else void navigate({ to: '/tracking', search, replace: true });
  }

  if (auth === 'unknown') return <Spinner />;

  const order = lookup.data?.order;
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-4 text-2xl font-bold">Tra cứu đơn hàng</h1>
      <form noValidate onSubmit={onSubmit} className="space-y-4 rounded-lg border border-gray-200 bg-white p-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Mã đơn hàng"
            showRequired
            inputMode="numeric"
            value={idValue}
            onValueChange={(v) => {
              setIdValue(v);
              setErrors((e) => ({ ...e, orderId: undefined }));
            }}
            error={errors.orderId}
          />
          <TextField
            label="Email hoặc số điện thoại"
            showRequired
            autoComplete="email"
            value={emailValue}
            onValueChange={(v) => {
              setEmailValue(v);
              setErrors((e) => ({ ...e, email: undefined }));
            }}
            error={errors.email}
          />
        </div>
        <button
          type="submit"
          disabled={lookup.isFetching}
          className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white disabled:opacity-50 sm:w-auto"
        >
          {lookup.isFetching ? 'Đang tra cứu...' : 'Tra cứu'}
        </button>
      </form>

      {ready && lookup.isFetching && !order && <Spinner label="Đang tra cứu..." />}
      {ready && lookup.isError && !lookup.isFetching && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700">
          {lookupError(lookup.error)}
        </p>
      )}
      {order && <LookupResult order={order} />}
    </div>
  );
}

/** The order found: status and progress, payment, waybill, address, shipment, items and total. */
function LookupResult({ order }: { order: OrderLookupResponse['order'] }) {
  const store = pickupStoreOf(order);
  return (
    <section aria-labelledby="lookup-result" className="mt-6 space-y-4 rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="lookup-result" className="text-lg font-semibold">
          Đơn hàng #{order.id}
        </h2>
        <p className="text-sm text-gray-500">
          {formatOrderTime(order.created_at).time} {formatOrderTime(order.created_at).date}
        </p>
      </div>
      {trackingText(order) && <p className="font-medium text-brand-800">{trackingText(order)}</p>}
      <OrderTracker status={order.status} pickup={order.delivery_method === 'pickup'} />
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-gray-500">Trạng thái</dt>
          <dd className="font-medium">{statusLabelOf(order)}</dd>
        </div>
        <div>
          <dt className="text-gray-500">Thanh toán</dt>
          <dd className="font-medium">{PAYMENT_METHOD_LABELS[order.payment_method] ?? order.payment_method}</dd>
        </div>
        {order.tracking_number && (
          <div>
            <dt className="text-gray-500">Mã vận đơn</dt>
            <dd className="font-medium">
              {order.tracking_number}
              {order.shipping_company ? ` (${order.shipping_company})` : ''}
            </dd>
          </div>
        )}
        <div className="sm:col-span-2">
          <dt className="text-gray-500">{store ? 'Nhận tại cửa hàng' : 'Địa chỉ giao hàng'}</dt>
          <dd className="font-medium">
            {store ? <PickupStoreCard store={store} /> : fullAddress(order.shipping_address, order)}
          </dd>
        </div>
      </dl>
      <ShipmentTracking shipment={order.shipment} />
      <OrderItems items={order.items} />
      <p className="flex justify-between border-t border-gray-200 pt-3 font-semibold">
        <span>Tổng cộng</span>
        <span className="text-red-600">{formatVnd(order.final_total)}</span>
      </p>
    </section>
  );
}
