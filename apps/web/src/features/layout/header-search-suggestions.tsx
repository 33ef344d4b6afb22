import type { ProductSummary } from '@shop/domain/catalog.schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { Price } from '../../components/ui/price';
import { PLACEHOLDER_IMAGE } from '../../components/ui/placeholder-image';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { catalogQueries } from '../catalog';
import { SEARCH_SUGGESTION_COUNT, type SuggestionsProps } from './header-search';

/** spec 2 §8 search texts. */
const SEARCH_FAILED = 'Không thể tìm kiếm sản phẩm. Vui lòng thử lại sau.';
const SEARCH_MALFORMED = 'Lỗi hiển thị sản phẩm tìm kiếm. Vui lòng thử lại sau.';
const SEARCH_EMPTY = 'Không tìm thấy sản phẩm';

/** The search answer may be an array or `{count, results}` (spec 2 §7); anything else is malformed. */
function resultsOf(body: unknown): ProductSummary[] | null {
  if (Array.isArray(body)) return body as ProductSummary[];
  const results = (body as { results?: unknown } | null)?.results;
  return Array.isArray(results) ? (results as ProductSummary[]) : null;
}

/**
 * The header search's dropdown (header-search.tsx): up to five products for the term, a 'see all' link, and what
 * the search says while it runs, finds nothing or fails. It tells the box which products it lists, for the arrow keys.
 */
export default function SearchSuggestions({ term, active, idPrefix, onOptions, onClose }: SuggestionsProps) {
  const search = useQuery({ ...catalogQueries.search(term, 1, SEARCH_SUGGESTION_COUNT), retry: false });
  // undefined: no answer yet; null: an answer of the wrong shape.
  const parsed = useMemo(() => (search.data === undefined ? undefined : resultsOf(search.data)), [search.data]);
  const products = useMemo(() => parsed?.slice(0, SEARCH_SUGGESTION_COUNT), [parsed]);
  const malformed = parsed === null;
  const options = products ?? [];
  useEffect(() => onOptions(products ?? []), [products, onOptions]);

  let status: string | null = null;
  if (search.isError) status = SEARCH_FAILED;
  else if (malformed) status = SEARCH_MALFORMED;
  else if (search.isFetching && !products) status = 'Đang tìm kiếm...';
  else if (products && products.length === 0) status = SEARCH_EMPTY;

  return (
    <div className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-lg border border-gray-200 bg-white text-gray-900 shadow-lg">
      {status && (
        <p
          role="status"
          className={`px-4 py-3 text-sm ${search.isError || malformed ? 'text-red-600' : 'text-gray-600'}`}
        >
          {status}
        </p>
      )}
      <ul id={`${idPrefix}-list`} role="listbox" aria-label="Gợi ý sản phẩm">
        {options.map((product, i) => (
          <li
            key={product.id}
            id={`${idPrefix}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'bg-brand-50' : ''}
          >
            <Link
              to="/products/$id"
              params={{ id: String(product.id) }}
              tabIndex={-1}
              onClick={onClose}
              className="flex items-center gap-3 px-3 py-2 hover:bg-gray-50"
            >
              <ResponsiveImage
                src={product.image_url || PLACEHOLDER_IMAGE}
                slot="thumb"
                alt=""
                width={40}
                height={40}
                loading="lazy"
                decoding="async"
                className="size-10 shrink-0 rounded bg-gray-100 object-cover"
              />
              <div className="min-w-0 flex-1 text-sm">
                <p className="line-clamp-1">{product.name}</p>
                <Price price={product.price} discount_price={product.discount_price} />
              </div>
            </Link>
          </li>
        ))}
      </ul>
      {options.length > 0 && (
        <Link
          to="/search"
          search={{ q: term }}
          onClick={onClose}
          className="block border-t border-gray-100 px-4 py-2.5 text-center text-sm font-medium text-brand-700 hover:bg-gray-50"
        >
          Xem tất cả kết quả cho “{term}”
        </Link>
      )}
    </div>
  );
}
