import { LISTING_VIEWS, type ListingView } from './listing-search';

const LABELS: Record<ListingView, string> = { grid: 'Dạng lưới', list: 'Dạng danh sách' };

function GridIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
      <path d="M3 3h6v6H3V3Zm8 0h6v6h-6V3ZM3 11h6v6H3v-6Zm8 0h6v6h-6v-6Z" />
    </svg>
  );
}

function ListIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
      <path d="M3 4h4v4H3V4Zm6 1h8v2H9V5ZM3 12h4v4H3v-4Zm6 1h8v2H9v-2Z" />
    </svg>
  );
}

/** Two toggle buttons (aria-pressed) choosing the grid or the list layout. */
export function ViewToggle({ view, onChange }: { view: ListingView; onChange: (view: ListingView) => void }) {
  return (
    <div role="group" aria-label="Kiểu hiển thị" className="flex overflow-hidden rounded border border-gray-300">
      {LISTING_VIEWS.map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          aria-label={LABELS[v]}
          title={LABELS[v]}
          onClick={() => onChange(v)}
          className={`grid size-9 place-items-center focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 ${
            view === v ? 'bg-brand-700 text-white' : 'bg-white text-gray-600 hover:bg-gray-100'
          }`}
        >
          {v === 'grid' ? <GridIcon /> : <ListIcon />}
        </button>
      ))}
    </div>
  );
}
