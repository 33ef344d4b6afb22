import { NotFoundError } from './errors';

export interface Page {
  page: number;
  page_size: number;
}

/** `{count, next, previous, results}` with absolute links like Django REST framework's. */
export function paginate<T>(baseUrl: string, params: URLSearchParams, page: Page, count: number, results: T[]) {
  const link = (p: number) => {
    const q = new URLSearchParams(params);
    q.set('page', String(p));
    q.set('page_size', String(page.page_size));
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

/** DRF answers a page past the end with 404 'Invalid page.'; page 1 of an empty list is fine. */
export function assertPageExists(page: Page, count: number) {
  if (page.page > 1 && (page.page - 1) * page.page_size >= count) throw new NotFoundError('Trang không hợp lệ.');
}
