import { Link } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { AUTH_MESSAGES, checkEmail } from '@shop/domain/auth.rules';
import { useRequestPasswordReset } from './auth.queries';
import { AuthCard, AuthSuccess, linkClass } from './auth-card';
import { focusFirstError, isServerAnswer, serverDetail, serverText } from './form-state';
import { FormMessage, SubmitButton, TextField } from '../../components/ui/form-field';

/** spec 1 §8 Password reset request, screen text: the server's text, else the fallback; the exception text. */
export function resetRequestErrorMessage(error: unknown): string {
  if (isServerAnswer(error)) return serverText(error.body) ?? 'An error occurred while processing your request.';
  return 'An unexpected error occurred. Please try again later.';
}

/**
 * spec 1 §2 Forgot password (its texts are English in the spec): idle → busy (button disabled, 'Sending...') →
 * success (the form gives way to a green message and 'Return to Login') or error (a red message above the
 * button, the form stays) — spec 1 §4.
 */
export function ForgotPasswordForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const reset = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const checked = checkEmail(email);
    if (checked.error) {
      // The screen is English (spec 1 §2): the domain's check, worded to match.
      const message =
        checked.error === AUTH_MESSAGES.emailRequired
          ? 'Please enter your email address.'
          : 'Please enter a valid email address.';
      setEmailError(message);
      focusFirstError(formRef.current, { email: message });
      return;
    }
    reset.mutate(checked.email);
  };

  if (reset.isSuccess) {
    return (
      <AuthSuccess
        title="Forgot Password"
        message={serverDetail(reset.data) ?? AUTH_MESSAGES.resetRequested}
        action="Return to Login"
      />
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter the email address of your account and we will send you a link to reset your password."
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          name="email"
          type="email"
          label="Email"
          required
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onValueChange={(v) => {
            setEmail(v);
            setEmailError(undefined);
          }}
          error={emailError}
        />
        {reset.isError && <FormMessage tone="error">{resetRequestErrorMessage(reset.error)}</FormMessage>}
        <SubmitButton busy={reset.isPending} busyLabel="Sending...">
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
