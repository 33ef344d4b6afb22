import { type Shared, area } from '../../lib/area';
import type { AuditService } from '../audit/audit.service';
import { zaloAdminRoutes } from './zalo-admin.routes';
import { zaloSetupItems } from './zalo-setup-items';
import { ZALO_MESSAGE_JOB, createZaloService } from './zalo.service';

/** Zalo ZNS order messages (DESIGN §14): off, with one log line, until its three keys are set. */
export function zaloArea({ config, database, log, guard }: Shared, { audit }: { audit: AuditService }) {
  const { zalo: keys, missing } = config.zalo;
  if (!keys) log.info({ missing }, `Zalo messages are off: ${missing.join(', ')} not set`);
  // Plain text rather than a key made up in DATA_DIR: instances with their own DATA_DIR would each seal the shared
  // row under a key the others lack, and a refresh token no one can read is a lost Zalo link.
  else if (!keys.tokenKeys.current) {
    log.warn('ZALO_TOKEN_KEY is not set: the Zalo tokens are stored in the database in plain text');
  }
  const zalo = createZaloService({ db: database.db, zalo: keys, log, audit, publicUrl: config.publicUrl });
  return area({
    zalo,
    staffRoutes: [zaloAdminRoutes(zalo, guard)],
    jobs: { [ZALO_MESSAGE_JOB]: zalo.send },
    setup: () => zaloSetupItems(config.zalo, () => zalo.status()),
    // Its tokens are seeded even where the job worker stays stopped: the admin page shows the link at once.
    start: () => zalo.start(),
  });
}
