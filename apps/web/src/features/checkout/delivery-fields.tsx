/**
 * How the order reaches the shopper (DESIGN §15): delivered to an address, or "Nhận tại cửa hàng" at a store that has
 * every line of the cart now. The stores that lack a line are listed too, not choosable, saying so.
 */
import type { CartItem } from '@shop/domain/cart.rules';
import { DELIVERY_METHOD_LABELS, type DeliveryMethod, PICKUP_TEXTS } from '@shop/domain/locations.rules';
import type { PickupLocation } from '@shop/domain/pickup.schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { checkoutQueries } from './checkout.queries';

const METHODS: readonly DeliveryMethod[] = ['ship', 'pickup'];

const METHOD_HINTS: Record<DeliveryMethod, string> = {
  ship: 'Giao đến địa chỉ của bạn.',
  pickup: 'Đến cửa hàng nhận hàng, không mất phí vận chuyển.',
};

/** One choice of a radio group drawn as a card; the focus ring shows on the card. */
function choiceClass(checked: boolean, disabled = false) {
  const tone = disabled
    ? 'cursor-not-allowed border-gray-200 bg-gray-50 text-gray-500'
    : checked
      ? 'cursor-pointer border-brand-700 bg-brand-50'
      : 'cursor-pointer border-gray-300';
  return `flex items-start gap-3 rounded-md border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${tone}`;
}

export function DeliveryMethodFields({
  value,
  onChange,
}: {
  value: DeliveryMethod;
  onChange: (method: DeliveryMethod) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-gray-800">Hình thức nhận hàng</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {METHODS.map((method) => (
          <label key={method} className={choiceClass(value === method)}>
            <input
              type="radio"
              name="deliveryMethod"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              aria-labelledby={`delivery-label-${method}`}
              aria-describedby={`delivery-hint-${method}`}
              className="mt-1 accent-brand-700"
            />
            <span>
              <span id={`delivery-label-${method}`} className="block text-sm font-medium">
                {DELIVERY_METHOD_LABELS[method]}
              </span>
              <span id={`delivery-hint-${method}`} className="block text-xs text-gray-500">
                {METHOD_HINTS[method]}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function StoreChoice({ store, checked, onChoose }: { store: PickupLocation; checked: boolean; onChoose: () => void }) {
  const id = `pickup-store-${store.id}`;
  return (
    <label className={choiceClass(checked, !store.has_all)}>
      <input
        type="radio"
        name="pickupLocation"
        value={store.id}
        checked={checked}
        disabled={!store.has_all}
        onChange={onChoose}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-details`}
        className="mt-1 accent-brand-700"
      />
      <span className="min-w-0">
        <span id={`${id}-name`} className="block text-sm font-medium">
          {store.name}
        </span>
        <span id={`${id}-details`} className="block text-xs text-gray-600">
          <span className="block">{store.address}</span>
          {store.phone && <span className="block">Điện thoại: {store.phone}</span>}
          {store.opening_hours && (
            <span className="block">
              {PICKUP_TEXTS.openingHours}: {store.opening_hours}
            </span>
          )}
          {!store.has_all && <span className="block font-medium text-red-700">{PICKUP_TEXTS.storeLacks}</span>}
        </span>
      </span>
    </label>
  );
}

/**
 * The stores to collect the cart at. A store chosen earlier that no longer has every line (the cart changed, its shelf
 * emptied) is let go, so the order is never sent for a store that would refuse it.
 */
export function PickupStoreFields({
  items,
  value,
  onChange,
}: {
  items: CartItem[];
  value: number | null;
  onChange: (storeId: number | null) => void;
}) {
  const lines = useMemo(
    () => items.map((i) => ({ product: i.id, variant: i.variantId ?? null, quantity: i.quantity })),
    [items],
  );
  const stores = useQuery(checkoutQueries.pickupStores(lines));
  const open = useMemo(() => stores.data?.filter((s) => s.has_all), [stores.data]);
  useEffect(() => {
    if (value !== null && open && !open.some((s) => s.id === value)) onChange(null);
  }, [open, value, onChange]);

  if (stores.isPending) return <p className="text-sm text-gray-500">Đang tải danh sách cửa hàng...</p>;
  if (stores.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Không tải được danh sách cửa hàng. Vui lòng thử lại sau.
      </p>
    );
  }
  if (stores.data.length === 0) return <p className="text-sm text-gray-600">{PICKUP_TEXTS.noStore}</p>;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-gray-800">
        {PICKUP_TEXTS.storeHeading} <span className="text-red-600">*</span>
      </legend>
      <div className="space-y-2">
        {stores.data.map((store) => (
          <StoreChoice key={store.id} store={store} checked={value === store.id} onChoose={() => onChange(store.id)} />
        ))}
      </div>
    </fieldset>
  );
}
