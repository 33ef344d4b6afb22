/**
 * The voucher list's URL: search by code, active or not, the sort and the page. A value the router can't use is
 * dropped rather than refused, so a stale bookmark still opens.
 */
import { ADMIN_PROMOTION_ORDERINGS } from '@shop/domain/admin-promotions.schemas';
import { ADMIN_SEARCH_MAX_LENGTH } from '@shop/domain/admin.schemas';
import { z } from 'zod';

export const PromotionsSearch = z.object({
  search: z
    .preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
    )
    .catch(undefined),
  is_active: z.boolean().optional().catch(undefined),
  ordering: z.enum(ADMIN_PROMOTION_ORDERINGS).optional().catch(undefined),
  page: z.int().min(1).optional().catch(undefined),
});
export type PromotionsSearch = z.infer<typeof PromotionsSearch>;
