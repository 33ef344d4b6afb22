import { useId, useState } from 'react';
import { type IconProps, LineIcon } from './icons';

/**
 * A quantity's minus and plus (spec 1 §2, §5; spec 2 §2, §5: minimum 1, minus does nothing at 1). A button at its
 * limit stays focusable but is aria-disabled, so a keyboard user keeps their place when it greys out.
 *
 * - `editable` (the product page): a number field labelled 'Số lượng' between the buttons; a typed value is
 *   clamped to 1…max when the field is left or Enter is pressed.
 * - otherwise (the cart's lines): the number is shown, and `itemName` names the line in the buttons' labels.
 */
// eslint-disable-next-line local/max-own-lines -- one control: minus, the quantity and plus share the pack limits
export function QuantityStepper({
  value,
  onChange,
  max,
  itemName,
  editable = false,
  disabled = false,
  size = 'md',
  step = 1,
}: {
  value: number;
  onChange: (quantity: number) => void;
  /** The chosen option's stock (and cart limit): the stepper never goes above it. None: the caller checks. */
  max?: number;
  /** Names the line in the accessible labels ('Tăng số lượng {itemName}'). */
  itemName?: string;
  editable?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
  /** Sold in packs of this many (DESIGN §13): the buttons step by it and a typed value snaps to whole packs. */
  step?: number;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const pack = Math.max(1, step);
  const upper = max === undefined ? Infinity : Math.max(pack, Math.floor(max / pack) * pack);
  const atMin = disabled || value <= pack;
  const atMax = disabled || value + pack > upper;
  const clamp = (n: number) => Math.min(upper, Math.max(pack, Math.round(Math.trunc(n) / pack) * pack));
  const named = (label: string) => (itemName ? `${label} ${itemName}` : label);
  const button = `grid place-items-center text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-not-allowed aria-disabled:text-gray-300 aria-disabled:hover:bg-transparent ${size === 'sm' ? 'size-8' : 'size-10'}`;

  const commit = () => {
    if (draft === null) return;
    const n = Number.parseInt(draft, 10);
    onChange(Number.isNaN(n) ? value : clamp(n));
    setDraft(null);
  };

  const stepper = (
    <div className="inline-flex items-center rounded-md border border-gray-300 bg-white">
      <button
        type="button"
        className={`${button} rounded-l-md`}
        aria-label={named('Giảm số lượng')}
        aria-disabled={atMin}
        onClick={() => {
          if (!atMin) onChange(clamp(value - pack));
        }}
      >
        <MinusIcon />
      </button>
      {editable ? (
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
      ) : (
        <output
          className={`min-w-8 px-1 text-center text-sm font-semibold tabular-nums ${size === 'sm' ? 'leading-8' : 'leading-10'}`}
          aria-label={named('Số lượng')}
          aria-live="polite"
        >
          {value}
        </output>
      )}
      <button
        type="button"
        className={`${button} rounded-r-md`}
        aria-label={named('Tăng số lượng')}
        aria-disabled={max === undefined ? undefined : atMax}
        onClick={() => {
          if (!atMax) onChange(clamp(value + pack));
        }}
      >
        <PlusIcon />
      </button>
    </div>
  );

  if (!editable) return stepper;
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm text-gray-600">
        Số lượng
      </label>
      {stepper}
    </div>
  );
}

const MinusIcon = ({ className = 'size-4' }: IconProps) => <LineIcon name="minus" className={className} />;
const PlusIcon = ({ className = 'size-4' }: IconProps) => <LineIcon name="plus" className={className} />;
