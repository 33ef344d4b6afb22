/**
 * The staff page's URL: search, role, state, sort and page. A value the router can't use is dropped rather than
 * refused, so a stale bookmark still opens.
 */
import { ADMIN_SEARCH_MAX_LENGTH } from '@shop/domain/admin.schemas';
import { STAFF_ORDERINGS } from '@shop/domain/admin-staff.schemas';
import { STAFF_ROLES } from '@shop/domain/user-role';
import { z } from 'zod';

export const StaffSearch = z.object({
  search: z
    .preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
    )
    .catch(undefined),
  role: z.enum(STAFF_ROLES).optional().catch(undefined),
  is_active: z.boolean().optional().catch(undefined),
  ordering: z.enum(STAFF_ORDERINGS).optional().catch(undefined),
  page: z.int().min(1).optional().catch(undefined),
});
export type StaffSearch = z.infer<typeof StaffSearch>;
