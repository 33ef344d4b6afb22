/**
 * The delivery address of a staff order form: street, then province, district and ward typed with suggestions from
 * the shop's address lookup. A few letters are enough ('hcm', 'q1'): leaving the box writes the unit's full name when
 * exactly one fits (address-match.ts). The server resolves the names against the same data.
 */
import { type AddressLevel, addressUnitsQuery } from '@shop/client/address-units';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { TextField } from '../../components/form-field';
import { matchUnit } from './address-match';

export interface AddressForm {
  shipping_address: string;
  city: string;
  district: string;
  ward: string;
}

function UnitField({
  form,
  name,
  label,
  level,
  parent,
}: {
  form: UseFormReturn<AddressForm>;
  name: Path<AddressForm>;
  label: string;
  level: AddressLevel;
  parent: string;
}) {
  const listId = useId();
  const units = useQuery(addressUnitsQuery(level, parent));
  const field = form.register(name);
  return (
    <>
      <TextField
        label={label}
        list={listId}
        autoComplete="off"
        error={form.formState.errors[name]?.message}
        {...field}
        onBlur={(e) => {
          const unit = units.data && matchUnit(units.data, e.target.value);
          if (unit && unit.full_name !== e.target.value) form.setValue(name, unit.full_name, { shouldDirty: true });
          return field.onBlur(e);
        }}
      />
      <datalist id={listId}>
        {units.data?.map((u) => (
          <option key={u.id} value={u.full_name} />
        ))}
      </datalist>
    </>
  );
}

/** The id of the unit the box names (for the next level's suggestions), or '' while it names none. */
function useUnitId(level: AddressLevel, parent: string, text: string): string {
  const units = useQuery(addressUnitsQuery(level, parent));
  return (units.data && text && matchUnit(units.data, text)?.id) || '';
}

export function AddressFields({ form }: { form: UseFormReturn<AddressForm> }) {
  const [city, district] = useWatch({ control: form.control, name: ['city', 'district'] });
  const cityId = useUnitId(1, '0', city);
  const districtId = useUnitId(2, cityId, district);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label="Địa chỉ (số nhà, đường)"
        className="sm:col-span-2"
        autoComplete="off"
        error={form.formState.errors.shipping_address?.message}
        {...form.register('shipping_address')}
      />
      <UnitField form={form} name="city" label="Tỉnh/Thành phố" level={1} parent="0" />
      <UnitField form={form} name="district" label="Quận/Huyện" level={2} parent={cityId} />
      <UnitField form={form} name="ward" label="Phường/Xã" level={3} parent={districtId} />
    </div>
  );
}
