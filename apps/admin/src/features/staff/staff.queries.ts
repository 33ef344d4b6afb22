/**
 * The staff accounts' calls (`/api/admin/staff/…`, admins only). Keys start with `['admin', 'staff']`; a write marks
 * the lists stale.
 */
import {
  ADMIN_PAGE_SIZE,
  type StaffAccount,
  type StaffAccountCreate,
  type StaffAccountPage,
  type StaffAccountUpdate,
} from '@shop/domain/admin.schemas';
import { type QueryClient, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../lib/api';
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

export const staffWrites = {
  create: (body: StaffAccountCreate) => api<StaffAccount>('/api/admin/staff/', { method: 'POST', json: body }),
  update: (id: number, body: StaffAccountUpdate) =>
    api<StaffAccount>(`/api/admin/staff/${id}/`, { method: 'PATCH', json: body }),
  /** No body and no content type: Fastify refuses an empty JSON body. */
  sendPasswordReset: (id: number) => api<null>(`/api/admin/staff/${id}/password-reset/`, { method: 'POST' }),
};
