import { QueryClientProvider, dehydrate, hydrate } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { RouteError } from './components/ui/error-view';
import { CartProvider } from './features/cart/cart-context';
import { sentWithPage } from './lib/left-out-data';
import { createQueryClient } from './lib/query-client';
import { routeTree } from './routeTree.gen';

/**
 * A router with its own query cache: one per page rendered on the server (entry-server.tsx), one in the browser
 * (entry-client.tsx). `origin` is the shop's public address, for the absolute URLs of a page's head; `nonce` the
 * server's CSP nonce for the page's inline scripts (the browser reads it from the page).
 */
export function createAppRouter(origin: string, nonce?: string) {
  const queryClient = createQueryClient();
  return createRouter({
    routeTree,
    context: { queryClient, origin },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    // A page whose loader failed shows the error and 'Thử lại' inside the shop's frame, not in place of it.
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
    ...(nonce ? { ssr: { nonce } } : {}),
    // DESIGN §9: the answers the server's loaders put in the cache travel in the page, so the browser that takes
    // the page over reads them instead of asking the API again. As JSON text: the answers are JSON, and the
    // browser parses JSON faster than the same data written as script.
    // Less the answers only kept parts use (lib/left-out-data.ts): they are in the page's HTML already.
    dehydrate: () => ({
      queries: JSON.stringify(dehydrate(queryClient, { shouldDehydrateQuery: sentWithPage(queryClient) })),
    }),
    hydrate: (dehydrated: { queries: string }) => hydrate(queryClient, JSON.parse(dehydrated.queries)),
    Wrap: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        {/* The cart outlives page changes, so it wraps the routes (spec 1 §4). */}
        <CartProvider>{children}</CartProvider>
      </QueryClientProvider>
    ),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
