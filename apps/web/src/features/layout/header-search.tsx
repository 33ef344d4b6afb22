import { LineIcon } from '../../components/ui/icons';
import type { ProductSummary } from '@shop/domain/catalog.schemas';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, lazy, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useEditedBeforeHydration } from '../../lib/use-hydrated';
import { useDebouncedValue } from './use-debounced-value';

/** spec 2 §9: search suggestions wait 500 ms after typing stops. */
export const SEARCH_SUGGESTION_DELAY_MS = 500;
/** How many suggestions the dropdown shows. */
export const SEARCH_SUGGESTION_COUNT = 5;

export interface SuggestionsProps {
  term: string;
  /** The highlighted suggestion's index, -1 for none. */
  active: number;
  /** The prefix of the list's id (`-list`) and its options' (`-opt-<i>`). */
  idPrefix: string;
  onOptions: (products: ProductSummary[]) => void;
  onClose: () => void;
}

// The dropdown, its query and product rows load when the shopper first turns to the box (decision 0020).
const loadSuggestions = () => import('./header-search-suggestions');
const SearchSuggestions = lazy(loadSuggestions);

/**
 * The header's search box (spec 2 §2): a live dropdown of up to five products 500 ms after typing stops
 * (header-search-suggestions.tsx), a 'see all' link to /search, Enter submits to /search?q=, Escape closes. A
 * WAI-ARIA combobox: arrow keys move through the suggestions, Enter opens the highlighted one.
 */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [products, setProducts] = useState<ProductSummary[]>([]);
  const term = useDebouncedValue(text.trim(), SEARCH_SUGGESTION_DELAY_MS);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  useEditedBeforeHydration(inputRef, text, (value, field) => {
    setText(value);
    setOpen(document.activeElement === field);
  });

  const showDropdown = open && term !== '';
  const options = showDropdown ? products : [];

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

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
      onFocus={() => void loadSuggestions()}
      onPointerEnter={() => void loadSuggestions()}
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
      <SearchButton />

      {showDropdown && (
        <Suspense>
          <SearchSuggestions term={term} active={active} idPrefix={id} onOptions={setProducts} onClose={close} />
        </Suspense>
      )}
    </form>
  );
}

function SearchButton() {
  return (
    <button
      type="submit"
      aria-label="Tìm kiếm"
      className="absolute right-1 top-1 grid size-8 place-items-center rounded-full text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <LineIcon name="search" className="size-5" />
    </button>
  );
}
