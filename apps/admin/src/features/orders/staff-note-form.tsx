/** The internal note on an order: staff only (the shopper never sees it), saved with `PATCH {staff_note}`. */
import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_NOTE_MAX_LENGTH } from '@shop/domain/admin.schemas';
import { type AdminOrder, AdminOrderPatch } from '@shop/domain/admin-orders.schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { TextAreaField } from '../../components/form-field';
import { useStaffWrite } from '../../lib/use-staff-write';
import { orderWrite, orderWrites } from './orders.queries';

export function StaffNoteForm({ order }: { order: AdminOrder }) {
  const form = useForm<AdminOrderPatch>({
    resolver: zodResolver(AdminOrderPatch) as never,
    defaultValues: { staff_note: order.staff_note },
  });
  // The saved note (ours, or another staff member's seen on a refetch) becomes the form's starting point, unless
  // it would throw away what is being typed.
  useEffect(() => {
    if (!form.formState.isDirty || form.getValues('staff_note').trim() === order.staff_note) {
      form.reset({ staff_note: order.staff_note });
    }
  }, [form, order.staff_note]);
  const save = useStaffWrite({
    ...orderWrite(order.id),
    write: (v: AdminOrderPatch) => orderWrites.staffNote(order.id, v.staff_note),
    success: 'Đã lưu ghi chú nội bộ.',
    form,
    fields: ['staff_note'],
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))} className="space-y-2">
      <TextAreaField
        label="Ghi chú nội bộ"
        hint="Chỉ nhân viên thấy ghi chú này."
        rows={3}
        maxLength={STAFF_NOTE_MAX_LENGTH}
        error={form.formState.errors.staff_note?.message}
        {...form.register('staff_note')}
      />
      <Button type="submit" tone="secondary" busy={save.isPending} disabled={!form.formState.isDirty}>
        Lưu ghi chú
      </Button>
    </form>
  );
}
