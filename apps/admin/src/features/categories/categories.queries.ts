/**
 * The category tree's calls (`/api/admin/categories/…`). The tree is one query; every write marks it
 * stale (a move or a delete reshapes it), nothing else.
 */
import type { AdminCategory, CategoryInput, CategoryMove, CategoryUpdate } from '@shop/domain/admin-catalog.schemas';
import type { MediaItem } from '@shop/domain/media.schemas';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';

export const categoryTreeQuery = () =>
  queryOptions({
    queryKey: ['admin', 'categories', 'tree'],
    queryFn: ({ signal }) => api<AdminCategory[]>('/api/admin/categories/', { signal }),
  });

export const categoryWrites = {
  create: (input: Partial<CategoryInput> & { name: string }) =>
    api<AdminCategory>('/api/admin/categories/', { method: 'POST', json: input }),
  update: (id: number, patch: CategoryUpdate) =>
    api<AdminCategory>(`/api/admin/categories/${id}/`, { method: 'PATCH', json: patch }),
  move: (id: number, move: CategoryMove) =>
    api<AdminCategory>(`/api/admin/categories/${id}/move/`, { method: 'POST', json: move }),
  remove: (id: number) => api<null>(`/api/admin/categories/${id}/`, { method: 'DELETE' }),
  /** An image file through the media pipeline (`POST /api/admin/media/`); its `url` is what `image_url` takes. */
  upload: (file: File) => {
    const body = new FormData();
    body.set('file', file);
    return api<MediaItem>('/api/admin/media/', { method: 'POST', body });
  },
};

export function categoriesChanged(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ['admin', 'categories'] });
}

/**
 * What every write to the tree from a dialog shares (with `useStaffWrite`): the tree is fetched again after a
 * success, and after a refusal other than a 400 (a cycle, a 409, a category deleted meanwhile), which is the
 * dialog's message.
 */
export const categoryWrite = {
  changed: (queryClient: QueryClient) => void categoriesChanged(queryClient),
  refused: (queryClient: QueryClient, error: Error) => {
    if (error instanceof ApiError && error.status !== 400) void categoriesChanged(queryClient);
  },
  tell: 'dialog' as const,
};
