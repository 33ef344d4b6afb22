// An edited order's voucher (DESIGN §12): still applied while its terms hold for the new order (minimum purchase,
// free shipping only in HCMC); else dropped — its use freed — with a note for the history. The terms that held when
// the order was placed (active, in its window, uses left) are not asked again: the order already holds its use.
import { ORDER_EDIT_MESSAGES as E } from '@shop/domain/admin-order-edit.schemas';
import { voucherRejection } from '@shop/domain/voucher.rules';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderPromotions } from '../../db/schema/orders';
import { deleteUsages, findPromotion } from '../promotions/promotions.service';

export interface VoucherRecheck {
  /** The voucher's terms for the totals; null without one (or once dropped). */
  kept: { value: number; is_percentage: boolean; max_discount: number | null } | null;
  /** Said in the history entry when the voucher was dropped. */
  droppedNote?: string;
  /** Keeps the discount the new totals give on the order's voucher row. */
  saveDiscount: (discount: number) => Promise<void>;
}

export async function recheckVoucher(
  tx: Tx,
  orderId: number,
  subtotal: number,
  provinceCode: string | null,
  vouchersChanged: (tx: Tx) => Promise<void>,
): Promise<VoucherRecheck> {
  const [applied] = await tx.select().from(orderPromotions).where(eq(orderPromotions.orderId, orderId));
  if (!applied) return { kept: null, saveDiscount: async () => {} };
  const promotion = (await findPromotion(tx, applied.promotionId))!;
  const rejection = voucherRejection(
    {
      value: promotion.value,
      is_percentage: promotion.isPercentage,
      min_purchase_amount: promotion.minPurchaseAmount,
      is_active: true,
      usage_limit_per_user: promotion.usageLimitPerUser,
      can_user_use: true,
    },
    { subtotal, provinceCode, signedIn: true },
  );
  if (rejection) {
    await tx.delete(orderPromotions).where(eq(orderPromotions.id, applied.id));
    if (await deleteUsages(tx, orderId)) await vouchersChanged(tx);
    return {
      kept: null,
      droppedNote: `${E.voucherDropped(applied.snapshot.code)} (${rejection})`,
      saveDiscount: async () => {},
    };
  }
  return {
    kept: { value: promotion.value, is_percentage: promotion.isPercentage, max_discount: promotion.maxDiscount },
    saveDiscount: async (discount) => {
      await tx.update(orderPromotions).set({ discountAmount: discount }).where(eq(orderPromotions.id, applied.id));
    },
  };
}
