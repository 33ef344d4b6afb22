import type { QueryClient } from '@tanstack/react-query';
import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { ErrorView, NotFound } from '../components/ui/error-view';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootComponent,
  notFoundComponent: NotFound,
  errorComponent: ({ error, reset }) => <ErrorView error={error} onRetry={reset} />,
});

function RootComponent() {
  // The HTML the server sends carries a title, description and (product pages) Open Graph tags for crawlers and
  // link previews, marked data-static-head. From here on the routes' `head` manages them: drop the static copies
  // so the page never has two descriptions or titles.
  useLayoutEffect(() => {
    for (const node of document.head.querySelectorAll('[data-static-head]')) node.remove();
  }, []);
  return (
    <>
      <HeadContent />
      <Outlet />
    </>
  );
}
