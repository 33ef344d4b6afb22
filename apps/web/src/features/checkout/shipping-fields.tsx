/**
 * The checkout's 'Thông tin giao hàng' (spec 2 §2): how the order reaches the shopper (DESIGN §15), then the street,
 * city → district → ward — or, for "Nhận tại cửa hàng", the store — and the note. A changed address clears the voucher
 * (spec 2 §4 'Voucher state'): the street once it is left, the place when picked.
 */
import type { CartItem } from '@shop/domain/cart.rules';
import type { DeliveryMethod } from '@shop/domain/locations.rules';
import { useController } from 'react-hook-form';
import { AddressFields, type AddressValue } from './address-fields';
import { CheckoutTextField } from './checkout-text-field';
import { DeliveryMethodFields, PickupStoreFields } from './delivery-fields';
import { type CheckoutFormApi, type CheckoutValues, placeOf } from './use-checkout-form';

export function ShippingFields({
  form,
  values,
  items,
  onPlaceChange,
  onMethodChange,
  onPickupChange,
  clearVoucher,
}: {
  form: CheckoutFormApi;
  values: CheckoutValues;
  items: CartItem[];
  onPlaceChange: (next: AddressValue, auto?: boolean) => void;
  onMethodChange: (method: DeliveryMethod) => void;
  onPickupChange: (storeId: number | null) => void;
  clearVoucher: () => void;
}) {
  const pickup = values.deliveryMethod === 'pickup';
  return (
    <section aria-labelledby="shipping-heading" className="space-y-4 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="shipping-heading" className="text-base font-semibold">
        Thông tin giao hàng
      </h2>
      <DeliveryMethodFields value={values.deliveryMethod} onChange={onMethodChange} />
      {pickup ? (
        <PickupStoreFields items={items} value={values.pickupLocation} onChange={onPickupChange} />
      ) : (
        <AddressPart form={form} values={values} onPlaceChange={onPlaceChange} clearVoucher={clearVoucher} />
      )}
      <div>
        <label htmlFor="checkout-note" className="mb-1 block text-sm font-medium text-gray-800">
          Ghi chú
        </label>
        <textarea
          id="checkout-note"
          rows={3}
          maxLength={500}
          {...form.register('note')}
          placeholder="Ghi chú cho đơn hàng (không bắt buộc)"
          className="block w-full rounded-md border border-gray-300 px-3 py-2 text-base sm:text-sm"
        />
      </div>
    </section>
  );
}

/** The delivery address: the street and the place. */
function AddressPart({
  form,
  values,
  onPlaceChange,
  clearVoucher,
}: {
  form: CheckoutFormApi;
  values: CheckoutValues;
  onPlaceChange: (next: AddressValue, auto?: boolean) => void;
  clearVoucher: () => void;
}) {
  return (
    <>
      <CheckoutTextField
        form={form}
        name="address"
        label="Địa chỉ"
        showRequired
        autoComplete="street-address"
        placeholder="Số nhà, tên đường"
        onBlur={(e) => {
          // The native change event (spec 2 §4): the address changed once the field is left.
          const start = e.currentTarget.dataset.start;
          if (start !== undefined && start !== e.currentTarget.value) clearVoucher();
        }}
        onFocus={(e) => {
          e.currentTarget.dataset.start = e.currentTarget.value;
        }}
      />
      <PlaceFields form={form} value={placeOf(values)} onChange={onPlaceChange} />
    </>
  );
}

/** City, district and ward tied to the form: their errors, and their inputs for the focus on a refused one. */
function PlaceFields({
  form,
  value,
  onChange,
}: {
  form: CheckoutFormApi;
  value: AddressValue;
  onChange: (next: AddressValue, auto?: boolean) => void;
}) {
  const city = useController({ control: form.control, name: 'city' });
  const district = useController({ control: form.control, name: 'district' });
  const ward = useController({ control: form.control, name: 'ward' });
  return (
    <AddressFields
      value={value}
      onChange={onChange}
      errors={{
        city: city.fieldState.error?.message,
        district: district.fieldState.error?.message,
        ward: ward.fieldState.error?.message,
      }}
      focusTargets={{ city: city.field.ref, district: district.field.ref, ward: ward.field.ref }}
    />
  );
}
