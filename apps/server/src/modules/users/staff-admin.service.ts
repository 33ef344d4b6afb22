import type {
  StaffAccount,
  StaffAccountCreate,
  StaffAccountPage,
  StaffAccountUpdate,
  StaffListQuery,
} from '@shop/domain/admin-staff.schemas';
import type { Tx } from '../../db/client';
import { paginate } from '../../http/pagination';
import type { AccountWriteHook, StaffAccountsService } from './staff-accounts.service';
import type { UserRow } from './users.repo';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';

interface Deps {
  accounts: StaffAccountsService;
  /** auth's: the reset mail queued (with `recorded` in its transaction); the mail job makes the link and sends it. */
  mailResetLink: (user: UserRow, recorded: (tx: Tx) => Promise<void>) => Promise<void>;
  audit: AuditService;
  publicUrl: string;
}

/**
 * Staff accounts in the back office (DESIGN §8; admins only): each write of staff-accounts.service.ts
 * runs the hook made here in its transaction, which writes the audit row (target 'user'). The account rules stay
 * there because the staff:create command uses them too, with no staff member to audit.
 */
export function createStaffAdminService({ accounts, mailResetLink, audit, publicUrl }: Deps) {
  const audited =
    (staff: StaffContext): AccountWriteHook =>
    (tx, change) =>
      audit.record(tx, staff, { ...change, targetType: 'user' });

  return {
    async list(q: StaffListQuery): Promise<StaffAccountPage> {
      const { count, results } = await accounts.list(q);
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries({
        search: q.search,
        role: q.role,
        is_active: q.is_active,
        ordering: q.ordering === 'email' ? undefined : q.ordering,
      })) {
        if (value !== undefined) params.set(key, String(value));
      }
      return paginate(`${publicUrl}/api/admin/staff/`, params, q, count, results);
    },
    get: accounts.get,
    create: (staff: StaffContext, body: StaffAccountCreate): Promise<StaffAccount> =>
      accounts.create(body, audited(staff)),
    update: (staff: StaffContext, id: number, body: StaffAccountUpdate): Promise<StaffAccount> =>
      accounts.update(staff.userId, id, body, audited(staff)),

    /** `POST …/password-reset/`: the shop's own reset mail (DESIGN §4), to an enabled staff account. */
    async sendPasswordReset(staff: StaffContext, id: number): Promise<void> {
      const user = await accounts.forPasswordReset(id);
      await mailResetLink(user, (tx) =>
        audit.record(tx, staff, {
          action: 'user.password_reset',
          targetType: 'user',
          targetId: id,
          before: null,
          after: { email: user.email },
        }),
      );
    },
  };
}

export type StaffAdminService = ReturnType<typeof createStaffAdminService>;
