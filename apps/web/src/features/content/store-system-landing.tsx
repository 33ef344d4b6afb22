import type { StoreLocation } from '@shop/domain/catalog.schemas';
import { mapsSearchUrl } from './contact-links';
import { MapPinIcon } from '../../components/ui/icons';

/**
 * The store-system landing view (spec 1 §2, spec 2 §9): every store address in a layout that follows the window
 * width: stacked on phones, two columns on tablets, a horizontal strip of up to six on wide screens. It uses the
 * store list's data (six stores in the demo catalogue) so the two never disagree.
 */
export function StoreSystemLanding({ stores }: { stores: readonly StoreLocation[] }) {
  return (
    <section
      aria-labelledby="store-system-heading"
      className="mt-10 rounded-2xl bg-brand-800 px-4 py-6 text-white sm:px-6 lg:px-8"
    >
      <h2 id="store-system-heading" className="text-xl font-bold sm:text-2xl">
        Hệ thống {stores.length} cửa hàng tại TP. Hồ Chí Minh
      </h2>
      <p className="mt-1 text-brand-100">Ghé cửa hàng gần bạn để xem và thử sản phẩm, nhận hàng ngay trong ngày.</p>
      <ol
        className={`mt-5 grid gap-px overflow-hidden rounded-xl bg-white/20 sm:grid-cols-2 lg:grid-cols-3 ${
          // One strip on wide screens; beyond six stores it wraps into rows of six.
          stores.length > 6 ? 'xl:grid-cols-6' : 'xl:grid-flow-col xl:grid-cols-none xl:auto-cols-fr'
        }`}
      >
        {stores.map((store, i) => (
          <li key={store.id} className="bg-brand-800">
            <a
              href={mapsSearchUrl(store.address)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex h-full gap-3 p-4 hover:bg-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white xl:flex-col"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white text-sm font-bold text-brand-800">
                {i + 1}
              </span>
              <span className="min-w-0">
                <span className="flex items-center gap-1 text-sm font-semibold text-brand-100">
                  <MapPinIcon className="size-4" />
                  {store.name}
                </span>
                {store.status === 'coming_soon' && (
                  <span className="mt-1 inline-block rounded bg-amber-300 px-1.5 text-xs font-semibold text-amber-950">
                    {store.status_display}
                  </span>
                )}
                <span className="mt-1 block text-sm leading-snug">{store.address}</span>
                <span className="sr-only"> (mở Google Maps trong thẻ mới)</span>
              </span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
