import type { ProductSummary } from '@shop/domain/catalog.schemas';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useEditedBeforeHydration } from '../../lib/use-hydrated';
import { Price } from '../../components/ui/price';
import { useDebouncedValue } from './use-debounced-value';
import { PLACEHOLDER_IMAGE } from '../../components/ui/placeholder-image';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { catalogQueries } from '../catalog';

/** spec 2 §9: search suggestions wait 500 ms after typing stops. */
export const SEARCH_SUGGESTION_DELAY_MS = 500;
/** How many suggestions the dropdown shows. */
export const SEARCH_SUGGESTION_COUNT = 5;

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
 * The header's search box (spec 2 §2): a live dropdown of up to five products 500 ms after typing stops, a
 * 'see all' link to /search, Enter submits to /search?q=, Escape closes. A WAI-ARIA combobox: arrow keys move
 * through the suggestions, Enter opens the highlighted one.
 */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text.trim(), SEARCH_SUGGESTION_DELAY_MS);
  const search = useQuery({ ...catalogQueries.search(term, 1, SEARCH_SUGGESTION_COUNT), retry: false });
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  useEditedBeforeHydration(inputRef, text, (value, field) => {
    setText(value);
    setOpen(document.activeElement === field);
  });

  // undefined: no answer yet; null: an answer of the wrong shape.
  const parsed = search.data === undefined ? undefined : resultsOf(search.data);
  const products = parsed?.slice(0, SEARCH_SUGGESTION_COUNT);
  const malformed = parsed === null;
  const showDropdown = open && term !== '';
  const options = showDropdown && products ? products : [];

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const goToSearch = (q: string) => {
    close();
    inputRef.current?.blur();
    void navigate({ to: '/search', search: { q } });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (showDropdown) event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!showDropdown) {
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
      event.preventDefault();
      const last = options.length - 1;
      if (event.key === 'ArrowDown') setActive((i) => (i >= last ? 0 : i + 1));
      else setActive((i) => (i <= 0 ? last : i - 1));
    } else if (event.key === 'Enter' && active >= 0 && active < options.length) {
      event.preventDefault();
      const product = options[active]!;
      close();
      inputRef.current?.blur();
      void navigate({ to: '/products/$id', params: { id: String(product.id) } });
    }
  };

  let status: string | null = null;
  if (showDropdown) {
    if (search.isError) status = SEARCH_FAILED;
    else if (malformed) status = SEARCH_MALFORMED;
    else if (search.isFetching && !products) status = 'Đang tìm kiếm...';
    else if (products && products.length === 0) status = SEARCH_EMPTY;
  }

  return (
    <form
      ref={rootRef}
      role="search"
      method="get"
      action="/search"
      className={`relative ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        goToSearch(text.trim());
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Tìm kiếm sản phẩm
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        name="q"
        value={text}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Tìm nguyên liệu, dụng cụ..."
        role="combobox"
        aria-expanded={showDropdown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && active < options.length ? `${id}-opt-${active}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-gray-300 bg-white pl-4 pr-11 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 sm:text-sm"
      />
      <button
        type="submit"
        aria-label="Tìm kiếm"
        className="absolute right-1 top-1 grid size-8 place-items-center rounded-full text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
        </svg>
      </button>

      {showDropdown && (
        <div className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-lg border border-gray-200 bg-white text-gray-900 shadow-lg">
          {status && (
            <p
              role="status"
              className={`px-4 py-3 text-sm ${search.isError || malformed ? 'text-red-600' : 'text-gray-600'}`}
            >
              {status}
            </p>
          )}
          <ul id={listId} role="listbox" aria-label="Gợi ý sản phẩm">
            {options.map((product, i) => (
              <li
                key={product.id}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'bg-brand-50' : ''}
              >
                <Link
                  to="/products/$id"
                  params={{ id: String(product.id) }}
                  tabIndex={-1}
                  onClick={close}
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
              onClick={close}
              className="block border-t border-gray-100 px-4 py-2.5 text-center text-sm font-medium text-brand-700 hover:bg-gray-50"
            >
              Xem tất cả kết quả cho “{term}”
            </Link>
          )}
        </div>
      )}
    </form>
  );
}
