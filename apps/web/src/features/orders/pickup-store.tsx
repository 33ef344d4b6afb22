/**
 * A pickup in store on the shopper's order pages (DESIGN §15): the store to come to (name, address, phone, hours)
 * instead of a delivery address, and the order's status as a pickup reads it.
 */
import { PICKUP_TEXTS, orderStatusLabelFor } from '@shop/domain/locations.rules';
import { formatVnd } from '@shop/domain/money';
import type { Order, OrderLocation } from '@shop/domain/order-response.schemas';

/** The store a pickup is collected at; null for a shipped order. */
export function pickupStoreOf(order: Order): OrderLocation | null {
  return order.delivery_method === 'pickup' ? order.fulfilment_location : null;
}

/** The status as the shopper reads it: a pickup's delivered is "Đã nhận hàng". */
export const statusLabelOf = (order: Order) => orderStatusLabelFor(order.status, order.delivery_method);

/** The shipping line: a pickup has none to pay (0 ₫); a free delivery says so. */
export function shippingFeeText(order: Order): string {
  if (order.delivery_method === 'pickup') return formatVnd(order.shipping_fee);
  return order.shipping_fee === 0 ? 'Miễn phí' : formatVnd(order.shipping_fee);
}

/** The store's card: where to come, how to call, when it opens. */
export function PickupStoreCard({ store }: { store: OrderLocation }) {
  return (
    <div className="space-y-1">
      <p className="font-semibold">{store.name}</p>
      <p>{store.address}</p>
      {store.phone && <p>Điện thoại cửa hàng: {store.phone}</p>}
      {store.opening_hours && (
        <p>
          {PICKUP_TEXTS.openingHours}: {store.opening_hours}
        </p>
      )}
    </div>
  );
}
