import { type Shared, area } from '../../lib/area';
import type { AuditService } from '../audit/audit.service';
import type { UserDirectory } from '../users/users.service';
import { mediaAdminRoutes } from './media-admin.routes';
import { createMediaService } from './media.service';
import { createMediaStore } from './storage';

interface Deps {
  audit: AuditService;
  /** The uploaders' e-mails on the media list. */
  users: UserDirectory;
}

/** Uploaded images: DATA_DIR/media, or S3-compatible object storage when S3_* is set. */
export function mediaArea({ config, database, log }: Shared, { audit, users }: Deps) {
  const media = createMediaService({
    db: database.db,
    store: createMediaStore(config.uploads),
    publicUrl: config.publicUrl,
    log,
    audit,
    users,
  });
  return area({ media, staffRoutes: [mediaAdminRoutes(media)], close: () => media.close() });
}
