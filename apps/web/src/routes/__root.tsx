import type { QueryClient } from '@tanstack/react-query';
import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { ErrorView, NotFound } from '../components/ui/error-view';
import { SHOP_TITLE, pageHead } from '../lib/seo';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // The default a page without its own `head` keeps; child routes override title and description.
  head: () =>
    pageHead(
      SHOP_TITLE,
      'Nguyên liệu pha chế trà sữa, trà trái cây, sinh tố, dụng cụ và máy móc. Cửa hàng tại TP.HCM, giao hàng toàn quốc.',
    ),
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
