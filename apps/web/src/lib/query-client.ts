import { NETWORK_DEFAULTS } from '@shop/client/query-defaults';
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    // On the server a failed call is not retried: the page goes out with the section's error state at once, and
    // the browser asks again.
    defaultOptions: {
      queries: {
        ...NETWORK_DEFAULTS.queries,
        staleTime: 60_000,
        retry: import.meta.env.SSR ? false : 1,
        refetchOnWindowFocus: false,
      },
      mutations: NETWORK_DEFAULTS.mutations,
    },
  });
}
