import { Outlet, createFileRoute } from '@tanstack/react-router';
import { KeptSiteFooter } from '../features/layout/kept-parts';
import { SiteHeader } from '../features/layout/site-header';
import { awaitOnServer } from '../lib/preload';
import { shopQueries } from '../lib/shop.queries';

/** The shared layout of every page but /landing-page (spec 1 §2). */
export const Route = createFileRoute('/_shop')({
  // The header and footer show the shop's hotline and links.
  loader: ({ context }) => awaitOnServer([context.queryClient.prefetchQuery(shopQueries.config())]),
  // Not split into a chunk of its own: every page but one shows the layout, so it is part of the start-up bundle
  // (one file fewer to fetch, and it compresses with the rest).
  codeSplitGroupings: [],
  component: ShopLayout,
});

function ShopLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 text-gray-900">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-3 py-4 sm:px-4 sm:py-6">
        <Outlet />
      </main>
      <KeptSiteFooter />
    </div>
  );
}
