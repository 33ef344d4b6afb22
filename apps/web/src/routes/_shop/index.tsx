import { createFileRoute } from '@tanstack/react-router';
import { catalogQueries } from '../../features/catalog/catalog.queries';
import { BannerCarousel } from '../../features/home/banner-carousel';
import { CategorySidebar } from '../../features/home/category-menu';
import { CategoryTiles } from '../../features/home/category-tiles';
import { FeedbackSection } from '../../features/home/feedback-section';
import { FloatingButtons } from '../../features/home/floating-buttons';
import { BestSellersSection, NewProductsSection, PromotionSection } from '../../features/home/product-sections';
import { useMediaQuery } from '../../features/home/use-media-query';
import { WhyChooseUs } from '../../features/home/why-choose-us';
import { SHOP_TITLE, pageHead } from '../../lib/seo';

export const Route = createFileRoute('/_shop/')({
  head: () =>
    pageHead(
      SHOP_TITLE,
      'Nguyên liệu pha chế trà sữa, trà trái cây, sinh tố, dụng cụ và máy móc chính hãng, giá tốt. Cửa hàng tại TP.HCM, giao hàng toàn quốc.',
    ),
  // Only the banners (the largest paint) start loading with the route, without holding it up: every section
  // has its own query and skeleton, so the page shows at once and fills in as answers arrive.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(catalogQueries.banners());
  },
  component: HomePage,
});

function HomePage() {
  // The sidebar exists only on large screens: phones don't fetch the category tree for it.
  const large = useMediaQuery('(min-width: 64rem)');
  return (
    // Bottom room so the floating buttons never sit over the last feedback card.
    <div className="space-y-8 pb-16 sm:space-y-10 lg:pb-0">
      <h1 className="sr-only">{SHOP_TITLE} – nguyên liệu pha chế trà sữa, trà trái cây, sinh tố</h1>
      {/* Large screens: the category sidebar beside the banner and the 'why choose us' cards. */}
      <div className="grid gap-4 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start">
        {large && <CategorySidebar />}
        <div className="min-w-0 space-y-8 sm:space-y-10 lg:space-y-6">
          <BannerCarousel />
          <WhyChooseUs />
        </div>
      </div>
      <CategoryTiles />
      <PromotionSection />
      <BestSellersSection />
      <NewProductsSection />
      <FeedbackSection />
      <FloatingButtons />
    </div>
  );
}
