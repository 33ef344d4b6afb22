/**
 * The product form's own fields (not its variants), in groups: what the product is, how it sells, its photo and
 * texts. Each registers on the form `ProductFormBody` owns, so field errors and focus stay the form's.
 */
import type { AdminCategory } from '@shop/domain/admin-catalog.schemas';
import { slugify } from '@shop/domain/search-text';
import type { ComponentProps } from 'react';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { TextAreaField, SelectField, TextField } from '../../components/form-field';
import { MarkdownField } from '../../components/markdown-field';
import { toNumber, toNumberOrNull } from '../../lib/number-input';
import { MediaField } from '../media';
import { CategoryOptions } from './category-options';
import type { ProductFormValues } from './product-form-values';
import { WholesaleFields } from './wholesale-fields';

type FieldsProps = {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
};

/** Name, slug (its placeholder made from the name as typed), category, unit, barcode and own SKU. */
export function ProductIdentityFields({
  control,
  register,
  errors,
  name,
  existing,
  categories,
  savedSku,
}: FieldsProps & {
  control: Control<ProductFormValues>;
  name: string | undefined;
  existing: boolean;
  categories: AdminCategory[];
  /** The product had its own SKU when the form opened. */
  savedSku: boolean;
}) {
  return (
    <>
      <TextField label="Tên sản phẩm" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Đường dẫn (slug)"
        placeholder={slugify(name ?? '') || 'tao-tu-ten-san-pham'}
        hint={
          existing ? 'Để trống để tạo lại từ tên.' : 'Để trống: tạo từ tên (bỏ dấu), thêm số nếu đã có sản phẩm trùng.'
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
      <BarcodeField error={errors.barcode?.message} {...register('barcode')} />
      <ProductSkuField control={control} register={register} errors={errors} saved={savedSku} />
    </>
  );
}

/**
 * The product's own SKU (DESIGN §16), by which a marketplace item links to a product without variants; a product
 * with variants links through theirs, so the box shows there only to clear one it has (`saved`: the product had
 * one when the form opened, so the box stays while staff clear it).
 */
function ProductSkuField({
  control,
  register,
  errors,
  saved,
}: FieldsProps & { control: Control<ProductFormValues>; saved: boolean }) {
  const variants = useWatch({ control, name: 'variants' });
  const sku = useWatch({ control, name: 'sku' });
  const hasVariants = Boolean(variants?.length);
  if (hasVariants && !sku && !saved) return null;
  return (
    <TextField
      label="Mã SKU"
      hint={
        hasVariants
          ? 'Sản phẩm có phân loại liên kết với sàn bằng mã SKU của từng phân loại: hãy xóa mã này.'
          : 'Mã liên kết với sản phẩm trên Shopee, TikTok Shop (trùng mã SKU trên sàn). Để trống nếu không bán trên sàn.'
      }
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="characters"
      error={errors.sku?.message}
      {...register('sku')}
    />
  );
}

/**
 * A barcode (DESIGN §15), typed or scanned: a USB scanner types the code and Enter, and that Enter must not send the
 * product form half-filled, so here it only ends the scan.
 */
export function BarcodeField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return (
    <TextField
      label="Mã vạch"
      hint="EAN, UPC hoặc mã riêng của cửa hàng: quét hoặc gõ. Để trống nếu không có."
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="characters"
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.preventDefault();
      }}
      {...props}
    />
  );
}

/** Prices, stock (read-only once the product exists: the ledger changes it), weight, limits, wholesale, flags. */
export function ProductSaleFields({ register, errors, existing }: FieldsProps & { existing: boolean }) {
  return (
    <>
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
      <CostPriceField
        hint="Chỉ nhân viên thấy; dùng để tính lãi gộp và giá trị tồn kho. Để trống nếu chưa biết."
        error={errors.cost_price?.message}
        {...register('cost_price', { setValueAs: toNumberOrNull })}
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
    </>
  );
}

/** What a unit costs the shop (DESIGN §17): whole dong, blank for not known. */
export function CostPriceField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return <TextField label="Giá vốn (đ)" type="number" inputMode="numeric" min={0} {...props} />;
}

/** Whether it is on sale, and featured on the home page. */
export function ProductFlags({ register }: Pick<FieldsProps, 'register'>) {
  return (
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
  );
}

/** The main photo with its alt text, the description and the specifications. */
export function ProductPhotoAndTexts({
  control,
  register,
  errors,
  alts,
  onAltChange,
}: FieldsProps & {
  control: Control<ProductFormValues>;
  alts: Record<string, string>;
  onAltChange: (url: string, alt: string) => void;
}) {
  return (
    <>
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
            onAltChange={onAltChange}
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
    </>
  );
}

/** The alt texts' one message (the server and the schema give it for the whole map). */
function altsError(errors: FieldErrors<ProductFormValues>): string | undefined {
  const error = errors.image_alts as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}
