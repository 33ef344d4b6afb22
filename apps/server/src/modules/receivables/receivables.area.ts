import { type Shared, area } from '../../lib/area';
import type { AuditService } from '../audit/audit.service';
import type { UserDirectory } from '../users/users.service';
import { receivablesAdminRoutes } from './receivables-admin.routes';
import { REMINDERS_JOB, createReceivablesService } from './receivables.service';

interface Deps {
  audit: AuditService;
  users: Pick<UserDirectory, 'emailsByIds'>;
}

/**
 * Receivables (công nợ, DESIGN §17): customers' payments, accounts, statements, the receivables list and the daily
 * overdue reminder. The orders areas reach the accounts through their AccountPort (`customerAccounts`, app.ts).
 */
export function receivablesArea({ config, database, log, mailer }: Shared, deps: Deps) {
  const receivables = createReceivablesService({
    db: database.db,
    audit: deps.audit,
    users: deps.users,
    mailer,
    log,
    publicUrl: config.publicUrl,
  });
  return area({
    receivables,
    staffRoutes: [receivablesAdminRoutes(receivables)],
    jobs: { [REMINDERS_JOB]: receivables.reminders.send },
    start: async ({ jobs }) => {
      if (jobs) await receivables.reminders.scheduleNext();
    },
  });
}
