/**
 * The staff page's dialogs: a new account, an account's names and role, and disabling one (its session ends at
 * once, so the admin confirms). A 400's field messages go beside the fields; any other refusal (the last admin, an
 * account changed meanwhile) is the dialog's message (staff.queries.ts `staffWrite`).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shop/domain/auth.rules';
import { type StaffAccount, StaffAccountCreate, StaffAccountUpdate } from '@shop/domain/admin-staff.schemas';
import { STAFF_ROLES, USER_ROLE_LABELS } from '@shop/domain/user-role';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { DialogButtons, Refusal } from '../../components/dialog-form';
import { SelectField, TextField } from '../../components/form-field';
import { meQuery } from '../../lib/session';
import { useStaffWrite } from '../../lib/use-staff-write';
import { staffWrite, staffWrites } from './staff.queries';

function RoleOptions() {
  return STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {USER_ROLE_LABELS[role]}
    </option>
  ));
}

export function CreateStaffDialog({ onClose }: { onClose: () => void }) {
  const form = useForm({
    resolver: zodResolver(StaffAccountCreate),
    defaultValues: { email: '', password: '', first_name: '', role: 'staff' as const },
  });
  const write = useStaffWrite({
    ...staffWrite,
    write: staffWrites.create,
    success: 'Đã tạo tài khoản nhân viên.',
    onDone: onClose,
    form,
  });
  const { errors } = form.formState;
  return (
    <Dialog title="Thêm nhân viên" onClose={onClose}>
      <form noValidate onSubmit={form.handleSubmit((v) => write.mutate(v))} className="space-y-3">
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          autoFocus
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Mật khẩu"
          type="password"
          autoComplete="new-password"
          hint={`Ít nhất ${PASSWORD_MIN_LENGTH} ký tự. Nhân viên có thể đổi sau khi đăng nhập.`}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Họ và tên"
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <SelectField label="Vai trò" error={errors.role?.message} {...form.register('role')}>
          <RoleOptions />
        </SelectField>
        <Refusal error={write.refusal} />
        <DialogButtons busy={write.isPending} submit="Tạo tài khoản" onCancel={onClose} />
      </form>
    </Dialog>
  );
}

// The shop keeps a person's whole name in first_name (spec 1's register form); last_name stays as it is.
const EditSchema = StaffAccountUpdate.pick({ first_name: true, role: true });

/** Names and role; `self`: the admin's own account (stepping down is allowed while another admin remains). */
export function EditStaffDialog({
  account,
  self,
  onClose,
}: {
  account: StaffAccount;
  self: boolean;
  onClose: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(EditSchema),
    defaultValues: {
      first_name: account.first_name,
      role: account.role === 'admin' ? ('admin' as const) : ('staff' as const),
    },
  });
  const queryClient = useQueryClient();
  const write = useStaffWrite({
    ...staffWrite,
    write: (v: StaffAccountUpdate) => staffWrites.update(account.id, v),
    success: 'Đã lưu tài khoản.',
    onDone: () => {
      // One's own name or role: the desk's menu and this page follow at once (a step down hides them).
      if (self) void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      onClose();
    },
    form,
  });
  const { errors } = form.formState;
  return (
    <Dialog title={`Sửa tài khoản ${account.email}`} onClose={onClose}>
      <form noValidate onSubmit={form.handleSubmit((v) => write.mutate(v))} className="space-y-3">
        <TextField
          label="Họ và tên"
          autoFocus
          maxLength={NAME_MAX_LENGTH}
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <SelectField
          label="Vai trò"
          hint={self ? 'Nếu bạn tự chuyển sang Nhân viên, bạn sẽ mất quyền quản trị ngay.' : undefined}
          error={errors.role?.message}
          {...form.register('role')}
        >
          <RoleOptions />
        </SelectField>
        <Refusal error={write.refusal} />
        <DialogButtons busy={write.isPending} submit="Lưu" onCancel={onClose} />
      </form>
    </Dialog>
  );
}

export function DisableStaffDialog({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const write = useStaffWrite({
    ...staffWrite,
    write: () => staffWrites.update(account.id, { is_active: false }),
    success: `Đã vô hiệu hóa tài khoản ${account.email}.`,
    onDone: onClose,
  });
  return (
    <Dialog title={`Vô hiệu hóa ${account.email}?`} onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          write.mutate(undefined);
        }}
      >
        <p className="text-sm text-gray-700">
          Tài khoản sẽ bị đăng xuất ngay trên mọi thiết bị và không thể đăng nhập cho đến khi được kích hoạt lại.
        </p>
        <Refusal error={write.refusal} />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button tone="secondary" onClick={onClose}>
            Đóng
          </Button>
          <Button type="submit" tone="danger" busy={write.isPending}>
            Vô hiệu hóa
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
