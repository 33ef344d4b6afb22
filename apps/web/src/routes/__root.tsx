import type { QueryClient } from '@tanstack/react-query';
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NotFound, RouteError } from '../components/ui/error-view';
import { SHOP_DESCRIPTION, SHOP_TITLE, SITE_OPEN_GRAPH, pageHead } from '../lib/seo';
import { ToastOutlet } from '../lib/toast';

export interface RouterContext {
  queryClient: QueryClient;
  /** The shop's public address (absolute URLs in a page's head: canonical, Open Graph). */
  origin: string;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The document's fixed head, and the defaults a page without its own `head` keeps. The router writes the head
  // on the server and keeps it up to date in the browser: the one place a page's tags come from (DESIGN §9).
  head: () => {
    const defaults = pageHead(SHOP_TITLE, SHOP_DESCRIPTION);
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#15803d' },
        ...defaults.meta,
        ...SITE_OPEN_GRAPH,
      ],
      links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    };
  },
  component: RootDocument,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

/** The whole document, rendered on the server and hydrated in the browser. */
function RootDocument() {
  // Marks the page as taken over by the browser (the e2e checks wait for it).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <html lang="vi">
      <head>
        <HeadContent />
      </head>
      <body>
        <Outlet />
        {/* The toasts (spec 1 §9, lib/toaster.tsx), mounted with the first one. */}
        <ToastOutlet />
        <Scripts />
      </body>
    </html>
  );
}
