import { type FormEvent, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { AUTH_MESSAGES, type ChangePasswordField as Field, checkChangePassword } from '@shop/domain/auth.rules';
import { useChangePassword } from './auth.queries';
import {
  type FieldErrors,
  focusFirstError,
  isServerAnswer,
  serverDetail,
  serverFieldMessages,
  useFormState,
} from './form-state';
import { SUCCESS_TOAST_MS } from '../../lib/toast-durations';
import { FormMessage, PasswordField, SubmitButton } from '../../components/ui/form-field';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/**
 * spec 1 §8 Password change: the server's detail, or its first current_password / new_password error (shown at
 * that field), else 'Đã xảy ra lỗi khi cập nhật mật khẩu. Vui lòng thử lại sau.'.
 */
export function changePasswordError(error: unknown): { message: string; field?: Field } {
  if (isServerAnswer(error)) {
    const detail = serverDetail(error.body);
    if (detail) return { message: detail };
    const fields = serverFieldMessages(error.body);
    for (const field of ['current_password', 'new_password'] as const) {
      if (fields[field]) return { message: fields[field], field };
    }
  }
  return { message: 'Đã xảy ra lỗi khi cập nhật mật khẩu. Vui lòng thử lại sau.' };
}

/** The change-password tab (spec 1 §2 Account, §5): current, new and confirmation. */
export function ChangePasswordForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const change = useChangePassword();
  const [formMessage, setFormMessage] = useState<string>();
  const { values, setErrors, setValues, field } = useFormState<Record<Field, string>>(EMPTY);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    setFormMessage(undefined);
    const checked = checkChangePassword(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(formRef.current, checked.errors);
      return;
    }
    change.mutate(checked.data, {
      onSuccess: () => {
        setValues(EMPTY);
        setErrors({});
        // The server's detail is this same text; the spec's wording is kept even if an answer lacks it.
        toast.success(AUTH_MESSAGES.passwordChanged, { duration: SUCCESS_TOAST_MS });
      },
      onError: (error) => {
        const { message, field } = changePasswordError(error);
        if (field) {
          const found: FieldErrors<Field> = { [field]: message };
          setErrors(found);
          focusFirstError(formRef.current, found);
        } else {
          setFormMessage(message);
        }
      },
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <PasswordField {...field('current_password')} label="Mật khẩu hiện tại" autoComplete="current-password" />
      <PasswordField
        {...field('new_password')}
        label="Mật khẩu mới"
        autoComplete="new-password"
        hint="Ít nhất 8 ký tự."
      />
      <PasswordField {...field('confirm_password')} label="Xác nhận mật khẩu mới" autoComplete="new-password" />
      {formMessage && <FormMessage tone="error">{formMessage}</FormMessage>}
      <div className="sm:w-48">
        <SubmitButton busy={change.isPending} busyLabel="Đang cập nhật...">
          Đổi mật khẩu
        </SubmitButton>
      </div>
    </form>
  );
}
