import type { PageSlug } from '@shop/domain/pages.constants';
import type { Page } from '@shop/domain/pages.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `GET /api/pages/{slug}/`: the FAQ's or a policy page's Markdown, edited in the back office. */
export const pageQueries = {
  page: (slug: PageSlug) =>
    queryOptions({ queryKey: queryKeys.pages.page(slug), queryFn: () => api<Page>(`/api/pages/${slug}/`) }),
};
