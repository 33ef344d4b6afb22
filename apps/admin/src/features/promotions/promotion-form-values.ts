/**
 * The voucher form's values: `PromotionInput`'s input (the domain schema checks the form, STYLE §5), made from a
 * voucher as the API answers it; and the three kinds of voucher the form offers, which the API spells as
 * `value` + `is_percentage` (free shipping: value 0, not a percentage).
 */
import type { AdminPromotion, PromotionInput } from '@shop/domain/admin-promotions.schemas';
import { isFreeShipping } from '@shop/domain/promotion';
import type { z } from 'zod';

export type PromotionFormValues = z.input<typeof PromotionInput>;

export const VOUCHER_KINDS = {
  percentage: 'Giảm theo phần trăm',
  fixed: 'Giảm số tiền cố định',
  free_shipping: 'Miễn phí giao hàng (chỉ TP. Hồ Chí Minh)',
} as const;
export type VoucherKind = keyof typeof VOUCHER_KINDS;

export function kindOf(p: { value: number; is_percentage: boolean }): VoucherKind {
  if (isFreeShipping(p)) return 'free_shipping';
  return p.is_percentage ? 'percentage' : 'fixed';
}

export const EMPTY_PROMOTION: PromotionFormValues = {
  code: '',
  description: '',
  image_url: '',
  value: undefined as unknown as number,
  is_percentage: true,
  max_discount: null,
  min_purchase_amount: 0,
  is_active: true,
  usage_limit_per_user: null,
  usage_limit: null,
  starts_at: null,
  ends_at: null,
};

export function formValuesOf(p: AdminPromotion): PromotionFormValues {
  return {
    code: p.code,
    description: p.description,
    image_url: p.image_url,
    value: p.value,
    is_percentage: p.is_percentage,
    max_discount: p.max_discount,
    min_purchase_amount: p.min_purchase_amount,
    is_active: p.is_active,
    usage_limit_per_user: p.usage_limit_per_user,
    usage_limit: p.usage_limit,
    starts_at: p.starts_at,
    ends_at: p.ends_at,
  };
}
