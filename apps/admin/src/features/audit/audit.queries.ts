import { ADMIN_PAGE_SIZE } from '@shop/domain/admin.schemas';
import { type AuditPage } from '@shop/domain/admin-audit.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../lib/api';
import type { AuditSearch } from './audit-search';

/** `GET /api/admin/audit/`, one page, newest first. */
export const auditQuery = (search: AuditSearch) =>
  queryOptions({
    queryKey: ['admin', 'audit', search],
    queryFn: ({ signal }) =>
      api<AuditPage>(`/api/admin/audit/${toQuery({ ...search, page_size: ADMIN_PAGE_SIZE })}`, { signal }),
    placeholderData: keepPreviousData,
  });
