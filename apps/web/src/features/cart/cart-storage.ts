/**
 * The cart's local-storage entry `cart` (spec 1 §4): a JSON array of lines. Storage can be missing or throw
 * (private mode, quota, disabled cookies); the cart then lives in memory for the visit instead of breaking.
 */
import type { CartItem } from '@shop/domain/cart.rules';
import { parseStoredCart } from '@shop/domain/cart-storage.rules';

export const CART_STORAGE_KEY = 'cart';

/** The stored lines; empty when there is no entry or it cannot be read (bad lines are dropped). */
export function loadCart(): CartItem[] {
  try {
    return parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

/** Saves the lines; an empty cart is saved as `[]`, only {@link clearStoredCart} removes the entry. */
export function saveCart(items: readonly CartItem[]): void {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch (error) {
    console.error('Không thể lưu giỏ hàng', error);
  }
}

/** Clearing the cart removes the entry (spec 1 §4). */
export function clearStoredCart(): void {
  try {
    window.localStorage.removeItem(CART_STORAGE_KEY);
  } catch (error) {
    console.error('Không thể xóa giỏ hàng', error);
  }
}
