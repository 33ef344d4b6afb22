import { PRODUCT_ORDERINGS, PRODUCT_ORDERING_LABELS, type ProductOrdering } from '@shop/domain/catalog.constants';
import { useId } from 'react';

/** The listing's sort dropdown (spec 1 §2): the six orders with their Vietnamese labels. */
export function SortSelect({
  value,
  onChange,
}: {
  value: ProductOrdering;
  onChange: (ordering: ProductOrdering) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm text-gray-600">
        Sắp xếp theo
      </label>
      <select
        id={id}
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
    </div>
  );
}
