import type { Promotion, PromotionList } from '@shop/domain/catalog.schemas';
import { voucherInWindow } from '@shop/domain/voucher.rules';
import type { DbOrTx } from '../../db/client';
import type { ReadCache } from '../../lib/read-cache';
import { countUsagesByPromotion, listActivePromotions } from './promotions.repo';

/**
 * What an order reads and writes of its vouchers, each joining the order's transaction (orders' pricing): the
 * voucher (locked when its total limit counts), its uses, the use the order records and the uses it frees.
 */
export {
  type PromotionRow,
  countPromotionUses,
  countUsages,
  deleteUsages,
  findPromotion,
  findPromotions,
  usageInsert,
} from './order-vouchers.repo';

/** The vouchers whose window holds now (the rest of "usable" is checked by the query). */
const usableNow = <T extends Pick<Promotion, 'starts_at' | 'ends_at'>>(list: T[]) =>
  list.filter((p) => voucherInWindow(p, new Date()));

/**
 * The shop's vouchers (spec 1 §4 'Voucher loading'; DESIGN §3 Promotion). The public list is kept in the catalogue's
 * read cache: a staff write, or an order that uses a voucher up or frees it, clears it (the catalogue's notice).
 */
export function createPromotionsService(db: DbOrTx, cache: ReadCache) {
  /** The vouchers usable now, read afresh (a shopper's list adds each one's use by them). */
  const activePromotions = async () => usableNow(await listActivePromotions(db));

  return {
    /**
     * `/api/promotions/public`: the vouchers usable now. The list is cached; its window is checked on each answer, so
     * a start or end shows at once.
     */
    publicPromotions: async () => ({
      results: usableNow(await cache.value('promotions:active', () => listActivePromotions(db))),
    }),

    /** Active promotions sorted by code; `can_user_use` is false once the user's uses reach the per-user limit. */
    async listForUser(userId: number): Promise<PromotionList> {
      const [promotions, uses] = await Promise.all([activePromotions(), countUsagesByPromotion(db, userId)]);
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
