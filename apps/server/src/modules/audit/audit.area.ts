import { type Shared, area } from '../../lib/area';
import { auditAdminRoutes } from './audit-admin.routes';
import { createAuditService } from './audit.service';

/** The audit trail (DESIGN §8): every staff write records its row here, in its own transaction; staff read it. */
export function auditArea({ config, database }: Shared) {
  const audit = createAuditService({ db: database.db, publicUrl: config.publicUrl });
  return area({ audit, staffRoutes: [auditAdminRoutes(audit)] });
}
