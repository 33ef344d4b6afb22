/**
 * The parcel's fields the shipment form and the carriers' settings share: the three sizes in cm, and the option
 * lists of the carriers and of GHN's `required_note`.
 */
import {
  type Carrier,
  CARRIER_NAMES,
  GHN_REQUIRED_NOTES,
  GHN_REQUIRED_NOTE_LABELS,
} from '@shop/domain/carrier.schemas';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../components/form-field';

const SIZE_FIELDS = [
  ['length_cm', 'Dài (cm)'],
  ['width_cm', 'Rộng (cm)'],
  ['height_cm', 'Cao (cm)'],
] as const;
type SizeName = (typeof SIZE_FIELDS)[number][0];

/** The three sizes; `register` ties each to its form (as a number), `errors` are that form's. */
export function SizeFields({
  register,
  errors,
}: {
  register: (name: SizeName) => UseFormRegisterReturn;
  errors: Partial<Record<SizeName, { message?: string | undefined }>>;
}) {
  return SIZE_FIELDS.map(([name, label]) => (
    <TextField
      key={name}
      label={label}
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      error={errors[name]?.message}
      {...register(name)}
    />
  ));
}

export function CarrierOptions({ carriers }: { carriers: readonly Carrier[] }) {
  return carriers.map((c) => (
    <option key={c} value={c}>
      {CARRIER_NAMES[c]}
    </option>
  ));
}

export function RequiredNoteOptions() {
  return GHN_REQUIRED_NOTES.map((n) => (
    <option key={n} value={n}>
      {GHN_REQUIRED_NOTE_LABELS[n]}
    </option>
  ));
}
