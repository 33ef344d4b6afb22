/**
 * City → district → ward (spec 2 §2 'Address selectors', §4 'Address lookup'): native selects filled from the
 * address service in turn; picking a city clears district and ward, picking a district clears the ward. When the
 * service fails (or takes over 10 s) they become free-text inputs. A prefilled name (the profile's) is matched to
 * its code once the list arrives, so the fee and the free-shipping rule know the province.
 */
import { useQuery } from '@tanstack/react-query';
import { type Ref, type RefCallback, useEffect, useId } from 'react';
import type { AddressUnit as AdminUnit } from '@shop/client/address-units';
import { checkoutQueries } from './checkout.queries';
import { FieldError, FieldLabel, TextField, fieldClass } from '../../components/ui/form-field';

export interface AddressValue {
  city: string;
  cityCode: string;
  district: string;
  districtCode: string;
  ward: string;
  wardCode: string;
}

export const EMPTY_ADDRESS: AddressValue = {
  city: '',
  cityCode: '',
  district: '',
  districtCode: '',
  ward: '',
  wardCode: '',
};

/** Names compared without case, accents or the unit word ('Thành phố', 'Quận'). */
function fold(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/^(thanh pho|tinh|quan|huyen|thi xa|phuong|xa|thi tran)\s+/, '')
    .trim();
}

function findByName(units: AdminUnit[] | undefined, name: string): AdminUnit | undefined {
  if (!units || !name) return undefined;
  const wanted = fold(name);
  return units.find((u) => u.full_name === name) ?? units.find((u) => fold(u.full_name) === wanted);
}

type Unit = 'city' | 'district' | 'ward';

type AddressChange = (next: AddressValue, auto?: boolean) => void;
type UnitErrors = Partial<Record<Unit, string | undefined>>;
type UnitTargets = Partial<Record<Unit, RefCallback<HTMLElement>>>;

/** What the typed fields and the selects share. */
interface UnitFieldsProps {
  value: AddressValue;
  onChange: AddressChange;
  errors: UnitErrors;
  focusTargets: UnitTargets;
}

export function AddressFields({
  value,
  onChange,
  errors,
  focusTargets = {},
}: {
  value: AddressValue;
  /** `auto`: a prefilled name was matched to its code (not the shopper's change). */
  onChange: AddressChange;
  errors: UnitErrors;
  /** Each unit's select (or text input), for a form that focuses its first invalid field. */
  focusTargets?: UnitTargets;
}) {
  const provinces = useQuery(checkoutQueries.provinces());
  const districts = useQuery(checkoutQueries.districts(value.cityCode));
  const wards = useQuery(checkoutQueries.wards(value.districtCode));
  const failed = provinces.isError || districts.isError || wards.isError;
  useCodesForPrefilledNames({
    value,
    onChange,
    failed,
    provinces: provinces.data,
    districts: districts.data,
    wards: wards.data,
  });

  const fields = { value, onChange, errors, focusTargets };
  if (failed) return <TypedAddressFields {...fields} />;
  return <AddressSelects {...fields} provinces={provinces} districts={districts} wards={wards} />;
}

/** A name without its code (the profile's prefill): find the code once the list is there. */
function useCodesForPrefilledNames({
  value,
  onChange,
  failed,
  provinces,
  districts,
  wards,
}: {
  value: AddressValue;
  onChange: AddressChange;
  /** The address service failed: the names are typed, without codes. */
  failed: boolean;
  provinces: AdminUnit[] | undefined;
  districts: AdminUnit[] | undefined;
  wards: AdminUnit[] | undefined;
}) {
  useEffect(() => {
    if (failed) return;
    if (value.city && !value.cityCode) {
      const hit = findByName(provinces, value.city);
      if (hit) onChange({ ...value, city: hit.full_name, cityCode: hit.id }, true);
    } else if (value.district && value.cityCode && !value.districtCode) {
      const hit = findByName(districts, value.district);
      if (hit) onChange({ ...value, district: hit.full_name, districtCode: hit.id }, true);
    } else if (value.ward && value.districtCode && !value.wardCode) {
      const hit = findByName(wards, value.ward);
      if (hit) onChange({ ...value, ward: hit.full_name, wardCode: hit.id }, true);
    }
  }, [failed, value, provinces, districts, wards, onChange]);
}

