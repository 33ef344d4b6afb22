/**
 * The receivables pages' URLs: the list's overdue filter, search and page; a statement's days. A value the router can't
 * use is dropped rather than refused, so a stale bookmark still opens.
 */
import { ADMIN_SEARCH_MAX_LENGTH } from '@shop/domain/admin.schemas';
import { z } from 'zod';

export const ReceivablesSearch = z.object({
  overdue: z.boolean().optional().catch(undefined),
  /** The router reads `?search=0909123456` as a number; the list searches text. */
  search: z
    .preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
    )
    .catch(undefined),
  page: z.int().min(1).optional().catch(undefined),
});
export type ReceivablesSearch = z.infer<typeof ReceivablesSearch>;

export const StatementSearch = z.object({
  date_from: z.iso.date().optional().catch(undefined),
  date_to: z.iso.date().optional().catch(undefined),
});
export type StatementSearch = z.infer<typeof StatementSearch>;
