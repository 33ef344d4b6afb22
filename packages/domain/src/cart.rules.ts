/**
 * The cart's rules (spec 1 §3 'Cart item', §4 'Cart', §5 'Cart limits', §9 totals; spec 2 §5 'Cart').
 * Pure functions over an immutable list of lines: the web's CartProvider keeps the state, persists it and shows
 * the toasts; every decision about what a line is and whether a quantity is allowed is made here. Reading the
 * stored cart back is cart-storage.rules.ts.
 */
import type { Product, Variant } from './catalog.schemas';
import { linePrice } from './pricing';
import { type TierPrice, isMultipleOf, multipleMessage, tieredUnitPrice } from './wholesale.rules';

/** Texts of the cart, exactly as the spec writes them (spec 1 §5, §8, §9; spec 2 §5). */
export const CART_MESSAGES = {
  added: 'Đã thêm sản phẩm vào giỏ hàng!',
  addFailed: 'Có lỗi xảy ra khi thêm sản phẩm vào giỏ hàng',
  itemNotFound: 'Item not found in cart',
  limitFallback: 'Quantity limit exceeded',
  checkoutLimitFallback: 'Có sản phẩm vượt quá giới hạn số lượng trong giỏ hàng',
  // The spec is silent on these two; a shopper still deserves a clear Vietnamese reason.
  invalidQuantity: 'Số lượng phải là số nguyên dương.',
  outOfStock: 'Sản phẩm này đã hết hàng.',
} as const;

/** 'Chỉ còn {stock} sản phẩm trong kho.' — the quantity asked for is above the known stock. */
export function stockMessage(stock: number): string {
  return stock <= 0 ? CART_MESSAGES.outOfStock : `Chỉ còn ${stock} sản phẩm trong kho.`;
}

/**
 * spec 1 §5: 'Rất tiếc, bạn chỉ có thể tối đa {limit} sản phẩm '{name}' trong giỏ hàng.' where name is the
 * product name, or 'product - variant' with a variant; 'Quantity limit exceeded' when there is no name to show.
 */
export function limitMessage(limit: number, productName: string, variantName?: string): string {
  const name = productName.trim();
  if (name === '') return CART_MESSAGES.limitFallback;
  const label = variantName?.trim() ? `${name} - ${variantName.trim()}` : name;
  return `Rất tiếc, bạn chỉ có thể tối đa ${limit} sản phẩm '${label}' trong giỏ hàng.`;
}

/** Placeholder when neither the variant nor the product has an image (spec 1 §3 'thumbnail'). */
export const CART_PLACEHOLDER_IMAGE = '/media/placeholder.svg';

/**
 * One line of the cart, as stored in local storage `cart` (spec 1 §3 'Cart item'): the product fields the UI
 * needs plus the line's own.
 */
export interface CartItem {
  /** `id`, or `${id}_${variantId}` when a variant is chosen (spec 1 §3). */
  key: string;
  /** The product's id. */
  id: number;
  variantId?: number | undefined;
  variantName?: string | undefined;
  /** The product's own name: the limit message names the product, not the line title. */
  name: string;
  /** The name, or 'name - variant'. */
  title: string;
  slug?: string | undefined;
  thumbnail: string;
  /** List price of one unit (the variant's when a variant is chosen). */
  price: number;
  /** What one unit costs the shopper: `linePrice` of the product or variant (spec 1 §9). */
  discountedPrice: number;
  unit: string;
  quantity: number;
  /** The variant's limit when a variant is chosen, else the product's; null = no limit (spec 1 §5). */
  max_quantities_in_cart: number | null;
  /** Stock known when the line was added or last refreshed. */
  stock: number;
  /** Sold in packs of this many (DESIGN §13); absent: 1. */
  orderMultiple?: number | undefined;
  /** The quantity prices the shopper saw for this line (DESIGN §13); the server prices the order itself. */
  tiers?: TierPrice[] | undefined;
}

/** The outcome of a cart operation (spec 1 §4 'Add to cart result'). */
export type CartResult = { success: true } | { success: false; message: string };

/** The outcome of an operation that changes the lines. On failure the lines are the ones passed in. */
export type CartChange = { success: true; items: CartItem[] } | { success: false; message: string; items: CartItem[] };

/** The line key: the product id, or `${id}_${variantId}` (spec 1 §3). */
export function cartItemKey(productId: number, variantId?: number): string {
  return variantId === undefined ? String(productId) : `${productId}_${variantId}`;
}

/** Builds the line of `product` (with `variant` if chosen) at `quantity`. No checks: see {@link addItem}. */
export function toCartItem(
  product: Pick<Product, 'id' | 'name' | 'slug' | 'image_url' | 'price' | 'discount_price' | 'unit' | 'stock'> & {
    max_quantities_in_cart: number | null;
  } & Partial<Pick<Product, 'order_multiple' | 'price_tiers'>>,
  quantity: number,
  variant?: Pick<
    Variant,
    'id' | 'name' | 'unit' | 'price' | 'discount_price' | 'stock' | 'main_image' | 'max_quantities_in_cart'
  > &
    Partial<Pick<Variant, 'order_multiple' | 'price_tiers'>>,
): CartItem {
  const priced = variant ?? product;
  return {
    key: cartItemKey(product.id, variant?.id),
    id: product.id,
    ...(variant ? { variantId: variant.id, variantName: variant.name } : {}),
    name: product.name,
    title: variant ? `${product.name} - ${variant.name}` : product.name,
    slug: product.slug,
    thumbnail: variant?.main_image || product.image_url || CART_PLACEHOLDER_IMAGE,
    price: priced.price,
    discountedPrice: linePrice(priced),
    unit: variant?.unit || product.unit,
    quantity,
    max_quantities_in_cart: variant ? variant.max_quantities_in_cart : product.max_quantities_in_cart,
    stock: priced.stock,
    ...(priced.order_multiple && priced.order_multiple > 1 ? { orderMultiple: priced.order_multiple } : {}),
    ...(priced.price_tiers?.length ? { tiers: priced.price_tiers } : {}),
  };
}

