/** The store dialog's address: its administrative units, the address shown to shoppers, and the coordinates. */
import type { AddressUnit } from '@shop/client/address-units';
import { addressUnitsQuery as unitsQuery } from '@shop/client/address-units';
import { CONTENT_TEXT_MAX_LENGTH } from '@shop/domain/content.schemas';
import type { StoreLocationInput, StorePlace } from '@shop/domain/store-location.schemas';
import { useQuery } from '@tanstack/react-query';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/form-field';
import { storePlaceQuery } from './content.queries';

export type StoreFormValues = z.input<typeof StoreLocationInput>;
type StoreForm = UseFormReturn<StoreFormValues, unknown, StoreLocationInput>;

/** A coordinate box: blank is null (the centroid), anything else a number (NaN is refused by the schema). */
const coordinate = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/**
 * Province, then district (legacy units) and ward from `/api/address/*`; the full address and the centroid as the
 * server will compute them; the coordinates, blank for the centroid. A new unit clears the coordinates, so the store
 * follows its new address unless staff type others.
 */
export function AddressFields({ form }: { form: StoreForm }) {
  const { errors } = form.formState;
  const { city, district, ward, street, place, levels, provinces, districts, wards } = useStoreUnits(form);
  const pick = (field: 'city_code' | 'district_code' | 'ward_code', value: string, clear: (typeof field)[]) => {
    form.setValue(field, field === 'city_code' ? value : value || null, { shouldDirty: true });
    for (const below of clear) form.setValue(below, null);
    form.setValue('lat', null);
    form.setValue('lng', null);
  };
  const unitError = place.error?.message;

  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-medium text-gray-800">Địa chỉ</legend>
      <TextField
        label="Số nhà, tên đường"
        maxLength={CONTENT_TEXT_MAX_LENGTH}
        error={errors.street?.message}
        {...form.register('street')}
      />
      <UnitSelect
        label="Tỉnh/Thành phố"
        value={city}
        units={provinces.data}
        onChange={(v) => pick('city_code', v, ['district_code', 'ward_code'])}
        error={errors.city_code?.message}
      />
      {levels === 3 && (
        <UnitSelect
          label="Quận/Huyện"
          value={district}
          units={districts.data}
          disabled={!city}
          onChange={(v) => pick('district_code', v, ['ward_code'])}
          error={errors.district_code?.message}
        />
      )}
      <UnitSelect
        label="Phường/Xã"
        value={ward}
        units={wards.data}
        disabled={levels === 3 ? !district : !city}
        onChange={(v) => pick('ward_code', v, [])}
        error={errors.ward_code?.message}
        none="— Chọn (không bắt buộc) —"
      />
      {place.data?.address && (
        <p className="text-sm text-gray-700" aria-live="polite">
          Địa chỉ hiển thị: {street ? `${street}, ` : ''}
          {place.data.address}
        </p>
      )}
      {unitError && (
        <p role="alert" className="text-sm text-red-700">
          {unitError}
        </p>
      )}
      <CoordinateFields form={form} centroid={place.data} />
    </fieldset>
  );
}

/**
 * The units chosen, the place the server makes of them, and the lists to choose from: with the units since July
 * 2025 (`levels` 2) wards sit right under the province and there is no district list.
 */
function useStoreUnits(form: StoreForm) {
  const [city, district, ward, street] = useWatch({
    control: form.control,
    name: ['city_code', 'district_code', 'ward_code', 'street'],
  });
  const place = useQuery(
    storePlaceQuery({ city_code: city ?? '', district_code: district ?? '', ward_code: ward ?? '' }),
  );
  const levels = place.data?.levels ?? 3;
  const provinces = useQuery(unitsQuery(1, '0'));
  const districts = useQuery({ ...unitsQuery(2, city ?? ''), enabled: levels === 3 && Boolean(city) });
  const wards = useQuery(levels === 3 ? unitsQuery(3, district ?? '') : unitsQuery(2, city ?? ''));
  return { city, district, ward, street, place, levels, provinces, districts, wards };
}

/** One administrative level's select; blank is "none chosen". */
function UnitSelect({
  label,
  value,
  units,
  disabled,
  onChange,
  error,
  none = '— Chọn —',
}: {
  label: string;
  value: string | null | undefined;
  units: AddressUnit[] | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
  error: string | undefined;
  none?: string;
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    >
      <option value="">{none}</option>
      {units?.map((u) => (
        <option key={u.id} value={u.id}>
          {u.full_name}
        </option>
      ))}
    </SelectField>
  );
}

/** Latitude and longitude, blank for the chosen unit's centroid (shown as their placeholders). */
function CoordinateFields({ form, centroid }: { form: StoreForm; centroid: StorePlace | undefined }) {
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['lat', 'lng'] as const).map((name) => (
          <TextField
            key={name}
            label={name === 'lat' ? 'Vĩ độ' : 'Kinh độ'}
            inputMode="decimal"
            placeholder={centroid?.[name] != null ? String(centroid[name]) : ''}
            hint="Để trống: tâm phường/xã (hoặc quận/huyện) đã chọn."
            error={errors[name]?.message}
            {...form.register(name, { setValueAs: coordinate })}
          />
        ))}
      </div>
      <Button
        tone="secondary"
        onClick={() => {
          form.setValue('lat', null);
          form.setValue('lng', null);
        }}
      >
        Dùng tọa độ tâm địa chỉ
      </Button>
    </>
  );
}
