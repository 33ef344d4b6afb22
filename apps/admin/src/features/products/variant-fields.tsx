/**
 * The product's variants: add, remove and reorder them; each has its own SKU, price, discount, stock,
 * photos and per-cart limit. An existing variant's stock is read-only here: it changes through the stock ledger.
 */
import { VARIANTS_MAX } from '@shop/domain/admin-catalog.rules';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '../../components/button';
import { EMPTY_VARIANT, type ProductFormValues } from './product-form-values';
import { VariantCard } from './variant-card';

export function VariantFields({
  control,
  register,
  errors,
  alts,
  onAltChange,
}: {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  /** The product's photo alt texts, shared by its variants' photos. */
  alts: Record<string, string>;
  onAltChange: (url: string, alt: string) => void;
}) {
  // keyName: the variants carry an `id` of their own (the database's).
  const { fields, append, remove, move } = useFieldArray({ control, name: 'variants', keyName: 'key' });
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold">Phân loại ({fields.length})</legend>
      <p className="text-sm text-gray-600">
        Mỗi phân loại (ví dụ: gói 500 g, gói 1 kg) có mã SKU, giá, tồn kho và ảnh riêng. Thứ tự ở đây là thứ tự trong
        cửa hàng.
      </p>
      {fields.map((field, i) => (
        <VariantCard
          key={field.key}
          i={i}
          count={fields.length}
          existing={field.id !== undefined}
          control={control}
          register={register}
          errors={errors}
          alts={alts}
          onAltChange={onAltChange}
          move={move}
          remove={remove}
        />
      ))}
      <Button tone="secondary" disabled={fields.length >= VARIANTS_MAX} onClick={() => append({ ...EMPTY_VARIANT })}>
        Thêm phân loại
      </Button>
    </fieldset>
  );
}
