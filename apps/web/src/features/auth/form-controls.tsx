/**
 * The account screens' form pieces: a labelled field whose error is tied to it (`aria-invalid`,
 * `aria-describedby`), a password field with an accessible show/hide toggle, a checkbox, the form-level message
 * and the submit button with its busy text.
 */
import { Link } from '@tanstack/react-router';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';

const inputBase =
  'block w-full rounded-md border bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700 read-only:bg-gray-100 read-only:text-gray-600 sm:text-sm';

function inputClass(invalid: boolean) {
  return `${inputBase} ${invalid ? 'border-red-500' : 'border-gray-300'}`;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'type'>;

interface FieldProps extends InputProps {
  name: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel';
}

function describedBy(...ids: (string | false | undefined)[]) {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function TextField({ name, label, value, onValueChange, error, hint, type = 'text', ...rest }: FieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        {...rest}
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`)}
        className={inputClass(Boolean(error))}
      />
      {hint !== undefined && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function PasswordField({
  name,
  label,
  value,
  onValueChange,
  error,
  hint,
  toggleLabel = 'Hiện mật khẩu',
  ...rest
}: Omit<FieldProps, 'type'> & { toggleLabel?: string }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="relative">
        <input
          {...rest}
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`)}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={`${inputClass(Boolean(error))} pr-12`}
        />
        {/* A toggle button: its name stays, `aria-pressed` says whether the password is shown. */}
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={id}
          aria-label={toggleLabel}
          title={toggleLabel}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-gray-500 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function CheckboxField({
  name,
  checked,
  onCheckedChange,
  error,
  children,
}: {
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(e) => onCheckedChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-gray-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        />
        <label htmlFor={id} className="text-sm text-gray-700">
          {children}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-600">
      {message}
    </p>
  );
}

/** A whole-form message: an error (`role="alert"`, announced at once) or a success note (`role="status"`). */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const styles =
    tone === 'error' ? 'border-red-200 bg-red-50 text-red-700' : 'border-green-200 bg-green-50 text-green-800';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border px-3 py-2.5 text-sm ${styles}`}>
      {children}
    </div>
  );
}

export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy}
      className="flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy && (
        <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />
      )}
      {busy ? busyLabel : children}
    </button>
  );
}

/** The card every sign-in screen sits in: centred, full width on a phone. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md py-2 sm:py-6">
      <div className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
        <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{title}</h1>
        {intro && <p className="mt-1 text-sm text-gray-600">{intro}</p>}
        <div className="mt-5">{children}</div>
      </div>
    </div>
  );
}

export const linkClass =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-700';

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path
        d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17.7 17.7 0 0 1-2.6 3.6M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7c1.9 0 3.5-.5 4.9-1.3M9.9 9.9a3 3 0 0 0 4.2 4.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="m3 3 18 18" strokeLinecap="round" />
    </svg>
  );
}

/** The screen a password form turns into once it succeeds: the green message and one way back to login. */
export function AuthSuccess({ title, message, action }: { title: string; message: string; action: string }) {
  return (
    <AuthCard title={title}>
      <div className="space-y-5">
        <div role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-3 text-sm text-green-800">
          {message}
        </div>
        <Link
          to="/account/login"
          className="flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {action}
        </Link>
      </div>
    </AuthCard>
  );
}
