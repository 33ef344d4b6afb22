import type { PublicConfig } from '@shop/domain/shop.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export const shopQueries = {
  /** Contact links and settings from the server's configuration (GET /api/config). */
  config: () =>
    queryOptions({
      queryKey: queryKeys.shop.config,
      queryFn: () => api<PublicConfig>('/api/config'),
      staleTime: Infinity,
    }),
};
