/**
 * Voucher rules of checkout (spec 2 §5 'Voucher rules', DESIGN §4 'Voucher'). One voucher per order; the server
 * enforces them when it prices an order and the checkout screen uses them for instant feedback.
 */
import { formatVnd, roundHalfUp } from './money';
import { isFreeShipping } from './promotion';

/** Ho Chi Minh City's province code (spec 2 §9): free-shipping vouchers apply only there. */
export const HCMC_PROVINCE_CODE = '79';

export const VOUCHER_MESSAGES = {
  alreadyUsed: 'Bạn đã sử dụng voucher này cho đơn hàng trước. Vui lòng chọn voucher khác',
  freeshipOutsideHcmc: 'Voucher Freeship chỉ áp dụng trong khu vực Thành phố Hồ Chí Minh',
  inactive: 'Voucher không còn hiệu lực. Vui lòng chọn voucher khác',
  belowMinimum: (min: number) => `Đơn hàng chưa đạt giá trị tối thiểu ${formatVnd(min)}`,
} as const;

export interface VoucherTerms {
  value: number;
  is_percentage: boolean;
  min_purchase_amount: number;
  is_active: boolean;
  usage_limit_per_user: number | null;
  /** False when the signed-in user has used it up (server: usages ≥ limit). */
  can_user_use: boolean;
  /** The most a percentage voucher takes off the goods (dong); null or absent: no cap. */
  max_discount?: number | null;
  /** Uses over all shoppers (non-cancelled orders); null or absent: no limit. */
  usage_limit?: number | null;
  /** ISO-8601; the voucher is usable from `starts_at` (inclusive) until `ends_at` (exclusive); null: open. */
  starts_at?: string | null;
  ends_at?: string | null;
}

/** True while `now` is inside the voucher's window (an open end never closes it). */
export function voucherInWindow(voucher: Pick<VoucherTerms, 'starts_at' | 'ends_at'>, now: Date): boolean {
  const t = now.getTime();
  if (voucher.starts_at && Date.parse(voucher.starts_at) > t) return false;
  if (voucher.ends_at && Date.parse(voucher.ends_at) <= t) return false;
  return true;
}

/** True once the voucher's total uses (over all shoppers) reached its total limit. */
export function voucherUsedUp(voucher: Pick<VoucherTerms, 'usage_limit'>, timesUsed: number): boolean {
  return voucher.usage_limit != null && timesUsed >= voucher.usage_limit;
}

/**
 * Why a voucher can't be used for this order, or null when it can. `subtotal` is the goods total before any
 * discount; `provinceCode` the delivery province (null while unknown: a free-shipping voucher isn't refused until
 * the address says it's outside HCMC); the per-user rule applies only to a signed-in shopper. `now` and `timesUsed`
 * (uses over all shoppers) are checked when given: a voucher outside its window or used up in total is "no longer
 * valid", as an inactive one is (the spec has no message of its own for them).
 */
export function voucherRejection(
  voucher: VoucherTerms,
  order: { subtotal: number; provinceCode: string | null; signedIn: boolean; now?: Date; timesUsed?: number },
): string | null {
  if (!voucher.is_active) return VOUCHER_MESSAGES.inactive;
  if (order.now && !voucherInWindow(voucher, order.now)) return VOUCHER_MESSAGES.inactive;
  if (order.timesUsed !== undefined && voucherUsedUp(voucher, order.timesUsed)) return VOUCHER_MESSAGES.inactive;
  if (!voucher.can_user_use && order.signedIn && voucher.usage_limit_per_user !== null) {
    return VOUCHER_MESSAGES.alreadyUsed;
  }
  if (voucher.min_purchase_amount > order.subtotal) return VOUCHER_MESSAGES.belowMinimum(voucher.min_purchase_amount);
  if (isFreeShipping(voucher) && order.provinceCode !== null && order.provinceCode !== HCMC_PROVINCE_CODE) {
    return VOUCHER_MESSAGES.freeshipOutsideHcmc;
  }
  return null;
}

/**
 * The discount a usable voucher gives (DESIGN §4): a percentage of the subtotal rounded half up (at most
 * `max_discount` when it has one), a fixed amount up to the subtotal, or — free shipping — the shipping fee.
 */
export function voucherDiscount(
  voucher: Pick<VoucherTerms, 'value' | 'is_percentage' | 'max_discount'>,
  amounts: { subtotal: number; shippingFee: number },
): { goods: number; shipping: number } {
  if (isFreeShipping(voucher)) return { goods: 0, shipping: amounts.shippingFee };
  if (voucher.is_percentage) {
    const percent = Math.min(Math.max(voucher.value, 0), 100);
    const goods = roundHalfUp((amounts.subtotal * percent) / 100);
    return { goods: voucher.max_discount == null ? goods : Math.min(goods, voucher.max_discount), shipping: 0 };
  }
  return { goods: Math.min(Math.max(voucher.value, 0), amounts.subtotal), shipping: 0 };
}
