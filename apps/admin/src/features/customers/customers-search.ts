/**
 * The customers list's URL: search, group, sort and page. A value the router can't use is dropped rather than refused, so a
 * stale bookmark still opens.
 */
import { ADMIN_SEARCH_MAX_LENGTH } from '@shop/domain/admin.schemas';
import { ADMIN_CUSTOMER_ORDERINGS } from '@shop/domain/admin-customers.schemas';
import { z } from 'zod';

export const CustomersSearch = z.object({
  /** The router reads `?search=0909123456` as a number; the list searches text. */
  search: z
    .preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
    )
    .catch(undefined),
  /** A customer group's id: its members only. */
  group: z.int().min(1).optional().catch(undefined),
  ordering: z.enum(ADMIN_CUSTOMER_ORDERINGS).optional().catch(undefined),
  page: z.int().min(1).optional().catch(undefined),
});
export type CustomersSearch = z.infer<typeof CustomersSearch>;
