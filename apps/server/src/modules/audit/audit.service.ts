import type { AuditEntry, AuditPage, AuditQuery } from '@shop/domain/admin-audit.schemas';
import { ADMIN_ONLY_AUDIT_TARGETS, type AuditAction } from '@shop/domain/audit-actions';
import { addDays, shopDayStart } from '@shop/domain/shop-time';
import { type UserRole, roleAllows } from '@shop/domain/user-role';
import type { Db, Tx } from '../../db/client';
import type { StaffContext } from '../../http/staff-context';
import { assertPageExists, paginate } from '../../http/pagination';
import * as repo from './audit.repo';

/** What a staff write changed, as one audit row records it. */
export interface AuditRecord {
  /** One of the domain's names, so that the back office has a label for every row. */
  action: AuditAction;
  targetType: string;
  targetId: number | null;
  before: unknown;
  after: unknown;
}

/** The most rows an order's page shows of its own trail. */
const TARGET_TRAIL_LIMIT = 200;

interface Deps {
  db: Db;
  publicUrl: string;
}

/**
 * The audit trail (DESIGN §8): `record` writes one row inside the caller's transaction, so the row commits with the
 * write it records or not at all; `list` pages it for the back office.
 */
export function createAuditService({ db, publicUrl }: Deps) {
  /** `hideAdminIps` blanks the addresses admins wrote from. */
  function shape(rows: repo.AuditRowWithActor[], hideAdminIps = false): AuditEntry[] {
    return rows.map((r) => ({
      id: r.id,
      actor: r.actorId === null ? null : { id: r.actorId, email: r.actorEmail ?? '' },
      action: r.action,
      target_type: r.targetType,
      target_id: r.targetId,
      before: r.before ?? null,
      after: r.after ?? null,
      ip: hideAdminIps && r.actorRole === 'admin' ? null : r.ip,
      created_at: r.createdAt.toISOString(),
    }));
  }

  return {
    record(tx: Tx, staff: StaffContext, entry: AuditRecord): Promise<void> {
      return repo.insertAudit(tx, { actorId: staff.userId, ip: staff.ip, ...entry });
    },

    /** One row per write of a batch (an import), in the same transaction. */
    recordMany(tx: Tx, staff: StaffContext, entries: AuditRecord[]): Promise<void> {
      return repo.insertAudits(
        tx,
        entries.map((entry) => ({ actorId: staff.userId, ip: staff.ip, ...entry })),
      );
    },

    /**
     * `GET /api/admin/audit/`: newest first, filtered by actor (id or e-mail), target, action and shop days. A staff
     * reader gets neither the rows of admin-only writes nor the addresses admins wrote from (both left out in SQL, so
     * pages and counts stay right); an admin reads everything.
     */
    async list(q: AuditQuery, reader: UserRole): Promise<AuditPage> {
      const isAdmin = roleAllows(reader, 'admin');
      const filters: repo.AuditFilters = {
        hiddenTargetTypes: isAdmin ? undefined : ADMIN_ONLY_AUDIT_TARGETS,
        // An e-mail names the account whose rows are asked for: one that names none has no rows.
        ...(typeof q.actor === 'string' ? { actorEmail: q.actor } : { actorId: q.actor }),
        targetType: q.target_type,
        targetId: q.target_id,
        action: q.action,
        from: q.date_from === undefined ? undefined : shopDayStart(q.date_from),
        before: q.date_to === undefined ? undefined : shopDayStart(addDays(q.date_to, 1)),
      };
      const total = await repo.countAudit(db, filters);
      assertPageExists(q, total);
      const page = { limit: q.page_size, offset: (q.page - 1) * q.page_size };
      const rows = await repo.listAudit(db, filters, page);
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries({
        actor: q.actor,
        target_type: q.target_type,
        target_id: q.target_id,
        action: q.action,
        date_from: q.date_from,
        date_to: q.date_to,
      })) {
        if (value !== undefined) params.set(key, String(value));
      }
      return paginate(`${publicUrl}/api/admin/audit/`, params, q, total, shape(rows, !isAdmin));
    },

    /** A record's own trail, newest first (an order's page). */
    async ofTarget(targetType: string, targetId: number): Promise<AuditEntry[]> {
      const rows = await repo.listAudit(db, { targetType, targetId }, { limit: TARGET_TRAIL_LIMIT, offset: 0 });
      return shape(rows);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
