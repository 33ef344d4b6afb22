/**
 * The cart's state for the whole shop (spec 1 §4 'Cart', §5 'Cart limits', §8 'Add to cart', §9): lines kept in
 * local storage `cart`, the add/update/remove/clear operations with their limits, the toasts, and the
 * fly-to-cart animation. The rules themselves live in `@shop/domain/cart.rules`.
 *
 * Toasts: `addToCart` and `updateQuantity` show their own toasts (spec 1 §4, spec 2 §6 'Cart quantity errors
 * appear as toasts'), so callers only read the result; `validateCart` does not, the caller decides.
 */
import {
  CART_MESSAGES,
  addItem,
  cartItemCount,
  cartTotal,
  removeItem,
  updateItemQuantity,
  validateCart as validateLines,
  type CartItem,
} from '@shop/domain/cart.rules';
import type { Product, Variant } from '@shop/domain/catalog.schemas';
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { CART_STORAGE_KEY, clearStoredCart, loadCart, saveCart } from './cart-storage';
import { showCartError, showCartSuccess } from './cart-toast';
import type * as FlyToCart from './fly-to-cart';

export type CartActionResult = { success: boolean; message?: string };

export type CartContextValue = {
  items: CartItem[];
  /**
   * False on the server and in the browser's first render, which takes the server's page over: neither knows the
   * stored cart yet (DESIGN §9). Pages about the cart wait for it rather than say 'empty'.
   */
  loaded: boolean;
  /** Σ quantities (spec 1 §9). */
  itemCount: number;
  /** Σ line price × quantity, in dong (spec 1 §9). */
  total: number;
  /**
   * Adds `quantity` of the product (and variant): plays the fly-to-cart animation from the clicked card's image,
   * then adds and toasts 'Đã thêm sản phẩm vào giỏ hàng!' (3 s) or the reason it was refused (5 s).
   * `options.flySource` overrides the image found from the last click.
   */
  addToCart(
    product: Product,
    quantity: number,
    variant?: Variant,
    options?: { flySource?: Element | null },
  ): Promise<CartActionResult>;
  /** Sets a line's quantity; ≤ 0 removes it. A refusal is toasted and returned. */
  updateQuantity(key: string, quantity: number): CartActionResult;
  removeFromCart(key: string): void;
  /** Empties the cart and removes the storage entry. */
  clearCart(): void;
  /** Checks every line against its limit and stock; the first failure (spec 1 §5). No toast. */
  validateCart(): CartActionResult;
};

const CartContext = createContext<CartContextValue | null>(null);

const NO_ITEMS: CartItem[] = [];

/** How long after a click its target still counts as the origin of an add (the add may await a query). */
const CLICK_ORIGIN_MS = 2000;

/**
 * The fly-to-cart animation's code: not part of the start-up JavaScript. An add follows a press (pointer
 * or key), so the first press anywhere loads it, and by the click that adds it is there to play before the add.
 */
let flyModule: typeof FlyToCart | undefined;
let flyLoading: Promise<typeof FlyToCart> | undefined;
function loadFlyToCart(): Promise<typeof FlyToCart> {
  flyLoading ??= import('./fly-to-cart').then(
    (module) => (flyModule = module),
    (error: unknown) => {
      flyLoading = undefined;
      throw error;
    },
  );
  return flyLoading;
}

/** Plays the animation from `source`, or from the image near `origin` (never throws, never awaited). */
function playFlyToCart(source: Element | null | undefined, origin: Element | null) {
  const play = ({ flyToCart, findFlySource }: typeof FlyToCart) => void flyToCart(source ?? findFlySource(origin));
  if (flyModule) play(flyModule);
  else
    loadFlyToCart().then(play, (error: unknown) => console.error('Không thể chạy hiệu ứng thêm vào giỏ hàng', error));
}

export function CartProvider({ children }: { children: ReactNode }) {
  // The server knows no cart, so the browser's first render (the one that takes the page over) shows none either;
  // the stored lines follow in a transition (DESIGN §9). This context is above every part of the page: an urgent
  // change to it would hydrate the Suspense boundaries still waiting to at once, in one long task.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  const [stored, setItems] = useState<CartItem[]>(loadCart);
  const items = hydrated ? stored : NO_ITEMS;
  // The latest lines, so two quick adds in the same render both see each other.
  const itemsRef = useRef(stored);
  const lastClick = useRef<{ target: Element; at: number } | null>(null);

  const commit = useCallback((next: CartItem[]) => {
    itemsRef.current = next;
    setItems(next);
    saveCart(next);
  }, []);

  // Another tab changed the cart: follow it (without writing back, which would echo between tabs).
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
      const next = loadCart();
      itemsRef.current = next;
      setItems(next);
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Remembers what the shopper clicked last: the add-to-cart button tells where the flying image starts.
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.target instanceof Element) lastClick.current = { target: event.target, at: Date.now() };
    }
    const onPress = () => void loadFlyToCart().catch(() => {});
    document.addEventListener('click', onClick, true);
    document.addEventListener('pointerdown', onPress, { capture: true, once: true });
    document.addEventListener('keydown', onPress, { capture: true, once: true });
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('keydown', onPress, true);
    };
  }, []);

  const addToCart = useCallback<CartContextValue['addToCart']>(
    async (product, quantity, variant, options) => {
      try {
        const result = addItem(itemsRef.current, product, quantity, variant);
        if (!result.success) {
          showCartError(result.message);
          return { success: false, message: result.message };
        }
        // The animation starts before the add (spec 1 §4) but is not awaited: the badge and the toast answer
        // at once, and flyToCart never throws.
        const click = lastClick.current;
        const origin = click && Date.now() - click.at < CLICK_ORIGIN_MS ? click.target : null;
        playFlyToCart(options?.flySource, origin);
        commit(result.items);
        showCartSuccess(CART_MESSAGES.added);
        return { success: true };
      } catch (error) {
        console.error('addToCart failed', error);
        showCartError(CART_MESSAGES.addFailed);
        return { success: false, message: CART_MESSAGES.addFailed };
      }
    },
    [commit],
  );

  const updateQuantity = useCallback<CartContextValue['updateQuantity']>(
    (key, quantity) => {
      const result = updateItemQuantity(itemsRef.current, key, quantity);
      if (!result.success) {
        showCartError(result.message);
        return { success: false, message: result.message };
      }
      commit(result.items);
      return { success: true };
    },
    [commit],
  );

  const removeFromCart = useCallback<CartContextValue['removeFromCart']>(
    (key) => commit(removeItem(itemsRef.current, key)),
    [commit],
  );

  const clearCart = useCallback(() => {
    itemsRef.current = [];
    setItems([]);
    clearStoredCart();
  }, []);

  const validateCart = useCallback<CartContextValue['validateCart']>(() => {
    const result = validateLines(itemsRef.current);
    return result.success ? { success: true } : { success: false, message: result.message };
  }, []);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      loaded: hydrated,
      itemCount: cartItemCount(items),
      total: cartTotal(items),
      addToCart,
      updateQuantity,
      removeFromCart,
      clearCart,
      validateCart,
    }),
    [items, hydrated, addToCart, updateQuantity, removeFromCart, clearCart, validateCart],
  );

  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart(): CartContextValue {
  const cart = use(CartContext);
  if (!cart) throw new Error('useCart must be used within a CartProvider');
  return cart;
}
