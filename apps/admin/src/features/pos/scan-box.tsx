/**
 * The till's scan box, always ready: a USB scanner types the code and Enter, which adds the line (a code the till
 * knows at once, else the server's exact lookup); a person types part of a name or SKU and picks from the matches
 * with ↑/↓ and Enter, or a tap. Enter in the empty box pays.
 */
import { type KeyboardEvent, type Ref, memo, useEffect, useId, useRef, useState } from 'react';
import { formatVnd } from '../../lib/format';
import { type TillItem, itemLabel, looksLikeBarcode } from './till-items';
import { tillServices } from './till-services';
import { PAY_KEY, scanKeyAction } from './till-state';

const TYPE_DELAY_MS = 150;

interface Matches {
  /** The text these items answer. */
  for: string;
  items: TillItem[];
  /** A scanned code's variants to choose from: a search of the same text doesn't replace them. */
  pinned?: boolean;
}

/** Matches of what a person types, asked once they pause; a newer text cancels the older question. */
function useMatches(text: string) {
  const [matches, setMatches] = useState<Matches>({ for: '', items: [] });
  const [problem, setProblem] = useState<string | null>(null);
  const typed = text.trim();
  useEffect(() => {
    if (typed.length < 2) return;
    const ask = new AbortController();
    const timer = setTimeout(() => {
      tillServices()
        .search(typed, ask.signal)
        .then((items) => {
          setMatches((m) => (m.pinned && m.for === typed ? m : { for: typed, items }));
          setProblem(null);
        })
        .catch((error: Error) => !ask.signal.aborted && setProblem(error.message));
    }, TYPE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      ask.abort();
    };
  }, [typed]);
  return { matches, setMatches, problem, setProblem };
}

function useScanBox(onAdd: (item: TillItem) => void, onPay: () => void, hasLines: boolean) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const { matches, setMatches, problem, setProblem } = useMatches(text);
  const typed = text.trim();
  const list = typed && (typed.length >= 2 || matches.for === typed) ? matches.items : [];
  const listReady = matches.for === typed && list.length > 0;
  const current = list[Math.min(active, list.length - 1)];

  const reset = () => {
    setText('');
    setActive(0);
    setMatches({ for: '', items: [] });
  };
  const take = (items: TillItem[], code: string, none: string) => {
    if (items.length === 1) {
      onAdd(items[0]!);
      reset();
      setProblem(null);
    } else if (items.length > 1) {
      setMatches({ for: code, items, pinned: true });
      setActive(0);
      setProblem('Chọn loại sản phẩm: ↑/↓ rồi Enter.');
    } else setProblem(none);
  };
  const pick = (item: TillItem | undefined) => {
    if (!item) return;
    onAdd(item);
    reset();
    setProblem(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === PAY_KEY) return; // the till's own key
    const services = tillServices();
    const action = scanKeyAction(e.key, {
      text,
      hasLines,
      known: services.catalogue.byBarcode(typed).length > 0,
      listReady,
      listLength: list.length,
      codeLike: looksLikeBarcode(typed),
    });
    if (!action) return;
    e.preventDefault();
    if (action === 'pay') onPay();
    else if (action === 'clear') reset();
    else if (action === 'down' || action === 'up') {
      const step = action === 'down' ? 1 : -1;
      setActive((a) => (a + step + list.length) % list.length);
    } else if (action === 'pick') pick(current);
    else if (action === 'add-known') take(services.catalogue.byBarcode(typed), typed, '');
    else if (action === 'lookup') {
      services.findByCode(typed).then(
        (items) => take(items, typed, `Không có sản phẩm nào mang mã vạch ${typed}.`),
        (error: Error) => setProblem(`Không tra được mã ${typed}: ${error.message}`),
      );
    } else {
      services.search(typed).then(
        (items) => take(items.slice(0, 1), typed, `Không tìm thấy sản phẩm "${typed}".`),
        (error: Error) => setProblem(error.message),
      );
    }
  };
  const type = (value: string) => {
    setText(value);
    setActive(0);
    if (problem) setProblem(null);
  };
  // Busy while the matches shown are not yet those of what is typed.
  const busy = typed.length >= 2 && matches.for !== typed;
  return { text, type, list, listReady, current, pick, onKeyDown, problem, busy };
}

/** Drawn again with its own typing, not with the sale's other changes (tiers arriving, a customer chosen). */
export const ScanBox = memo(function ScanBox({
  onAdd,
  onPay,
  hasLines,
  inputRef,
}: {
  onAdd: (item: TillItem) => void;
  onPay: () => void;
  hasLines: boolean;
  inputRef: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const box = useScanBox(onAdd, onPay, hasLines);
  const open = box.list.length > 0 && box.text.trim() !== '';
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        Quét mã vạch hoặc tìm sản phẩm
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && box.current ? `${id}-${box.current.key}` : undefined}
        aria-describedby={`${id}-hint`}
        aria-busy={box.busy || undefined}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="enter"
        value={box.text}
        onChange={(e) => box.type(e.target.value)}
        onKeyDown={box.onKeyDown}
        placeholder="Quét mã vạch, hoặc gõ tên / SKU"
        className="block min-h-14 w-full rounded-lg border-2 border-brand-700 bg-white px-4 text-xl focus:outline-4 focus:outline-brand-700/30"
      />
      <p id={`${id}-hint`} className="mt-1 min-h-5 text-sm" aria-live="polite">
        {box.problem ? (
          <span className="font-medium text-red-700">{box.problem}</span>
        ) : (
          <span className="text-gray-600">
            ↑/↓ chọn, Enter thêm. Ô trống + Enter hoặc <kbd className="rounded border px-1">F2</kbd>: thanh toán.
          </span>
        )}
      </p>
      {open && <MatchList id={id} items={box.list} current={box.current} onPick={box.pick} />}
    </div>
  );
});

function MatchList({
  id,
  items,
  current,
  onPick,
}: {
  id: string;
  items: TillItem[];
  current: TillItem | undefined;
  onPick: (item: TillItem) => void;
}) {
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (current) ref.current?.querySelector(`[data-key="${current.key}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [current]);
  return (
    <ul
      ref={ref}
      id={`${id}-list`}
      role="listbox"
      aria-label="Sản phẩm phù hợp"
      className="absolute z-20 mt-1 max-h-96 w-full overflow-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
    >
      {items.map((item) => (
        <li
          key={item.key}
          id={`${id}-${item.key}`}
          data-key={item.key}
          role="option"
          aria-selected={item === current}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onPick(item)}
          className={`flex min-h-12 cursor-pointer items-center justify-between gap-3 px-4 py-2 ${item === current ? 'bg-brand-50' : ''}`}
        >
          <span className="min-w-0">
            <span className="block">{itemLabel(item)}</span>
            {(item.sku || item.barcode) && (
              <span className="block text-xs text-gray-500">
                {[item.sku, item.barcode].filter(Boolean).join(' · ')}
              </span>
            )}
          </span>
          <span className="shrink-0 tabular-nums">{formatVnd(item.price)}</span>
        </li>
      ))}
    </ul>
  );
}
