import type { User } from '@shop/domain/auth.schemas';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef } from 'react';
import { toast } from '../../lib/toast';
import { Skeleton } from '../../components/ui/skeleton';
import { type ProfileField as Field, checkProfile, emailChanged } from '@shop/domain/auth.rules';
import { authQueries, useUpdateProfile } from './auth.queries';
import { ZaloSwitch } from './zalo-switch';
import { type FieldErrors, focusFirstError, isServerAnswer, serverFieldMessages, useFormState } from './form-state';
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from '../../lib/toast-durations';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../../components/ui/form-field';

/**
 * The profile tab (spec 1 §2 Account): name, e-mail and phone editable, the username read-only. Changing the
 * e-mail asks for the current password; the answer then carries a new token pair.
 */
export function ProfileTab() {
  const me = useQuery(authQueries.me());
  if (me.data) return [<ProfileForm key={me.data.id} user={me.data} />, <ZaloSwitch key="zalo" user={me.data} />];
  if (me.isError) {
    return (
      <div className="space-y-3">
        <FormMessage tone="error">Không thể tải thông tin người dùng</FormMessage>
        <button
          type="button"
          onClick={() => void me.refetch()}
          className="rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Thử lại
        </button>
      </div>
    );
  }
  return <ProfileSkeleton />;
}

/** The form's shape while the profile loads, so nothing moves when it arrives. */
function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Đang tải thông tin tài khoản" className="space-y-4">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i}>
          <Skeleton className="mb-1 h-5 w-28" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
      <Skeleton className="h-11 w-full sm:w-40" />
    </div>
  );
}

function ProfileForm({ user }: { user: User }) {
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateProfile();
  const { values, setErrors, setValues, field } = useFormState({
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone_number: user.phone_number,
    current_password: '',
  });
  const askPassword = emailChanged(values.email, user.email);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    // spec 1 §5 Profile: name and e-mail required (the username is not sent: it cannot change).
    const checked = checkProfile(values, user.email);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(formRef.current, checked.errors);
      return;
    }
    update.mutate(checked.data, {
      onSuccess: (saved) => {
        setValues({
          first_name: saved.first_name,
          last_name: saved.last_name,
          email: saved.email,
          phone_number: saved.phone_number,
          current_password: '',
        });
        toast.success('Thông tin đã được cập nhật thành công', { duration: SUCCESS_TOAST_MS });
      },
      onError: (error) => {
        // A field the server rejected (an e-mail another account uses) is shown at that field.
        const found: FieldErrors<Field> = {};
        for (const [key, message] of Object.entries(serverFieldMessages(isServerAnswer(error) ? error.body : null))) {
          if (key in values) found[key as Field] = message;
        }
        setErrors(found);
        focusFirstError(formRef.current, found);
        toast.error('Không thể cập nhật thông tin người dùng', { duration: ERROR_TOAST_MS });
      },
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        name="username"
        label="Tên đăng nhập"
        value={user.username}
        onValueChange={() => undefined}
        readOnly
        hint="Tên đăng nhập không thể thay đổi."
      />
      <TextField {...field('first_name')} label="Họ và tên" autoComplete="name" />
      <TextField
        {...field('last_name')}
        label={
          <>
            Tên gọi khác <span className="font-normal text-gray-500">(không bắt buộc)</span>
          </>
        }
        autoComplete="nickname"
      />
      <TextField
        {...field('email')}
        type="email"
        label="Email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      {askPassword && (
        <PasswordField
          {...field('current_password')}
          label="Mật khẩu hiện tại"
          autoComplete="current-password"
          hint="Để đổi email, hãy nhập mật khẩu hiện tại. Các thiết bị khác sẽ được đăng xuất."
        />
      )}
      <TextField {...field('phone_number')} type="tel" label="Số điện thoại" autoComplete="tel" inputMode="tel" />
      <div className="sm:w-48">
        <SubmitButton busy={update.isPending} busyLabel="Đang lưu...">
          Lưu thay đổi
        </SubmitButton>
      </div>
    </form>
  );
}
