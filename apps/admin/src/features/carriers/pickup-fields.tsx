/**
 * The carriers' pickup address in the settings form: the first active store with its units until the shop sets its own;
 * once set, the name, phone, street and the units picked from the shop's own address lookup.
 */
import type { CarrierSettings, CarrierSettingsBody } from '@shop/domain/carrier-settings.schemas';
import { fullAddress } from '@shop/domain/order-address';
import { type UseFormReturn, useController, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '../../components/form-field';
import { storePlaceQuery } from '../content';
import { UnitSelect } from '../settings';

type Form = UseFormReturn<CarrierSettingsBody>;

export function PickupFields({ form, effective }: { form: Form; effective: CarrierSettings['pickup_effective'] }) {
  const pickup = useWatch({ control: form.control, name: 'pickup' });
  const custom = pickup !== null;
  const toggle = (on: boolean) =>
    form.setValue(
      'pickup',
      on
        ? {
            name: effective.name,
            phone: effective.phone,
            address: effective.address,
            city_code: '',
            district_code: '',
            ward_code: '',
          }
        : null,
      { shouldDirty: true },
    );
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold">Địa chỉ lấy hàng</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={custom} onChange={(e) => toggle(e.target.checked)} className="size-4" />
        Dùng địa chỉ lấy hàng riêng
      </label>
      {custom ? (
        <CustomPickup form={form} />
      ) : (
        <p className="text-sm text-gray-700">
          {effective.source === 'none'
            ? 'Chưa có cửa hàng đang hoạt động nào có đủ địa giới (đến phường/xã): hãy nhập địa chỉ lấy hàng, hoặc chọn địa giới cho một cửa hàng.'
            : `Theo cửa hàng: ${effective.name} · ${effective.phone} · ${fullAddress(effective.address, effective)}`}
        </p>
      )}
    </fieldset>
  );
}

function CustomPickup({ form }: { form: Form }) {
  const errors = form.formState.errors.pickup;
  const city = useController({ control: form.control, name: 'pickup.city_code' });
  const district = useController({ control: form.control, name: 'pickup.district_code' });
  const ward = useController({ control: form.control, name: 'pickup.ward_code' });
  // Two levels under ADDRESS_STRUCTURE=v2025: wards sit under the province, and the pickup has no district.
  const levels = useQuery(storePlaceQuery({})).data?.levels ?? 3;
  const unitError = errors?.city_code?.message ?? errors?.district_code?.message ?? errors?.ward_code?.message;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label="Tên người gửi" error={errors?.name?.message} {...form.register('pickup.name')} />
      <TextField
        label="Số điện thoại"
        type="tel"
        autoComplete="off"
        error={errors?.phone?.message}
        {...form.register('pickup.phone')}
      />
      <TextField
        label="Địa chỉ (số nhà, đường)"
        className="sm:col-span-2"
        error={errors?.address?.message}
        {...form.register('pickup.address')}
      />
      <UnitSelect
        label="Tỉnh/Thành phố"
        level={1}
        parent="0"
        value={city.field.value}
        onChange={(id) => {
          city.field.onChange(id);
          district.field.onChange(levels === 3 ? '' : null);
          ward.field.onChange('');
        }}
      />
      {levels === 3 && (
        <UnitSelect
          label="Quận/Huyện"
          level={2}
          parent={city.field.value}
          value={district.field.value ?? ''}
          onChange={(id) => {
            district.field.onChange(id);
            ward.field.onChange('');
          }}
        />
      )}
      <UnitSelect
        label="Phường/Xã"
        level={levels}
        parent={(levels === 3 ? district.field.value : city.field.value) ?? ''}
        value={ward.field.value}
        onChange={(id) => ward.field.onChange(id)}
      />
      {unitError && <p className="text-sm text-red-600 sm:col-span-2">{unitError}</p>}
    </div>
  );
}
