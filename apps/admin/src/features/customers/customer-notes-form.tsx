/** What staff keep about a customer (DESIGN §12): the internal note, and the company name and tax code for invoices. */
import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_NOTE_MAX_LENGTH } from '@shop/domain/admin.schemas';
import {
  type AdminCustomerDetail,
  AdminCustomerPatch,
  COMPANY_NAME_MAX_LENGTH,
} from '@shop/domain/admin-customers.schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { TextAreaField, TextField } from '../../components/form-field';
import { useStaffWrite } from '../../lib/use-staff-write';
import { customerChanged, customerWrites } from './customers.queries';

type NotesValues = { staff_note: string; company_name: string; tax_code: string };

const valuesOf = (c: AdminCustomerDetail): NotesValues => ({
  staff_note: c.staff_note,
  company_name: c.company_name ?? '',
  tax_code: c.tax_code ?? '',
});

export function CustomerNotesForm({ customer }: { customer: AdminCustomerDetail }) {
  const form = useForm<NotesValues>({
    resolver: zodResolver(AdminCustomerPatch) as never,
    defaultValues: valuesOf(customer),
  });
  // What the server now has becomes the starting point, unless it would throw away what is being typed.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(customer));
  }, [form, customer]);
  const save = useStaffWrite({
    write: (v: NotesValues) => customerWrites.update(customer.id, v),
    success: 'Đã lưu thông tin khách hàng.',
    changed: customerChanged,
    onDone: (c) => form.reset(valuesOf(c)),
    form,
    fields: ['staff_note', 'company_name', 'tax_code'],
    tell: 'toast',
  });
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))} className="space-y-3">
      <TextAreaField
        label="Ghi chú nội bộ"
        hint="Chỉ nhân viên thấy ghi chú này."
        rows={3}
        maxLength={STAFF_NOTE_MAX_LENGTH}
        error={errors.staff_note?.message}
        {...form.register('staff_note')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Tên công ty"
          maxLength={COMPANY_NAME_MAX_LENGTH}
          error={errors.company_name?.message}
          {...form.register('company_name')}
        />
        <TextField
          label="Mã số thuế"
          inputMode="numeric"
          placeholder="0123456789 hoặc 0123456789-001"
          error={errors.tax_code?.message}
          {...form.register('tax_code')}
        />
      </div>
      <Button type="submit" tone="secondary" busy={save.isPending} disabled={!form.formState.isDirty}>
        Lưu thông tin
      </Button>
    </form>
  );
}
