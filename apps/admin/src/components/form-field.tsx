/**
 * Labelled fields for react-hook-form: `{...form.register('name')}` spreads onto them. Each field's message is tied
 * to its input by `aria-describedby`, and `aria-invalid` marks the field.
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

const CONTROL =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30 aria-invalid:border-red-500';

interface FieldFrameProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

function FieldFrame({ label, error, hint, className = '', children }: FieldFrameProps) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = { label: string; error?: string | undefined; hint?: string | undefined; className?: string };

export function TextField({ label, error, hint, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <input id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} className={CONTROL} {...input} />
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <textarea id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} className={CONTROL} {...input} />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...input
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <select id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} className={CONTROL} {...input}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
