/**
 * The voucher form's three sections: the code and the discount, the limits and the window, what shoppers see.
 * Each registers its fields on the form `PromotionForm` owns, so field errors and focus stay the form's.
 */
import type { PromotionInput } from '@shop/domain/admin-promotions.schemas';
import { isoToShopLocal, shopLocalToIso } from '@shop/domain/shop-time';
import { type Control, Controller, type UseFormReturn } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { toNumber, toNumberOrNull } from '../../lib/number-input';
import { MediaField } from '../media';
import { type PromotionFormValues, VOUCHER_KINDS, type VoucherKind } from './promotion-form-values';

export type PromotionFormApi = UseFormReturn<PromotionFormValues, unknown, PromotionInput>;

export function PromotionTermsSection({
  form,
  kind,
  onKindChange,
}: {
  form: PromotionFormApi;
  kind: VoucherKind;
  onKindChange: (next: VoucherKind) => void;
}) {
  const { register } = form;
  const { errors } = form.formState;
  return (
    <section aria-labelledby="promotion-main" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="promotion-main" className="text-base font-semibold">
        Mã và mức giảm
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Mã giảm giá"
          autoCapitalize="characters"
          hint='Chữ không dấu, số, "-" và "_"; tự chuyển thành chữ hoa, không trùng mã khác.'
          error={errors.code?.message}
          {...register('code')}
        />
        <SelectField label="Loại giảm giá" value={kind} onChange={(e) => onKindChange(e.target.value as VoucherKind)}>
          {Object.entries(VOUCHER_KINDS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <DiscountAmountFields form={form} kind={kind} />
        <TextField
          label="Đơn hàng tối thiểu (đ)"
          type="number"
          inputMode="numeric"
          min={0}
          hint="Tính trên tiền hàng, trước khi giảm."
          error={errors.min_purchase_amount?.message}
          {...register('min_purchase_amount', { setValueAs: toNumber })}
        />
      </div>
    </section>
  );
}

/** The amount off as the kind asks: a percentage with an optional cap, a fixed amount, or none (free shipping). */
function DiscountAmountFields({ form, kind }: { form: PromotionFormApi; kind: VoucherKind }) {
  const { register } = form;
  const { errors } = form.formState;
  return (
    <>
      {kind !== 'free_shipping' && (
        <TextField
          label={kind === 'percentage' ? 'Phần trăm giảm (%)' : 'Số tiền giảm (đ)'}
          type="number"
          inputMode="numeric"
          min={kind === 'percentage' ? 1 : 0}
          max={kind === 'percentage' ? 100 : undefined}
          error={errors.value?.message}
          {...register('value', { setValueAs: toNumber })}
        />
      )}
      {kind === 'percentage' && (
        <TextField
          label="Giảm tối đa (đ)"
          type="number"
          inputMode="numeric"
          min={1}
          hint="Để trống nếu không giới hạn."
          error={errors.max_discount?.message}
          {...register('max_discount', { setValueAs: toNumberOrNull })}
        />
      )}
    </>
  );
}

export function PromotionLimitsSection({ form }: { form: PromotionFormApi }) {
  const { register, control } = form;
  const { errors } = form.formState;
  return (
    <section aria-labelledby="promotion-limits" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="promotion-limits" className="text-base font-semibold">
        Giới hạn và thời gian
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Số lần mỗi khách được dùng"
          type="number"
          inputMode="numeric"
          min={1}
          hint="Để trống nếu không giới hạn."
          error={errors.usage_limit_per_user?.message}
          {...register('usage_limit_per_user', { setValueAs: toNumberOrNull })}
        />
        <TextField
          label="Tổng số lượt dùng"
          type="number"
          inputMode="numeric"
          min={1}
          hint="Của mọi khách; đơn đã hủy trả lại lượt. Để trống nếu không giới hạn."
          error={errors.usage_limit?.message}
          {...register('usage_limit', { setValueAs: toNumberOrNull })}
        />
        <ShopTimeField control={control} name="starts_at" label="Bắt đầu" hint="Để trống: dùng được ngay." />
        <ShopTimeField control={control} name="ends_at" label="Kết thúc" hint="Để trống: không hết hạn." />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...register('is_active')} />
          Đang bật (khách thấy và dùng được trong thời gian trên)
        </label>
      </div>
    </section>
  );
}

export function PromotionDisplaySection({ form }: { form: PromotionFormApi }) {
  const { register, control } = form;
  const { errors } = form.formState;
  return (
    <section aria-labelledby="promotion-show" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="promotion-show" className="text-base font-semibold">
        Hiển thị
      </h2>
      <TextAreaField
        label="Mô tả"
        rows={2}
        hint="Để trống: cửa hàng ghi “Cho đơn hàng từ …”."
        error={errors.description?.message}
        {...register('description')}
      />
      <Controller
        control={control}
        name="image_url"
        render={({ field, fieldState }) => (
          <MediaField
            label="Ảnh mã giảm giá"
            max={1}
            value={{ images: field.value ? [field.value] : [], main: field.value ?? '' }}
            onChange={(v) => field.onChange(v.main)}
            error={fieldState.error?.message}
          />
        )}
      />
    </section>
  );
}

/** A date and time in shop time (Asia/Ho_Chi_Minh) whatever the browser's zone; the form holds ISO instants. */
function ShopTimeField({
  control,
  name,
  label,
  hint,
}: {
  control: Control<PromotionFormValues>;
  name: 'starts_at' | 'ends_at';
  label: string;
  hint: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={`${label} (giờ Việt Nam)`}
          type="datetime-local"
          hint={hint}
          error={fieldState.error?.message}
          // Spread: the field takes its ref through like `register()`'s (focus on a server's field error).
          {...{ name: field.name, ref: field.ref, onBlur: field.onBlur }}
          value={isoToShopLocal(field.value ?? null)}
          onChange={(e) => field.onChange(shopLocalToIso(e.target.value))}
        />
      )}
    />
  );
}
