/**
 * The staff accounts' calls (`/api/admin/staff/…`, admins only). Keys start with `['admin', 'staff']`; a write marks
 * the lists stale.
 */
import { ADMIN_PAGE_SIZE } from '@shop/domain/admin.schemas';
import {
  type StaffAccount,
  type StaffAccountCreate,
  type StaffAccountPage,
  type StaffAccountUpdate,
} from '@shop/domain/admin-staff.schemas';
import { type QueryClient, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, api, toQuery } from '../../lib/api';
import type { StaffSearch } from './staff-search';

const STAFF = ['admin', 'staff'] as const;

export const staffListQuery = (search: StaffSearch) =>
  queryOptions({
    queryKey: [...STAFF, 'list', search],
    queryFn: ({ signal }) =>
      api<StaffAccountPage>(`/api/admin/staff/${toQuery({ ...search, page_size: ADMIN_PAGE_SIZE })}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function staffChanged(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: [...STAFF, 'list'] });
}

/**
 * What every write from a staff dialog shares (with `useStaffWrite`): the lists are fetched again after a success,
 * and after a refusal other than a 400 (the last admin, an account changed meanwhile), which is the dialog's message.
 */
export const staffWrite = {
  changed: (queryClient: QueryClient) => void staffChanged(queryClient),
  refused: (queryClient: QueryClient, error: Error) => {
    if (error instanceof ApiError && error.status !== 400) void staffChanged(queryClient);
  },
  tell: 'dialog' as const,
};

export const staffWrites = {
  create: (body: StaffAccountCreate) => api<StaffAccount>('/api/admin/staff/', { method: 'POST', json: body }),
  update: (id: number, body: StaffAccountUpdate) =>
    api<StaffAccount>(`/api/admin/staff/${id}/`, { method: 'PATCH', json: body }),
  /** No body and no content type: Fastify refuses an empty JSON body. */
  sendPasswordReset: (id: number) => api<null>(`/api/admin/staff/${id}/password-reset/`, { method: 'POST' }),
};
