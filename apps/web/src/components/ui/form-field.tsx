/**
 * The shop's form pieces, one family for every screen (account, checkout, tracking): a label, a text field whose
 * error and hint are tied to it (`aria-invalid`, `aria-describedby`), a password field with an accessible show/hide
 * toggle, a checkbox, the form-level message and the submit button with its busy text.
 */
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { EyeIcon, EyeOffIcon } from './page-icons';

/** The look of an input or a select; red-bordered when its value was refused. */
export function fieldClass(invalid: boolean): string {
  return `block w-full rounded-md border bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700 disabled:bg-gray-100 sm:text-sm ${invalid ? 'border-red-500' : 'border-gray-300'}`;
}

/** Text inputs also grey out when read-only. Not selects: CSS counts every select as read-only. */
function inputClass(invalid: boolean): string {
  return `${fieldClass(invalid)} read-only:bg-gray-100 read-only:text-gray-600`;
}

/** A field's label; `showRequired` adds the red star of a field the form can't go without. */
export function FieldLabel({
  htmlFor,
  showRequired = false,
  children,
}: {
  htmlFor: string;
  showRequired?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-gray-800">
      {children}
      {showRequired && (
        <>
          {' '}
          <span className="text-red-600">*</span>
        </>
      )}
    </label>
  );
}

export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-600">
      {message}
    </p>
  );
}

function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  if (hint === undefined) return null;
  return (
    <p id={id} className="mt-1 text-xs text-gray-500">
      {hint}
    </p>
  );
}

function describedBy(...ids: (string | false | undefined)[]) {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

interface FieldProps extends InputProps {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** The red star after the label (the input's own `required` stays the caller's choice). */
  showRequired?: boolean;
  /** The input itself, for a form that focuses its first invalid field. */
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  showRequired,
  type = 'text',
  ...rest
}: FieldProps) {
  const id = useId();
  return (
    <div>
      <FieldLabel htmlFor={id} showRequired={showRequired}>
        {label}
      </FieldLabel>
      <input
        {...rest}
        id={id}
        type={type}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`)}
        className={inputClass(Boolean(error))}
      />
      <FieldHint id={`${id}-hint`} hint={hint} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function PasswordField({
  label,
  value,
  onValueChange,
  error,
  hint,
  showRequired,
  toggleLabel = 'Hiện mật khẩu',
  ...rest
}: Omit<FieldProps, 'type'> & { toggleLabel?: string }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <FieldLabel htmlFor={id} showRequired={showRequired}>
        {label}
      </FieldLabel>
      <div className="relative">
        <input
          {...rest}
          id={id}
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
      <FieldHint id={`${id}-hint`} hint={hint} />
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
