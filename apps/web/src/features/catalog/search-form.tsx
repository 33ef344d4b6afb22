import { useEffect, useId, useRef, useState } from 'react';
import { useEditedBeforeHydration } from '../../lib/use-hydrated';

/** spec 2 §9: searching waits 500 ms after typing stops. */
export const SEARCH_TYPING_DELAY_MS = 500;

/**
 * The search page's own box, prefilled with q. Typing updates the results 500 ms after the shopper stops
 * (replacing the history entry, so Back leaves the page rather than stepping through keystrokes); Enter
 * searches at once. A new q from outside (Back, the header's box) refills it.
 */
export function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string, replace: boolean) => void }) {
  const id = useId();
  const [text, setText] = useState(q);
  const inputRef = useRef<HTMLInputElement>(null);
  useEditedBeforeHydration(inputRef, text, setText);
  // The q this box last agreed with: a different q from the address bar means someone else changed it.
  const [syncedQ, setSyncedQ] = useState(q);
  if (q !== syncedQ) {
    setSyncedQ(q);
    setText(q);
  }

  useEffect(() => {
    if (text === syncedQ) return;
    const timer = window.setTimeout(() => {
      setSyncedQ(text);
      onSearch(text, true);
    }, SEARCH_TYPING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, syncedQ, onSearch]);

  return (
    <form
      role="search"
      method="get"
      action="/search"
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        setSyncedQ(text);
        onSearch(text, false);
      }}
    >
      <label htmlFor={id} className="sr-only">
        Tìm kiếm sản phẩm
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Nhập tên sản phẩm cần tìm..."
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className="h-11 min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 text-base focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
      />
      <button
        type="submit"
        className="h-11 shrink-0 rounded-lg bg-brand-700 px-4 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Tìm kiếm
      </button>
    </form>
  );
}
