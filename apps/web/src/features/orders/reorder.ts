/**
 * 'Mua lại' (DESIGN §12): which of an order's lines can go back into the cart today, how many of each, and why the
 * others can't. Pure: the button fetches today's products and adds what this plans, at today's prices.
 */
import type { Product, Variant } from '@shop/domain/catalog.schemas';
import type { CartItem } from '@shop/domain/cart.rules';
import { cartItemKey } from '@shop/domain/cart.rules';
import type { OrderItem } from '@shop/domain/order-response.schemas';

export interface ReorderLine {
  product: Product;
  variant: Variant | undefined;
  quantity: number;
}

export interface ReorderPlan {
  lines: ReorderLine[];
  /** What can't be bought as ordered: 'Trà ô long - 1kg (hết hàng)'. */
  missing: string[];
}

export const REORDER_TEXTS = {
  gone: 'ngừng bán',
  soldOut: 'hết hàng',
  fewer: (n: number) => `chỉ thêm được ${n}`,
  full: 'giỏ hàng đã có số lượng tối đa',
  nothing: 'Các sản phẩm trong đơn hàng hiện không còn bán.',
  some: (names: string[]) => `Không thể mua lại đủ: ${names.join('; ')}.`,
} as const;

function lineName(item: OrderItem): string {
  return item.variant_name ? `${item.product_name} - ${item.variant_name}` : item.product_name;
}

/**
 * Each line of `items` against `products` (today's, by id; missing = no longer exists) and what the cart already
 * holds: a line of an inactive product or variant is gone, one without stock is sold out, one above the stock or the
 * cart limit is added up to what is allowed.
 */
export function planReorder(
  items: readonly OrderItem[],
  products: ReadonlyMap<number, Product>,
  cart: readonly Pick<CartItem, 'key' | 'quantity'>[],
): ReorderPlan {
  const plan: ReorderPlan = { lines: [], missing: [] };
  const inCart = new Map(cart.map((l) => [l.key, l.quantity]));
  for (const item of items) {
    const product = item.product.id === null ? undefined : products.get(item.product.id);
    const variant = item.variant?.id ? product?.variants.find((v) => v.id === item.variant?.id) : undefined;
    const wanted = item.variant !== null;
    if (!product || !product.is_active || (wanted && (!variant || !variant.is_active))) {
      plan.missing.push(`${lineName(item)} (${REORDER_TEXTS.gone})`);
      continue;
    }
    const sold = variant ?? product;
    const key = cartItemKey(product.id, variant?.id);
    const held = inCart.get(key) ?? 0;
    const limit = sold.max_quantities_in_cart ?? Infinity;
    const room = Math.max(0, Math.min(sold.stock, limit) - held);
    const quantity = Math.min(item.quantity, room);
    if (quantity <= 0) {
      plan.missing.push(`${lineName(item)} (${sold.stock <= 0 ? REORDER_TEXTS.soldOut : REORDER_TEXTS.full})`);
      continue;
    }
    if (quantity < item.quantity) plan.missing.push(`${lineName(item)} (${REORDER_TEXTS.fewer(quantity)})`);
    inCart.set(key, held + quantity);
    plan.lines.push({ product, variant, quantity });
  }
  return plan;
}
