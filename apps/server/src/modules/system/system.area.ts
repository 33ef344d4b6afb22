import { type Area, type Shared, area } from '../../lib/area';
import type { UserDirectory } from '../users/users.service';
import { setupAdminRoutes } from './setup-admin.routes';
import { createSetupService } from './setup.service';
import { type PublicSettings, systemRoutes } from './system.routes';
import { DAILY_CLEANUP_JOB, createMaintenanceService } from './system.service';

/** The health and readiness answers, the shop's public settings (details, tax rate), and the daily clean-up (DESIGN §10). */
export function systemArea({ config, database, log }: Shared, settings: PublicSettings) {
  const maintenance = createMaintenanceService({ db: database.db, log });
  return area({
    shopRoutes: [systemRoutes(config, database, settings)],
    jobs: { [DAILY_CLEANUP_JOB]: maintenance.dailyCleanup },
    start: async ({ jobs }) => {
      if (jobs) await maintenance.scheduleNext();
    },
  });
}

/** The owner's setup checklist (admins): mail first, then each area's lines in the order app.ts lists them. */
export function setupArea(
  { config, database, log, mailer, guard }: Shared,
  { users, areas }: { users: UserDirectory; areas: readonly Pick<Area, 'setup'>[] },
) {
  const setup = createSetupService({
    config,
    mailer,
    log,
    areas: areas.flatMap(({ setup }) => (setup ? [setup] : [])),
    emailOf: async (userId) => (await users.accountsByIds(database.db, [userId])).get(userId)?.email,
  });
  return area({ staffRoutes: [setupAdminRoutes(setup, guard)] });
}
