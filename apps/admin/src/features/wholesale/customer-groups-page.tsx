/**
 * Customer groups (DESIGN §13): cafés, distributors, … A group's members get its quantity prices (set on each
 * product); a customer joins a group on their customer page. A group with members or prices cannot be deleted.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type CustomerGroup, CustomerGroupInput } from '@shop/domain/wholesale.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { DialogButtons, Refusal } from '../../components/dialog-form';
import { TextField } from '../../components/form-field';
import { PaymentTermsFields } from '../../components/payment-terms-fields';
import { formatVnd } from '../../lib/format';
import { toNumber, toNumberOrNull } from '../../lib/number-input';
import { useStaffWrite } from '../../lib/use-staff-write';
import { customerGroupWrites, customerGroupsChanged, customerGroupsQuery } from './wholesale.queries';

const groupWrite = { changed: customerGroupsChanged, refused: customerGroupsChanged, tell: 'dialog' as const };

type Open = { action: 'edit' | 'delete'; group: CustomerGroup | null } | null;

export function CustomerGroupsPage() {
  const groups = useQuery(customerGroupsQuery());
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Nhóm khách hàng</h1>
          <p className="mt-1 text-sm text-gray-600">
            Khách trong nhóm được hưởng giá theo số lượng của nhóm (đặt ở từng sản phẩm, mục “Giá theo số lượng”) và mua
            công nợ theo hạn thanh toán, hạn mức của nhóm (trừ khi khách có hạn riêng).
          </p>
        </div>
        <Button onClick={() => setOpen({ action: 'edit', group: null })}>Thêm nhóm</Button>
      </div>
      <div className="rounded-lg border border-gray-200 bg-white">
        {!groups.data ? (
          <p className="p-4 text-sm text-gray-600">{groups.error?.message ?? 'Đang tải…'}</p>
        ) : groups.data.length === 0 ? (
          <p className="p-4 text-sm text-gray-600">Chưa có nhóm khách hàng nào.</p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {groups.data.map((g) => (
              <li key={g.id} className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
                <div className="min-w-0">
                  <p className="font-semibold">{g.name}</p>
                  {g.description && <p className="mt-1 text-gray-600">{g.description}</p>}
                  <p className="mt-1 text-gray-600">{termsText(g)}</p>
                </div>
                <div className="flex gap-2">
                  <Button tone="secondary" onClick={() => setOpen({ action: 'edit', group: g })}>
                    Sửa
                  </Button>
                  <Button tone="ghost" onClick={() => setOpen({ action: 'delete', group: g })}>
                    Xóa
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {open?.action === 'edit' && <GroupDialog group={open.group} onClose={close} />}
      {open?.action === 'delete' && open.group && <DeleteGroupDialog group={open.group} onClose={close} />}
    </div>
  );
}

/** The group's receivables terms as the list reads them (DESIGN §17). */
function termsText(g: CustomerGroup) {
  if (g.payment_terms_days === 0) return 'Thanh toán ngay (không mua công nợ)';
  const limit = g.credit_limit === null ? 'không giới hạn' : formatVnd(g.credit_limit);
  return `Công nợ ${g.payment_terms_days} ngày · hạn mức ${limit}`;
}

type Values = z.input<typeof CustomerGroupInput>;

function GroupDialog({ group, onClose }: { group: CustomerGroup | null; onClose: () => void }) {
  const form = useForm<Values, unknown, CustomerGroupInput>({
    resolver: zodResolver(CustomerGroupInput),
    defaultValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      payment_terms_days: group?.payment_terms_days ?? 0,
      credit_limit: group?.credit_limit ?? null,
    },
  });
  const { errors } = form.formState;
  const write = useStaffWrite({
    ...groupWrite,
    write: (v: CustomerGroupInput) => customerGroupWrites.save(group, v),
    success: group ? 'Đã lưu nhóm khách hàng.' : 'Đã thêm nhóm khách hàng.',
    onDone: onClose,
    form,
    fields: ['name', 'description', 'payment_terms_days', 'credit_limit'],
  });
  return (
    <Dialog title={group ? `Sửa ${group.name}` : 'Thêm nhóm khách hàng'} onClose={onClose}>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => write.mutate(v))}>
        <TextField label="Tên nhóm" error={errors.name?.message} {...form.register('name')} />
        <TextField label="Mô tả" error={errors.description?.message} {...form.register('description')} />
        <PaymentTermsFields
          of="group"
          days={form.register('payment_terms_days', { setValueAs: toNumber })}
          limit={form.register('credit_limit', { setValueAs: toNumberOrNull })}
          errors={{ days: errors.payment_terms_days?.message, limit: errors.credit_limit?.message }}
        />
        <Refusal error={write.refusal} />
        <DialogButtons busy={write.isPending} submit={group ? 'Lưu' : 'Thêm nhóm'} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

function DeleteGroupDialog({ group, onClose }: { group: CustomerGroup; onClose: () => void }) {
  const write = useStaffWrite({
    ...groupWrite,
    write: () => customerGroupWrites.remove(group.id),
    success: 'Đã xóa nhóm khách hàng.',
    onDone: onClose,
  });
  return (
    <Dialog title={`Xóa nhóm ${group.name}?`} onClose={onClose}>
      <p className="text-sm text-gray-700">Chỉ xóa được nhóm không còn khách hàng và không còn giá theo số lượng.</p>
      <Refusal error={write.refusal} />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button tone="secondary" onClick={onClose}>
          Đóng
        </Button>
        <Button tone="danger" busy={write.isPending} onClick={() => write.mutate(undefined)}>
          Xóa
        </Button>
      </div>
    </Dialog>
  );
}
