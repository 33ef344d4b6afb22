/**
 * The sale's lines on the till: name, unit price (a quantity or group price shows the catalogue's struck through),
 * − quantity +, the line's sum and remove. Every control is a large touch target; the newest line is in view.
 */
import { memo, useEffect, useRef, useState } from 'react';
import { formatVnd } from '../../lib/format';
import { type Buyer, type SaleLine, unitPrice } from './sale-lines';
import { itemLabel } from './till-items';
import type { TillAction } from './till-state';

const STEP =
  'inline-flex size-11 items-center justify-center rounded-md border border-gray-300 bg-white text-xl font-semibold hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:text-gray-300';

export function SaleLinesList({
  lines,
  buyer,
  dispatch,
}: {
  lines: SaleLine[];
  buyer: Buyer;
  dispatch: (action: TillAction) => void;
}) {
  const endRef = useRef<HTMLLIElement>(null);
  const count = lines.length;
  useEffect(() => {
    if (count) endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [count]);
  if (!lines.length) {
    return (
      <p className="rounded-lg border border-dashed border-gray-300 p-8 text-center text-gray-500">
        Chưa có sản phẩm. Quét mã vạch hoặc gõ tên để thêm.
      </p>
    );
  }
  return (
    <ul aria-label="Sản phẩm trong đơn" className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
      {lines.map((line, i) => (
        <li key={line.key} ref={i === lines.length - 1 ? endRef : undefined}>
          <LineRow line={line} price={unitPrice(line, buyer)} dispatch={dispatch} />
        </li>
      ))}
    </ul>
  );
}

/** One line; drawn again only when it changed (a scan touches one line of many). */
const LineRow = memo(function LineRow({
  line,
  price,
  dispatch,
}: {
  line: SaleLine;
  price: number;
  dispatch: (action: TillAction) => void;
}) {
  const label = itemLabel(line);
  const step = Math.max(1, line.multiple);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2" data-line={line.key}>
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium">{label}</p>
        <p className="text-sm text-gray-600 tabular-nums">
          {price !== line.price && <s className="mr-1 text-gray-400">{formatVnd(line.price)}</s>}
          {formatVnd(price)}
          {step > 1 && ` · theo bội số ${step}`}
        </p>
      </div>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={STEP}
          aria-label={`Bớt ${step}: ${label}`}
          disabled={line.quantity <= step}
          onClick={() => dispatch({ type: 'step', key: line.key, direction: -1 })}
        >
          −
        </button>
        <QuantityInput
          label={`Số lượng: ${label}`}
          value={line.quantity}
          step={step}
          onCommit={(quantity) => dispatch({ type: 'quantity', key: line.key, quantity })}
        />
        <button
          type="button"
          className={STEP}
          aria-label={`Thêm ${step}: ${label}`}
          onClick={() => dispatch({ type: 'step', key: line.key, direction: 1 })}
        >
          +
        </button>
      </div>
      <p className="w-28 text-right text-lg font-semibold tabular-nums">{formatVnd(price * line.quantity)}</p>
      <button
        type="button"
        aria-label={`Xóa: ${label}`}
        onClick={() => dispatch({ type: 'remove', key: line.key })}
        className="inline-flex size-11 items-center justify-center rounded-md text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
      >
        ✕
      </button>
    </div>
  );
});

/** A typed quantity counts when staff leave the box or press Enter (blank while typing is not "one"). */
function QuantityInput({
  label,
  value,
  step,
  onCommit,
}: {
  label: string;
  value: number;
  step: number;
  onCommit: (quantity: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft.trim() !== '') onCommit(Number(draft));
    setDraft(null);
  };
  return (
    <input
      type="number"
      inputMode="numeric"
      min={step}
      step={step}
      aria-label={label}
      value={draft ?? value}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
      className="h-11 w-20 rounded-md border border-gray-300 text-center text-lg tabular-nums"
    />
  );
}
