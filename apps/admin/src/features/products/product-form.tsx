/**
 * The product form, for a new product and an existing one: every field of DESIGN §3, its variants and
 * photos. The domain's `ProductInput` checks it here and the server checks it again; the server's field messages
 * (a slug or SKU taken, `variants.1.sku`) come back onto the fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminCategory, type AdminProductDetail, ProductInput } from '@shop/domain/admin-catalog.schemas';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/button';
import { ErrorState } from '../../components/list-states';
import { useStaffWrite } from '../../lib/use-staff-write';
import { ProductFlags, ProductIdentityFields, ProductPhotoAndTexts, ProductSaleFields } from './product-form-fields';
import type { ProductFormValues } from './product-form-values';
import { productChanged, productsQueries } from './products.queries';
import { VariantFields } from './variant-fields';

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
          <ProductIdentityFields
            control={control}
            register={register}
            errors={errors}
            name={name}
            existing={existing}
            categories={categories}
            savedSku={Boolean(defaultValues.sku)}
          />
          <ProductSaleFields register={register} errors={errors} existing={existing} />
          <ProductFlags register={register} />
        </div>
        <ProductPhotoAndTexts control={control} register={register} errors={errors} alts={alts} onAltChange={setAlt} />
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
