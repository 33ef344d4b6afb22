import type { PublicConfig } from '@shop/domain/shop.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const shopQueries = {
  /** Contact links and settings from the server's configuration (GET /api/config). */
  config: () =>
    queryOptions({
      queryKey: ['shop', 'config'],
      queryFn: () => api<PublicConfig>('/api/config'),
      staleTime: Infinity,
    }),
};
