import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequest } from '@shop/domain/auth.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../components/button';
import { TextField } from '../components/form-field';
import { ApiError } from '../lib/api';
import { isSignedIn, signIn } from '../lib/session';

const LoginSearch = z.object({ redirect: z.string().startsWith('/').optional().catch(undefined) });

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  beforeLoad: async ({ search }) => {
    if (await isSignedIn()) throw redirect({ to: search.redirect ?? '/' });
  },
  head: () => ({ meta: [{ title: 'Đăng nhập — Quản trị' }] }),
  component: LoginPage,
});

type LoginValues = { email: string; password: string };

function LoginPage() {
  const { redirect: next } = Route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<LoginValues>({
    resolver: zodResolver(LoginRequest) as never,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    try {
      await signIn(email, password);
      queryClient.clear();
      await navigate({ to: next ?? '/' });
    } catch (error) {
      form.setError('root', {
        message: error instanceof ApiError ? error.message : 'Đăng nhập không thành công.',
      });
    }
  });

  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <form
        onSubmit={onSubmit}
        noValidate
        className="w-full max-w-sm space-y-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
      >
        <h1 className="text-xl font-semibold">Đăng nhập quản trị</h1>
        {errors.root && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
            {errors.root.message}
          </p>
        )}
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Mật khẩu"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" busy={isSubmitting} className="w-full">
          Đăng nhập
        </Button>
      </form>
    </main>
  );
}
