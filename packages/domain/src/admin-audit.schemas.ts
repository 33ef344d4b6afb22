/**
 * The audit trail's contract (DESIGN §8): one staff write, and `GET /api/admin/audit/`.
 */
import { z } from 'zod';
import {
  INT4_MAX,
  M,
  pageField,
  pageSizeField,
  optionalId,
  optionalDay,
  optionalQueryText,
  checkRange,
  IsoDateTime,
  Actor,
} from './admin.schemas';
import { EMAIL_MAX_LENGTH } from './auth.rules';
import { QUERY_MESSAGES, paginated } from './catalog.schemas';
import { toQueryInt } from './catalog-query.schemas';

// ---------------------------------------------------------------------------------------------------------------
// Audit trail
// ---------------------------------------------------------------------------------------------------------------

/** DESIGN §8: one staff write. `actor` is null only once the staff account was deleted. */
export const AuditEntry = z.object({
  id: z.int().positive(),
  actor: Actor.nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: IsoDateTime,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** A staff account by its id, or by its e-mail (any case: staff remember their e-mail, not their id). */
const actorField = z.preprocess(
  (v) => (typeof v === 'string' && v.includes('@') ? v.trim().toLowerCase() : toQueryInt(v)),
  z
    .union(
      [
        z.int({ error: M.actorInvalid }).min(1, { error: M.actorInvalid }).max(INT4_MAX, { error: M.actorInvalid }),
        z.email({ error: M.actorInvalid }).max(EMAIL_MAX_LENGTH, { error: M.actorInvalid }),
      ],
      { error: M.actorInvalid },
    )
    .optional(),
);

/** `GET /api/admin/audit/`: newest first; `date_from`/`date_to` are inclusive shop days. */
export const AuditQuery = z
  .object({
    page: pageField,
    page_size: pageSizeField,
    actor: actorField,
    target_type: optionalQueryText(50),
    target_id: optionalId(QUERY_MESSAGES.positiveInt),
    action: optionalQueryText(100),
    date_from: optionalDay(),
    date_to: optionalDay(),
  })
  .superRefine(checkRange);
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditPage = paginated(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;
