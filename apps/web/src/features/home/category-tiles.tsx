import type { Category } from '@shop/domain/catalog.schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { CATEGORY_SECTION_ID } from './home-anchors';
import { homeQueries } from './home.queries';
import { PLACEHOLDER_IMAGE } from '../../components/ui/placeholder-image';
import { ResponsiveImage } from '../../components/ui/responsive-image';

type TileVariant = 'horizontal' | 'vertical';

/** A round thumbnail in the row, or a square in a frame that clips it as it grows on hover. */
function TileImage({ imageUrl, variant }: { imageUrl: string; variant: TileVariant }) {
  return (
    <ResponsiveImage
      src={imageUrl || PLACEHOLDER_IMAGE}
      slot={variant === 'horizontal' ? 'thumb' : 'tile'}
      // The square tile's frame clips the image as it grows on hover.
      frame={variant === 'horizontal' ? undefined : 'block overflow-hidden rounded-lg'}
      alt=""
      width={variant === 'horizontal' ? 48 : 160}
      height={variant === 'horizontal' ? 48 : 160}
      loading="lazy"
      decoding="async"
      className={
        variant === 'horizontal'
          ? 'size-12 shrink-0 rounded-full bg-gray-100 object-cover'
          : 'aspect-square w-full rounded-lg bg-gray-100 object-cover transition group-hover:scale-105'
      }
    />
  );
}

/**
 * One category tile (spec 1 §2 'Category tiles'): horizontal = a row with a round image, the title and an arrow;
 * vertical = a square image with the title under it, clamped to two lines. Titles are capitalised.
 */
export function CategoryTile({
  categoryId,
  title,
  imageUrl,
  variant = 'vertical',
}: {
  categoryId: number;
  title: string;
  imageUrl: string;
  variant?: TileVariant;
}) {
  const image = <TileImage imageUrl={imageUrl} variant={variant} />;
  const className =
    'group rounded-lg border border-gray-200 bg-white transition hover:border-brand-600 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700';
  if (variant === 'horizontal') {
    return (
      <Link
        to="/products"
        search={{ category_id: categoryId }}
        className={`${className} flex items-center gap-3 p-2.5`}
      >
        {image}
        <span className="min-w-0 flex-1 truncate font-medium capitalize text-gray-900 group-hover:text-brand-700">
          {title}
        </span>
        <svg
          viewBox="0 0 24 24"
          className="size-4 shrink-0 text-gray-400"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M9 5l7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Link>
    );
  }
  return (
    <Link
      to="/products"
      search={{ category_id: categoryId }}
      className={`${className} flex flex-col gap-2 overflow-hidden p-2`}
    >
      {image}
      <span className="line-clamp-2 min-h-10 text-center text-sm font-medium capitalize leading-5 text-gray-900 group-hover:text-brand-700">
        {title}
      </span>
    </Link>
  );
}

function TileSkeleton({ variant }: { variant: TileVariant }) {
  return variant === 'horizontal' ? (
    <div className="flex items-center gap-3 rounded-lg border border-gray-200 bg-white p-2.5">
      <Skeleton className="size-12 rounded-full" />
      <Skeleton className="h-4 flex-1" />
    </div>
  ) : (
    <div className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-2">
      <Skeleton className="aspect-square w-full rounded-lg" />
      <Skeleton className="mx-auto h-4 w-3/4" />
      <Skeleton className="mx-auto h-4 w-1/2" />
    </div>
  );
}

const GRID: Record<TileVariant, string> = {
  horizontal: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3',
  // Nine root categories: 3 × 3 on phones, one row on large screens.
  vertical: 'grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3 lg:grid-cols-9',
};

/**
 * The home's category tiles over the root categories. The list is loaded once; on failure the section is not
 * rendered at all (spec 1 §2: the failure is only logged, see homeQueries.rootCategories).
 */
export function CategoryTiles({ variant = 'vertical' }: { variant?: TileVariant }) {
  const categories = useQuery(homeQueries.rootCategories());
  if (categories.isSuccess && (categories.data === null || categories.data.length === 0)) return null;
  return (
    <section id={CATEGORY_SECTION_ID} aria-labelledby="danh-muc-title" className="scroll-mt-4">
      <h2 id="danh-muc-title" className="mb-4 text-xl font-bold text-brand-800">
        Danh mục sản phẩm
      </h2>
      {categories.isPending ? (
        <div className={GRID[variant]} aria-busy="true">
          <span className="sr-only">Đang tải danh mục...</span>
          {Array.from({ length: 9 }, (_, i) => (
            <TileSkeleton key={i} variant={variant} />
          ))}
        </div>
      ) : (
        <ul className={GRID[variant]}>
          {(categories.data ?? []).map((category: Category) => (
            <li key={category.id}>
              <CategoryTile
                categoryId={category.id}
                title={category.name}
                imageUrl={category.image_url}
                variant={variant}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
