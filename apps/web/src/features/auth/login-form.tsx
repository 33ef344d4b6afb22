import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AUTH_MESSAGES, checkEmail } from '@shop/domain/auth.rules';
import { LoginAnswerError, useLogin } from './auth.queries';
import { AuthCard, linkClass } from './auth-card';
import { focusFirstError, isServerAnswer, serverDetail, useFormState } from './form-state';
import { CheckboxField, FormMessage, PasswordField, SubmitButton, TextField } from '../../components/ui/form-field';

/** spec 1 §2 Login: success goes to /account (or back to the guarded page) after 100 ms. */
export const LOGIN_REDIRECT_DELAY_MS = 100;

/** spec 1 §8 Login: the server's detail, or 'Login failed'; 'Đăng nhập thất bại' by default; the exception text. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof LoginAnswerError) return 'Đăng nhập thất bại';
  if (isServerAnswer(error)) return serverDetail(error.body) ?? 'Login failed';
  return 'Đã xảy ra lỗi khi đăng nhập. Vui lòng thử lại sau.';
}

type Field = 'email' | 'password';

export function LoginForm({ redirectTo }: { redirectTo?: string | undefined }) {
  const registeredEmail = useRouterState({ select: (s) => s.location.state.registeredEmail });
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const loginMutation = useLogin();
  const [signedIn, setSignedIn] = useState(false);
  const { values, setErrors, setValue, field } = useFormState<{
    email: string;
    password: string;
    remember: boolean;
  }>({
    email: registeredEmail ?? '',
    password: '',
    remember: false,
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loginMutation.isPending || signedIn) return;
    const email = checkEmail(values.email);
    const found: Partial<Record<Field, string>> = {};
    if (email.error) found.email = email.error;
    if (!values.password) found.password = AUTH_MESSAGES.passwordRequired;
    setErrors(found);
    if (found.email || found.password) {
      focusFirstError(formRef.current, found);
      return;
    }
    loginMutation.mutate(
      { email: email.email, password: values.password, remember: values.remember },
      {
        onSuccess: () => {
          setSignedIn(true);
          timer.current = setTimeout(
            () => void navigate({ href: redirectTo ?? '/account', replace: true }),
            LOGIN_REDIRECT_DELAY_MS,
          );
        },
      },
    );
  };

  const busy = loginMutation.isPending || signedIn;
  return (
    <AuthCard title="Đăng nhập" intro="Đăng nhập để xem giỏ hàng, đơn hàng và thông tin tài khoản.">
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        {registeredEmail && !loginMutation.isError && !signedIn && (
          <FormMessage tone="success">Đăng ký thành công! Vui lòng đăng nhập để tiếp tục.</FormMessage>
        )}
        {signedIn && <FormMessage tone="success">Đăng nhập thành công! Đang chuyển hướng...</FormMessage>}
        <TextField
          {...field('email')}
          type="email"
          label="Email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PasswordField {...field('password')} label="Mật khẩu" autoComplete="current-password" />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <CheckboxField name="remember" checked={values.remember} onCheckedChange={(v) => setValue('remember', v)}>
            Ghi nhớ đăng nhập
          </CheckboxField>
          <Link to="/account/forgot-password" className={`${linkClass} text-sm`}>
            Quên mật khẩu?
          </Link>
        </div>
        {loginMutation.isError && <FormMessage tone="error">{loginErrorMessage(loginMutation.error)}</FormMessage>}
        <SubmitButton busy={busy} busyLabel="Đang đăng nhập...">
          Đăng nhập
        </SubmitButton>
      </form>
      <p className="mt-5 text-center text-sm text-gray-600">
        Chưa có tài khoản?{' '}
        <Link to="/account/register" className={linkClass}>
          Đăng ký ngay
        </Link>
      </p>
    </AuthCard>
  );
}