/** spec 2 §8 'Address lookup failure: manual text input'. Typed names carry no codes. */
function TypedAddressFields({ value, onChange, errors, focusTargets }: UnitFieldsProps) {
  const { city: cityTarget, district: districtTarget, ward: wardTarget } = focusTargets;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        showRequired
        label="Tỉnh/Thành phố"
        ref={cityTarget}
        value={value.city}
        error={errors.city}
        onValueChange={(city) => onChange({ ...value, city, cityCode: '' })}
      />
      <TextField
        showRequired
        label="Quận/Huyện"
        ref={districtTarget}
        value={value.district}
        error={errors.district}
        onValueChange={(district) => onChange({ ...value, district, districtCode: '' })}
      />
      <TextField
        showRequired
        label="Phường/Xã"
        ref={wardTarget}
        value={value.ward}
        error={errors.ward}
        onValueChange={(ward) => onChange({ ...value, ward, wardCode: '' })}
      />
    </div>
  );
}

interface UnitList {
  data: AdminUnit[] | undefined;
  isPending: boolean;
}

/** The three selects, each below the one it depends on: a pick clears the units under it. */
function AddressSelects({
  value,
  onChange,
  errors,
  focusTargets,
  provinces,
  districts,
  wards,
}: UnitFieldsProps & { provinces: UnitList; districts: UnitList; wards: UnitList }) {
  const { city: cityTarget, district: districtTarget, ward: wardTarget } = focusTargets;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Select
        label="Tỉnh/Thành phố"
        placeholder="Chọn Tỉnh/Thành phố"
        ref={cityTarget}
        units={provinces.data}
        loading={provinces.isPending}
        code={value.cityCode}
        error={errors.city}
        onPick={(u) => onChange({ ...EMPTY_ADDRESS, city: u?.full_name ?? '', cityCode: u?.id ?? '' })}
      />
      <Select
        label="Quận/Huyện"
        placeholder="Chọn Quận/Huyện"
        ref={districtTarget}
        units={districts.data}
        loading={Boolean(value.cityCode) && districts.isPending}
        disabled={!value.cityCode}
        code={value.districtCode}
        error={errors.district}
        onPick={(u) =>
          onChange({ ...value, district: u?.full_name ?? '', districtCode: u?.id ?? '', ward: '', wardCode: '' })
        }
      />
      <Select
        label="Phường/Xã"
        placeholder="Chọn Phường/Xã"
        ref={wardTarget}
        units={wards.data}
        loading={Boolean(value.districtCode) && wards.isPending}
        disabled={!value.districtCode}
        code={value.wardCode}
        error={errors.ward}
        onPick={(u) => onChange({ ...value, ward: u?.full_name ?? '', wardCode: u?.id ?? '' })}
      />
    </div>
  );
}

function Select({
  ref,
  label,
  placeholder,
  units,
  loading,
  disabled,
  code,
  error,
  onPick,
}: {
  ref?: Ref<HTMLSelectElement> | undefined;
  label: string;
  placeholder: string;
  units: AdminUnit[] | undefined;
  loading: boolean;
  disabled?: boolean;
  code: string;
  error?: string | undefined;
  onPick: (unit: AdminUnit | undefined) => void;
}) {
  const id = useId();
  return (
    <div>
      <FieldLabel htmlFor={id} showRequired>
        {label}
      </FieldLabel>
      <select
        ref={ref}
        id={id}
        value={code}
        disabled={disabled || loading}
        onChange={(e) => onPick(units?.find((u) => u.id === e.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldClass(Boolean(error))}
      >
        <option value="">{loading ? 'Đang tải...' : placeholder}</option>
        {units?.map((u) => (
          <option key={u.id} value={u.id}>
            {u.full_name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
