/**
 * The fly-to-cart animation (spec 1 §4, §9): a clone of the product image shrinks to scale 0.05 and opacity 0.9
 * over 0.8 s on its way to the header's cart button. Purely decorative: it never blocks the add, and any failure
 * is only logged. Loaded on the shopper's first press (cart-context.tsx), not at start.
 */
import { CART_TRIGGER_ATTRIBUTE, FLY_SOURCE_ATTRIBUTE } from './cart-anchors';

const DURATION_MS = 800;

/**
 * Finds the image to fly for a click on `origin` (an add-to-cart button): the closest ancestor that holds an
 * element marked `data-fly-source` gives that element; without any, the nearest `img` going up the tree.
 */
export function findFlySource(origin: Element | null): Element | null {
  for (let node = origin; node; node = node.parentElement) {
    const marked = node.matches(`[${FLY_SOURCE_ATTRIBUTE}]`) ? node : node.querySelector(`[${FLY_SOURCE_ATTRIBUTE}]`);
    if (marked) return marked;
  }
  for (let node = origin; node; node = node.parentElement) {
    const img = node instanceof HTMLImageElement ? node : node.querySelector('img');
    if (img) return img;
  }
  return null;
}

/** The visible cart button (the header may render one for mobile and one for desktop). */
function findCartTrigger(): Element | null {
  const triggers = document.querySelectorAll(`[${CART_TRIGGER_ATTRIBUTE}]`);
  for (const trigger of triggers) {
    const box = trigger.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) return trigger;
  }
  return null;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(Math.max(n, min), max);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Plays the animation from `source` to the cart button and resolves when it ends (or at once when skipped).
 * Never rejects: a missing element, an old browser or any other failure is logged with console.error.
 */
export async function flyToCart(source: Element | null): Promise<void> {
  let clone: HTMLElement | null = null;
  try {
    if (prefersReducedMotion()) return;
    if (!source) throw new Error('fly-to-cart: no product image to animate');
    const target = findCartTrigger();
    if (!target) throw new Error(`fly-to-cart: no visible [${CART_TRIGGER_ATTRIBUTE}] element`);
    const from = source.getBoundingClientRect();
    const to = target.getBoundingClientRect();
    if (from.width === 0 || from.height === 0) throw new Error('fly-to-cart: the product image is not visible');

    clone = source.cloneNode(true) as HTMLElement;
    clone.removeAttribute('id');
    clone.removeAttribute(FLY_SOURCE_ATTRIBUTE);
    clone.setAttribute('aria-hidden', 'true');
    clone.setAttribute('data-fly-clone', '');
    // An image of a <picture> shows the file its sources chose; the clone, outside it, takes that file too.
    if (source instanceof HTMLImageElement && clone instanceof HTMLImageElement && source.currentSrc) {
      clone.src = source.currentSrc;
    }
    Object.assign(clone.style, {
      position: 'fixed',
      left: `${from.left}px`,
      top: `${from.top}px`,
      width: `${from.width}px`,
      height: `${from.height}px`,
      margin: '0',
      zIndex: '9999',
      pointerEvents: 'none',
      transformOrigin: 'center center',
      borderRadius: '0.5rem',
    });
    document.body.appendChild(clone);

    // Move the clone's centre onto the cart button's centre. On a phone the header has often scrolled away:
    // the clone then heads for the nearest point of the screen's edge above it, so the flight stays visible.
    const margin = 16;
    const targetX = clamp(to.left + to.width / 2, margin, window.innerWidth - margin);
    const targetY = clamp(to.top + to.height / 2, margin, window.innerHeight - margin);
    const dx = targetX - (from.left + from.width / 2);
    const dy = targetY - (from.top + from.height / 2);
    const animation = clone.animate(
      [
        { transform: 'translate(0, 0) scale(1)', opacity: 1 },
        { transform: `translate(${dx}px, ${dy}px) scale(0.05)`, opacity: 0.9 },
      ],
      { duration: DURATION_MS, easing: 'cubic-bezier(0.5, 0, 0.75, 0)', fill: 'forwards' },
    );
    await animation.finished;
  } catch (error) {
    console.error('Không thể chạy hiệu ứng thêm vào giỏ hàng', error);
  } finally {
    clone?.remove();
  }
}
