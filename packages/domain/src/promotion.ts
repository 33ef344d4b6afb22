/**
 * How a promotion (voucher) is named and described to the shopper (spec 1 §2 support centre, §3 Promotion).
 * The voucher rules applied to an order (minimum purchase, per-user limit, discount amount) belong to checkout.
 */
import { formatVnd } from './money';

/** The fields that decide what kind of voucher it is. */
export type PromotionKind = { value: number; is_percentage: boolean };

/**
 * True for a free-shipping voucher: value 0 and not a percentage (spec 1 §3; DESIGN §4 limits it to HCMC).
 */
export function isFreeShipping(p: PromotionKind): boolean {
  return p.value === 0 && !p.is_percentage;
}

/**
 * The voucher's label (spec 1 §3): 'Freeship' for free shipping, 'Giảm {value}%' for a percentage,
 * otherwise 'Giảm ' and the amount in dong ('Giảm 50.000 ₫').
 */
export function promotionLabel(p: PromotionKind): string {
  if (isFreeShipping(p)) return 'Freeship';
  if (p.is_percentage) return `Giảm ${p.value}%`;
  return `Giảm ${formatVnd(p.value)}`;
}

/**
 * The voucher's description: its own when it has one (blank counts as none), else
 * 'Cho đơn hàng từ {min amount}' (spec 1 §2 support centre).
 */
export function promotionDescription(p: { description?: string | null; min_purchase_amount: number }): string {
  const own = p.description?.trim();
  if (own) return own;
  return `Cho đơn hàng từ ${formatVnd(p.min_purchase_amount)}`;
}
