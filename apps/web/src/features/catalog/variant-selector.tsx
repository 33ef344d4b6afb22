import type { Product, Variant } from '@shop/domain/catalog.schemas';
import { useEffect, useRef } from 'react';
import { optionUnavailability } from './purchase-option';

/**
 * The variant choice (spec 1 §2, §4): a radio group of the product's variants. Nothing checked means the default
 * product. Inactive or sold-out variants are shown, struck through and disabled, so the shopper sees they exist.
 */
export function VariantSelector({
  product,
  selected,
  onSelect,
}: {
  product: Product;
  selected: Variant | undefined;
  onSelect: (variant: Variant) => void;
}) {
  const groupRef = useRef<HTMLFieldSetElement>(null);
  // A variant picked in the server's page before React took it over stays checked in the page but not in state:
  // take it, right after hydration, so the price and the cart follow what the shopper sees.
  useEffect(() => {
    const checked = groupRef.current?.querySelector<HTMLInputElement>('input:checked');
    const picked = checked && product.variants.find((v) => String(v.id) === checked.value);
    if (picked && picked.id !== selected?.id) onSelect(picked);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);
  if (product.variants.length === 0) return null;
  return (
    <fieldset ref={groupRef}>
      <legend className="mb-2 text-sm text-gray-600">
        Phân loại{selected ? <span className="font-medium text-gray-900">: {selected.name}</span> : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {product.variants.map((v) => {
          const unavailable = optionUnavailability(product, v);
          const checked = selected?.id === v.id;
          return (
            <label
              key={v.id}
              className={`relative inline-flex min-h-10 items-center rounded-md border px-3 py-1.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 ${
                unavailable
                  ? 'cursor-not-allowed border-dashed border-gray-300 bg-gray-50 text-gray-400'
                  : checked
                    ? 'cursor-pointer border-brand-700 bg-brand-50 font-semibold text-brand-800'
                    : 'cursor-pointer border-gray-300 bg-white text-gray-800 hover:border-brand-600'
              }`}
            >
              <input
                type="radio"
                name={`variant-${product.id}`}
                value={v.id}
                checked={checked}
                disabled={unavailable !== null}
                onChange={() => onSelect(v)}
                className="sr-only"
              />
              <span className={unavailable ? 'line-through' : undefined}>{v.name}</span>
              {unavailable && (
                <span className="ml-1.5 text-xs no-underline">
                  ({unavailable === 'inactive' ? 'Ngừng bán' : 'Hết hàng'})
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
