// A voucher checked for an order (DESIGN §4, §8) and the snapshot the order keeps of it; the shop's checkout, staff's
// order entry and staff's edits all check it here.
import { promotionDescription, promotionLabel } from '@shop/domain/promotion';
import { VOUCHER_MESSAGES, voucherRejection } from '@shop/domain/voucher.rules';
import type { Tx } from '../../db/client';
import { BadRequestError, ConflictError } from '../../http/errors';
import type { DeliveryLocation } from '../shipping/shipping.service';
import { ORDER_MESSAGES } from './order-messages';
import { countPromotionUses, countUsages, findPromotion, type PromotionRow } from '../promotions/promotions.service';

/** The buyer's row lock taken before counting their uses of a voucher (users' directory). */
export interface VoucherBuyerLock {
  lockUserForVoucher(tx: Tx, userId: number): Promise<void>;
}

export function nonField(status: 400 | 409, message: string): never {
  const fields = { non_field_errors: [message] };
  throw status === 400 ? new BadRequestError(message, fields) : new ConflictError(message, fields);
}

/** The voucher as the order keeps it: later edits of the voucher never change a placed order. */
export function promotionSnapshot(p: PromotionRow) {
  return {
    code: p.code,
    description: promotionDescription({ description: p.description, min_purchase_amount: p.minPurchaseAmount }),
    value_display: promotionLabel({ value: p.value, is_percentage: p.isPercentage }),
    image_url: p.imageUrl,
  };
}

/**
 * The voucher's terms checked for this user and order (DESIGN §4, §8): active, inside its window, not used up in
 * total, minimum purchase, per-user limit, free shipping only in HCMC. The counts are read under locks (the
 * voucher's for its total, then the user's for theirs), so a race cannot over-use it. Answers the voucher and
 * whether this order takes its last use.
 */
export async function checkVoucher(
  tx: Tx,
  users: VoucherBuyerLock,
  userId: number,
  promotionId: number,
  subtotal: number,
  where: DeliveryLocation,
) {
  let promotion = await findPromotion(tx, promotionId);
  if (!promotion) nonField(400, ORDER_MESSAGES.voucherMissing);
  let timesUsed: number | undefined;
  if (promotion.isActive && promotion.usageLimit !== null) {
    promotion = (await findPromotion(tx, promotionId, true)) ?? promotion;
    timesUsed = await countPromotionUses(tx, promotion.id);
  }
  let canUserUse = true;
  if (promotion.isActive && promotion.usageLimitPerUser !== null) {
    await users.lockUserForVoucher(tx, userId);
    canUserUse = (await countUsages(tx, userId, promotion.id)) < promotion.usageLimitPerUser;
  }
  const rejection = voucherRejection(
    {
      value: promotion.value,
      is_percentage: promotion.isPercentage,
      min_purchase_amount: promotion.minPurchaseAmount,
      is_active: promotion.isActive,
      usage_limit_per_user: promotion.usageLimitPerUser,
      can_user_use: canUserUse,
      usage_limit: promotion.usageLimit,
      starts_at: promotion.startsAt?.toISOString() ?? null,
      ends_at: promotion.endsAt?.toISOString() ?? null,
    },
    // An address that does not resolve is not known to be in HCMC: no free shipping for it.
    { subtotal, provinceCode: where.provinceCode ?? '', signedIn: true, now: new Date(), timesUsed },
  );
  if (rejection) nonField(rejection === VOUCHER_MESSAGES.alreadyUsed ? 409 : 400, rejection);
  const takesLastUse = timesUsed !== undefined && timesUsed + 1 === promotion.usageLimit;
  return { ...promotion, takesLastUse };
}
