import { Link } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '@shop/domain/auth.rules';
import { signOutLocally } from './auth-store';
import { useConfirmPasswordReset } from './auth.queries';
import { AuthCard, AuthSuccess, linkClass } from './auth-card';
import {
  type FieldErrors,
  focusFirstError,
  isServerAnswer,
  serverDetail,
  serverText,
  useFormState,
} from './form-state';
import { FormMessage, PasswordField, SubmitButton } from '../../components/ui/form-field';

type Field = 'new_password' | 'confirm_password';

/** spec 1 §8 Password reset confirm, screen text: the server's text, else the fallback; the exception text. */
export function resetConfirmErrorMessage(error: unknown): string {
  if (isServerAnswer(error)) return serverText(error.body) ?? 'An error occurred while resetting your password.';
  return 'An unexpected error occurred. Please try again later.';
}

/** spec 1 §5 Reset password: both required, at least 8 characters, equal. The screen is English (spec 1 §2). */
function validate(values: Record<Field, string>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!values.new_password) errors.new_password = 'Please enter a new password.';
  else if (values.new_password.length < PASSWORD_MIN_LENGTH) {
    errors.new_password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  }
  if (!values.confirm_password) errors.confirm_password = 'Please confirm your new password.';
  else if (values.confirm_password !== values.new_password)
    errors.confirm_password = AUTH_MESSAGES.resetPasswordMismatch;
  return errors;
}

/** The form's state: checked here, then sent with the link's uid and token; the message to show, if any. */
function useResetPasswordForm(uid: string, token: string) {
  const formRef = useRef<HTMLFormElement>(null);
  const confirm = useConfirmPasswordReset();
  const [linkError, setLinkError] = useState(false);
  const { values, setErrors, field } = useFormState({ new_password: '', confirm_password: '' });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(formRef.current, found);
      return;
    }
    if (!uid.trim() || !token.trim()) {
      setLinkError(true);
      return;
    }
    setLinkError(false);
    confirm.mutate(
      { uid, token, new_password: values.new_password, confirm_password: values.confirm_password },
      // The new password revoked every earlier token: whoever was signed in here must sign in again.
      { onSuccess: () => signOutLocally() },
    );
  };

  const message = linkError
    ? AUTH_MESSAGES.resetLinkInvalid
    : confirm.isError
      ? resetConfirmErrorMessage(confirm.error)
      : undefined;
  return { formRef, field, onSubmit, confirm, message };
}

/**
 * spec 1 §2 Reset password (/reset-password/{uid}/{token}): idle → busy ('Updating...', button disabled) → success
 * (the form gives way to the message and 'Go to Login') or error (the message above the button, the form stays).
 */
export function ResetPasswordForm({ uid, token }: { uid: string; token: string }) {
  const { formRef, field, onSubmit, confirm, message } = useResetPasswordForm(uid, token);
  if (confirm.isSuccess) {
    return (
      <AuthSuccess
        title="Reset Your Password"
        message={serverDetail(confirm.data) ?? AUTH_MESSAGES.resetDone}
        action="Go to Login"
      />
    );
  }

  const linkIsBad = message === AUTH_MESSAGES.resetLinkInvalid;
  return (
    <AuthCard title="Reset Your Password" intro="Choose a new password for your account.">
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <PasswordField
          {...field('new_password')}
          label="New Password"
          toggleLabel="Show password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          autoComplete="new-password"
        />
        <PasswordField
          {...field('confirm_password')}
          label="Confirm New Password"
          toggleLabel="Show password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          autoComplete="new-password"
        />
        {message && (
          <FormMessage tone="error">
            {message}
            {linkIsBad && (
              <>
                {' '}
                <Link to="/account/forgot-password" className="font-semibold underline">
                  Request a new link
                </Link>
              </>
            )}
          </FormMessage>
        )}
        <SubmitButton busy={confirm.isPending} busyLabel="Updating...">
          Reset Password
        </SubmitButton>
      </form>
      <p className="mt-5 text-center text-sm">
        <Link to="/account/login" className={linkClass}>
          Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}
