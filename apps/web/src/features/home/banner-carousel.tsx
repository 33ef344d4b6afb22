import type { Banner } from '@shop/domain/catalog.schemas';
import { useQuery } from '@tanstack/react-query';
import type { AriaAttributes, ReactNode } from 'react';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { homeQueries } from './home.queries';
import { useSnapCarousel } from './use-snap-carousel';

/** spec 1 §9: banner autoplay 5000 ms. */
export const BANNER_AUTOPLAY_MS = 5000;

/**
 * The box every state shares: 1200×320 banners, at most 320 px high (spec 1 §2), so nothing below moves when the
 * banners arrive (no layout shift).
 */
function BannerBox({
  children,
  className = '',
  ...rest
}: { children?: ReactNode; className?: string } & AriaAttributes & { role?: string }) {
  return (
    <div {...rest} className={`relative aspect-[1200/320] max-h-80 w-full overflow-hidden rounded-lg ${className}`}>
      {children}
    </div>
  );
}

/** spec 1 §2 Home: the banner carousel with its four states (loading, error, empty, loaded). */
export function BannerCarousel() {
  const banners = useQuery(homeQueries.banners());

  if (banners.isPending) {
    return <BannerBox role="status" aria-label="Đang tải banner" className="animate-pulse bg-gray-200" />;
  }
  if (banners.isError) {
    return (
      <BannerBox className="grid place-items-center bg-gray-100">
        <p role="alert" className="text-red-600">
          Failed to load banners
        </p>
      </BannerBox>
    );
  }
  if (banners.data.length === 0) {
    return (
      <BannerBox className="grid place-items-center bg-gray-100">
        <p className="text-gray-500">No banners available</p>
      </BannerBox>
    );
  }
  return <BannerSlides banners={banners.data} />;
}

function BannerSlides({ banners }: { banners: Banner[] }) {
  // Autoplay keeps going whatever the shopper does (spec 1 §2: not stopped by interaction); a click on an arrow or a
  // dot restarts its 5 s count, so the next slide doesn't arrive a moment after the click.
  const { trackRef, selected, go } = useSnapCarousel(banners.length, BANNER_AUTOPLAY_MS);

  const many = banners.length > 1;
  return (
    <section aria-roledescription="carousel" aria-label="Banner khuyến mãi" className="relative">
      <BannerBox className="bg-gray-100">
        {/* The platform's carousel: a scroll-snap row, swiped natively, its scrollbar hidden (the dots show where). */}
        <div
          ref={trackRef}
          className="flex h-full snap-x snap-mandatory overflow-x-auto overflow-y-hidden overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {banners.map((banner, i) => (
            <div
              key={banner.id}
              className="h-full min-w-0 shrink-0 grow-0 basis-full snap-start snap-always"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${banners.length}`}
            >
              <a
                href={banner.link || '/'}
                target="_blank"
                rel="noopener noreferrer"
                className="block h-full focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white"
              >
                <ResponsiveImage
                  src={banner.image_url}
                  slot="banner"
                  alt={`Banner khuyến mãi ${i + 1}`}
                  width={1200}
                  height={320}
                  // The first banner is the page's largest paint; the others wait until they are needed.
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  decoding={i === 0 ? 'sync' : 'async'}
                  className="h-full w-full object-cover"
                />
              </a>
            </div>
          ))}
        </div>
      </BannerBox>
      {many && (
        <>
          <ArrowButton direction="prev" onClick={() => go('prev')} />
          <ArrowButton direction="next" onClick={() => go('next')} />
          <div className="absolute inset-x-0 bottom-1 flex justify-center sm:bottom-2">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                onClick={() => go(i)}
                aria-label={`Xem banner ${i + 1}`}
                aria-current={i === selected ? 'true' : undefined}
                // A 24 px target around a small dot.
                className="group grid size-6 place-items-center focus-visible:outline-2 focus-visible:outline-white"
              >
                <span
                  className={`block h-2 rounded-full shadow transition-all ${i === selected ? 'w-5 bg-white' : 'w-2 bg-white/60 group-hover:bg-white/90'}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function ArrowButton({ direction, onClick }: { direction: 'prev' | 'next'; onClick: () => void }) {
  const prev = direction === 'prev';
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={prev ? 'Banner trước' : 'Banner sau'}
      className={`absolute top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-full bg-white/80 text-gray-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700 sm:size-10 ${prev ? 'left-2' : 'right-2'}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        aria-hidden="true"
      >
        <path d={prev ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
