import { pageItems } from '@shop/domain/pagination';

/**
 * Numbered pagination with previous/next (spec 1 §2, spec 2 search). Presentational: the route decides what a page
 * change does (usually navigate with `page` in the search params).
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  const button = 'min-w-9 rounded border px-2.5 py-1.5 text-sm disabled:opacity-40';
  return (
    <nav aria-label="Phân trang" className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        className={`${button} border-gray-300 bg-white`}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label="Trang trước"
      >
        ‹
      </button>
      {pageItems(page, totalPages).map((item, i) =>
        item === 'ellipsis' ? (
          <span key={`gap-${i}`} className="px-1 text-gray-500" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            type="button"
            key={item}
            className={`${button} ${item === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white'}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPageChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${button} border-gray-300 bg-white`}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
        aria-label="Trang sau"
      >
        ›
      </button>
    </nav>
  );
}
