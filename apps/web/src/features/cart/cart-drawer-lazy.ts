/**
 * The cart drawer's content, loaded when the shopper reaches for it: cart code the first screen does not need.
 * `loadCartDrawerContent` starts the download early (pointer over or focus on the cart button).
 */
import { lazy } from 'react';

export const loadCartDrawerContent = () => import('./cart-drawer-content');

export const LazyCartDrawerContent = lazy(() =>
  loadCartDrawerContent().then((m) => ({ default: m.CartDrawerContent })),
);
