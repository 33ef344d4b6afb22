/**
 * The stock screen's URL: the location, the search, low stock only, the sort and the page. A value the router can't
 * use is dropped rather than refused, so a stale bookmark still opens.
 */
import { ADMIN_SEARCH_MAX_LENGTH } from '@shop/domain/admin.schemas';
import { STOCK_LEVEL_ORDERINGS } from '@shop/domain/stock-locations.schemas';
import { z } from 'zod';

export const StockLevelsSearch = z.object({
  location: z.int().min(1).optional().catch(undefined),
  search: z
    .preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
    )
    .catch(undefined),
  low: z.boolean().optional().catch(undefined),
  ordering: z.enum(STOCK_LEVEL_ORDERINGS).optional().catch(undefined),
  page: z.int().min(1).optional().catch(undefined),
});
export type StockLevelsSearch = z.infer<typeof StockLevelsSearch>;
