import { useId, useState } from 'react';
import { type IconProps, LineIcon } from './icons';

interface QuantityStepperProps {
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
}

/**
 * A quantity's minus and plus (spec 1 §2, §5; spec 2 §2, §5: minimum 1, minus does nothing at 1). A button at its
 * limit stays focusable but is aria-disabled, so a keyboard user keeps their place when it greys out.
 *
 * - `editable` (the product page): a number field labelled 'Số lượng' between the buttons; a typed value is
 *   clamped to 1…max when the field is left or Enter is pressed.
 * - otherwise (the cart's lines): the number is shown, and `itemName` names the line in the buttons' labels.
 */
export function QuantityStepper({
  value,
  onChange,
  max,
  itemName,
  editable = false,
  disabled = false,
  size = 'md',
  step = 1,
}: QuantityStepperProps) {
  const id = useId();
  const { pack, atMin, atMax, clamp } = packBounds(value, step, max, disabled);
  const named = (label: string) => (itemName ? `${label} ${itemName}` : label);

  const stepper = (
    <div className="inline-flex items-center rounded-md border border-gray-300 bg-white">
      <StepButton
        side="minus"
        size={size}
        label={named('Giảm số lượng')}
        atLimit={atMin}
        onStep={() => onChange(clamp(value - pack))}
      />
      {editable ? (
        <QuantityInput
          id={id}
          value={value}
          disabled={disabled}
          onCommit={(typed) => onChange(Number.isNaN(typed) ? value : clamp(typed))}
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
      <StepButton
        side="plus"
        size={size}
        label={named('Tăng số lượng')}
        atLimit={atMax}
        // Without a max the caller checks the limit: plus is never shown greyed out.
        markLimit={max !== undefined}
        onStep={() => onChange(clamp(value + pack))}
      />
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

/** The stepper's arithmetic in whole packs: at least one pack, at most the whole packs within `max`. */
function packBounds(value: number, step: number, max: number | undefined, disabled: boolean) {
  const pack = Math.max(1, step);
  const upper = max === undefined ? Infinity : Math.max(pack, Math.floor(max / pack) * pack);
  return {
    pack,
    atMin: disabled || value <= pack,
    atMax: disabled || value + pack > upper,
    clamp: (n: number) => Math.min(upper, Math.max(pack, Math.round(Math.trunc(n) / pack) * pack)),
  };
}

const STEP_BUTTON =
  'grid place-items-center text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-not-allowed aria-disabled:text-gray-300 aria-disabled:hover:bg-transparent';

/** Minus or plus. At its limit it stays focusable but does nothing, and is aria-disabled when `markLimit`. */
function StepButton({
  side,
  size,
  label,
  atLimit,
  markLimit = true,
  onStep,
}: {
  side: 'minus' | 'plus';
  size: 'sm' | 'md';
  label: string;
  atLimit: boolean;
  markLimit?: boolean;
  onStep: () => void;
}) {
  return (
    <button
      type="button"
      className={`${STEP_BUTTON} ${size === 'sm' ? 'size-8' : 'size-10'} ${side === 'minus' ? 'rounded-l-md' : 'rounded-r-md'}`}
      aria-label={label}
      aria-disabled={markLimit ? atLimit : undefined}
      onClick={() => {
        if (!atLimit) onStep();
      }}
    >
      {side === 'minus' ? <MinusIcon /> : <PlusIcon />}
    </button>
  );
}

/** The product page's typed quantity: kept as typed (digits only) until the field is left or Enter is pressed. */
function QuantityInput({
  id,
  value,
  disabled,
  onCommit,
}: {
  id: string;
  value: number;
  disabled: boolean;
  /** The typed number, NaN when the field was emptied. */
  onCommit: (typed: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    onCommit(Number.parseInt(draft, 10));
    setDraft(null);
  };
  return (
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
  );
}

const MinusIcon = ({ className = 'size-4' }: IconProps) => <LineIcon name="minus" className={className} />;
const PlusIcon = ({ className = 'size-4' }: IconProps) => <LineIcon name="plus" className={className} />;
