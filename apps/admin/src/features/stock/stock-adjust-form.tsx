/**
 * An adjustment of the product's own stock or one variant's: the domain's `StockAdjustment` schema checks it here
 * as the server does; a 409 (it would go below zero, e.g. orders took stock meanwhile) shows the server's message.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminProductDetail } from '@shop/domain/admin-catalog.schemas';
import { StockAdjustment } from '@shop/domain/admin-stock.schemas';
import { STOCK_NOTE_MAX_LENGTH } from '@shop/domain/admin-catalog.rules';
import { STAFF_STOCK_REASONS, STOCK_REASON_LABELS } from '@shop/domain/admin-stock.rules';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/form-field';
import { ApiError } from '../../lib/api';
import { useStaffWrite } from '../../lib/use-staff-write';
import { adjustStock, stockChanged } from './stock.queries';

type FormValues = z.input<typeof StockAdjustment>;
const FIELDS = ['delta', 'reason', 'variant', 'note'] as const;

// eslint-disable-next-line local/max-own-lines -- one form: its four fields, the write and its refusal belong together
export function StockAdjustForm({ product }: { product: AdminProductDetail }) {
  const form = useForm<FormValues, unknown, StockAdjustment>({
    resolver: zodResolver(StockAdjustment),
    defaultValues: { reason: 'received', variant: null, note: '' },
  });
  const save = useStaffWrite({
    write: (values: StockAdjustment) => adjustStock(product.id, values),
    success: (result) =>
      `Đã cập nhật tồn kho ${result.movement.variant_name ?? product.name}: còn ${result.stock.toLocaleString('vi-VN')}.`,
    changed: (queryClient) => stockChanged(queryClient, product.id),
    // The 409 says the stock moved meanwhile (orders took some): the product and its ledger again.
    refused: (queryClient, error) => {
      if (error instanceof ApiError && error.status === 409) stockChanged(queryClient, product.id);
    },
    onDone: () => form.reset({ reason: form.getValues('reason'), variant: form.getValues('variant'), note: '' }),
    form,
    fields: FIELDS,
    tell: 'dialog',
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      aria-labelledby="stock-adjust-title"
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id="stock-adjust-title" className="font-semibold">
        Điều chỉnh tồn kho
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Hàng"
          error={errors.variant?.message}
          {...form.register('variant', { setValueAs: (v: string | null) => (v ? Number(v) : null) })}
        >
          <option value="">Sản phẩm (tồn kho riêng)</option>
          {product.variants.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name} · {v.sku}
            </option>
          ))}
        </SelectField>
        <SelectField label="Lý do" error={errors.reason?.message} {...form.register('reason')}>
          {STAFF_STOCK_REASONS.map((r) => (
            <option key={r} value={r}>
              {STOCK_REASON_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Số lượng thay đổi"
          hint="Số dương để cộng, số âm để trừ (ví dụ -3)."
          type="number"
          inputMode="numeric"
          step={1}
          error={errors.delta?.message}
          {...form.register('delta', { setValueAs: (v: string) => (v.trim() === '' ? undefined : Number(v)) })}
        />
        <TextField
          label="Ghi chú"
          maxLength={STOCK_NOTE_MAX_LENGTH}
          error={errors.note?.message}
          {...form.register('note')}
        />
      </div>
      {save.refusal && (
        <p role="alert" className="text-sm text-red-700">
          {save.refusal.message}
        </p>
      )}
      <Button type="submit" busy={save.isPending}>
        Lưu điều chỉnh
      </Button>
    </form>
  );
}
