import { type Shared, area } from '../../lib/area';
import { reportsAdminRoutes } from './reports-admin.routes';
import { createReportsService } from './reports.service';

/** Staff's reports (DESIGN §17): reads only, from the rollups and the tables they cross (eslint TABLE_CROSSINGS). */
export function reportsArea({ database }: Shared) {
  const reports = createReportsService({ db: database.db });
  return area({ reports, staffRoutes: [reportsAdminRoutes(reports)] });
}
