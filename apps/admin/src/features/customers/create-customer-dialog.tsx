/**
 * "Thêm khách hàng" (DESIGN §12): a customer staff know before they order — name, phone, e-mail (optional), group,
 * company and tax code. The account has no password; the customer may claim it by resetting the password from the
 * e-mail. An e-mail already in use is refused beside its field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { AdminCustomerCreate, COMPANY_NAME_MAX_LENGTH } from '@shop/domain/admin-customers.schemas';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../components/dialog';
import { DialogButtons, Refusal } from '../../components/dialog-form';
import { SelectField, TextField } from '../../components/form-field';
import { useStaffWrite } from '../../lib/use-staff-write';
import { customerGroupsQuery } from '../wholesale';
import { customerChanged, customerWrites } from './customers.queries';

const DEFAULTS: AdminCustomerCreate = {
  name: '',
  phone: '',
  email: undefined,
  group: null,
  company_name: null,
  tax_code: null,
};

// eslint-disable-next-line local/max-own-lines -- one dialog form: each field is a line of its own, nothing to name apart
export function CreateCustomerDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const groups = useQuery(customerGroupsQuery());
  const form = useForm({ resolver: zodResolver(AdminCustomerCreate), defaultValues: DEFAULTS });
  const write = useStaffWrite({
    write: customerWrites.create,
    success: (c) => `Đã thêm khách hàng ${c.name}.`,
    changed: customerChanged,
    onDone: (c) => navigate({ to: '/customers/$customerId', params: { customerId: c.id } }),
    form,
    tell: 'dialog',
  });
  const { errors } = form.formState;
  return (
    <Dialog title="Thêm khách hàng" onClose={onClose}>
      <form noValidate onSubmit={form.handleSubmit((v) => write.mutate(v))} className="space-y-3">
        <TextField
          label="Tên khách hàng"
          autoComplete="off"
          autoFocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Số điện thoại"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label="Email (không bắt buộc)"
          type="email"
          autoComplete="off"
          hint="Có email, khách nhận được thư về đơn hàng và có thể tự đặt mật khẩu để đăng nhập."
          error={errors.email?.message}
          {...form.register('email')}
        />
        <SelectField
          label="Nhóm khách hàng"
          error={errors.group?.message}
          {...form.register('group', { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })}
        >
          <option value="">Không thuộc nhóm nào</option>
          {(groups.data ?? []).map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Tên công ty (không bắt buộc)"
          autoComplete="off"
          maxLength={COMPANY_NAME_MAX_LENGTH}
          error={errors.company_name?.message}
          {...form.register('company_name')}
        />
        <TextField
          label="Mã số thuế (không bắt buộc)"
          autoComplete="off"
          inputMode="numeric"
          error={errors.tax_code?.message}
          {...form.register('tax_code')}
        />
        <Refusal error={write.refusal} />
        <DialogButtons busy={write.isPending} submit="Thêm khách hàng" onCancel={onClose} />
      </form>
    </Dialog>
  );
}
