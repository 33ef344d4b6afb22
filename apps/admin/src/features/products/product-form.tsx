/**
 * The product form, for a new product and an existing one: every field of DESIGN §3, its variants and
 * photos. The domain's `ProductInput` checks it here and the server checks it again; the server's field messages
 * (a slug or SKU taken, `variants.1.sku`) come back onto the fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminCategory, type AdminProductDetail, ProductInput } from '@shop/domain/admin-catalog.schemas';
import { slugify } from '@shop/domain/search-text';
import { useQuery } from '@tanstack/react-query';
import { Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/button';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { ErrorState } from '../../components/list-states';
import { useStaffWrite } from '../../lib/use-staff-write';
import { MediaField } from '../media';
import { CategoryOptions } from './category-options';
import { MarkdownField } from '../../components/markdown-field';
import { toNumber, toNumberOrNull } from '../../lib/number-input';
import type { ProductFormValues } from './product-form-values';
import { productChanged, productsQueries } from './products.queries';
import { VariantFields } from './variant-fields';
import { WholesaleFields } from './wholesale-fields';

type ProductFormProps = {
  defaultValues: ProductFormValues;
  /** Editing a product: its stock is read-only (the ledger changes it). */
  existing: boolean;
  /** Sends the form (create or update); the answered product goes into the cache. */
  save: (values: ProductInput) => Promise<AdminProductDetail>;
  success: string | ((product: AdminProductDetail) => string);
  /** After the success toast (a new product: its page). */
  onSaved?: (product: AdminProductDetail) => unknown;
  submitLabel: string;
};

/** Waits for the category tree: a `<select>` given its value before its options would show none chosen. */
export function ProductForm(props: ProductFormProps) {
  const categories = useQuery(productsQueries.categories());
  if (categories.error) {
    return <ErrorState message={categories.error.message} onRetry={() => void categories.refetch()} />;
  }
  if (!categories.data) {
    return (
      <div role="status" className="p-8 text-center text-gray-500">
        Đang tải…
      </div>
    );
  }
  return <ProductFormBody {...props} categories={categories.data} />;
}

function ProductFormBody({
  defaultValues,
  existing,
  save,
  success,
  onSaved,
  submitLabel,
  categories,
}: ProductFormProps & { categories: AdminCategory[] }) {
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(ProductInput),
    defaultValues,
  });
  const { register, control, handleSubmit, formState } = form;
  const alts = useWatch({ control, name: 'image_alts' }) ?? {};
  const setAlt = (url: string, alt: string) =>
    form.setValue('image_alts', { ...form.getValues('image_alts'), [url]: alt }, { shouldDirty: true });
  const errors = formState.errors;
  const name = useWatch({ control, name: 'name' });

  const write = useStaffWrite({ write: save, success, changed: productChanged, onDone: onSaved, form, tell: 'page' });
  const submit = handleSubmit((values) => write.mutate(values));

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <section aria-labelledby="product-main" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="product-main" className="text-base font-semibold">
          Thông tin sản phẩm
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Tên sản phẩm" error={errors.name?.message} {...register('name')} />
          <TextField
            label="Đường dẫn (slug)"
            placeholder={slugify(name ?? '') || 'tao-tu-ten-san-pham'}
            hint={
              existing
                ? 'Để trống để tạo lại từ tên.'
                : 'Để trống: tạo từ tên (bỏ dấu), thêm số nếu đã có sản phẩm trùng.'
            }
            error={errors.slug?.message}
            {...register('slug')}
          />
          <SelectField
            label="Danh mục"
            error={errors.category?.message}
            {...register('category', { setValueAs: toNumber })}
          >
            <option value="">Chọn danh mục</option>
            <CategoryOptions tree={categories} />
          </SelectField>
          <TextField label="Đơn vị" placeholder="gói, hộp, kg" error={errors.unit?.message} {...register('unit')} />
          <TextField
            label="Giá bán (đ)"
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.price?.message}
            {...register('price', { setValueAs: toNumber })}
          />
          <TextField
            label="Giá khuyến mãi (đ)"
            type="number"
            inputMode="numeric"
            min={0}
            hint="Để trống nếu không giảm giá."
            error={errors.discount_price?.message}
            {...register('discount_price', { setValueAs: toNumberOrNull })}
          />
          <TextField
            label={existing ? 'Tồn kho' : 'Tồn kho ban đầu'}
            type="number"
            inputMode="numeric"
            min={0}
            readOnly={existing}
            hint={existing ? 'Thay đổi qua phiếu điều chỉnh kho.' : undefined}
            error={errors.stock?.message}
            {...register('stock', { setValueAs: toNumber })}
          />
          <TextField
            label="Khối lượng (kg)"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.001}
            error={errors.weight?.message}
            {...register('weight', { setValueAs: toNumber })}
          />
          <TextField
            label="Giới hạn mỗi giỏ hàng"
            type="number"
            inputMode="numeric"
            min={1}
            hint="Để trống nếu không giới hạn."
            error={errors.max_quantities_in_cart?.message}
            {...register('max_quantities_in_cart', { setValueAs: toNumberOrNull })}
          />
          <WholesaleFields register={register} errors={errors} />
          <div className="flex flex-col justify-center gap-2 text-sm">
            <label className="flex items-center gap-2">
              <input type="checkbox" className="size-4" {...register('is_active')} />
              Đang bán
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" className="size-4" {...register('is_featured')} />
              Nổi bật trên trang chủ
            </label>
          </div>
        </div>
        <Controller
          control={control}
          name="image_url"
          render={({ field, fieldState }) => (
            <MediaField
              label="Ảnh sản phẩm"
              max={1}
              value={{ images: field.value ? [field.value] : [], main: field.value ?? '' }}
              onChange={(v) => field.onChange(v.main)}
              error={fieldState.error?.message ?? altsError(errors)}
              alts={alts}
              onAltChange={setAlt}
            />
          )}
        />
        <MarkdownField label="Mô tả" registration={register('description')} error={errors.description?.message} />
        <TextAreaField
          label="Thông số kỹ thuật"
          rows={4}
          hint="Mỗi dòng một thông số, ví dụ: 1. Xuất xứ: Việt Nam"
          error={errors.specifications?.message}
          {...register('specifications')}
        />
      </section>
      <section className="rounded-lg border border-gray-200 bg-white p-4">
        <VariantFields control={control} register={register} errors={errors} alts={alts} onAltChange={setAlt} />
      </section>
      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-gray-200 bg-white/95 py-3">
        <Button type="submit" busy={write.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The alt texts' one message (the server and the schema give it for the whole map). */
function altsError(errors: FieldErrors<ProductFormValues>): string | undefined {
  const error = errors.image_alts as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}
