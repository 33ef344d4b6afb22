/**
 * A staff order collected at a store (DESIGN §15): the choice between delivery and "Nhận tại cửa hàng", and the stores
 * that hand over pickups — those lacking a line of the order listed but not choosable.
 */
import { DELIVERY_METHODS, DELIVERY_METHOD_LABELS, PICKUP_TEXTS } from '@shop/domain/locations.rules';
import { useQuery } from '@tanstack/react-query';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { SelectField } from '../../components/form-field';
import type { NewOrderValues } from './new-order-values';
import { ordersQueries } from './orders.queries';

export function DeliveryMethodSelect({ form }: { form: UseFormReturn<NewOrderValues> }) {
  return (
    <SelectField label="Nhận hàng" className="sm:max-w-60" {...form.register('delivery_method')}>
      {DELIVERY_METHODS.map((m) => (
        <option key={m} value={m}>
          {DELIVERY_METHOD_LABELS[m]}
        </option>
      ))}
    </SelectField>
  );
}

export function PickupStoreSelect({ form }: { form: UseFormReturn<NewOrderValues> }) {
  const items = useWatch({ control: form.control, name: 'items' }) ?? [];
  const lines = items.map((l) => ({ product: l.product, variant: l.variant, quantity: l.quantity }));
  const stores = useQuery(ordersQueries.pickupStores(lines));
  const error = form.formState.errors.pickup_location?.message;
  return (
    <SelectField
      label={PICKUP_TEXTS.storeHeading}
      className="sm:max-w-md"
      error={error}
      hint={lines.length === 0 ? 'Thêm sản phẩm để xem cửa hàng còn đủ hàng.' : undefined}
      {...form.register('pickup_location', { setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)) })}
    >
      <option value="">Chọn cửa hàng</option>
      {(stores.data ?? []).map((s) => (
        <option key={s.id} value={s.id} disabled={!s.has_all}>
          {s.name}
          {s.has_all ? '' : ` — ${PICKUP_TEXTS.storeLacks}`}
        </option>
      ))}
    </SelectField>
  );
}
