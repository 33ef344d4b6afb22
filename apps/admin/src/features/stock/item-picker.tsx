/**
 * What a transfer and a stocktake share: the goods box (type part of a name or SKU, the matching levels at the
 * location show with what is there; "Thêm" adds one as a line, and the box keeps its place, so the next one is typed
 * at once), the location choices and what a write does after the answer.
 */
import type { StockLevel } from '@shop/domain/stock-locations.schemas';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/button';
import { ApiError } from '../../lib/api';
import { levelsChanged, stockQueries } from './stock.queries';

const TYPE_DELAY_MS = 250;

/** The item's name as a line shows it: the product's, then the variant's. */
export const levelLabel = (l: Pick<StockLevel, 'product_name' | 'variant_name'>) =>
  l.variant_name ? `${l.product_name} - ${l.variant_name}` : l.product_name;

export const itemKey = (l: { product: number; variant: number | null }) => `${l.product}:${l.variant ?? 0}`;

/**
 * What a transfer's or a stocktake's write does after the server answers: the levels again (a 409 says the stock moved
 * meanwhile, so them too); a refusal no field shows is the dialog's message.
 */
export const afterMove = {
  changed: levelsChanged,
  refused: (queryClient: QueryClient, error: Error) => {
    if (error instanceof ApiError && error.status === 409) levelsChanged(queryClient);
  },
  tell: 'dialog' as const,
};

/** The items picked so far by key (for their names on the lines), and the pick that adds a line with `add`. */
export function usePicked(add: (level: StockLevel) => void) {
  const [names, setNames] = useState(() => new Map<string, StockLevel>());
  const pick = (level: StockLevel) => {
    setNames((m) => new Map(m).set(itemKey(level), level));
    add(level);
  };
  return { names, pick };
}

/** A location select's options. */
export function LocationOptions({ locations }: { locations: { id: number; name: string }[] }) {
  return locations.map((l) => (
    <option key={l.id} value={l.id}>
      {l.name}
    </option>
  ));
}

export function ItemPicker({
  location,
  taken,
  onPick,
}: {
  /** Not a location yet (NaN, 0): no box. */
  location: number;
  /** The lines so far: their items are not offered again. */
  taken: readonly { product: number; variant?: number | null | undefined }[];
  onPick: (level: StockLevel) => void;
}) {
  const takenKeys = new Set(taken.map((t) => itemKey({ product: t.product, variant: t.variant ?? null })));
  const valid = Number.isInteger(location) && location > 0;
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), TYPE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery({
    ...stockQueries.levels({ location, search: search || undefined, page_size: 8 }),
    enabled: valid && search.length >= 2,
  });
  const options = (found.data?.results ?? []).filter((l) => !takenKeys.has(itemKey(l)));
  if (!valid) return null;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        Tìm hàng để thêm
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          // Enter adds the first match instead of sending the form.
          if (e.key !== 'Enter') return;
          e.preventDefault();
          if (options[0]) onPick(options[0]);
        }}
        placeholder="Tên sản phẩm hoặc SKU (ít nhất 2 ký tự)"
        aria-describedby={`${id}-hint`}
        className="mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500" aria-live="polite">
        {search.length >= 2 && found.isSuccess && options.length === 0 ? 'Không tìm thấy hàng ở nơi này.' : ' '}
      </p>
      {options.length > 0 && (
        <ul aria-label="Kết quả tìm hàng" className="mt-1 divide-y divide-gray-100 rounded-md border border-gray-200">
          {options.map((l) => (
            <li key={itemKey(l)} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block font-medium">{levelLabel(l)}</span>
                <span className="text-xs text-gray-500">
                  {[
                    l.sku,
                    `Tồn ${l.on_hand.toLocaleString('vi-VN')}`,
                    `có thể chuyển ${l.available.toLocaleString('vi-VN')}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              <Button tone="secondary" aria-label={`Thêm ${levelLabel(l)}`} onClick={() => onPick(l)}>
                Thêm
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
