/**
 * One variant of the product form: its header (its place, move up or down, remove), its fields and its photos.
 * Each registers on the form `ProductFormBody` owns, under `variants.<i>`.
 */
import { VARIANT_IMAGES_MAX } from '@shop/domain/admin-catalog.rules';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { toNumber, toNumberOrNull } from '../../lib/number-input';
import { MediaField } from '../media';
import { BarcodeField, CostPriceField } from './product-form-fields';
import type { ProductFormValues } from './product-form-values';

type VariantErrors = NonNullable<FieldErrors<ProductFormValues>['variants']>[number];

export type VariantCardProps = {
  i: number;
  count: number;
  /** A variant saved before: its stock is read-only. */
  existing: boolean;
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  alts: Record<string, string>;
  onAltChange: (url: string, alt: string) => void;
  move: (from: number, to: number) => void;
  remove: (i: number) => void;
};

export function VariantCard(props: VariantCardProps) {
  const { i } = props;
  return (
    <section aria-label={`Phân loại ${i + 1}`} className="space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-4">
      <VariantHeader {...props} />
      <VariantInputs {...props} e={props.errors.variants?.[i]} />
      <VariantImages {...props} e={props.errors.variants?.[i]} />
    </section>
  );
}

function VariantHeader({ i, count, move, remove }: VariantCardProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h3 className="font-medium">Phân loại {i + 1}</h3>
      <div className="flex gap-1">
        <Button
          tone="ghost"
          disabled={i === 0}
          onClick={() => move(i, i - 1)}
          aria-label={`Chuyển phân loại ${i + 1} lên`}
        >
          ↑
        </Button>
        <Button
          tone="ghost"
          disabled={i === count - 1}
          onClick={() => move(i, i + 1)}
          aria-label={`Chuyển phân loại ${i + 1} xuống`}
        >
          ↓
        </Button>
        <Button tone="ghost" className="text-red-700" onClick={() => remove(i)}>
          Xóa phân loại
        </Button>
      </div>
    </div>
  );
}

function VariantInputs({ i, existing, register, e }: VariantCardProps & { e: VariantErrors | undefined }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <TextField label="Tên phân loại" error={e?.name?.message} {...register(`variants.${i}.name`)} />
      <TextField label="Mã SKU" error={e?.sku?.message} {...register(`variants.${i}.sku`)} />
      <TextField label="Đơn vị" error={e?.unit?.message} {...register(`variants.${i}.unit`)} />
      <BarcodeField error={e?.barcode?.message} {...register(`variants.${i}.barcode`)} />
      <VariantPriceInputs i={i} register={register} e={e} />
      <TextField
        label={existing ? 'Tồn kho' : 'Tồn kho ban đầu'}
        type="number"
        inputMode="numeric"
        min={0}
        readOnly={existing}
        hint={existing ? 'Thay đổi qua phiếu điều chỉnh kho.' : undefined}
        error={e?.stock?.message}
        {...register(`variants.${i}.stock`, { setValueAs: toNumber })}
      />
      <TextField
        label="Giới hạn mỗi giỏ"
        type="number"
        inputMode="numeric"
        min={1}
        hint="Để trống: theo sản phẩm."
        error={e?.max_quantities_in_cart?.message}
        {...register(`variants.${i}.max_quantities_in_cart`, { setValueAs: toNumberOrNull })}
      />
      <TextField
        label="Bán theo bội số"
        type="number"
        inputMode="numeric"
        min={1}
        hint="Số lượng mỗi lần mua (thùng 6: nhập 6)."
        error={e?.order_multiple?.message}
        {...register(`variants.${i}.order_multiple`, { setValueAs: toNumber })}
      />
      <label className="flex items-center gap-2 self-center text-sm">
        <input type="checkbox" className="size-4" {...register(`variants.${i}.is_active`)} />
        Đang bán
      </label>
    </div>
  );
}

/** The variant's price, discount and cost. */
function VariantPriceInputs({
  i,
  register,
  e,
}: Pick<VariantCardProps, 'i' | 'register'> & { e: VariantErrors | undefined }) {
  return (
    <>
      <TextField
        label="Giá bán (đ)"
        type="number"
        inputMode="numeric"
        min={0}
        error={e?.price?.message}
        {...register(`variants.${i}.price`, { setValueAs: toNumber })}
      />
      <TextField
        label="Giá khuyến mãi (đ)"
        type="number"
        inputMode="numeric"
        min={0}
        hint="Để trống nếu không giảm giá."
        error={e?.discount_price?.message}
        {...register(`variants.${i}.discount_price`, { setValueAs: toNumberOrNull })}
      />
      <CostPriceField
        hint="Để trống: theo giá vốn của sản phẩm."
        error={e?.cost_price?.message}
        {...register(`variants.${i}.cost_price`, { setValueAs: toNumberOrNull })}
      />
    </>
  );
}

function VariantImages({ i, control, alts, onAltChange, e }: VariantCardProps & { e: VariantErrors | undefined }) {
  return (
    <Controller
      control={control}
      name={`variants.${i}.images`}
      render={({ field: images, fieldState }) => (
        <Controller
          control={control}
          name={`variants.${i}.main_image`}
          render={({ field: main }) => (
            <MediaField
              label="Ảnh của phân loại"
              max={VARIANT_IMAGES_MAX}
              value={{ images: images.value ?? [], main: main.value ?? '' }}
              onChange={(v) => {
                images.onChange(v.images);
                main.onChange(v.main);
              }}
              error={fieldState.error?.message ?? e?.main_image?.message}
              alts={alts}
              onAltChange={onAltChange}
            />
          )}
        />
      )}
    />
  );
}
