/**
 * The customer's own receivables terms (DESIGN §17): days to pay after delivery and the credit limit; blank takes the
 * group's. The customers PATCH, audited.
 */
import type { AdminCustomerDetail } from '@shop/domain/admin-customers.schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { PaymentTermsFields } from '../../components/payment-terms-fields';
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
      <PaymentTermsFields
        of="customer"
        days={form.register('payment_terms_days', { setValueAs: toNumberOrNull })}
        limit={form.register('credit_limit', { setValueAs: toNumberOrNull })}
        errors={{ days: errors.payment_terms_days?.message, limit: errors.credit_limit?.message }}
      />
      <Button type="submit" tone="secondary" busy={save.isPending} disabled={!form.formState.isDirty}>
        Lưu hạn thanh toán
      </Button>
    </form>
  );
}
