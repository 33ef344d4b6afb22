/**
 * The audit page's filters and page as the URL keeps them. The router reads `actor=12` as a number and
 * `actor=a@b.vn` as text; both are what `GET /api/admin/audit/` takes. A bad value falls back to no filter.
 */
import { z } from 'zod';

export const AuditSearch = z.object({
  page: z.int().min(1).optional().catch(undefined),
  actor: z
    .union([z.int().min(1), z.string().trim().min(1).max(254)])
    .optional()
    .catch(undefined),
  target_type: z.string().trim().min(1).max(50).optional().catch(undefined),
  target_id: z.int().min(1).optional().catch(undefined),
  action: z.string().trim().min(1).max(100).optional().catch(undefined),
  date_from: z.iso.date().optional().catch(undefined),
  date_to: z.iso.date().optional().catch(undefined),
});
export type AuditSearch = z.infer<typeof AuditSearch>;
