/**
 * The customer's own receivables terms (DESIGN §17): days to pay after delivery and the credit limit; blank takes the
 * group's. The customers PATCH, audited.
 */
import type { AdminCustomerDetail } from '@shop/domain/admin-customers.schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { toNumberOrNull } from '../../lib/number-input';
import { useStaffWrite } from '../../lib/use-staff-write';
import { customerChanged, customerWrites } from './customers.queries';

type TermsValues = { payment_terms_days: number | null; credit_limit: number | null };

const valuesOf = (c: AdminCustomerDetail): TermsValues => ({
  payment_terms_days: c.payment_terms_days,
  credit_limit: c.credit_limit,
});

export function CustomerTermsForm({ customer }: { customer: AdminCustomerDetail }) {
  const form = useForm<TermsValues>({ defaultValues: valuesOf(customer) });
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(customer));
  }, [form, customer]);
  const save = useStaffWrite({
    write: (v: TermsValues) => customerWrites.update(customer.id, v),
    success: 'Đã lưu hạn thanh toán và hạn mức.',
    changed: customerChanged,
    onDone: (c) => form.reset(valuesOf(c)),
    form,
    fields: ['payment_terms_days', 'credit_limit'],
    tell: 'toast',
  });
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Hạn thanh toán riêng (ngày)"
          hint="Để trống: theo nhóm khách hàng. 0: thanh toán ngay."
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          error={errors.payment_terms_days?.message}
          {...form.register('payment_terms_days', { setValueAs: toNumberOrNull })}
        />
        <TextField
          label="Hạn mức công nợ riêng (đồng)"
          hint="Để trống: theo nhóm khách hàng (không có nhóm: không giới hạn)."
          type="number"
          inputMode="numeric"
          min={0}
          error={errors.credit_limit?.message}
          {...form.register('credit_limit', { setValueAs: toNumberOrNull })}
        />
      </div>
      <Button type="submit" tone="secondary" busy={save.isPending} disabled={!form.formState.isDirty}>
        Lưu hạn thanh toán
      </Button>
    </form>
  );
}
