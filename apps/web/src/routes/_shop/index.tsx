import { createFileRoute } from '@tanstack/react-router';
import { BannerCarousel } from '../../features/home/banner-carousel';
import { FeedbackSection } from '../../features/home/feedback-section';
import { FloatingButtons } from '../../features/home/floating-buttons';
import { FEEDBACK_FETCHED, homeQueries, keptPartKeys, keptPartQueries } from '../../features/home/home.queries';
import {
  KeptBestSellersSection,
  KeptCategorySidebar,
  KeptCategoryTiles,
  KeptNewProductsSection,
  KeptPromotionSection,
  KeptWhyChooseUs,
} from '../../features/home/kept-parts';
import { leaveOutOfPage } from '../../lib/left-out-data';
import { awaitOnServer } from '../../lib/preload';
import { SHOP_TITLE, sharedPageHead } from '../../lib/seo';

export const Route = createFileRoute('/_shop/')({
  // Every section has its own query and skeleton: in the browser the page shows at once and fills in as answers
  // arrive; from the server it comes complete. The head's builder comes with the page, not with the start-up
  // JavaScript.
  loader: async ({ context }) => {
    const { queryClient } = context;
    const [{ homePage }] = await Promise.all([
      import('../../features/home/home-head'),
      awaitOnServer([
        queryClient.prefetchQuery(homeQueries.banners()),
        queryClient.prefetchQuery(keptPartQueries.tiles()),
        queryClient.prefetchQuery(keptPartQueries.sidebar()),
        queryClient.prefetchQuery(keptPartQueries.promotions()),
        queryClient.prefetchQuery(keptPartQueries.bestSellers()),
        queryClient.prefetchQuery(keptPartQueries.newProducts()),
        queryClient.prefetchQuery(homeQueries.feedback(FEEDBACK_FETCHED)),
      ]),
    ]);
    // The kept parts' answers are in the page's HTML; the parts ask for them if they come to render themselves.
    if (import.meta.env.SSR) leaveOutOfPage(queryClient, keptPartKeys());
    return homePage(queryClient.getQueryData(homeQueries.banners().queryKey), context.origin);
  },
  // Before the loader's answer (a page that failed), the shop's own title and summary from the root route stand.
  head: ({ loaderData: page }) => (page ? sharedPageHead(page) : {}),
  component: HomePage,
});

function HomePage() {
  return (
    // Bottom room so the floating buttons never sit over the last feedback card.
    <div className="space-y-8 pb-16 sm:space-y-10 lg:pb-0">
      <h1 className="sr-only">{SHOP_TITLE} – nguyên liệu pha chế trà sữa, trà trái cây, sinh tố</h1>
      {/* Large screens: the category sidebar beside the banner and the 'why choose us' cards. */}
      <div className="grid gap-4 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start">
        {/* Large screens only: hidden by the style sheet, so the page the server sent fits every screen. */}
        <div className="hidden lg:block">
          <KeptCategorySidebar />
        </div>
        <div className="min-w-0 space-y-8 sm:space-y-10 lg:space-y-6">
          <BannerCarousel />
          <KeptWhyChooseUs />
        </div>
      </div>
      {/* Below the first screen: kept as the server sent them, the rows until they come near it (kept-parts.ts). */}
      <KeptCategoryTiles />
      <KeptPromotionSection />
      <KeptBestSellersSection />
      <KeptNewProductsSection />
      {/* Hydrated with the page: its 15 s reshuffle counts from then, and a later mount would find its answer stale. */}
      <FeedbackSection />
      <FloatingButtons />
    </div>
  );
}
