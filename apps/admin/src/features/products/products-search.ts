/**
 * The product list's URL: search, the flags, the category, the sort and the page (the state lives in the
 * URL). A value the router can't use is dropped rather than refused, so a stale bookmark still opens.
 */
import { ADMIN_PRODUCT_ORDERINGS } from '@shop/domain/admin-catalog.schemas';
import { ADMIN_SEARCH_MAX_LENGTH } from '@shop/domain/admin.schemas';
import { z } from 'zod';

const flag = z.boolean().optional().catch(undefined);

export const ProductsSearch = z.object({
  search: z
    .preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
    )
    .catch(undefined),
  category: z.int().min(1).optional().catch(undefined),
  is_active: flag,
  in_stock: flag,
  discounted: flag,
  low_stock: flag,
  ordering: z.enum(ADMIN_PRODUCT_ORDERINGS).optional().catch(undefined),
  page: z.int().min(1).optional().catch(undefined),
});
export type ProductsSearch = z.infer<typeof ProductsSearch>;
