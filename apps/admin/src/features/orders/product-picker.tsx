/**
 * The product box of a staff order form: type part of a name or SKU, the matching products and variants show with
 * price and stock; ↑/↓ choose, Enter adds (the first match by default). Keyboard-first: the box keeps its place so
 * the next line is typed at once. Other screens pick a product or variant with it too (a marketplace item's link),
 * naming the box their way and taking what is out of stock.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { formatVnd } from '../../lib/format';
import { type PickOption, lineLabel } from './order-lines';
import { ordersQueries } from './orders.queries';

const TYPE_DELAY_MS = 200;

function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function ProductPicker({
  onPick,
  inputRef,
  label = 'Thêm sản phẩm',
  hint = '↑/↓ để chọn, Enter để thêm dòng.',
  anyStock = false,
}: {
  onPick: (option: PickOption) => void;
  inputRef?: Ref<HTMLInputElement>;
  label?: string;
  hint?: string;
  /** Out-of-stock products and variants may be picked too (an order's line can't take them). */
  anyStock?: boolean;
}) {
  const id = useId();
  const picker = usePicker(onPick, anyStock);
  const { text, found, options, current } = picker;
  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        role="combobox"
        aria-expanded={picker.open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-busy={(text.trim().length >= 2 && !picker.settled) || undefined}
        aria-activedescendant={picker.open && current ? `${id}-${current.key}` : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        value={text}
        onChange={(e) => picker.type(e.target.value)}
        onKeyDown={picker.onKeyDown}
        placeholder="Tên sản phẩm hoặc SKU"
        className="mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500" aria-live="polite">
        {text.trim().length >= 2 && found.isSuccess && options.length === 0 && !found.isFetching
          ? 'Không tìm thấy sản phẩm đang bán.'
          : found.isError
            ? found.error.message
            : hint}
      </p>
      {picker.open && <PickList id={id} options={options} current={current} onPick={picker.pick} anyStock={anyStock} />}
    </div>
  );
}

/** The box's text, the matches of what it settled on, the one ↑/↓ chose, and what Enter and Escape do. */
function usePicker(onPick: (option: PickOption) => void, anyStock: boolean) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  // What the box holds now, for an answer that comes after Enter.
  const typedRef = useRef('');
  useEffect(() => {
    typedRef.current = text.trim();
  });
  const [active, setActive] = useState(0);
  const search = useDebounced(text.trim(), TYPE_DELAY_MS);
  const found = useQuery(ordersQueries.productPicks(search));
  const options = text.trim().length >= 2 ? (found.data ?? []) : [];
  const current = options[Math.min(active, options.length - 1)];
  const settled = search === text.trim() && !found.isFetching;

  const type = (value: string) => {
    setText(value);
    setActive(0);
  };
  const pick = (o: PickOption | undefined) => {
    if (!o || (o.stock <= 0 && !anyStock)) return;
    onPick(o);
    type('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (options.length ? (a + step + options.length) % options.length : 0));
    } else if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      // Enter before the search answered what was just typed: the answer's first match is added when it comes.
      const typed = text.trim();
      if (settled) pick(current);
      else if (typed.length >= 2) {
        void queryClient
          .fetchQuery(ordersQueries.productPicks(typed))
          .then((answer) => typedRef.current === typed && pick(answer[0]))
          .catch(() => undefined);
      }
    } else if (e.key === 'Escape' && text) {
      e.preventDefault();
      setText('');
    }
  };
  return { text, found, options, current, open: options.length > 0, settled, type, pick, onKeyDown };
}

function PickList({
  id,
  options,
  current,
  onPick,
  anyStock,
}: {
  id: string;
  options: PickOption[];
  current: PickOption | undefined;
  onPick: (option: PickOption) => void;
  anyStock: boolean;
}) {
  return (
    <ul
      id={`${id}-list`}
      role="listbox"
      aria-label="Sản phẩm phù hợp"
      className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-gray-200 bg-white py-1 text-sm shadow-lg"
    >
      {options.map((o) => (
        <li
          key={o.key}
          id={`${id}-${o.key}`}
          role="option"
          aria-selected={o === current}
          aria-disabled={(o.stock <= 0 && !anyStock) || undefined}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onPick(o)}
          className={`flex cursor-pointer justify-between gap-3 px-3 py-2 ${o === current ? 'bg-brand-50' : ''} ${o.stock <= 0 && !anyStock ? 'text-gray-400' : ''}`}
        >
          <span className="min-w-0">{lineLabel(o)}</span>
          <span className="shrink-0 text-right tabular-nums">
            {formatVnd(o.price)} · {o.stock > 0 ? `còn ${o.stock}` : 'hết hàng'}
          </span>
        </li>
      ))}
    </ul>
  );
}
