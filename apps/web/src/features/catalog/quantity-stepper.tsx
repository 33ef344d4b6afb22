import { useId, useState } from 'react';

/**
 * The product page's quantity: minus, a number field and plus (spec 1 §2, §5: minimum 1). The buttons at their
 * limits stay focusable but are aria-disabled, so a keyboard user keeps their place when one greys out.
 * Typed values are clamped to 1…max when the field loses focus.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled = false,
}: {
  value: number;
  /** The chosen option's stock (and cart limit); the stepper never goes above it. */
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const upper = Math.max(1, max);
  const atMin = disabled || value <= 1;
  const atMax = disabled || value >= upper;
  const clamp = (n: number) => Math.min(upper, Math.max(1, Math.trunc(n)));
  const button =
    'grid size-10 place-items-center text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-not-allowed aria-disabled:text-gray-300 aria-disabled:hover:bg-transparent';

  const commit = () => {
    if (draft === null) return;
    const n = Number.parseInt(draft, 10);
    onChange(Number.isNaN(n) ? value : clamp(n));
    setDraft(null);
  };

  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm text-gray-600">
        Số lượng
      </label>
      <div className="inline-flex items-center rounded-md border border-gray-300 bg-white">
        <button
          type="button"
          className={`${button} rounded-l-md`}
          aria-label="Giảm số lượng"
          aria-disabled={atMin}
          onClick={() => {
            if (!atMin) onChange(clamp(value - 1));
          }}
        >
          <span aria-hidden="true" className="text-lg leading-none">
            −
          </span>
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(e) => setDraft(e.target.value.replace(/\D/g, '').slice(0, 5))}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
          className="h-10 w-14 border-x border-gray-300 text-center text-base tabular-nums focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 disabled:bg-gray-50 disabled:text-gray-400"
        />
        <button
          type="button"
          className={`${button} rounded-r-md`}
          aria-label="Tăng số lượng"
          aria-disabled={atMax}
          onClick={() => {
            if (!atMax) onChange(clamp(value + 1));
          }}
        >
          <span aria-hidden="true" className="text-lg leading-none">
            +
          </span>
        </button>
      </div>
    </div>
  );
}
