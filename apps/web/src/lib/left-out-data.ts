import {
  type Query,
  type QueryClient,
  type QueryKey,
  defaultShouldDehydrateQuery,
  hashKey,
} from '@tanstack/react-query';

/**
 * The answers a page rendered on the server uses only for parts the browser keeps as they were sent
 * (kept-until-used.tsx, kept-from-server.tsx): they travel in the page's HTML already, so they are left out of the
 * page's hydration data. A kept part that later renders itself in the browser asks for its answers first.
 */
const leftOut = new WeakMap<QueryClient, Set<string>>();

/** On the server: `keys`' answers stay out of this page's hydration data. */
export function leaveOutOfPage(queryClient: QueryClient, keys: QueryKey[]): void {
  let hashes = leftOut.get(queryClient);
  if (!hashes) leftOut.set(queryClient, (hashes = new Set()));
  for (const key of keys) hashes.add(hashKey(key));
}

/** The router's dehydration filter: the default one, less what the page left out. */
export function sentWithPage(queryClient: QueryClient) {
  return (query: Query) => defaultShouldDehydrateQuery(query) && !leftOut.get(queryClient)?.has(query.queryHash);
}
