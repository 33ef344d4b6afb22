import type { StoreLocation } from '@shop/domain/catalog.schemas';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../components/ui/skeleton';
import { mapsSearchUrl, telHref } from './contact-links';
import { MapPinIcon, PhoneIcon } from '../../components/ui/icons';
import { StoreSystemLanding } from './store-system-landing';
import { catalogQueries } from '../catalog';

const card = 'rounded-lg border border-gray-200 bg-white p-4 sm:p-5';

function StoreCard({ store }: { store: StoreLocation }) {
  return (
    <li className={card}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-gray-900">{store.name}</h2>
        {store.status === 'coming_soon' && (
          <span className="inline-flex flex-col items-end rounded-md bg-amber-100 px-2 py-1 text-right leading-tight text-amber-900">
            <span className="text-sm font-semibold">{store.status_display}</span>
            <span lang="en" className="text-xs">
              Coming soon
            </span>
          </span>
        )}
      </div>
      <p className="mt-2">
        <a
          href={mapsSearchUrl(store.address)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex gap-2 text-gray-700 hover:text-brand-700 hover:underline"
        >
          <MapPinIcon className="mt-0.5 size-5 text-brand-700" />
          <span>
            {store.address}
            <span className="sr-only"> (mở Google Maps trong thẻ mới)</span>
          </span>
        </a>
      </p>
      {store.phone && (
        <p className="mt-2">
          <a
            href={telHref(store.phone)}
            className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline"
          >
            <PhoneIcon className="size-5" />
            <span>{store.phone}</span>
          </a>
        </p>
      )}
    </li>
  );
}

function StoreListSkeleton() {
  const column = (
    <ul className="space-y-4">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className={card}>
          <Skeleton className="h-6 w-40" />
          <Skeleton className="mt-3 h-5 w-full" />
          <Skeleton className="mt-1 h-5 w-2/3" />
          <Skeleton className="mt-3 h-5 w-32" />
        </li>
      ))}
    </ul>
  );
  return (
    <div role="status" aria-label="Đang tải danh sách cửa hàng" className="grid gap-4 md:grid-cols-2">
      {column}
      <div className="hidden md:block">{column}</div>
    </div>
  );
}

/**
 * The store list (spec 1 §2 '/he-thong-cua-hang'): skeleton, then error, empty or a two-column grid with the first
 * half of the list on the left (one column on small screens, in list order). A body that is neither an array nor
 * `{results: [...]}` fails in the query and shows the error text.
 */
export function StoreList() {
  const query = useQuery(catalogQueries.storeLocations());
  if (query.isPending) return <StoreListSkeleton />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-6 text-center">
        <p className="text-red-700">Không thể tải danh sách cửa hàng. Vui lòng thử lại sau.</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          className="mt-3 rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-100 disabled:opacity-60"
        >
          {query.isFetching ? 'Đang tải...' : 'Thử lại'}
        </button>
      </div>
    );
  }
  const stores = query.data;
  if (stores.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-gray-300 bg-white px-4 py-10 text-center text-gray-600">
        Chưa có thông tin cửa hàng.
      </p>
    );
  }
  const half = Math.ceil(stores.length / 2);
  return (
    <>
      <section aria-label="Danh sách cửa hàng" className="grid gap-4 md:grid-cols-2">
        <ul className="space-y-4">
          {stores.slice(0, half).map((store) => (
            <StoreCard key={store.id} store={store} />
          ))}
        </ul>
        <ul className="space-y-4">
          {stores.slice(half).map((store) => (
            <StoreCard key={store.id} store={store} />
          ))}
        </ul>
      </section>
      <StoreSystemLanding stores={stores} />
    </>
  );
}
