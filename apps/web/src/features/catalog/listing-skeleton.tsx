import { Skeleton } from '../../components/ui/skeleton';
import { LISTING_PAGE_SIZE, type ListingView } from './listing-search';

/** Placeholders of the same size as the cards, so the page does not shift when they arrive. */
export function ListingSkeleton({ view, count = LISTING_PAGE_SIZE }: { view: ListingView; count?: number }) {
  const items = Array.from({ length: count }, (_, i) => i);
  if (view === 'list') {
    return (
      <div className="grid gap-3 xl:grid-cols-2" aria-hidden="true">
        {items.map((i) => (
          <div key={i} className="flex overflow-hidden rounded-lg border border-gray-200 bg-white">
            <Skeleton className="aspect-square w-28 shrink-0 rounded-none sm:w-40" />
            <div className="flex-1 space-y-2 p-3">
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-hidden="true">
      {items.map((i) => (
        <div key={i} className="overflow-hidden rounded-lg border border-gray-200 bg-white">
          <Skeleton className="aspect-square w-full rounded-none" />
          <div className="space-y-2 p-3">
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
