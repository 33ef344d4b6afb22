import { showPlaceholder } from '../../components/ui/placeholder-image';
import { ResponsiveImage } from '../../components/ui/responsive-image';

/**
 * The product page's main image: the largest thing above the fold, so it loads eagerly with high priority and
 * reserves its square (spec 1 §2 performance). `data-fly-source` lets the cart's fly-to-cart animation
 * find it. A broken image falls back to the placeholder.
 */
export function ProductGallery({
  src,
  alt,
  discountPercent,
  dimmed = false,
}: {
  src: string;
  alt: string;
  discountPercent: number | null;
  /** Greyed out when the product cannot be bought. */
  dimmed?: boolean;
}) {
  return (
    <div className="relative overflow-hidden rounded-lg border border-gray-200 bg-white">
      <ResponsiveImage
        data-fly-source
        src={src}
        slot="gallery"
        alt={alt}
        width={600}
        height={600}
        loading="eager"
        fetchPriority="high"
        className={`aspect-square w-full object-contain ${dimmed ? 'opacity-60 grayscale' : ''}`}
        onError={showPlaceholder}
      />
      {discountPercent !== null && discountPercent > 0 && (
        <span className="absolute left-3 top-3 rounded bg-red-600 px-2 py-1 text-sm font-bold text-white">
          -{discountPercent}%
        </span>
      )}
    </div>
  );
}
