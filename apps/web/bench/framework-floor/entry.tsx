// The least a page of the shop's stack runs at start (decision 0020): React 19 hydrating the document,
// TanStack Router with its SSR client, and TanStack Query with the router's dehydration, around one route that reads
// one query. bench/framework-floor.mjs builds it as the shop is built and prints its gzip size.
import { QueryClient, QueryClientProvider, dehydrate, hydrate, useSuspenseQuery } from '@tanstack/react-query';
import { HeadContent, Outlet, Scripts, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';

const queryClient = new QueryClient();
const root = createRootRoute({
  component: () => (
    <html lang="vi">
      <head>
        <HeadContent />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  ),
});

function Home() {
  const { data } = useSuspenseQuery({ queryKey: ['greeting'], queryFn: async () => 'Xin chào' });
  return <h1>{data}</h1>;
}

const router = createRouter({
  routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/', component: Home })]),
  scrollRestoration: true,
  dehydrate: () => ({ queries: JSON.stringify(dehydrate(queryClient)) }),
  hydrate: (dehydrated: { queries: string }) => hydrate(queryClient, JSON.parse(dehydrated.queries)),
  Wrap: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
});

hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
);
