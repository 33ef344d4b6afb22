/**
 * A sum of money typed at the till: digits (`200000`, `200.000`) or thousands with `k` (`200k`); what it reads as is
 * said beside it, so a slip of a zero shows before Enter.
 */
import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { formatVnd } from '../../lib/format';
import { parseMoney } from './payments';

export function MoneyInput({
  label,
  value,
  onChange,
  error,
  hint,
  inputRef,
  large = false,
  ...rest
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string | null | undefined;
  hint?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  large?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const id = useId();
  const amount = parseMoney(value);
  const reads =
    value.trim() === '' ? (hint ?? '') : amount === null ? 'Số tiền không hợp lệ.' : `= ${formatVnd(amount)}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error) || (value.trim() !== '' && amount === null)}
        aria-describedby={`${id}-reads${error ? ` ${id}-error` : ''}`}
        className={`mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 tabular-nums focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30 aria-invalid:border-red-500 ${large ? 'min-h-14 text-2xl font-semibold' : 'min-h-11 text-base'}`}
        {...rest}
      />
      <p id={`${id}-reads`} className="mt-1 min-h-5 text-sm text-gray-600 tabular-nums" aria-live="polite">
        {reads}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
