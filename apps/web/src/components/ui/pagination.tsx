import { pageItems } from '@shop/domain/pagination';
import { Fragment, type MouseEvent } from 'react';

const BUTTON = 'min-w-9 rounded border px-2.5 py-1.5 text-sm disabled:opacity-40';

/**
 * Numbered pagination with previous/next (spec 1 §2, spec 2 search). Presentational: the route decides what a page
 * change does (usually navigate with `page` in the search params). With `hrefOf`, each page is a link to its
 * address, so the pages work without script and crawlers follow them (DESIGN §9); a plain click still goes through
 * `onPageChange`.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  hrefOf,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  hrefOf?: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const item = (target: number, className: string, content: string, extra: { label?: string; current?: boolean }) => {
    const props = { className: `${BUTTON} ${className}`, 'aria-label': extra.label };
    const current = extra.current ? ('page' as const) : undefined;
    if (!hrefOf) {
      return (
        <button type="button" {...props} aria-current={current} onClick={() => onPageChange(target)}>
          {content}
        </button>
      );
    }
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      // A new tab or window (modifier keys, middle button) opens the link itself.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onPageChange(target);
    };
    return (
      <a
        {...props}
        className={`${props.className} inline-block text-center`}
        href={hrefOf(target)}
        aria-current={current}
        onClick={follow}
      >
        {content}
      </a>
    );
  };
  const edge = (target: number, disabled: boolean, label: string, content: string) =>
    disabled ? (
      <button type="button" className={`${BUTTON} border-gray-300 bg-white`} disabled aria-label={label}>
        {content}
      </button>
    ) : (
      item(target, 'border-gray-300 bg-white', content, { label })
    );
  return (
    <nav aria-label="Phân trang" className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      {edge(page - 1, page <= 1, 'Trang trước', '‹')}
      {pageItems(page, totalPages).map((p, i) =>
        p === 'ellipsis' ? (
          <span key={`gap-${i}`} className="px-1 text-gray-500" aria-hidden="true">
            …
          </span>
        ) : (
          <Fragment key={p}>
            {item(p, p === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white', String(p), {
              current: p === page,
            })}
          </Fragment>
        ),
      )}
      {edge(page + 1, page >= totalPages, 'Trang sau', '›')}
    </nav>
  );
}