function isPositiveInt(n: number): boolean {
  return Number.isSafeInteger(n) && n > 0;
}

/**
 * Whether a line may hold `quantity` units: a positive integer, within the limit (spec 1 §5; null = none) and
 * within the known stock. The limit is checked before the stock so the spec's message wins when both fail.
 */
export function checkQuantity(
  line: Pick<CartItem, 'name' | 'variantName' | 'max_quantities_in_cart' | 'stock' | 'orderMultiple'>,
  quantity: number,
): CartResult {
  if (!isPositiveInt(quantity)) return { success: false, message: CART_MESSAGES.invalidQuantity };
  const pack = line.orderMultiple ?? 1;
  if (!isMultipleOf(quantity, pack)) {
    const label = line.variantName ? `${line.name} - ${line.variantName}` : line.name;
    return { success: false, message: multipleMessage(label, pack) };
  }
  const limit = line.max_quantities_in_cart;
  if (limit !== null && quantity > limit) {
    return { success: false, message: limitMessage(limit, line.name, line.variantName) };
  }
  if (quantity > line.stock) return { success: false, message: stockMessage(line.stock) };
  return { success: true };
}

/**
 * Adds `quantity` of the product (and variant): an existing key raises its quantity, else the line is appended
 * (spec 1 §4). The existing quantity plus the added amount must stay within the limit (spec 1 §5). An existing
 * line takes the fresh product data (price, stock, limit), so the cart follows the shop's latest prices.
 */
export function addItem(
  items: readonly CartItem[],
  product: Parameters<typeof toCartItem>[0],
  quantity: number,
  variant?: Parameters<typeof toCartItem>[2],
): CartChange {
  const list = [...items];
  if (!isPositiveInt(quantity)) return { success: false, message: CART_MESSAGES.invalidQuantity, items: list };
  const fresh = toCartItem(product, quantity, variant);
  const index = list.findIndex((line) => line.key === fresh.key);
  const existing = index === -1 ? 0 : list[index]!.quantity;
  const total = existing + quantity;
  const check = checkQuantity(fresh, total);
  if (!check.success) return { success: false, message: check.message, items: list };
  if (index === -1) list.push(fresh);
  else list[index] = { ...fresh, quantity: total };
  return { success: true, items: list };
}

/**
 * Sets the quantity of line `key` (spec 1 §4): ≤ 0 removes the line; a missing key fails with
 * 'Item not found in cart'; otherwise the new quantity is checked against the limit and stock (spec 1 §5).
 * Lowering a quantity is always allowed: a line left over its limit (the shop lowered it, or the stock fell
 * since the add) must be fixable with the minus button, not only by removing it.
 */
export function updateItemQuantity(items: readonly CartItem[], key: string, quantity: number): CartChange {
  const list = [...items];
  const index = list.findIndex((line) => line.key === key);
  if (index === -1) return { success: false, message: CART_MESSAGES.itemNotFound, items: list };
  if (quantity <= 0) return { success: true, items: removeItem(list, key) };
  const current = list[index]!;
  const lowering = isPositiveInt(quantity) && quantity < current.quantity;
  const check = lowering ? ({ success: true } as const) : checkQuantity(current, quantity);
  if (!check.success) return { success: false, message: check.message, items: list };
  list[index] = { ...list[index]!, quantity };
  return { success: true, items: list };
}

/** The lines without `key`; unchanged when there is no such line. */
export function removeItem(items: readonly CartItem[], key: string): CartItem[] {
  return items.filter((line) => line.key !== key);
}

/**
 * Whole-cart validation before checkout (spec 1 §5, spec 2 §5): every line's quantity against its limit and
 * stock; returns the first failure. A line over its limit without a name to show gets checkout's fallback,
 * 'Có sản phẩm vượt quá giới hạn số lượng trong giỏ hàng' (spec 2 §5), instead of the English one.
 */
export function validateCart(items: readonly CartItem[]): CartResult {
  for (const line of items) {
    const check = checkQuantity(line, line.quantity);
    if (check.success) continue;
    const message = check.message === CART_MESSAGES.limitFallback ? CART_MESSAGES.checkoutLimitFallback : check.message;
    return { success: false, message };
  }
  return { success: true };
}

/** What one unit of the line costs at its quantity: the lowest of its price and the tiers it reaches. */
export function unitPriceOf(line: Pick<CartItem, 'discountedPrice' | 'quantity' | 'tiers'>): number {
  return line.tiers ? tieredUnitPrice(line.discountedPrice, line.tiers, line.quantity) : line.discountedPrice;
}

/** What one line costs: line price × quantity, in dong (spec 1 §9). */
export function lineTotal(line: Pick<CartItem, 'discountedPrice' | 'quantity' | 'tiers'>): number {
  return unitPriceOf(line) * line.quantity;
}

/** Σ line price × quantity, in dong (spec 1 §9). */
export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** Σ quantities (spec 1 §9). */
export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}
