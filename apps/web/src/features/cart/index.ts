/**
 * The cart feature's public entry: what other features may use (STYLE §1; the allow-list is in eslint.config.js).
 * Not a barrel: the cart page and its lines stay private, routes import them from their files.
 */
export { useCart } from './cart-context';
export { CartEmpty } from './cart-empty';
export { LazyCartDrawerContent, loadCartDrawerContent } from './cart-drawer-lazy';
export { CART_TRIGGER_ATTRIBUTE } from './cart-anchors';
