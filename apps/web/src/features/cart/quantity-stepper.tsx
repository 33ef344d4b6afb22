/**
 * The cart's quantity plus/minus (spec 1 §2 Cart, spec 2 §2 cart drawer). Minus does nothing at 1 (spec 2 §5):
 * it stays focusable but is marked aria-disabled, so keyboard users don't lose their place when it greys out.
 * Removing a line is the remove button's job.
 */
export function QuantityStepper({
  quantity,
  itemName,
  onChange,
  size = 'md',
}: {
  quantity: number;
  /** Names the line in the buttons' accessible labels. */
  itemName: string;
  onChange: (quantity: number) => void;
  size?: 'sm' | 'md';
}) {
  const atMinimum = quantity <= 1;
  const button = `grid place-items-center text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700 aria-disabled:cursor-not-allowed aria-disabled:text-gray-300 aria-disabled:hover:bg-transparent ${size === 'sm' ? 'size-8' : 'size-10'}`;
  return (
    <div className="inline-flex items-center rounded-md border border-gray-300 bg-white">
      <button
        type="button"
        className={`${button} rounded-l-md`}
        aria-label={`Giảm số lượng ${itemName}`}
        aria-disabled={atMinimum}
        onClick={() => {
          if (!atMinimum) onChange(quantity - 1);
        }}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M5 12h14" strokeLinecap="round" />
        </svg>
      </button>
      <output
        className={`min-w-8 px-1 text-center text-sm font-semibold tabular-nums ${size === 'sm' ? 'leading-8' : 'leading-10'}`}
        aria-label={`Số lượng ${itemName}`}
        aria-live="polite"
      >
        {quantity}
      </output>
      <button
        type="button"
        className={`${button} rounded-r-md`}
        aria-label={`Tăng số lượng ${itemName}`}
        onClick={() => onChange(quantity + 1)}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M12 5v14M5 12h14" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
