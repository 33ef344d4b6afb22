import type { PromotionList } from '@shop/domain/catalog.schemas';
import type { DbOrTx } from '../../db/client';
import type { CatalogService } from '../catalog/catalog.service';
import { countUsagesByPromotion } from './promotions.repo';

/** The vouchers a signed-in shopper sees (spec 1 §4 'Voucher loading'; DESIGN §3 Promotion). */
export function createPromotionsService(db: DbOrTx, catalog: Pick<CatalogService, 'activePromotions'>) {
  return {
    /** Active promotions sorted by code; `can_user_use` is false once the user's uses reach the per-user limit. */
    async listForUser(userId: number): Promise<PromotionList> {
      const [promotions, uses] = await Promise.all([catalog.activePromotions(), countUsagesByPromotion(db, userId)]);
      return {
        results: promotions.map((p) => ({
          ...p,
          can_user_use: p.usage_limit_per_user === null || (uses.get(p.id) ?? 0) < p.usage_limit_per_user,
        })),
      };
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;

// Vouchers in the back office: promotions.area.ts makes this and gives it to promotions-admin.routes.ts.
export { createPromotionAdminService, type PromotionAdminService } from './promotion-admin.service';
