import { NotFoundError } from './errors';

/** The page a list was asked for (DESIGN §2: `?page=1&page_size=12`). */
export interface Page {
  page: number;
  page_size: number;
}

/** DRF answers a page past the end with 404 'Invalid page.'; page 1 of an empty list is fine. */
export function assertPageExists(page: Page, count: number) {
  if (page.page > 1 && (page.page - 1) * page.page_size >= count) throw new NotFoundError('Trang không hợp lệ.');
}

/**
 * `{count, next, previous, results}` with absolute links like Django REST framework's: the list's own parameters,
 * then `page` and `page_size`. `defaultPageSize`: the links leave out a page size equal to it (my orders' links keep
 * only a page size that was asked for); without it they always name one (the catalogue's).
 */
export function paginate<T>(
  baseUrl: string,
  params: URLSearchParams,
  page: Page,
  count: number,
  results: T[],
  { defaultPageSize }: { defaultPageSize?: number } = {},
) {
  const link = (p: number) => {
    const q = new URLSearchParams(params);
    q.set('page', String(p));
    if (page.page_size !== defaultPageSize) q.set('page_size', String(page.page_size));
    return `${baseUrl}?${q.toString()}`;
  };
  const lastPage = Math.max(1, Math.ceil(count / page.page_size));
  return {
    count,
    next: page.page < lastPage ? link(page.page + 1) : null,
    previous: page.page > 1 ? link(page.page - 1) : null,
    results,
  };
}
