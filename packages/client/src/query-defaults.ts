/**
 * What both apps' query clients share. `networkMode: 'always'`: a call made while the browser says it is offline is
 * sent, and fails as a call to an unreachable server fails, so the page shows its error and 'Thử lại'. TanStack's
 * default ('online') pauses it instead, and the page kept its skeleton, or its button its busy label, until the
 * network came back. The queries are asked again when it does (refetchOnReconnect).
 */
export const NETWORK_DEFAULTS = {
  queries: { networkMode: 'always' },
  mutations: { networkMode: 'always' },
} as const;
