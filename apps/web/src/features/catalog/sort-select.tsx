import { PRODUCT_ORDERINGS, PRODUCT_ORDERING_LABELS, type ProductOrdering } from '@shop/domain/catalog.constants';
import { useId, useRef } from 'react';
import { useEditedBeforeHydration } from '../../lib/use-hydrated';

/**
 * The listing's sort dropdown (spec 1 §2): the six orders with their Vietnamese labels. A GET form holding the
 * listing's other parameters (`keep`), so that without script its button reloads the listing in the chosen order.
 */
export function SortSelect({
  value,
  onChange,
  keep,
}: {
  value: ProductOrdering;
  onChange: (ordering: ProductOrdering) => void;
  keep: Record<string, string | number | boolean | undefined>;
}) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  useEditedBeforeHydration(selectRef, value, (chosen) => onChange(chosen as ProductOrdering));
  return (
    <form method="get" action="/products" className="flex items-center gap-2" onSubmit={(e) => e.preventDefault()}>
      {Object.entries(keep).map(([name, v]) =>
        v === undefined ? null : <input key={name} type="hidden" name={name} value={String(v)} />,
      )}
      <label htmlFor={id} className="shrink-0 text-sm text-gray-600">
        Sắp xếp theo
      </label>
      <select
        ref={selectRef}
        id={id}
        name="ordering"
        value={value}
        onChange={(e) => onChange(e.target.value as ProductOrdering)}
        className="h-9 min-w-0 rounded border border-gray-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {PRODUCT_ORDERINGS.map((o) => (
          <option key={o} value={o}>
            {PRODUCT_ORDERING_LABELS[o]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-9 rounded border border-gray-300 bg-white px-2 text-sm">
          Sắp xếp
        </button>
      </noscript>
    </form>
  );
}
