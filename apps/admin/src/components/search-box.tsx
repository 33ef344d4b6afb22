/**
 * The search field of a list's filter bar (its input is named `search`, for the bar's submit). What is typed reaches the URL 300 ms after typing stops (or at once on
 * Enter, through the bar's form); back and forward, or clearing the filters, change the URL and the box follows,
 * keeping what is being typed.
 */
import { ADMIN_SEARCH_MAX_LENGTH } from '@shop/domain/admin.schemas';
import { useEffect, useRef, useState } from 'react';
import { TextField } from './form-field';

const SEARCH_DELAY_MS = 300;

export function SearchBox({
  value,
  onSearch,
  placeholder,
}: {
  /** The search in the URL. */
  value: string | undefined;
  onSearch: (search: string | undefined) => void;
  placeholder: string;
}) {
  const [text, setText] = useState(value ?? '');
  const [urlText, setUrlText] = useState(value);
  if (urlText !== value) {
    setUrlText(value);
    if ((text.trim() || undefined) !== value) setText(value ?? '');
  }
  // The latest callback, so a parent's re-render (a list refreshing itself) doesn't restart the wait.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => {
    const wanted = text.trim() || undefined;
    if (wanted === value) return;
    const timer = setTimeout(() => onSearchRef.current(wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <TextField
      label="Tìm kiếm"
      type="search"
      name="search"
      placeholder={placeholder}
      maxLength={ADMIN_SEARCH_MAX_LENGTH}
      value={text}
      onChange={(e) => setText(e.target.value)}
      className="min-w-56 flex-[2_1_16rem]"
    />
  );
}

/** The search typed in a filter bar's form, for its submit (Enter searches at once). */
export function submittedSearch(form: HTMLFormElement): string | undefined {
  const value = new FormData(form).get('search');
  return (typeof value === 'string' && value.trim()) || undefined;
}
