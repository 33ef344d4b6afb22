import { type RefObject, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** spec 1 §9: the drawer slides in over 400 ms. */
export const DRAWER_SLIDE_MS = 400;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A side panel over the page (spec 1 §2 'Cart drawer'): optional title, a close button, closes on Escape, backdrop
 * click or the button; page scrolling is locked while it is open; slides in over 400 ms; at most `max-w-md` wide.
 * Focus moves into the panel, stays there while it is open and returns to the element that opened it.
 *
 * Generic so the cart, the category tree and the mobile menu share one behaviour. The children are mounted only
 * while the panel is open (or sliding out), so heavy content such as the cart's is not rendered up front.
 */
export function Drawer({
  open,
  onClose,
  title,
  children,
  label,
  side = 'right',
  closeLabel = 'Close cart',
}: {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** The dialog's accessible name when it has no visible title. */
  label?: string;
  children: ReactNode;
  side?: 'left' | 'right';
  /** The close button's accessible name; the cart drawer's is 'Close cart' (spec 1 §2). */
  closeLabel?: string;
}) {
  const { mounted, shown } = useSlideIn(open);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalPanel(open && mounted, panelRef, onClose);

  if (!mounted) return null;
  const right = side === 'right';
  // In a portal: above everything, and outside the header or section that opened it.
  return createPortal(
    <div className="fixed inset-0 z-50">
      <div
        data-testid="drawer-backdrop"
        aria-hidden="true"
        onClick={onClose}
        className={`absolute inset-0 bg-black/50 transition-opacity duration-400 motion-reduce:transition-none ${shown ? 'opacity-100' : 'opacity-0'}`}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        tabIndex={-1}
        className={`absolute inset-y-0 flex w-[88%] max-w-md flex-col bg-white shadow-xl outline-none transition-transform duration-400 ease-out motion-reduce:transition-none ${right ? 'right-0' : 'left-0'} ${shown ? 'translate-x-0' : right ? 'translate-x-full' : '-translate-x-full'}`}
      >
        <DrawerHeader title={title} titleId={titleId} closeLabel={closeLabel} onClose={onClose} />
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

/** The panel's top bar: the title (or an empty cell, to keep the button on the right) and the close button. */
function DrawerHeader({
  title,
  titleId,
  closeLabel,
  onClose,
}: {
  title: ReactNode;
  titleId: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-gray-200 px-4 py-3">
      {title ? (
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
      ) : (
        <span />
      )}
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="-mr-2 grid size-10 place-items-center rounded-full text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/**
 * `mounted` keeps the panel in the DOM while it slides out; `shown` drives the transform. Mount first, then slide
 * in on the next frame so the transition runs; slide out, then unmount.
 */
function useSlideIn(open: boolean) {
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (open) {
      const frame = requestAnimationFrame(() => {
        setMounted(true);
        requestAnimationFrame(() => setShown(true));
      });
      return () => cancelAnimationFrame(frame);
    }
    const frame = requestAnimationFrame(() => setShown(false));
    const timer = window.setTimeout(() => setMounted(false), DRAWER_SLIDE_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [open]);
  return { mounted, shown };
}

/** While `active`: the page's scroll locked, Escape closes, focus moves into the panel, stays there and goes back. */
function useModalPanel(active: boolean, panelRef: RefObject<HTMLDivElement | null>, onClose: () => void) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { body, documentElement } = document;
    const previousOverflow = body.style.overflow;
    const previousPadding = body.style.paddingRight;
    // Keep the page from jumping sideways when the scrollbar disappears (desktop).
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    panelRef.current?.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key === 'Tab' && panelRef.current) keepTabInside(event, panelRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      body.style.overflow = previousOverflow;
      body.style.paddingRight = previousPadding;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [active, panelRef]);
}

/** Keeps Tab inside the dialog (aria-modal): past the last item back to the first, and the other way round. */
function keepTabInside(event: KeyboardEvent, panel: HTMLElement) {
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  const outside = active === panel || !panel.contains(active);
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
