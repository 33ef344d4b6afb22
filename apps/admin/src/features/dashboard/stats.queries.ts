import type { StatsResponse } from '@shop/domain/admin-stats.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../lib/api';
import type { StatsParams } from './dashboard-search';

/** `GET /api/admin/stats/`; refreshed every minute while the dashboard is open. */
export const statsQuery = (params: StatsParams) =>
  queryOptions({
    queryKey: ['admin', 'stats', params],
    queryFn: ({ signal }) => api<StatsResponse>(`/api/admin/stats/${toQuery({ ...params })}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
