/** Form pieces of checkout and tracking: a labelled input whose error is tied to it. */
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export function fieldClass(invalid: boolean): string {
  return `block w-full rounded-md border bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700 disabled:bg-gray-100 sm:text-sm ${invalid ? 'border-red-500' : 'border-gray-300'}`;
}

export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-600">
      {message}
    </p>
  );
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
};

export function Field({ label, value, onValueChange, error, required, ...rest }: Props) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label} {required && <span className="text-red-600">*</span>}
      </label>
      <input
        {...rest}
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldClass(Boolean(error))}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
