import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { type RegisterField as Field, type RegisterValues, checkRegister } from '@shop/domain/auth.rules';
import { useRegister } from './auth.queries';
import { AuthCard, linkClass } from './auth-card';
import {
  type FieldErrors,
  focusFirstError,
  isServerAnswer,
  serverDetail,
  serverFieldMessages,
  useFormState,
} from './form-state';
import { CheckboxField, FormMessage, PasswordField, SubmitButton, TextField } from '../../components/ui/form-field';

/** The API's field names (spec 1 §7) on this form's fields. */
const SERVER_FIELDS: Record<string, Field> = {
  first_name: 'full_name',
  last_name: 'full_name',
  email: 'email',
  phone_number: 'phone',
  phone: 'phone',
  password: 'password',
  password2: 'confirm_password',
};

/**
 * spec 1 §8 Registration: the server's errors per field (first message each); else 'Đã xảy ra lỗi với thông tin
 * đăng ký. Vui lòng kiểm tra lại.' for a rejected form or 'Đăng ký thất bại. Vui lòng thử lại.'; the exception text
 * when the server could not be reached. A field the form does not show (the generated username) and a `detail`
 * (e.g. too many attempts) are whole-form messages.
 */
export function registerErrors(error: unknown): { fields: FieldErrors<Field>; message?: string } {
  if (!isServerAnswer(error)) return { fields: {}, message: 'Đã xảy ra lỗi khi đăng ký. Vui lòng thử lại sau.' };
  const fields: FieldErrors<Field> = {};
  let other: string | undefined;
  for (const [key, message] of Object.entries(serverFieldMessages(error.body))) {
    const field = SERVER_FIELDS[key];
    if (field) fields[field] ??= message;
    else other ??= message;
  }
  const message = serverDetail(error.body) ?? other;
  if (message || Object.keys(fields).length > 0) return { fields, message };
  return {
    fields,
    message:
      error.status === 400
        ? 'Đã xảy ra lỗi với thông tin đăng ký. Vui lòng kiểm tra lại.'
        : 'Đăng ký thất bại. Vui lòng thử lại.',
  };
}

/** The registration form's state: checked here first, then sent; the server's errors land on their fields. */
function useRegisterForm() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const registerMutation = useRegister();
  const [formMessage, setFormMessage] = useState<string>();
  const { values, errors, setErrors, setValue, field } = useFormState<RegisterValues>({
    full_name: '',
    email: '',
    phone: '',
    password: '',
    confirm_password: '',
    agree_terms: false,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registerMutation.isPending) return;
    setFormMessage(undefined);
    const checked = checkRegister(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(formRef.current, checked.errors);
      return;
    }
    setErrors({});
    const form = checked.data;
    registerMutation.mutate(
      {
        // spec 1 §3, second reading: first_name is the full name, last_name empty; the server makes the username.
        first_name: form.full_name,
        last_name: '',
        email: form.email,
        ...(form.phone ? { phone_number: form.phone } : {}),
        password: form.password,
        password2: form.confirm_password,
      },
      {
        onSuccess: () => void navigate({ to: '/account/login', state: { registeredEmail: form.email } }),
        onError: (error) => {
          const { fields, message } = registerErrors(error);
          setErrors(fields);
          setFormMessage(message);
          focusFirstError(formRef.current, fields);
        },
      },
    );
  };

  return { formRef, values, errors, setValue, field, formMessage, busy: registerMutation.isPending, onSubmit };
}

/** spec 1 §2 Register: full name, email, optional phone, password twice, terms; success goes to /account/login. */
export function RegisterForm() {
  const { formRef, values, errors, setValue, field, formMessage, busy, onSubmit } = useRegisterForm();
  return (
    <AuthCard title="Đăng ký tài khoản" intro="Tạo tài khoản để đặt hàng nhanh hơn và theo dõi đơn hàng của bạn.">
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField {...field('full_name')} label="Họ và tên" autoComplete="name" />
        <TextField
          {...field('email')}
          type="email"
          label="Email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          {...field('phone')}
          type="tel"
          label={
            <>
              Số điện thoại <span className="font-normal text-gray-500">(không bắt buộc)</span>
            </>
          }
          autoComplete="tel"
          inputMode="tel"
        />
        <PasswordField {...field('password')} label="Mật khẩu" autoComplete="new-password" hint="Ít nhất 6 ký tự." />
        <PasswordField {...field('confirm_password')} label="Xác nhận mật khẩu" autoComplete="new-password" />
        <CheckboxField
          name="agree_terms"
          checked={values.agree_terms}
          onCheckedChange={(v) => setValue('agree_terms', v)}
          error={errors.agree_terms}
        >
          Tôi đồng ý với {/* A new tab, so what has been typed here is not lost. */}
          <Link to="/terms" target="_blank" className={linkClass}>
            Điều khoản dịch vụ
          </Link>{' '}
          và{' '}
          <Link to="/privacy" target="_blank" className={linkClass}>
            Chính sách bảo mật
          </Link>
        </CheckboxField>
        {formMessage && <FormMessage tone="error">{formMessage}</FormMessage>}
        <SubmitButton busy={busy} busyLabel="Đang đăng ký...">
          Đăng ký
        </SubmitButton>
      </form>
      <p className="mt-5 text-center text-sm text-gray-600">
        Đã có tài khoản?{' '}
        <Link to="/account/login" className={linkClass}>
          Đăng nhập
        </Link>
      </p>
    </AuthCard>
  );
}
