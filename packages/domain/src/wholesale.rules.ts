/**
 * Wholesale rules (DESIGN §13): quantity price tiers and pack multiples. Pure and free of zod, so the cart and the
 * product page use them without a schema library in their start-up code.
 */
import { formatVnd } from './money';

/** A quantity price: from `min_quantity` units on, one unit costs `price` dong. */
export interface TierPrice {
  min_quantity: number;
  price: number;
}

/** A tier as staff set it: for the product's own line (`variant: null`) or one variant, everyone or one group. */
export interface PriceTier extends TierPrice {
  variant: number | null;
  group: number | null;
}

/** The smallest quantity a tier may start at: a tier from 1 would just be another price. */
export const TIER_MIN_QUANTITY = 2;

/** The tiers that apply to a line of `variantId` (null: the product's own) for a buyer in `groupId` (null: none). */
export function tiersFor<T extends PriceTier>(
  tiers: readonly T[],
  line: { variantId: number | null; groupId: number | null },
): T[] {
  return tiers.filter((t) => t.variant === line.variantId && (t.group === null || t.group === line.groupId));
}

/**
 * A line's unit price: the lowest of its ordinary line price and every tier that applies at this quantity. The
 * caller passes only the tiers for the buyer and the line ({@link tiersFor}); a tier is never a price rise.
 */
export function tieredUnitPrice(linePrice: number, tiers: readonly TierPrice[], quantity: number): number {
  let best = linePrice;
  for (const t of tiers) if (quantity >= t.min_quantity && t.price < best) best = t.price;
  return best;
}

/**
 * The tiers a shopper sees (`Mua từ 5: 120.000 ₫`): one per starting quantity, the lowest price of each, in
 * quantity order, leaving out any that a smaller quantity already beats (it would never be the price).
 */
export function visibleTiers(linePrice: number, tiers: readonly TierPrice[]): TierPrice[] {
  const sorted = [...tiers].sort((a, b) => a.min_quantity - b.min_quantity || a.price - b.price);
  const out: TierPrice[] = [];
  let best = linePrice;
  for (const t of sorted) {
    if (t.price >= best) continue;
    best = t.price;
    out.push({ min_quantity: t.min_quantity, price: t.price });
  }
  return out;
}

/** The product page's line for a tier: `Mua từ 5: 120.000 ₫`. */
export function tierLabel(t: TierPrice): string {
  return `Mua từ ${t.min_quantity}: ${formatVnd(t.price)}`;
}

/** True when `quantity` is a whole number of packs of `multiple` (1: any quantity). */
export function isMultipleOf(quantity: number, multiple: number): boolean {
  return multiple <= 1 || quantity % multiple === 0;
}

/** The server's refusal of a quantity that isn't whole packs, naming the product (DESIGN §13). */
export function multipleMessage(label: string, multiple: number): string {
  return `Sản phẩm "${label}" chỉ bán theo bội số của ${multiple} (ví dụ ${multiple}, ${multiple * 2}, ${multiple * 3}).`;
}

/**
 * Staff's warning for a tier the shopper's cart limit (`limit`, null: none) keeps out of the shop's cart: only staff
 * orders reach it, since they are not bound by the cart limit; null when the tier is within reach.
 */
export function tierBeyondLimitWarning(minQuantity: number, limit: number | null): string | null {
  if (limit === null || !(minQuantity > limit)) return null;
  return `Khách chỉ mua được tối đa ${limit} trong giỏ hàng: mức giá từ ${minQuantity} chỉ áp dụng cho đơn nhân viên tạo.`;
}

/** Staff's refusal of a cart limit that isn't whole packs. */
export function limitNotMultipleMessage(multiple: number): string {
  return `Giới hạn trong giỏ phải là bội số của ${multiple} (số lượng mỗi lần mua).`;
}

/**
 * The stepper's next quantity: one pack up or down from `quantity`, snapped to whole packs, never below one pack
 * and never above `max` (rounded down to whole packs) when there is one.
 */
export function stepQuantity(quantity: number, multiple: number, direction: 1 | -1, max?: number | null): number {
  const m = Math.max(1, multiple);
  const snapped = direction === 1 ? Math.floor(quantity / m) * m + m : Math.ceil(quantity / m) * m - m;
  const ceiling = max == null ? Infinity : Math.floor(max / m) * m;
  return Math.max(m, Math.min(snapped, ceiling));
}
