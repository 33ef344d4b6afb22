import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useId, useState, type ReactNode } from 'react';
import { LazyDrawer, loadDrawer } from '../../components/ui/lazy-drawer';
import type { IconProps } from '../../components/ui/icons';
import { shopQueries } from '../../lib/shop.queries';

// The category drawer's tree loads with the drawer, the first time it is about to open.
const loadCategoryTree = () => import('./category-menu');
const CategoryTreeList = lazy(() => loadCategoryTree().then((m) => ({ default: m.CategoryTreeList })));
const loadCategoryDrawer = () => void Promise.all([loadDrawer(), loadCategoryTree()]);

/** The scroll-to-top button appears once the shopper has scrolled this far. */
const SHOW_TOP_AFTER_PX = 400;

const round =
  'grid size-11 place-items-center rounded-full shadow-lg ring-1 ring-black/5 transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function ButtonIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return past;
}

/**
 * The home's floating buttons (spec 1 §2, spec 2 §1): open the category drawer, scroll to the top, and chat on
 * Zalo or Messenger (addresses from the shop's configuration, opened in a new tab).
 * Below large screens the three actions fold into one button, so that on a 360 px phone a single 44 px circle
 * sits over the corner of the content instead of a column of four; the page keeps room below for it.
 */
export function FloatingButtons() {
  const config = useQuery(shopQueries.config());
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const actionsId = useId();

  const chat = (href: string | undefined, label: string, className: string, icon: ReactNode) =>
    href ? (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        title={label}
        className={`${round} ${className}`}
      >
        {icon}
      </a>
    ) : null;

  return (
    <>
      <div
        data-floating-buttons
        className="fixed bottom-4 right-2 z-30 flex flex-col items-center gap-2 sm:bottom-6 sm:right-4"
      >
        <div id={actionsId} className={`${expanded ? 'flex' : 'hidden'} flex-col items-center gap-2 lg:flex`}>
          <button
            type="button"
            onClick={() => {
              setExpanded(false);
              setCategoriesOpen(true);
            }}
            onPointerEnter={loadCategoryDrawer}
            onFocus={loadCategoryDrawer}
            aria-haspopup="dialog"
            aria-label="Mở danh mục sản phẩm"
            title="Danh mục sản phẩm"
            className={`${round} bg-white text-brand-700`}
          >
            <ButtonIcon d="M4 6h16M4 12h16M4 18h10" />
          </button>
          {chat(config.data?.zalo_url, 'Chat qua Zalo', 'bg-[#0068ff]', <ZaloIcon className="size-8" />)}
          {chat(config.data?.messenger_url, 'Chat qua Messenger', 'bg-[#0866ff]', <MessengerIcon className="size-6" />)}
        </div>
        <ScrollTopButton />
        <button
          type="button"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          aria-controls={actionsId}
          aria-label="Liên hệ nhanh và danh mục"
          className={`${round} bg-brand-700 text-white lg:hidden`}
        >
          <ButtonIcon
            d={
              expanded
                ? 'M6 6l12 12M18 6L6 18'
                : 'M21 12a8 8 0 01-11.6 7.1L4 20l1.1-4.6A8 8 0 1121 12zM8.5 12h.01M12 12h.01M15.5 12h.01'
            }
          />
        </button>
      </div>
      <LazyDrawer
        open={categoriesOpen}
        onClose={() => setCategoriesOpen(false)}
        title="Danh mục sản phẩm"
        closeLabel="Đóng danh mục"
      >
        <Suspense>
          <CategoryTreeList onNavigate={() => setCategoriesOpen(false)} />
        </Suspense>
      </LazyDrawer>
    </>
  );
}

/** Appears once the shopper has scrolled down a little. */
function ScrollTopButton() {
  const scrolled = useScrolledPast(SHOW_TOP_AFTER_PX);
  return (
    <button
      type="button"
      onClick={(event) => {
        // The button hides once near the top; hiding it while focused would cut the smooth scroll short in
        // Chrome. Without focus, the next Tab starts again from the top of the page, where the shopper is going.
        event.currentTarget.blur();
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
      }}
      aria-label="Lên đầu trang"
      title="Lên đầu trang"
      hidden={!scrolled}
      className={`${round} bg-white text-gray-700`}
    >
      <ButtonIcon d="M12 19V5m-6 6l6-6 6 6" />
    </button>
  );
}

/** Zalo's speech bubble with its wordmark. */
function ZaloIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true">
      <path
        d="M24 5C12.4 5 3 12.9 3 22.6c0 5.6 3.1 10.6 8 13.8L9.5 43l7.4-4.1c2.2.6 4.6 1 7.1 1 11.6 0 21-7.9 21-17.6S35.6 5 24 5z"
        fill="#fff"
      />
      <text
        x="24"
        y="27.5"
        textAnchor="middle"
        fontSize="11"
        fontWeight="700"
        fontFamily="Arial, sans-serif"
        fill="#0068ff"
      >
        Zalo
      </text>
    </svg>
  );
}

/** Messenger's bubble with the lightning bolt. */
function MessengerIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <path
        fill="#fff"
        d="M12 2C6.4 2 2 6.1 2 11.6c0 2.9 1.2 5.4 3.1 7.1v3.3l3-1.7c1.2.3 2.5.5 3.9.5 5.6 0 10-4.1 10-9.6S17.6 2 12 2zm1 12.9l-2.5-2.7-5 2.7 5.5-5.8 2.6 2.7 4.9-2.7-5.5 5.8z"
      />
    </svg>
  );
}
